import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from './focus.ts';

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

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    const container = containerRef.current;
    if (event.key !== 'Tab' || !container) return;
    const focusable = focusableWithin(container);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { handleKeyDown, onCloseRef };
}
