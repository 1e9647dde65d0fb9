import type { SelectOption } from '@parley/ui';

/** Who sees an attachment or a bucket, as the forms offer it. */
export const VISIBILITY_OPTIONS: SelectOption[] = [
  { value: 'private', label: 'Private (only you)' },
  { value: 'public', label: 'Public (everyone in the enterprise)' },
];
