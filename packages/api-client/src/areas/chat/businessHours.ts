import { Type, type Static } from '@sinclair/typebox';

/**
 * Business hours (ours; issue "Live chat": "Business hours per department; outside them the customer gets the
 * configured message"): a schedule for every department that has none of its own (departmentId null), and any
 * department's own. A chat handed over outside its department's hours is missed at once, with the spec's reason
 * "Out Of Working Hours", and the customer gets the schedule's message. No schedule: always open.
 */
const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const CLOSE_TIME = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

export const BusinessHoursRange = Type.Object({
  /** 0 Sunday … 6 Saturday. */
  day: Type.Integer({ minimum: 0, maximum: 6 }),
  open: Type.String({ pattern: TIME, description: 'HH:MM' }),
  close: Type.String({ pattern: CLOSE_TIME, description: 'HH:MM, or 24:00 for midnight' }),
});
export type BusinessHoursRange = Static<typeof BusinessHoursRange>;

export const BusinessHours = Type.Object({
  departmentId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
  /** An IANA time zone, such as Asia/Kolkata. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  /** When the department is open: at most three ranges a day. */
  hours: Type.Array(BusinessHoursRange, { maxItems: 21 }),
  /** Sent to a customer who asks for a person outside the hours; empty sends nothing. */
  closedMessage: Type.String({ maxLength: 1000 }),
});
export type BusinessHours = Static<typeof BusinessHours>;

export const BUSINESS_HOURS_MAX_SCHEDULES = 50;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const BusinessHoursMessages = {
  timeZone: 'Choose a valid time zone',
  closeAfterOpen: 'Closing time must be after opening time',
  overlap: (day: string) => `The hours on ${day} overlap`,
  oneEach: 'Each department has one schedule',
  departmentNotFound: 'Choose one of your departments',
} as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the runtime knows the time zone (Intl refuses an unknown one). */
export function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The problems of the schedules beyond their schema, by field (the departments' existence is the caller's). */
export function businessHoursProblems(schedules: readonly BusinessHours[]): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const departments = new Set<string | null>();
  schedules.forEach((schedule, s) => {
    const at = `businessHours.${s}`;
    if (departments.has(schedule.departmentId))
      problems.push({ field: `${at}.departmentId`, message: BusinessHoursMessages.oneEach });
    departments.add(schedule.departmentId);
    if (!validTimeZone(schedule.timeZone))
      problems.push({ field: `${at}.timeZone`, message: BusinessHoursMessages.timeZone });
    schedule.hours.forEach((range, r) => {
      if (minutes(range.close) <= minutes(range.open))
        problems.push({ field: `${at}.hours.${r}.close`, message: BusinessHoursMessages.closeAfterOpen });
    });
    for (let day = 0; day < 7; day++) {
      const ranges = schedule.hours
        .filter((range) => range.day === day)
        .sort((a, b) => minutes(a.open) - minutes(b.open));
      if (ranges.some((range, i) => i > 0 && minutes(range.open) < minutes(ranges[i - 1]!.close)))
        problems.push({ field: `${at}.hours`, message: BusinessHoursMessages.overlap(WEEKDAYS[day]!) });
    }
  });
  return problems;
}

/** The schedule a department's chats follow: its own, else the default one; undefined when there is none. */
export const scheduleFor = (
  schedules: readonly BusinessHours[] | undefined,
  departmentId: string | null,
): BusinessHours | undefined =>
  (departmentId !== null ? schedules?.find((s) => s.departmentId === departmentId) : undefined) ??
  schedules?.find((s) => s.departmentId === null);

/** Whether a schedule is open at `now`, in its own time zone. */
export function openAt(schedule: BusinessHours, now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: schedule.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  const time = Number(part('hour')) * 60 + Number(part('minute'));
  return schedule.hours.some((r) => r.day === day && time >= minutes(r.open) && time < minutes(r.close));
}
