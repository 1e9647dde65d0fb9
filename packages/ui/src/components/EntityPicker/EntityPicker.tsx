import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Popover } from '../../internal/Popover.tsx';
import { overlapsAny, segmentPhrase, toInclusiveRange, type EntityRef } from './entityRanges.ts';
import { theme } from '../../theme/theme.ts';

export interface EntityOption {
  id: string;
  name: string;
}

export interface EntityPickerProps {
  /** The training phrase. */
  phrase: string;
  /** Its annotated ranges (inclusive ends). */
  entityRefs: readonly EntityRef[];
  /** Entities that can be chosen. */
  entities: readonly EntityOption[];
  /** Called with the new annotation when an entity is chosen for the selected text. */
  onAnnotate: (ref: EntityRef) => void;
  /** Removes an annotation; without it annotations cannot be removed here. */
  onRemove?: (ref: EntityRef) => void;
  label?: string;
  /**
   * The id of a hint the caller shows once for many pickers (a list of phrases): the phrase is described by it
   * and the picker shows no hint of its own. Without it, each picker shows `ENTITY_PICKER_HINT` under itself.
   */
  hintId?: string;
}

export const ENTITY_PICKER_HINT = 'Select words to tag them with an entity.';
export const ENTITY_OVERLAP_MESSAGE = 'The selected text overlaps an entity already tagged';

const highlightTokens = ['primarySubtle', 'successSubtle', 'warningSubtle', 'infoSubtle', 'dangerSubtle'] as const;

interface Pending {
  start: number;
  end: number;
}

/**
 * Shows a training phrase with its entity ranges highlighted. Selecting text with the mouse, touch
 * or the keyboard (Shift+arrows, then release Shift or press Enter) opens a searchable list of
 * entities; choosing one reports {entityId, entityStartPos, entityEndPos} (inclusive end). Closing
 * without a choice clears the selection; a selection overlapping an annotation is refused.
 */
export function EntityPicker({
  phrase,
  entityRefs,
  entities,
  onAnnotate,
  onRemove,
  label = 'Training phrase',
  hintId: sharedHintId,
}: EntityPickerProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [refused, setRefused] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ownHintId = useId();
  const hintId = sharedHintId ?? ownHintId;
  const listId = useId();

  const segments = useMemo(() => segmentPhrase(phrase, entityRefs), [phrase, entityRefs]);
  const colourOf = useMemo(() => {
    const ids = [...new Set(entityRefs.map((ref) => ref.entityId))];
    return (id: string) => highlightTokens[Math.max(0, ids.indexOf(id)) % highlightTokens.length] ?? 'primarySubtle';
  }, [entityRefs]);
  const nameOf = (id: string) => entities.find((entity) => entity.id === id)?.name ?? id;
  const filtered = useMemo(
    () => entities.filter((entity) => entity.name.toLowerCase().includes(query.trim().toLowerCase())),
    [entities, query],
  );

  const resetRange = (focusText: boolean) => {
    setPending(null);
    setQuery('');
    setActive(0);
    const text = textRef.current;
    if (text) {
      text.setSelectionRange(0, 0);
      if (focusText) text.focus();
    }
  };

  const openForSelection = () => {
    const text = textRef.current;
    if (!text || pending) return;
    const range = toInclusiveRange(phrase, text.selectionStart, text.selectionEnd);
    if (!range) return;
    if (overlapsAny(entityRefs, range.start, range.end)) {
      setRefused(true);
      text.setSelectionRange(0, 0);
      return;
    }
    setRefused(false);
    setPending(range);
  };

  useEffect(() => {
    if (!pending) return;
    popupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const handleDown = (event: PointerEvent) => {
      if (popupRef.current && !popupRef.current.contains(event.target as Node)) resetRange(false);
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  }, [pending]);

  const choose = (entity: EntityOption | undefined) => {
    if (!entity || !pending) return;
    onAnnotate({ entityId: entity.id, entityStartPos: pending.start, entityEndPos: pending.end });
    resetRange(true);
  };

  const handleTextKeyUp = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Shift') openForSelection();
  };

  const handleTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      openForSelection();
    }
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(filtered[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      resetRange(true);
    } else if (event.key === 'Tab') {
      // Leaving the pop-up closes it without a choice; focus goes back to the phrase first so
      // Tab continues in page order rather than from the portal at the end of the document.
      resetRange(true);
    }
  };

  return (
    <StyledEntityPicker>
      <StyledEntityPickerField ref={fieldRef}>
        <StyledEntityPickerMirror aria-hidden="true">
          {segments.map((segment) =>
            segment.ref ? (
              <StyledEntityPickerMark
                key={segment.start}
                $token={colourOf(segment.ref.entityId)}
                data-entity={segment.ref.entityId}
              >
                {segment.text}
              </StyledEntityPickerMark>
            ) : (
              <span key={segment.start}>{segment.text}</span>
            ),
          )}
          {'\u200b'}
        </StyledEntityPickerMirror>
        <StyledEntityPickerText
          ref={textRef}
          readOnly
          rows={1}
          value={phrase}
          aria-label={label}
          aria-describedby={hintId}
          spellCheck={false}
          onMouseUp={openForSelection}
          onTouchEnd={openForSelection}
          onKeyUp={handleTextKeyUp}
          onKeyDown={handleTextKeyDown}
        />
      </StyledEntityPickerField>
      {sharedHintId ? null : <StyledEntityPickerHint id={hintId}>{ENTITY_PICKER_HINT}</StyledEntityPickerHint>}
      {refused ? <StyledEntityPickerError role="alert">{ENTITY_OVERLAP_MESSAGE}</StyledEntityPickerError> : null}
      {pending ? (
        <Popover anchorRef={fieldRef} ref={popupRef}>
          <StyledEntityPickerPopup role="dialog" aria-label="Choose an entity">
            <StyledEntityPickerSelected>“{phrase.slice(pending.start, pending.end + 1)}”</StyledEntityPickerSelected>
            <StyledEntityPickerSearch
              type="search"
              role="combobox"
              aria-label="Search entities"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={filtered[active] ? `${listId}-${filtered[active].id}` : undefined}
              placeholder="Search entities"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={handleSearchKeyDown}
            />
            <StyledEntityPickerList id={listId} role="listbox" aria-label="Entities">
              {filtered.map((entity, index) => (
                <StyledEntityPickerOption
                  key={entity.id}
                  id={`${listId}-${entity.id}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(entity)}
                  onMouseEnter={() => setActive(index)}
                >
                  {entity.name}
                </StyledEntityPickerOption>
              ))}
            </StyledEntityPickerList>
            {filtered.length === 0 ? <StyledEntityPickerNone>No entities found</StyledEntityPickerNone> : null}
          </StyledEntityPickerPopup>
        </Popover>
      ) : null}
      {entityRefs.length > 0 ? (
        <StyledEntityPickerRefs aria-label="Tagged entities">
          {entityRefs.map((ref) => (
            <StyledEntityPickerRef key={`${ref.entityStartPos}-${ref.entityEndPos}`} $token={colourOf(ref.entityId)}>
              <span>
                {nameOf(ref.entityId)}: {phrase.slice(ref.entityStartPos, ref.entityEndPos + 1)}
              </span>
              {onRemove ? (
                <IconButton
                  icon="close"
                  size="sm"
                  label={`Remove ${nameOf(ref.entityId)} from “${phrase.slice(ref.entityStartPos, ref.entityEndPos + 1)}”`}
                  onClick={() => onRemove(ref)}
                />
              ) : null}
            </StyledEntityPickerRef>
          ))}
        </StyledEntityPickerRefs>
      ) : null}
    </StyledEntityPicker>
  );
}

const StyledEntityPicker = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const StyledEntityPickerField = styled.div`
  position: relative;
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeight};
`;

const textBox = `
  margin: 0;
  padding: 8px 12px;
  border: 1px solid transparent;
  font: inherit;
  letter-spacing: normal;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: normal;
`;

const StyledEntityPickerMirror = styled.div`
  ${textBox}
  border-color: ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

const StyledEntityPickerMark = styled.mark<{ $token: (typeof highlightTokens)[number] }>`
  color: inherit;
  background: ${({ $token }) => theme.colors[$token]};
  border-radius: ${theme.radius.sm};
  box-shadow: inset 0 -2px 0 ${theme.colors.borderStrong};
`;

const StyledEntityPickerText = styled.textarea`
  ${textBox}
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  resize: none;
  overflow: hidden;
  background: transparent;
  color: transparent;
  caret-color: ${theme.colors.text};
  border-radius: ${theme.radius.md};
  cursor: text;
  &::selection {
    color: transparent;
    background: ${theme.colors.focus};
    opacity: 0.4;
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;

const StyledEntityPickerHint = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledEntityPickerError = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;

const StyledEntityPickerPopup = styled.div`
  width: 260px;
  padding: ${theme.space[2]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
`;

const StyledEntityPickerSelected = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledEntityPickerSearch = styled.input`
  width: 100%;
  height: 32px;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 0;
  }
`;

const StyledEntityPickerList = styled.ul`
  list-style: none;
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  max-height: 200px;
  overflow-y: auto;
`;

const StyledEntityPickerOption = styled.li`
  padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.primarySubtle};
  }
`;

const StyledEntityPickerNone = styled.p`
  margin: 0;
  padding: ${theme.space[2]};
  color: ${theme.colors.textMuted};
`;

const StyledEntityPickerRefs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledEntityPickerRef = styled.li<{ $token: (typeof highlightTokens)[number] }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding-left: ${theme.space[2]};
  min-height: 28px;
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.text};
  background: ${({ $token }) => theme.colors[$token]};
  &:not(:has(button)) {
    padding-right: ${theme.space[2]};
  }
`;
