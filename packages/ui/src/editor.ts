// @parley/ui/editor — the lexical-based editor, kept apart so the primitives do not load lexical.
export { RichTextEditor, RICH_TEXT_TRANSFORMERS } from './components/RichTextEditor/index.ts';
export type { RichTextEditorProps } from './components/RichTextEditor/index.ts';
