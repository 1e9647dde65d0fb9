import { useState } from 'react';
import styled from 'styled-components';
import { BROADCAST_MESSAGE_PAGE_SIZE, titleCase, type BroadcastMessage } from '@parley/api-client';
import { useBroadcastMessages } from '@parley/api-client/hooks';
import { Pager, Table, formatShortDayMonthYearTime, theme, type TableColumn } from '@parley/ui';
import { BroadcastMessageStatus } from './BroadcastMessageStatus.tsx';

export interface BroadcastMessageTableProps {
  broadcastId: string;
  /** The broadcast is still going: the table asks again for news. */
  live: boolean;
}

const columns: TableColumn<BroadcastMessage>[] = [
  { id: 'from', header: 'From', cell: (message) => message.from || '-', minWidth: 140 },
  { id: 'to', header: 'To', cell: (message) => message.to, minWidth: 140 },
  {
    id: 'sent',
    header: 'Sent Date',
    cell: (message) => formatShortDayMonthYearTime(message.sentAt, '-'),
    minWidth: 180,
  },
  {
    id: 'status',
    header: 'Status',
    // A rejected or failed message says why: the reason is what the sender needs to act on.
    cell: (message) =>
      message.reason
        ? `${titleCase(message.currentDeliveryStatus)}: ${message.reason}`
        : titleCase(message.currentDeliveryStatus),
    width: '2fr',
    minWidth: 200,
  },
];

/**
 * A broadcast's messages (§2 "Broadcast form (view mode)"): From, To, Sent Date and Status, 20 a page, polled while
 * the broadcast is going. A row opens its Message Status dialog.
 */
export function BroadcastMessageTable({ broadcastId, live }: BroadcastMessageTableProps) {
  const [from, setFrom] = useState(0);
  const [open, setOpen] = useState<BroadcastMessage | null>(null);
  const messages = useBroadcastMessages(broadcastId, { from, perPage: BROADCAST_MESSAGE_PAGE_SIZE }, live);
  return (
    <StyledMessages>
      <Table
        label="Messages"
        columns={columns}
        rows={messages.data?.messages ?? []}
        getRowId={(message) => message.id}
        onRowClick={setOpen}
        loading={messages.isPending}
        // A table that failed to load is not an empty one.
        emptyText={messages.isError ? messages.error.message : 'No Record'}
      />
      {from > 0 || messages.data?.more ? (
        <Pager
          offset={from}
          pageSize={BROADCAST_MESSAGE_PAGE_SIZE}
          hasMore={messages.data?.more ?? false}
          loading={messages.isFetching}
          onChange={setFrom}
        />
      ) : null}
      {open ? (
        <BroadcastMessageStatus broadcastId={broadcastId} messageId={open.id} onClose={() => setOpen(null)} />
      ) : null}
    </StyledMessages>
  );
}

const StyledMessages = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;
