import styled from 'styled-components';
import { BotMessages } from '@parley/api-client';
import { Button, IconButton, TextField, theme } from '@parley/ui';
import { StyledButtons } from './IntentEditor.styles.ts';

export interface IntentEditorHeaderProps {
  name: string;
  /** Create mode: the button says Create and there is nothing to delete. */
  creating: boolean;
  dirty: boolean;
  saving: boolean;
  onNameChange: (name: string) => void;
  onDiscard: () => void;
  onSave: () => void;
  onDelete: () => void;
}

/** The intent name with Discard (when there are changes), Save or Create, and Delete intent. */
export function IntentEditorHeader({
  name,
  creating,
  dirty,
  saving,
  onNameChange,
  onDiscard,
  onSave,
  onDelete,
}: IntentEditorHeaderProps) {
  return (
    <StyledHeader>
      <TextField
        label="Intent name"
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        error={name && !name.trim() ? BotMessages.intentNameEmpty : undefined}
      />
      <StyledButtons>
        {dirty && (
          <Button variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
        )}
        <Button onClick={onSave} loading={saving}>
          {creating ? 'Create' : 'Save'}
        </Button>
        {!creating && <IconButton icon="trash" variant="ghost" label="Delete intent" onClick={onDelete} />}
      </StyledButtons>
    </StyledHeader>
  );
}

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;
