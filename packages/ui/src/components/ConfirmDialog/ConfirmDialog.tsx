import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { theme } from '../../theme/theme.ts';

export interface ConfirmDialogProps<R = 'delete'> {
  open: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** What the dialog closes with on Yes (default 'delete', bot-builder §2 Modal dialogs). */
  result?: R;
  /** Called on every close: with `result` on Yes, with undefined on No, Esc or a click outside. */
  onClose?: (result?: R) => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** While true the confirm button shows a spinner and both actions are disabled. */
  busy?: boolean;
}

/** A yes/no question in a Modal; defaults fit a delete confirmation. */
export function ConfirmDialog<R = 'delete'>({
  open,
  title = 'Delete',
  message = 'Are you sure you want to delete?',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  result = 'delete' as R,
  onClose,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps<R>) {
  const handleCancel = () => {
    if (busy) return;
    onCancel?.();
    onClose?.(undefined);
  };
  const handleConfirm = () => {
    onConfirm?.();
    onClose?.(result);
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={handleCancel}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={handleCancel} disabled={busy} data-autofocus="">
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={handleConfirm} loading={busy}>
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
  color: ${theme.colors.textMuted};
`;
