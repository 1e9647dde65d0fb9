export { Markdown } from './Markdown.tsx';
export type { MarkdownProps } from './Markdown.tsx';
export { renderMarkdown } from './renderMarkdown.ts';
