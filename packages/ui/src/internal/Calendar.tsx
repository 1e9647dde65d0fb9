import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isAfter,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import styled from 'styled-components';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import { theme } from '../theme/theme.ts';

export interface CalendarProps {
  /** The day that holds the roving focus; its month is the one shown. */
  focusedDay: Date;
  /** The chosen day, or both ends of a chosen range. */
  selected: readonly Date[];
  /** Latest selectable day. */
  max?: Date;
  /** Move the keyboard focus / shown month. */
  onFocusDay: (day: Date) => void;
  onChooseDay: (day: Date) => void;
  /** Focus the focused day's button after it changes (set while the grid is in use). */
  autoFocus?: boolean;
  /** Days drawn as part of a chosen range (between its ends). */
  inRange?: (day: Date) => boolean;
}

/**
 * A month grid (shared by DateTimePicker and DateRange) (WAI-ARIA date picker dialog pattern): arrows move by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month, Enter or Space choose; days after `max` are disabled.
 */
export function Calendar({
  focusedDay,
  selected,
  max,
  onFocusDay,
  onChooseDay,
  autoFocus = true,
  inRange,
}: CalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const lastDay = max ? startOfDay(max) : null;
  const isDisabled = (day: Date) => (lastDay ? isAfter(startOfDay(day), lastDay) : false);
  const isSelected = (day: Date) => selected.some((chosen) => isSameDay(day, chosen));
  const clamp = (day: Date) => (lastDay && isAfter(day, lastDay) ? lastDay : day);

  useEffect(() => {
    if (!autoFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focusedDay, autoFocus]);

  const monthStart = startOfMonth(focusedDay);
  const days = eachDayOfInterval({ start: startOfWeek(monthStart), end: endOfWeek(endOfMonth(monthStart)) });
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const nextMonthDisabled = lastDay ? isAfter(startOfMonth(addMonths(monthStart, 1)), lastDay) : false;

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focusedDay, -1),
      ArrowRight: () => addDays(focusedDay, 1),
      ArrowUp: () => addDays(focusedDay, -7),
      ArrowDown: () => addDays(focusedDay, 7),
      Home: () => startOfWeek(focusedDay),
      End: () => endOfWeek(focusedDay),
      PageUp: () => addMonths(focusedDay, -1),
      PageDown: () => addMonths(focusedDay, 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onFocusDay(startOfDay(clamp(move())));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isDisabled(focusedDay)) onChooseDay(focusedDay);
    }
  };

  return (
    <StyledCalendar>
      <StyledCalendarHeader>
        <IconButton
          icon="chevron-left"
          size="sm"
          label="Previous month"
          onClick={() => onFocusDay(startOfMonth(addMonths(monthStart, -1)))}
        />
        <StyledCalendarTitle id={titleId} aria-live="polite">
          {format(monthStart, 'MMMM yyyy')}
        </StyledCalendarTitle>
        <IconButton
          icon="chevron-right"
          size="sm"
          label="Next month"
          disabled={nextMonthDisabled}
          onClick={() => onFocusDay(clamp(startOfMonth(addMonths(monthStart, 1))))}
        />
      </StyledCalendarHeader>
      <StyledCalendarGrid ref={gridRef} role="grid" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE')}>
                {format(day, 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.getTime()}>
              {week.map((day) =>
                isSameMonth(day, monthStart) ? (
                  <td key={day.getTime()} aria-selected={isSelected(day)}>
                    <StyledCalendarDay
                      type="button"
                      tabIndex={isSameDay(day, focusedDay) ? 0 : -1}
                      aria-label={format(day, 'EEEE, d MMMM yyyy')}
                      aria-disabled={isDisabled(day) || undefined}
                      data-selected={isSelected(day)}
                      data-in-range={inRange?.(day) || undefined}
                      onClick={() => {
                        // A click moves the roving focus too, so arrows continue from the clicked day.
                        onFocusDay(startOfDay(clamp(day)));
                        if (!isDisabled(day)) onChooseDay(day);
                      }}
                    >
                      {format(day, 'd')}
                    </StyledCalendarDay>
                  </td>
                ) : (
                  <td key={day.getTime()} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledCalendarGrid>
    </StyledCalendar>
  );
}

const StyledCalendar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const StyledCalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const StyledCalendarTitle = styled.div`
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.text};
`;

const StyledCalendarGrid = styled.table`
  border-collapse: collapse;
  th {
    padding: 2px 0;
    font-weight: ${theme.font.weightMedium};
    color: ${theme.colors.textMuted};
    text-align: center;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

const StyledCalendarDay = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &[data-in-range='true'] {
    background: ${theme.colors.primarySubtle};
  }
  &[data-selected='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;
