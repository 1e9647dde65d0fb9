import { useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';
import { Popover } from '../../internal/Popover.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { SpinnerCircle } from '../Spinner/Spinner.tsx';
import { theme } from '../../theme/theme.ts';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxPage {
  options: ComboboxOption[];
  hasMore: boolean;
}

interface ComboboxBaseProps {
  label: string;
  placeholder?: string;
  /** Static options, filtered by the typed text. */
  options?: readonly ComboboxOption[];
  /** Async options by page: called with the typed text and the offset; more load on scroll. */
  loadOptions?: (query: string, offset: number) => Promise<ComboboxPage>;
  /** Debounce for async search in ms (default 300). */
  debounceMs?: number;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shown when nothing matches (default 'No options'). */
  noOptionsText?: string;
}

export interface ComboboxSingleProps extends ComboboxBaseProps {
  multiple?: false;
  value: ComboboxOption | null;
  onChange: (value: ComboboxOption | null) => void;
}

export interface ComboboxMultipleProps extends ComboboxBaseProps {
  multiple: true;
  value: readonly ComboboxOption[];
  onChange: (value: ComboboxOption[]) => void;
}

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

/**
 * A searchable select (ARIA combobox with a listbox). Static or async options with infinite
 * scroll; `multiple` keeps the list open and shows the choices as removable chips.
 */
export function Combobox(props: ComboboxProps) {
  const {
    label,
    placeholder,
    options: staticOptions,
    loadOptions,
    debounceMs = 300,
    error,
    hint,
    disabled,
    required,
    noOptionsText = 'No options',
  } = props;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState<ComboboxOption[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const selected: readonly ComboboxOption[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const isSelected = (option: ComboboxOption) => selected.some((item) => item.value === option.value);

  const visible = loadOptions
    ? loaded
    : (staticOptions ?? []).filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()));

  const fetchPage = async (text: string, offset: number) => {
    if (!loadOptions) return;
    const ticket = (request.current += 1);
    setLoading(true);
    try {
      const page = await loadOptions(text, offset);
      if (ticket !== request.current) return;
      setLoaded((list) => (offset === 0 ? page.options : [...list, ...page.options]));
      setHasMore(page.hasMore);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  };

  // Async search: debounce the typed text while open.
  useEffect(() => {
    if (!open || !loadOptions) return;
    const timer = setTimeout(() => void fetchPage(query, 0), query ? debounceMs : 0);
    return () => clearTimeout(timer);
    // fetchPage reads the latest props; re-run only when the text or open state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, open]);

  useEffect(() => {
    if (!open) return;
    const handleDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  });

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return;
    if (props.multiple) {
      props.onChange(
        isSelected(option) ? props.value.filter((item) => item.value !== option.value) : [...props.value, option],
      );
      setQuery('');
    } else {
      props.onChange(option);
      close();
    }
  };

  const remove = (option: ComboboxOption) => {
    if (props.multiple) props.onChange(props.value.filter((item) => item.value !== option.value));
    else props.onChange(null);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(visible[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && query === '' && props.multiple && props.value.length > 0) {
      props.onChange(props.value.slice(0, -1));
    }
  };

  const handleScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (loadOptions && hasMore && !loading && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) {
      void fetchPage(query, loaded.length);
    }
  };

  const activeOption = open ? visible[active] : undefined;
  const inputText = !props.multiple && !open && props.value ? props.value.label : query;

  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ inputId, describedBy, invalid }) => (
        <StyledCombobox ref={rootRef}>
          <StyledComboboxControl
            ref={controlRef}
            $invalid={invalid}
            $disabled={Boolean(disabled)}
            onClick={() => inputRef.current?.focus()}
          >
            {props.multiple && props.value.length > 0 ? (
              <StyledComboboxChips aria-label={`Selected ${label}`}>
                {props.value.map((option) => (
                  <StyledComboboxChip key={option.value}>
                    {option.label}
                    <IconButton
                      icon="close"
                      size="sm"
                      label={`Remove ${option.label}`}
                      disabled={disabled}
                      onClick={() => remove(option)}
                    />
                  </StyledComboboxChip>
                ))}
              </StyledComboboxChips>
            ) : null}
            <StyledComboboxInput
              ref={inputRef}
              id={inputId}
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              autoComplete="off"
              placeholder={selected.length > 0 && props.multiple ? undefined : placeholder}
              disabled={disabled}
              value={inputText}
              onFocus={() => setOpen(true)}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
                setOpen(true);
              }}
              onKeyDown={handleKeyDown}
            />
            {loading ? <SpinnerCircle size={14} /> : null}
          </StyledComboboxControl>
          {open ? (
            <Popover anchorRef={controlRef} matchWidth ref={popupRef}>
              <StyledComboboxPopup>
                <StyledComboboxList
                  id={listId}
                  role="listbox"
                  aria-label={label}
                  aria-multiselectable={props.multiple || undefined}
                  aria-busy={loading || undefined}
                  onScroll={handleScroll}
                  data-testid="combobox-list"
                >
                  {visible.map((option, index) => (
                    <StyledComboboxOption
                      key={option.value}
                      id={`${listId}-${option.value}`}
                      role="option"
                      aria-selected={isSelected(option)}
                      data-active={index === active}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => choose(option)}
                    >
                      {option.label}
                    </StyledComboboxOption>
                  ))}
                </StyledComboboxList>
                {!loading && visible.length === 0 ? <StyledComboboxEmpty>{noOptionsText}</StyledComboboxEmpty> : null}
                {loading ? <StyledComboboxEmpty>Loading…</StyledComboboxEmpty> : null}
              </StyledComboboxPopup>
            </Popover>
          ) : null}
        </StyledCombobox>
      )}
    </Field>
  );
}

const StyledCombobox = styled.div`
  position: relative;
`;

const StyledComboboxControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlStyles}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  height: auto;
  padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
  cursor: text;
  border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  &:focus-within {
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;

const StyledComboboxChips = styled.ul`
  display: contents;
  list-style: none;
`;

const StyledComboboxChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding-left: ${theme.space[2]};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.text};
  font-size: ${theme.font.sizeSm};
`;

const StyledComboboxInput = styled.input`
  flex: 1;
  min-width: 80px;
  height: 26px;
  border: 0;
  outline: none;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

const StyledComboboxPopup = styled.div`
  padding: ${theme.space[1]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
`;

const StyledComboboxList = styled.ul`
  max-height: 220px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledComboboxOption = styled.li`
  padding: ${() => `${theme.space[2]} ${theme.space[2]}`};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  &[data-active='true'] {
    background: ${theme.colors.surfaceHover};
  }
  &[aria-selected='true'] {
    font-weight: ${theme.font.weightBold};
  }
`;

const StyledComboboxEmpty = styled.div`
  padding: ${theme.space[2]};
  color: ${theme.colors.textMuted};
`;
