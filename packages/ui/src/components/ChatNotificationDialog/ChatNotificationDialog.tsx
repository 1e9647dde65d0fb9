import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { theme } from '../../theme/theme.ts';

/** One chat waiting for the agent (platform-shell §3 "Notification chat row"). */
export interface ChatNotificationRow {
  chatId: string;
  customerName: string;
  customerNumber: string;
  transferringAgent: string;
  lastMessage: string;
}

export interface ChatNotificationDialogProps {
  open: boolean;
  /** The kind shown ('Transferred', 'Live', 'Invited', 'Assigned', 'Missed'). */
  type: string;
  rows: readonly ChatNotificationRow[];
  loading?: boolean;
  onPickup: (row: ChatNotificationRow) => void;
  onClose: () => void;
}

/**
 * The 'Chat Notification' table (platform-shell §2.6 item 3): Customer Name, Customer Number, Transferred By
 * (Transferred only) or Invited By (Invited only), Last Message, Type and a Pickup button; 'No Record' when
 * empty; a Close button.
 */
export function ChatNotificationDialog({ open, type, rows, loading, onPickup, onClose }: ChatNotificationDialogProps) {
  const byHeader = type === 'Transferred' ? 'Transferred By' : type === 'Invited' ? 'Invited By' : null;
  const columns: TableColumn<ChatNotificationRow>[] = [
    { id: 'name', header: 'Customer Name', cell: (row) => row.customerName || '—' },
    { id: 'number', header: 'Customer Number', cell: (row) => row.customerNumber },
    ...(byHeader ? [{ id: 'by', header: byHeader, cell: (row: ChatNotificationRow) => row.transferringAgent }] : []),
    { id: 'last', header: 'Last Message', cell: (row) => row.lastMessage, width: '2fr' },
    { id: 'type', header: 'Type', cell: () => type, width: '110px' },
    {
      id: 'action',
      header: 'Action',
      width: '110px',
      cell: (row) => (
        <Button size="sm" onClick={() => onPickup(row)} aria-label={`Pickup ${row.customerName || row.customerNumber}`}>
          Pickup
        </Button>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      title="Chat Notification"
      onClose={onClose}
      width={880}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <StyledBody>
        <Table
          label={`${type} chats`}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.chatId}
          loading={loading}
          emptyText="No Record"
        />
      </StyledBody>
    </Modal>
  );
}

const StyledBody = styled.div`
  min-height: 120px;
  margin-top: ${theme.space[2]};
`;
