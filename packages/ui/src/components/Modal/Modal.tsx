import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/portalContainer.ts';
import styled from 'styled-components';
import { useDialogFocus } from '../../internal/useDialogFocus.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

/** Closes the dialog; the argument is what onClose receives (nothing means dismissed). */
export type ModalClose<R> = (result?: R) => void;

/** Body or footer content; a function gets `close` so the content can end the dialog with a result. */
export type ModalContent<R> = ReactNode | ((close: ModalClose<R>) => ReactNode);

export interface ModalProps<R = void> {
  open: boolean;
  title: string;
  /**
   * Called when the dialog closes: with the result the content passed to `close(result)`, or
   * with undefined when it was dismissed (Esc, the close button, a click outside).
   */
  onClose: ModalClose<R>;
  children?: ModalContent<R>;
  /** Actions, right-aligned below the body. */
  footer?: ModalContent<R>;
  /** Max width in pixels (default 480). */
  width?: number;
}

const ModalCloseContext = createContext<ModalClose<unknown> | null>(null);

/**
 * The `close(result)` of the enclosing Modal, for components rendered inside its body or footer
 * (bot-builder §2: a modal closes with a result).
 */
export function useModalClose<R = void>(): ModalClose<R> {
  const close = useContext(ModalCloseContext);
  if (!close) throw new Error('useModalClose must be used inside a <Modal>');
  return close as ModalClose<R>;
}

/**
 * A modal dialog in a portal: focus moves in and is trapped, Esc, the close button or a click
 * outside call onClose with no result, content may close it with one, and focus returns to the
 * element that opened it.
 */
export function Modal<R = void>({ open, title, onClose, children, footer, width = 480 }: ModalProps<R>) {
  const titleId = useId();
  const portalContainer = usePortalContainer();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { handleKeyDown, onCloseRef } = useDialogFocus(open, dialogRef, '[data-modal-body]', onClose);
  const resultCloseRef = useRef(onClose);
  resultCloseRef.current = onClose;
  // Stable, so content holding it in effects or memos does not re-run on every render.
  const close = useCallback<ModalClose<R>>((result) => resultCloseRef.current(result), []);

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

  const body = typeof children === 'function' ? children(close) : children;
  const actions = typeof footer === 'function' ? footer(close) : footer;

  return createPortal(
    <ModalCloseContext.Provider value={close as ModalClose<unknown>}>
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
          <StyledModalBody data-modal-body="">{body}</StyledModalBody>
          {actions ? <StyledModalFooter>{actions}</StyledModalFooter> : null}
        </StyledModal>
      </StyledModalOverlay>
    </ModalCloseContext.Provider>,
    portalContainer,
  );
}

const StyledModalOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${theme.space[4]} ${theme.space[4]};
  background: ${theme.colors.overlay};
  overflow-y: auto;
`;

const StyledModal = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow[2]};
  &:focus {
    outline: none;
  }
`;

const StyledModalHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${() => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`};
`;

const StyledModalTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
`;

const StyledModalBody = styled.div`
  padding: ${() => `${theme.space[2]} ${theme.space[6]} ${theme.space[5]}`};
`;

const StyledModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${() => `${theme.space[3]} ${theme.space[6]}`};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  border-radius: ${() => `0 0 ${theme.radius.lg} ${theme.radius.lg}`};
`;
