export { RichTextEditor, RICH_TEXT_TRANSFORMERS } from './RichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor.tsx';
