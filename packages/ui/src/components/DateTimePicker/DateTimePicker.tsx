import { useEffect, useId, useRef, useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DATE_TIME_STEPS, formatDateTimeText, INVALID_DATE_FORMAT, parseDateTimeText } from './dateText.ts';

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
 * A date-time field: type 'yyyy/MM/dd HH:mm:ss' (24 h) or pick from the popover (hours by 1,
 * minutes by 15, seconds by 30). Text that does not match shows 'Invalid Date Format'.
 */
export function DateTimePicker({ label, value, onChange, max, required, disabled, error }: DateTimePickerProps) {
  const [text, setText] = useState(value ? formatDateTimeText(value) : '');
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const base = value ?? new Date(new Date().setHours(0, 0, 0, 0));
  const [day, setDay] = useState(format(base, 'yyyy-MM-dd'));
  const [hour, setHour] = useState(base.getHours());
  const [minute, setMinute] = useState(base.getMinutes() - (base.getMinutes() % DATE_TIME_STEPS.minute));
  const [second, setSecond] = useState(base.getSeconds() - (base.getSeconds() % DATE_TIME_STEPS.second));

  useEffect(() => {
    if (value && parseDateTimeText(text)?.getTime() !== value.getTime()) setText(formatDateTimeText(value));
    // Only follow outside changes of the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const handleDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  }, [open]);

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

  const choose = () => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const chosen = new Date(y, m - 1, d, hour, minute, second);
    setText(formatDateTimeText(chosen));
    setInvalid(false);
    onChange(chosen);
    setOpen(false);
  };

  return (
    <Field label={label} required={required} error={invalid ? INVALID_DATE_FORMAT : error} hint="yyyy/mm/dd hh:mm:ss">
      {({ inputId, describedBy, invalid: showInvalid }) => (
        <StyledDateTimePicker ref={rootRef}>
          <StyledDateTimeRow>
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
            <IconButton
              icon="calendar"
              label={`Choose ${label}`}
              variant="secondary"
              aria-expanded={open}
              aria-controls={open ? popoverId : undefined}
              disabled={disabled}
              onClick={() => setOpen((was) => !was)}
            />
          </StyledDateTimeRow>
          {open ? (
            <StyledDateTimePopover
              id={popoverId}
              role="dialog"
              aria-label={`Choose ${label}`}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setOpen(false);
                }
              }}
            >
              <label>
                Date
                <input
                  type="date"
                  value={day}
                  max={max ? format(max, 'yyyy-MM-dd') : undefined}
                  onChange={(event) => setDay(event.target.value)}
                />
              </label>
              <StyledDateTimeTime>
                <label>
                  Hour
                  <select value={hour} onChange={(event) => setHour(Number(event.target.value))}>
                    {range(24, DATE_TIME_STEPS.hour).map((option) => (
                      <option key={option} value={option}>
                        {pad(option)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Minute
                  <select value={minute} onChange={(event) => setMinute(Number(event.target.value))}>
                    {range(60, DATE_TIME_STEPS.minute).map((option) => (
                      <option key={option} value={option}>
                        {pad(option)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Second
                  <select value={second} onChange={(event) => setSecond(Number(event.target.value))}>
                    {range(60, DATE_TIME_STEPS.second).map((option) => (
                      <option key={option} value={option}>
                        {pad(option)}
                      </option>
                    ))}
                  </select>
                </label>
              </StyledDateTimeTime>
              <Button size="sm" onClick={choose} disabled={!day}>
                Set
              </Button>
            </StyledDateTimePopover>
          ) : null}
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
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledDateTimeInput = styled.input`
  ${controlStyles}
  flex: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledDateTimePopover = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow[2]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    color: ${({ theme }) => theme.colors.text};
  }
  input,
  select {
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const StyledDateTimeTime = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
