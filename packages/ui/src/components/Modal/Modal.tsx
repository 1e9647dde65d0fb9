import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableWithin } from '../../internal/focus.ts';
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
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]:not(:disabled), [autofocus]:not(:disabled)');
      const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
      const first = autofocus ?? (body && focusableWithin(body)[0]) ?? focusableWithin(dialog)[0] ?? dialog;
      first.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
