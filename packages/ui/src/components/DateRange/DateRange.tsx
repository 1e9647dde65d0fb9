import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { format, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import styled from 'styled-components';
import { Calendar } from '../../internal/Calendar.tsx';
import { handleDialogKeys } from '../../internal/focus.ts';
import { Popover } from '../../internal/Popover.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField } from '../TextField/TextField.tsx';

export interface DateRangeValue {
  /** 'yyyy-MM-dd' or '' */
  start: string;
  end: string;
}

export interface DateRangeProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The last selectable day (default today). */
  today?: Date;
  startLabel?: string;
  endLabel?: string;
}

const DAY = 'yyyy-MM-dd';

/**
 * Start and end date fields: neither can be after today, the end not before the start. The
 * calendar button opens a month grid in a popover: the first day chosen is the start, the second
 * the end (a day before the start starts again from it); choosing the end closes it.
 */
export function DateRange({
  value,
  onChange,
  today = new Date(),
  startLabel = 'Start Date',
  endLabel = 'End Date',
}: DateRangeProps) {
  const max = format(today, DAY);
  const groupLabel = `${startLabel} to ${endLabel}`;
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(today));
  // While open: the start picked in the popover, waiting for its end.
  const [pendingStart, setPendingStart] = useState<Date | null>(null);

  useEffect(() => {
    if (!open) return;
    const handleDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  }, [open]);

  const day = (text: string) => (text ? parseISO(text) : null);
  const start = day(value.start);
  const end = day(value.end);

  const openPopover = () => {
    const lastDay = startOfDay(today);
    const first = start ?? end ?? lastDay;
    setFocusedDay(isAfter(first, lastDay) ? lastDay : first);
    setPendingStart(null);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const chooseDay = (chosen: Date) => {
    if (!pendingStart || isBefore(chosen, pendingStart)) {
      setPendingStart(chosen);
      onChange({ start: format(chosen, DAY), end: '' });
      return;
    }
    onChange({ start: format(pendingStart, DAY), end: format(chosen, DAY) });
    close();
  };

  const handlePopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleDialogKeys(event, popupRef.current, close);

  const rangeStart = pendingStart ?? start;
  const rangeEnd = pendingStart ? null : end;

  return (
    <StyledDateRange ref={rootRef} role="group" aria-label={groupLabel}>
      <TextField
        label={startLabel}
        type="date"
        value={value.start}
        max={value.end && value.end < max ? value.end : max}
        onChange={(event) => onChange({ ...value, start: event.target.value })}
      />
      <TextField
        label={endLabel}
        type="date"
        value={value.end}
        min={value.start || undefined}
        max={max}
        onChange={(event) => onChange({ ...value, end: event.target.value })}
      />
      <StyledDateRangeTrigger>
        <IconButton
          ref={triggerRef}
          icon="calendar"
          label={`Choose ${groupLabel}`}
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => (open ? setOpen(false) : openPopover())}
        />
      </StyledDateRangeTrigger>
      {open ? (
        <Popover anchorRef={rootRef} placement="bottom-end" ref={popupRef}>
          <StyledDateRangePopover
            id={popoverId}
            role="dialog"
            aria-label={`Choose ${groupLabel}`}
            onKeyDown={handlePopoverKeyDown}
          >
            <Calendar
              focusedDay={focusedDay}
              selected={[rangeStart, rangeEnd].filter((chosen): chosen is Date => chosen !== null)}
              inRange={(candidate) =>
                rangeStart !== null &&
                rangeEnd !== null &&
                isAfter(candidate, rangeStart) &&
                isBefore(candidate, rangeEnd)
              }
              max={today}
              onFocusDay={setFocusedDay}
              onChooseDay={chooseDay}
            />
            <StyledDateRangeHint aria-live="polite">
              {pendingStart ? `Now choose the ${endLabel.toLowerCase()}.` : `Choose the ${startLabel.toLowerCase()}.`}
            </StyledDateRangeHint>
          </StyledDateRangePopover>
        </Popover>
      ) : null}
    </StyledDateRange>
  );
}

const StyledDateRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1;
    min-width: 150px;
  }
`;

const StyledDateRangeTrigger = styled.div`
  && {
    flex: 0 0 auto;
    min-width: 0;
  }
`;

const StyledDateRangePopover = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow[2]};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const StyledDateRangeHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
