import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogFocus } from '../../internal/useDialogFocus.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Actions, right-aligned below the body. */
  footer?: ReactNode;
  /** Max width in pixels (default 480). */
  width?: number;
}

/**
 * A modal dialog in a portal: focus moves in and is trapped, Esc or the close button call
 * onClose, and focus returns to the element that opened it.
 */
export function Modal({ open, title, onClose, children, footer, width = 480 }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { handleKeyDown, onCloseRef } = useDialogFocus(open, dialogRef, '[data-modal-body]', onClose);

  // The page behind must not scroll while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <StyledModalOverlay onMouseDown={handleOverlayMouseDown}>
      <StyledModal
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={handleKeyDown}
      >
        <StyledModalHeader>
          <StyledModalTitle id={titleId}>{title}</StyledModalTitle>
          <IconButton icon="close" label="Close" size="sm" onClick={() => onCloseRef.current()} />
        </StyledModalHeader>
        <StyledModalBody data-modal-body="">{children}</StyledModalBody>
        {footer ? <StyledModalFooter>{footer}</StyledModalFooter> : null}
      </StyledModal>
    </StyledModalOverlay>,
    document.body,
  );
}

const StyledModalOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const StyledModal = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow[2]};
  &:focus {
    outline: none;
  }
`;

const StyledModalHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`};
`;

const StyledModalTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const StyledModalBody = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} ${theme.space[5]}`};
`;

const StyledModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => `0 0 ${theme.radius.lg} ${theme.radius.lg}`};
`;
