import styled from 'styled-components';
import { Icon, type IconName } from '../../Icon/Icon.tsx';
import { theme } from '../../../theme/theme.ts';
import type { MessageDeliveryStatus } from '../messageBubbleContent.ts';

export interface MessageBubbleStatusProps {
  status: MessageDeliveryStatus;
}

type ShownStatus = Exclude<MessageDeliveryStatus, 'received'>;

const statusLooks: Record<ShownStatus, { icon: IconName; label: string; tone: 'muted' | 'accent' | 'danger' }> = {
  accepted: { icon: 'clock', label: 'Pending', tone: 'muted' },
  sent: { icon: 'check', label: 'Sent', tone: 'muted' },
  delivered: { icon: 'checkDouble', label: 'Delivered', tone: 'muted' },
  read: { icon: 'checkDouble', label: 'Read', tone: 'accent' },
  failed: { icon: 'alert', label: 'Failed', tone: 'danger' },
};

const toneColors = { muted: theme.colors.textMuted, accent: theme.colors.primary, danger: theme.colors.danger };

/** The delivery tick of an outgoing message; its name says the status, so colour is never the only cue. */
export function MessageBubbleStatus({ status }: MessageBubbleStatusProps) {
  if (status === 'received') return null;
  const look = statusLooks[status];
  return (
    <StyledMessageBubbleStatus $color={toneColors[look.tone]} data-status={status}>
      <Icon name={look.icon} size={16} title={look.label} />
    </StyledMessageBubbleStatus>
  );
}

const StyledMessageBubbleStatus = styled.span<{ $color: string }>`
  display: inline-flex;
  color: ${({ $color }) => $color};
`;
