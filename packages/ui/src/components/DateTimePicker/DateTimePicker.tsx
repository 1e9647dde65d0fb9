import { useEffect, useRef, useState } from 'react';
import { isAfter, startOfDay } from 'date-fns';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';
import { Calendar } from '../../internal/Calendar.tsx';
import { CalendarHint, CalendarPopover, useCalendarPopover } from '../../internal/CalendarPopover.tsx';
import { DATE_TIME_STEPS, formatDateTimeText, INVALID_DATE_FORMAT, parseDateTimeText } from './dateText.ts';
import { theme } from '../../theme/theme.ts';
export interface DateTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Latest selectable day. */
  max?: Date;
  required?: boolean;
  disabled?: boolean;
  /** An error from the form (shown unless the text itself is invalid). */
  error?: string;
}

const range = (end: number, step: number) => Array.from({ length: Math.ceil(end / step) }, (_, index) => index * step);
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date-time field: type 'yyyy/MM/dd HH:mm:ss' (24 h) or pick from the popover — set the time
 * (hours by 1, minutes by 15, seconds by 30), then choose a day in the calendar; choosing closes
 * the popover. Text that does not match shows 'Invalid Date Format'.
 */
export function DateTimePicker({ label, value, onChange, max, required, disabled, error }: DateTimePickerProps) {
  const [text, setText] = useState(value ? formatDateTimeText(value) : '');
  const [invalid, setInvalid] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const popover = useCalendarPopover(rowRef);
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(new Date()));
  const [hour, setHour] = useState(0);
  const [minute, setMinute] = useState(0);
  const [second, setSecond] = useState(0);

  useEffect(() => {
    if (value && parseDateTimeText(text)?.getTime() !== value.getTime()) setText(formatDateTimeText(value));
    // Only follow outside changes of the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const commitText = (next: string) => {
    if (next.trim() === '') {
      setInvalid(false);
      onChange(null);
      return;
    }
    const parsed = parseDateTimeText(next);
    setInvalid(parsed === null);
    if (parsed) onChange(parsed);
  };

  const openPopover = () => {
    // Start from the current value (times rounded down to the steps), else today within max.
    const today = startOfDay(new Date());
    const base = value ?? (max && isAfter(today, max) ? startOfDay(max) : today);
    setFocusedDay(startOfDay(base));
    setHour(base.getHours());
    setMinute(base.getMinutes() - (base.getMinutes() % DATE_TIME_STEPS.minute));
    setSecond(base.getSeconds() - (base.getSeconds() % DATE_TIME_STEPS.second));
    popover.setOpen(true);
  };

  const chooseDay = (day: Date) => {
    const chosen = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, second);
    setText(formatDateTimeText(chosen));
    setInvalid(false);
    onChange(chosen);
    popover.close();
  };

  const timeSelect = (name: string, current: number, end: number, step: number, set: (next: number) => void) => (
    <label>
      {name}
      <select value={current} onChange={(event) => set(Number(event.target.value))}>
        {range(end, step).map((option) => (
          <option key={option} value={option}>
            {pad(option)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Field label={label} required={required} error={invalid ? INVALID_DATE_FORMAT : error} hint="yyyy/mm/dd hh:mm:ss">
      {({ inputId, describedBy, invalid: showInvalid }) => (
        <StyledDateTimePicker>
          <StyledDateTimeRow ref={rowRef}>
            <StyledDateTimeInput
              id={inputId}
              value={text}
              placeholder="yyyy/mm/dd hh:mm:ss"
              aria-describedby={describedBy}
              aria-invalid={showInvalid || undefined}
              aria-required={required || undefined}
              disabled={disabled}
              onChange={(event) => setText(event.target.value)}
              onBlur={(event) => commitText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitText(event.currentTarget.value);
              }}
            />
            <CalendarPopover state={popover} label={`Choose ${label}`} disabled={disabled} onOpen={openPopover}>
              <Calendar
                focusedDay={focusedDay}
                selected={value ? [value] : []}
                max={max}
                onFocusDay={setFocusedDay}
                onChooseDay={chooseDay}
              />
              <StyledDateTimeTime role="group" aria-label="Time">
                {timeSelect('Hour', hour, 24, DATE_TIME_STEPS.hour, setHour)}
                {timeSelect('Minute', minute, 60, DATE_TIME_STEPS.minute, setMinute)}
                {timeSelect('Second', second, 60, DATE_TIME_STEPS.second, setSecond)}
              </StyledDateTimeTime>
              <CalendarHint>Set the time, then choose the day.</CalendarHint>
            </CalendarPopover>
          </StyledDateTimeRow>
        </StyledDateTimePicker>
      )}
    </Field>
  );
}

const StyledDateTimePicker = styled.div`
  position: relative;
`;

const StyledDateTimeRow = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const StyledDateTimeInput = styled.input`
  ${controlStyles}
  flex: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledDateTimeTime = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    color: ${theme.colors.text};
  }
  select {
    height: 32px;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
`;
