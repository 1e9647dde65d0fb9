import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  KEY_ENTER_COMMAND,
  SELECTION_CHANGE_COMMAND,
  COMMAND_PRIORITY_LOW,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $isLinkNode, AutoLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HEADING,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  UNORDERED_LIST,
  type Transformer,
} from '@lexical/markdown';
import { theme } from '../../theme/theme.ts';

export interface RichTextEditorProps {
  /** Accessible name of the editing surface. */
  label: string;
  /** Markdown. Read on mount, and again whenever it differs from what the editor last reported. */
  value?: string;
  /** Called with markdown after every change. */
  onChange?: (markdown: string) => void;
  /** Ctrl+Enter (⌘+Enter) submits with the current markdown. */
  onSubmit?: (markdown: string) => void;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

/** The markdown the editor reads and writes: bold, italic, strike, code, lists, links, headings, quotes. */
export const RICH_TEXT_TRANSFORMERS: Transformer[] = [
  HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  STRIKETHROUGH,
  LINK,
];

const editorTheme = {
  paragraph: 'rte-p',
  list: { ul: 'rte-ul', ol: 'rte-ol', listitem: 'rte-li' },
  link: 'rte-link',
  text: { bold: 'rte-bold', italic: 'rte-italic', strikethrough: 'rte-strike', code: 'rte-code' },
};

/** A lexical rich-text editor whose value is markdown; Ctrl+Enter submits. */
export function RichTextEditor({
  label,
  value = '',
  onChange,
  onSubmit,
  placeholder,
  error,
  disabled = false,
}: RichTextEditorProps) {
  const errorId = useId();
  const initialConfig = {
    namespace: 'ParleyRichText',
    theme: editorTheme,
    editable: !disabled,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode],
    editorState: () => $convertFromMarkdownString(value, RICH_TEXT_TRANSFORMERS),
    onError(err: Error) {
      throw err;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <StyledRichTextEditor $invalid={Boolean(error)} $disabled={disabled}>
        <RichTextEditorToolbar label={label} disabled={disabled} />
        <StyledRichTextEditorSurface>
          <RichTextPlugin
            contentEditable={
              placeholder ? (
                <ContentEditable
                  className="rte-editable"
                  aria-label={label}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  aria-placeholder={placeholder}
                  placeholder={<StyledRichTextEditorPlaceholder>{placeholder}</StyledRichTextEditorPlaceholder>}
                />
              ) : (
                <ContentEditable
                  className="rte-editable"
                  aria-label={label}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              )
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </StyledRichTextEditorSurface>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <MarkdownShortcutPlugin transformers={RICH_TEXT_TRANSFORMERS} />
        <MarkdownSync value={value} onChange={onChange} onSubmit={onSubmit} disabled={disabled} />
      </StyledRichTextEditor>
      {error ? (
        <StyledRichTextEditorError id={errorId} role="alert">
          {error}
        </StyledRichTextEditorError>
      ) : null}
    </LexicalComposer>
  );
}

function toMarkdown(editor: LexicalEditor | EditorState): string {
  return editor.read(() => $convertToMarkdownString(RICH_TEXT_TRANSFORMERS));
}

function MarkdownSync({
  value,
  onChange,
  onSubmit,
  disabled,
}: Pick<RichTextEditorProps, 'onChange' | 'onSubmit'> & { value: string; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const lastEmitted = useRef(value);
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.update(() => $convertFromMarkdownString(value, RICH_TEXT_TRANSFORMERS));
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          if (!event || !(event.ctrlKey || event.metaKey)) return false;
          event.preventDefault();
          onSubmitRef.current?.(toMarkdown(editor));
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );

  return (
    <OnChangePlugin
      ignoreSelectionChange
      onChange={(state) => {
        const markdown = toMarkdown(state);
        if (markdown === lastEmitted.current) return;
        lastEmitted.current = markdown;
        onChange?.(markdown);
      }}
    />
  );
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'number' | null;
  link: boolean;
}

function RichTextEditorToolbar({ label, disabled }: { label: string; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>({ bold: false, italic: false, list: null, link: false });
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const urlId = useId();

  useEffect(() => {
    const read = () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const node = selection.anchor.getNode();
      const list = $getNearestNodeOfType(node, ListNode);
      const parent = node.getParent();
      setState({
        bold: selection.hasFormat('bold'),
        italic: selection.hasFormat('italic'),
        list: list && $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
        link: $isLinkNode(parent) || $isLinkNode(node),
      });
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => editorState.read(read)),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          read();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  const handleLink = () => {
    if (state.link) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    else setLinkOpen(true);
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (/^(https?:\/\/|mailto:)\S+/.test(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    setLinkOpen(false);
    setUrl('https://');
    editor.focus();
  };

  return (
    <>
      <StyledRichTextEditorToolbar role="toolbar" aria-label={`${label} formatting`}>
        <StyledRichTextEditorTool
          type="button"
          aria-label="Bold"
          title="Bold"
          aria-pressed={state.bold}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <Icon name="bold" size={16} />
        </StyledRichTextEditorTool>
        <StyledRichTextEditorTool
          type="button"
          aria-label="Italic"
          title="Italic"
          aria-pressed={state.italic}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <Icon name="italic" size={16} />
        </StyledRichTextEditorTool>
        <StyledRichTextEditorTool
          type="button"
          aria-label="Bulleted list"
          title="Bulleted list"
          aria-pressed={state.list === 'bullet'}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => toggleList('bullet')}
        >
          <Icon name="listBullet" size={16} />
        </StyledRichTextEditorTool>
        <StyledRichTextEditorTool
          type="button"
          aria-label="Numbered list"
          title="Numbered list"
          aria-pressed={state.list === 'number'}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => toggleList('number')}
        >
          <Icon name="listNumber" size={16} />
        </StyledRichTextEditorTool>
        <StyledRichTextEditorTool
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={state.link}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={handleLink}
        >
          <Icon name="link" size={16} />
        </StyledRichTextEditorTool>
      </StyledRichTextEditorToolbar>
      {linkOpen ? (
        <StyledRichTextEditorLinkForm onSubmit={applyLink}>
          <label htmlFor={urlId}>Link URL</label>
          <input
            id={urlId}
            type="url"
            value={url}
            autoFocus
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setLinkOpen(false);
                editor.focus();
              }
            }}
          />
          <button type="submit">Apply</button>
        </StyledRichTextEditorLinkForm>
      ) : null}
    </>
  );
}

const StyledRichTextEditor = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${theme.colors.text};
  &:focus-within {
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;

const StyledRichTextEditorToolbar = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledRichTextEditorTool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  padding: 0 ${theme.space[1]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primary};
  }
  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
  }
`;

const StyledRichTextEditorLinkForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.font.sizeSm};
  input {
    flex: 1;
    height: 28px;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  button {
    height: 28px;
    border: 0;
    border-radius: ${theme.radius.sm};
    padding: 0 ${theme.space[3]};
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
    font: inherit;
    cursor: pointer;
  }
`;

const StyledRichTextEditorSurface = styled.div`
  position: relative;
  .rte-editable {
    min-height: 96px;
    padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
    font-size: ${theme.font.sizeMd};
    line-height: ${theme.font.lineHeight};
    outline: none;
  }
  .rte-p {
    margin: 0 0 ${theme.space[1]};
  }
  .rte-ul,
  .rte-ol {
    margin: 0 0 ${theme.space[1]};
    padding-left: ${theme.space[5]};
  }
  .rte-bold {
    font-weight: ${theme.font.weightBold};
  }
  .rte-italic {
    font-style: italic;
  }
  .rte-strike {
    text-decoration: line-through;
  }
  .rte-code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    background: ${theme.colors.surfaceHover};
  }
  .rte-link {
    color: ${theme.colors.primary};
  }
`;

const StyledRichTextEditorPlaceholder = styled.div`
  position: absolute;
  top: ${theme.space[2]};
  left: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeMd};
  pointer-events: none;
  user-select: none;
`;

const StyledRichTextEditorError = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;
