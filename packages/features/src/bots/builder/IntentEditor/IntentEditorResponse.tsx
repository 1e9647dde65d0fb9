import styled from 'styled-components';
import { IconButton, Markdown, theme } from '@parley/ui';
import { RichTextEditor } from '@parley/ui/editor';
import { StyledSection } from './IntentEditor.styles.ts';

export interface IntentEditorResponseProps {
  /** The editor's text, kept while the other tab is shown. */
  input: string;
  /** A new key remounts the editor with the input. */
  editorKey: number;
  /** The stored response; null when there is none. */
  response: string | null;
  onInputChange: (markdown: string) => void;
  /** Ctrl+Enter in the editor. */
  onSubmit: (markdown: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Response tab: the rich-text editor, then the stored response with Edit and Delete. */
export function IntentEditorResponse({
  input,
  editorKey,
  response,
  onInputChange,
  onSubmit,
  onEdit,
  onDelete,
}: IntentEditorResponseProps) {
  return (
    <StyledSection>
      <RichTextEditor
        key={editorKey}
        label="Response"
        value={input}
        onChange={onInputChange}
        onSubmit={onSubmit}
        placeholder="Type the response and press Ctrl+Enter"
      />
      {response !== null && (
        <StyledResponse aria-label="Saved response">
          <Markdown>{response}</Markdown>
          <IconButton icon="edit" size="sm" variant="ghost" label="Edit response" onClick={onEdit} />
          <IconButton icon="trash" size="sm" variant="ghost" label="Delete response" onClick={onDelete} />
        </StyledResponse>
      )}
    </StyledSection>
  );
}

const StyledResponse = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  > :first-child {
    flex: 1;
  }
`;
