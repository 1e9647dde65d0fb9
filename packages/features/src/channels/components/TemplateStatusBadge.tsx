import type { TemplateStatus } from '@parley/api-client';
import { Badge, type BadgeProps } from '@parley/ui';

const TONES: Record<TemplateStatus, NonNullable<BadgeProps['tone']>> = {
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
  PAUSED: 'neutral',
  DISABLED: 'neutral',
};

/** A template's review status in words, for the badge and the status filter. */
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  APPROVED: 'Approved',
  PENDING: 'In review',
  REJECTED: 'Rejected',
  PAUSED: 'Paused',
  DISABLED: 'Disabled',
};

/** A template's review status in words (the colour only repeats them). */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return <Badge tone={TONES[status]}>{TEMPLATE_STATUS_LABELS[status]}</Badge>;
}
