import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

export interface SearchBoxProps {
  /** Accessible name of the search input (visually hidden). */
  label: string;
  placeholder?: string;
  /** Quiet time after the last keystroke before onSearch fires (spec: 500 ms). */
  debounceMs?: number;
  onSearch: (text: string) => void;
  defaultValue?: string;
}

/** A search input that reports its text once the user stops typing; Enter and clear report at once. */
export function SearchBox({
  label,
  placeholder = 'Search',
  debounceMs = 500,
  onSearch,
  defaultValue = '',
}: SearchBoxProps) {
  const inputId = useId();
  const [value, setValue] = useState(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastEmitted = useRef(defaultValue);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (text: string) => {
    clearTimeout(timer.current);
    if (text === lastEmitted.current) return;
    lastEmitted.current = text;
    onSearchRef.current(text);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValue(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(text), debounceMs);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') emit(value);
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      handleClear();
    }
  };

  const handleClear = () => {
    setValue('');
    emit('');
    inputRef.current?.focus();
  };

  return (
    <StyledSearchBox>
      <StyledSearchBoxLabel htmlFor={inputId}>{label}</StyledSearchBoxLabel>
      <StyledSearchBoxIcon>
        <Icon name="search" size={16} />
      </StyledSearchBoxIcon>
      <StyledSearchBoxInput
        ref={inputRef}
        id={inputId}
        type="search"
        role="searchbox"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      {value ? (
        <StyledSearchBoxClear>
          <IconButton icon="close" label="Clear search" size="sm" onClick={handleClear} />
        </StyledSearchBoxClear>
      ) : null}
    </StyledSearchBox>
  );
}

const StyledSearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 200px;
`;

const StyledSearchBoxLabel = styled.label`
  ${visuallyHidden}
`;

const StyledSearchBoxIcon = styled.span`
  position: absolute;
  left: ${theme.space[3]};
  display: flex;
  color: ${theme.colors.textMuted};
  pointer-events: none;
`;

const StyledSearchBoxInput = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 36px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: inherit;
  font-size: ${theme.font.sizeMd};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;

const StyledSearchBoxClear = styled.span`
  position: absolute;
  right: 4px;
  display: flex;
`;
