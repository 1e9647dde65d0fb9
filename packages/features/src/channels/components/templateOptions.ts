import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '@parley/api-client';

const title = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

/** platform-shell §9 "Template categories: Utility, Authentication, Marketing". */
export const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: title(value) }));
export const TYPE_OPTIONS = TEMPLATE_TYPES.map((value) => ({
  value,
  label: value === 'DEFAULT' ? 'Standard' : title(value),
}));
export const HEADER_OPTIONS = [
  { value: 'NONE', label: 'None' },
  { value: 'TEXT', label: 'Text' },
  { value: 'IMAGE', label: 'Image' },
  { value: 'VIDEO', label: 'Video' },
  { value: 'DOCUMENT', label: 'Document' },
];

/** The languages offered first; the provider takes any of its codes. */
export const LANGUAGE_OPTIONS = [
  { value: 'en_US', label: 'English (US)' },
  { value: 'en_GB', label: 'English (UK)' },
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
  { value: 'es', label: 'Spanish' },
  { value: 'pt_BR', label: 'Portuguese (Brazil)' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'id', label: 'Indonesian' },
  { value: 'ar', label: 'Arabic' },
];
