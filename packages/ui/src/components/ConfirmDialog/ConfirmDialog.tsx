import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While true the confirm button shows a spinner and both actions are disabled. */
  busy?: boolean;
}

/** A yes/no question in a Modal; defaults fit a delete confirmation. */
export function ConfirmDialog({
  open,
  title = 'Delete',
  message = 'Are you sure you want to delete?',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const handleClose = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={handleClose}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus="">
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <StyledConfirmDialogMessage>{message}</StyledConfirmDialogMessage>
    </Modal>
  );
}

const StyledConfirmDialogMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
