import styled from 'styled-components';
import type { ChannelMessage, DeliveryStatus } from '@parley/api-client';
import { useChannelMessages } from '@parley/api-client/hooks';
import { Badge, Table, formatDayMonthYearTime, theme, type BadgeTone } from '@parley/ui';
import { LoadError } from '../../accounts/components/LoadError.tsx';

/** How many of the latest messages the details page lists. */
export const RECENT_MESSAGES = 20;

const STATUS: Record<DeliveryStatus, { label: string; tone: BadgeTone }> = {
  accepted: { label: 'Accepted', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  read: { label: 'Read', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  received: { label: 'Received', tone: 'neutral' },
};

/** What a message said, in one line: its text, the template it came from, or the kind of media. */
export function messageSummary(message: ChannelMessage): string {
  const { content } = message;
  if (content.templateName) return `Template: ${content.templateName}`;
  if (content.body) return content.body;
  if (content.media) return `${content.media.type[0]?.toUpperCase()}${content.media.type.slice(1)} attachment`;
  return '-';
}

export interface ChannelRecentMessagesProps {
  channelId: string;
}

/** A channel's latest messages, newest first: when, which way, with whom, what, and how delivery went. */
export function ChannelRecentMessages({ channelId }: ChannelRecentMessagesProps) {
  const messages = useChannelMessages(channelId, { from: 0, perPage: RECENT_MESSAGES });
  return (
    // Not a named region: the table is named "Recent messages" and becomes a region of that name on a phone.
    <StyledSection>
      <StyledHeading>Recent messages</StyledHeading>
      <LoadError query={messages} />
      {messages.isError ? null : (
        <Table
          label="Recent messages"
          rows={messages.data?.messages ?? []}
          getRowId={(message) => message.id}
          loading={messages.isPending}
          emptyText="No messages yet"
          columns={[
            {
              id: 'time',
              header: 'Time',
              cell: (message) => formatDayMonthYearTime(message.createdAt, '-'),
              minWidth: 170,
            },
            {
              id: 'direction',
              header: 'Direction',
              cell: (message) => (message.direction === 'in' ? 'Received' : 'Sent'),
              width: '100px',
            },
            { id: 'customer', header: 'Customer number', cell: (message) => message.customerNumber, minWidth: 150 },
            { id: 'message', header: 'Message', cell: messageSummary, width: '2fr', minWidth: 200 },
            {
              id: 'status',
              header: 'Status',
              cell: (message) => (
                <Badge tone={STATUS[message.currentDeliveryStatus].tone}>
                  {STATUS[message.currentDeliveryStatus].label}
                </Badge>
              ),
              width: '110px',
            },
            {
              id: 'error',
              header: 'Error',
              cell: (message) =>
                message.channelErrorDesc ? `${message.channelErrorCode ?? ''} ${message.channelErrorDesc}`.trim() : '-',
              minWidth: 160,
            },
          ]}
        />
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;
