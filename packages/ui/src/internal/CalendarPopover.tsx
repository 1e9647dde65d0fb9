import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import { handleDialogKeys } from './focus.ts';
import { Popover } from './Popover.tsx';
import { theme } from '../theme/theme.ts';

/**
 * Open state of a field's calendar popover (DateRange, DateTimePicker): a press outside the field and the popover
 * closes it; `close` also gives the focus back to the calendar button.
 */
export function useCalendarPopover(fieldRef: RefObject<HTMLElement | null>) {
  const popoverId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const handleDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (fieldRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  }, [open, fieldRef]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return { fieldRef, popoverId, triggerRef, popupRef, open, setOpen, close };
}

export type CalendarPopoverState = ReturnType<typeof useCalendarPopover>;

interface CalendarPopoverProps {
  state: CalendarPopoverState;
  /** Names the button and the popover dialog. */
  label: string;
  disabled?: boolean;
  /** Sets the popover up (focused day, ...) and opens it with `state.setOpen(true)`. */
  onOpen: () => void;
  /** The calendar and what goes with it. */
  children: ReactNode;
}

/** The calendar button of a date field and, while open, its popover dialog below the field's end. */
export function CalendarPopover({ state, label, disabled, onOpen, children }: CalendarPopoverProps) {
  const { fieldRef, popoverId, triggerRef, popupRef, open, setOpen, close } = state;
  return (
    <>
      <IconButton
        ref={triggerRef}
        icon="calendar"
        label={label}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : onOpen())}
      />
      {open ? (
        <Popover anchorRef={fieldRef} placement="bottom-end" ref={popupRef}>
          <StyledCalendarPopover
            id={popoverId}
            role="dialog"
            aria-label={label}
            onKeyDown={(event) => handleDialogKeys(event, popupRef.current, close)}
          >
            {children}
          </StyledCalendarPopover>
        </Popover>
      ) : null}
    </>
  );
}

/** A line of help under the calendar. */
export const CalendarHint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledCalendarPopover = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
  font-size: ${theme.font.sizeSm};
`;
