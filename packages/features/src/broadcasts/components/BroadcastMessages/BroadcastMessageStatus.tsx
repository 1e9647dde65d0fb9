import { titleCase } from '@parley/api-client';
import { useBroadcastMessageStatus } from '@parley/api-client/hooks';
import { MessageStatusDialog } from '@parley/ui';

export interface BroadcastMessageStatusProps {
  broadcastId: string;
  messageId: string;
  onClose: () => void;
}

/**
 * The Message Status dialog (platform-shell §2.6 item 5) of one broadcast message: its current status, the
 * channel's message id and the status history with the channel's descriptions.
 */
export function BroadcastMessageStatus({ broadcastId, messageId, onClose }: BroadcastMessageStatusProps) {
  const status = useBroadcastMessageStatus(broadcastId, messageId);
  const data = status.data;
  return (
    <MessageStatusDialog
      open
      onClose={onClose}
      loading={status.isPending}
      currentStatus={data ? titleCase(data.currentDeliveryStatus) : status.isError ? status.error.message : ''}
      channelMessageId={data?.transId ?? '-'}
      history={(data?.messageStatuses ?? []).map((entry) => ({
        status: titleCase(entry.status),
        date: entry.messageStatusTime,
        ...(entry.msg ? { description: entry.msg } : {}),
      }))}
    />
  );
}
