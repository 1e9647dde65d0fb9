import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin, handleDialogKeys } from './focus.ts';

/**
 * Focus handling shared by the dialogs (Modal, SidePanel): while open, focus moves to the first
 * autofocus field, else the first focusable element of the body, else of the dialog; Tab is trapped
 * inside; Escape calls onClose; on close focus returns to the element that opened it.
 * Returns the keydown handler for the dialog element and a ref that always holds the latest onClose.
 */
export function useDialogFocus(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  bodySelector: string,
  onClose: () => void,
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    if (container) {
      const autofocus = container.querySelector<HTMLElement>(
        '[data-autofocus]:not(:disabled), [autofocus]:not(:disabled)',
      );
      const body = container.querySelector<HTMLElement>(bodySelector);
      (autofocus ?? (body && focusableWithin(body)[0]) ?? focusableWithin(container)[0] ?? container).focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, containerRef, bodySelector]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    handleDialogKeys(event, containerRef.current, () => onCloseRef.current());

  return { handleKeyDown, onCloseRef };
}
