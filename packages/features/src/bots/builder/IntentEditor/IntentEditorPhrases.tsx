import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextArea, theme } from '@parley/ui';
import { StyledButtons, StyledSection } from './IntentEditor.styles.ts';

export interface IntentEditorPhrasesProps {
  /** The add/edit input's text. */
  input: string;
  /** Whether the input edits an existing phrase rather than adding one. */
  editing: boolean;
  count: number;
  onInputChange: (value: string) => void;
  /** Ctrl+Enter (or Cmd+Enter) in the input. */
  onAdd: () => void;
  onDeleteSelected: () => void;
  onAutoGenerate: () => void;
  /** The phrase list. */
  children: ReactNode;
}

/** The Training phrases tab: the add/edit input, the count with the bulk actions, then the phrase list. */
export function IntentEditorPhrases({
  input,
  editing,
  count,
  onInputChange,
  onAdd,
  onDeleteSelected,
  onAutoGenerate,
  children,
}: IntentEditorPhrasesProps) {
  return (
    <StyledSection>
      <TextArea
        label={editing ? 'Edit training phrase' : 'Add training phrase'}
        hint="Ctrl+Enter adds the phrase"
        rows={2}
        value={input}
        onChange={(e) => onInputChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onAdd();
          }
        }}
      />
      <StyledRow>
        <span>{count} training phrases</span>
        <StyledButtons>
          <Button variant="secondary" size="sm" onClick={onDeleteSelected}>
            Delete selected
          </Button>
          <Button variant="secondary" size="sm" onClick={onAutoGenerate}>
            Auto generate
          </Button>
        </StyledButtons>
      </StyledRow>
      {children}
    </StyledSection>
  );
}

const StyledRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${theme.colors.textMuted};
`;
