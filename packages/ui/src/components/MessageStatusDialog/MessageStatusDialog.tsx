import styled from 'styled-components';
import { Modal } from '../Modal/Modal.tsx';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { DATE_FORMATS, formatMessageStatusDate } from '../../format/format.ts';
import { theme } from '../../theme/theme.ts';

export interface MessageStatusEvent {
  status: string;
  /** When it happened (Date, epoch ms or ISO text). */
  date: Date | number | string;
  description?: string;
}

export interface MessageStatusDialogProps {
  open: boolean;
  onClose: () => void;
  currentStatus: string;
  channelMessageId: string;
  history: readonly MessageStatusEvent[];
  loading?: boolean;
}

/** The history date format, e.g. 'Nov 22 2026 01:05:09 PM'. */
export const MESSAGE_STATUS_DATE_FORMAT = DATE_FORMATS.messageStatus;

/** An unreadable date is shown as it came rather than hidden. */
export function formatStatusDate(date: Date | number | string): string {
  return formatMessageStatusDate(date, String(date));
}

const columns: TableColumn<MessageStatusEvent & { key: string }>[] = [
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'date', header: 'Date & Time', cell: (row) => formatStatusDate(row.date), width: '1.4fr' },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '', width: '1.6fr' },
];

/** A message's delivery status: current status, channel message id and the status history. */
export function MessageStatusDialog({
  open,
  onClose,
  currentStatus,
  channelMessageId,
  history,
  loading,
}: MessageStatusDialogProps) {
  const rows = history.map((event, index) => ({ ...event, key: `${index}` }));
  return (
    <Modal open={open} onClose={onClose} title="Message Status" width={640}>
      <StyledMessageStatusFacts>
        <dt>Current Status</dt>
        <dd>{currentStatus}</dd>
        <dt>Channel message Id</dt>
        <dd>{channelMessageId}</dd>
      </StyledMessageStatusFacts>
      <Table label="Status history" columns={columns} rows={rows} getRowId={(row) => row.key} loading={loading} />
    </Modal>
  );
}

const StyledMessageStatusFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${() => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0 0 ${theme.space[4]};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weightMedium};
    overflow-wrap: anywhere;
  }
`;
