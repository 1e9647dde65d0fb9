import type { TemplateStatus } from '@parley/api-client';
import { Badge, type BadgeProps } from '@parley/ui';

const TONES: Record<TemplateStatus, NonNullable<BadgeProps['tone']>> = {
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
  PAUSED: 'neutral',
  DISABLED: 'neutral',
};

const LABELS: Record<TemplateStatus, string> = {
  APPROVED: 'Approved',
  PENDING: 'In review',
  REJECTED: 'Rejected',
  PAUSED: 'Paused',
  DISABLED: 'Disabled',
};

/** A template's review status in words (the colour only repeats them). */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
