export { TemplatePreview } from './TemplatePreview.tsx';
export type { TemplatePreviewProps } from './TemplatePreview.tsx';
export {
  TEMPLATE_LIMITS,
  TEMPLATE_CAROUSEL_INTERVAL_MS,
  formatWhatsAppText,
  substituteVariables,
  templateCounters,
  templateViolations,
} from './templateText.tsx';
export type {
  TemplateButton,
  TemplateButtonType,
  TemplateCard,
  TemplateContent,
  TemplateCounter,
  TemplateHeader,
} from './templateText.tsx';
