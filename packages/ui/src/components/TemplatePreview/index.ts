export { TemplatePreview, TEMPLATE_PREVIEW_EMPTY } from './TemplatePreview.tsx';
export type { TemplatePreviewProps, TemplatePreviewExamples } from './TemplatePreview.tsx';
