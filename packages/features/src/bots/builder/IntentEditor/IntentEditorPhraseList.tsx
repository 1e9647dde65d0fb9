import { useId } from 'react';
import styled from 'styled-components';
import type { EntityRefData } from '@parley/api-client';
import { Checkbox, ENTITY_PICKER_HINT, EntityPicker, IconButton, theme, type EntityOption } from '@parley/ui';
import type { Phrase } from './intentDraft.ts';
import { StyledPhrases } from './IntentEditor.styles.ts';

export interface IntentEditorPhraseListProps {
  phrases: Phrase[];
  /** Indexes of the selected phrases. */
  selected: number[];
  /** The entities a phrase's words can be tagged with. */
  entities: readonly EntityOption[];
  onSelect: (index: number, checked: boolean) => void;
  onAnnotate: (index: number, ref: EntityRefData) => void;
  onUntag: (index: number, ref: EntityRefData) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/**
 * The training phrases, each with its select box, its entity tagging, Edit and Delete. The tagging hint shows
 * once above the list; every phrase is described by it, so a screen reader still reads it per phrase.
 */
export function IntentEditorPhraseList({
  phrases,
  selected,
  entities,
  onSelect,
  onAnnotate,
  onUntag,
  onEdit,
  onDelete,
}: IntentEditorPhraseListProps) {
  const hintId = useId();
  return (
    <>
      {phrases.length > 0 ? <StyledHint id={hintId}>{ENTITY_PICKER_HINT}</StyledHint> : null}
      <StyledPhrases aria-label="Training phrases">
        {phrases.map((u, index) => (
          <li key={`${index}-${u.utterance}`}>
            <Checkbox
              label={`Select ${u.utterance}`}
              hideLabel
              checked={selected.includes(index)}
              onChange={(e) => onSelect(index, e.target.checked)}
            />
            <StyledPicker>
              <EntityPicker
                label={`Training phrase ${u.utterance}`}
                phrase={u.utterance}
                entityRefs={u.entityRefs}
                entities={entities}
                onAnnotate={(ref) => onAnnotate(index, ref)}
                onRemove={(ref) => onUntag(index, ref)}
                hintId={hintId}
              />
            </StyledPicker>
            <IconButton
              icon="edit"
              size="sm"
              variant="ghost"
              label={`Edit phrase ${u.utterance}`}
              onClick={() => onEdit(index)}
            />
            <IconButton
              icon="trash"
              size="sm"
              variant="ghost"
              label={`Delete phrase ${u.utterance}`}
              onClick={() => onDelete(index)}
            />
          </li>
        ))}
      </StyledPhrases>
    </>
  );
}

const StyledPicker = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledHint = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
