import styled from 'styled-components';
import { WEEKDAYS, type BusinessHours, type BusinessHoursRange } from '@parley/api-client/contract';
import { Button, Select, TextArea, TextField, theme, type SelectOption } from '@parley/ui';

export interface BusinessHoursEditorProps {
  value: BusinessHours[];
  onChange: (next: BusinessHours[]) => void;
  /** The enterprise's departments a schedule may be for. */
  departments: SelectOption[];
  /** The time zones offered (the browser's list). */
  timeZones: readonly string[];
  /** A new schedule's time zone (the viewer's own). */
  defaultTimeZone: string;
}

const ALL_DEPARTMENTS = '';
const DAY_OPTIONS = WEEKDAYS.map((name, day) => ({ value: String(day), label: name }));
const OFFICE_HOURS: BusinessHoursRange[] = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' }));

/** A time field shows midnight as 00:00; a closing time of midnight is kept as 24:00 (the end of the day). */
const shownClose = (close: string) => (close === '24:00' ? '00:00' : close);
const keptClose = (close: string) => (close === '00:00' ? '24:00' : close);

/**
 * The Chat Config's business hours (ours): one schedule for every department without its own, and departments'
 * own; each a time zone, opening ranges by weekday, and the message a customer gets outside them. Props in,
 * changes out; the screen checks and saves.
 */
export function BusinessHoursEditor({
  value,
  onChange,
  departments,
  timeZones,
  defaultTimeZone,
}: BusinessHoursEditorProps) {
  const departmentName = (id: string | null) =>
    id === null ? 'All departments' : (departments.find((d) => d.value === id)?.label ?? id);
  const update = (index: number, change: Partial<BusinessHours>) =>
    onChange(value.map((schedule, i) => (i === index ? { ...schedule, ...change } : schedule)));
  const updateRange = (index: number, r: number, change: Partial<BusinessHoursRange>) =>
    update(index, { hours: value[index]!.hours.map((range, i) => (i === r ? { ...range, ...change } : range)) });
  const taken = new Set(value.map((s) => s.departmentId));
  const nextDepartment = taken.has(null) ? (departments.find((d) => !taken.has(String(d.value)))?.value ?? null) : null;
  const zoneOptions = [...new Set([defaultTimeZone, ...timeZones])].map((zone) => ({ value: zone, label: zone }));

  return (
    <StyledEditor>
      {value.length === 0 ? <StyledMuted>No business hours: people answer at any time.</StyledMuted> : null}
      {value.map((schedule, index) => {
        const name = departmentName(schedule.departmentId);
        return (
          <StyledSchedule key={index} aria-label={`Business hours for ${name}`}>
            <legend>Business hours for {name}</legend>
            <StyledRow>
              <Select
                label="Department"
                options={[{ value: ALL_DEPARTMENTS, label: 'All departments' }, ...departments]}
                value={schedule.departmentId ?? ALL_DEPARTMENTS}
                onChange={(e) => update(index, { departmentId: e.target.value || null })}
              />
              <Select
                label="Time zone"
                options={zoneOptions}
                value={schedule.timeZone}
                onChange={(e) => update(index, { timeZone: e.target.value })}
              />
            </StyledRow>
            <StyledRanges aria-label={`Opening hours for ${name}`}>
              {schedule.hours.map((range, r) => {
                const day = WEEKDAYS[range.day]!;
                return (
                  <li key={r}>
                    <Select
                      label="Day"
                      options={DAY_OPTIONS}
                      value={String(range.day)}
                      onChange={(e) => updateRange(index, r, { day: Number(e.target.value) })}
                    />
                    <TextField
                      label="Opens"
                      type="time"
                      value={range.open}
                      onChange={(e) => updateRange(index, r, { open: e.target.value })}
                    />
                    <TextField
                      label="Closes"
                      type="time"
                      value={shownClose(range.close)}
                      onChange={(e) => updateRange(index, r, { close: keptClose(e.target.value) })}
                    />
                    <Button
                      variant="secondary"
                      size="sm"
                      icon="trash"
                      aria-label={`Remove ${day} ${range.open} to ${shownClose(range.close)}`}
                      onClick={() => update(index, { hours: schedule.hours.filter((_, i) => i !== r) })}
                    >
                      Remove
                    </Button>
                  </li>
                );
              })}
            </StyledRanges>
            {schedule.hours.length === 0 ? <StyledMuted>Closed all week.</StyledMuted> : null}
            <StyledRow>
              <Button
                variant="secondary"
                size="sm"
                icon="plus"
                disabled={schedule.hours.length >= 21}
                onClick={() => update(index, { hours: [...schedule.hours, { day: 1, open: '09:00', close: '17:00' }] })}
              >
                Add opening hours
              </Button>
              <Button variant="secondary" size="sm" onClick={() => update(index, { hours: OFFICE_HOURS })}>
                Monday to Friday, 9:00 to 17:00
              </Button>
            </StyledRow>
            <TextArea
              label="Message outside business hours"
              hint="Sent to a customer handed to people while you are closed; empty sends nothing"
              rows={2}
              maxLength={1000}
              value={schedule.closedMessage}
              onChange={(e) => update(index, { closedMessage: e.target.value })}
            />
            <div>
              <Button variant="danger" size="sm" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove business hours for {name}
              </Button>
            </div>
          </StyledSchedule>
        );
      })}
      <div>
        <Button
          variant="secondary"
          icon="plus"
          disabled={value.length > departments.length}
          onClick={() =>
            onChange([
              ...value,
              {
                departmentId: nextDepartment === null ? null : String(nextDepartment),
                timeZone: defaultTimeZone,
                hours: OFFICE_HOURS,
                closedMessage: '',
              },
            ])
          }
        >
          Add business hours
        </Button>
      </div>
    </StyledEditor>
  );
}

const StyledEditor = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

const StyledSchedule = styled.fieldset`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  legend {
    padding: 0 ${theme.space[1]};
    font-weight: 600;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: flex-end;
  > * {
    flex: 1 1 200px;
  }
`;

const StyledRanges = styled.ol`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(120px, 2fr) minmax(100px, 1fr) minmax(100px, 1fr) auto;
    gap: ${theme.space[2]};
    align-items: end;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
