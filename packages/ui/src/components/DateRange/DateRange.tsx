import { useRef, useState } from 'react';
import { format, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import styled from 'styled-components';
import { Calendar } from '../../internal/Calendar.tsx';
import { CalendarHint, CalendarPopover, useCalendarPopover } from '../../internal/CalendarPopover.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { theme } from '../../theme/theme.ts';

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
  const rootRef = useRef<HTMLDivElement>(null);
  const popover = useCalendarPopover(rootRef);
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(today));
  // While open: the start picked in the popover, waiting for its end.
  const [pendingStart, setPendingStart] = useState<Date | null>(null);

  const day = (text: string) => (text ? parseISO(text) : null);
  const start = day(value.start);
  const end = day(value.end);

  const openPopover = () => {
    const lastDay = startOfDay(today);
    const first = start ?? end ?? lastDay;
    setFocusedDay(isAfter(first, lastDay) ? lastDay : first);
    setPendingStart(null);
    popover.setOpen(true);
  };

  const chooseDay = (chosen: Date) => {
    if (!pendingStart || isBefore(chosen, pendingStart)) {
      setPendingStart(chosen);
      onChange({ start: format(chosen, DAY), end: '' });
      return;
    }
    onChange({ start: format(pendingStart, DAY), end: format(chosen, DAY) });
    popover.close();
  };

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
        <CalendarPopover state={popover} label={`Choose ${groupLabel}`} onOpen={openPopover}>
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
          <CalendarHint aria-live="polite">
            {pendingStart ? `Now choose the ${endLabel.toLowerCase()}.` : `Choose the ${startLabel.toLowerCase()}.`}
          </CalendarHint>
        </CalendarPopover>
      </StyledDateRangeTrigger>
    </StyledDateRange>
  );
}

const StyledDateRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
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
