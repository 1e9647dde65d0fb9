import { format } from 'date-fns';
import styled from 'styled-components';
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

/** Start and end date fields: neither can be after today, the end not before the start. */
export function DateRange({
  value,
  onChange,
  today = new Date(),
  startLabel = 'Start Date',
  endLabel = 'End Date',
}: DateRangeProps) {
  const max = format(today, 'yyyy-MM-dd');
  return (
    <StyledDateRange role="group" aria-label={`${startLabel} to ${endLabel}`}>
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
    </StyledDateRange>
  );
}

const StyledDateRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1;
    min-width: 150px;
  }
`;
