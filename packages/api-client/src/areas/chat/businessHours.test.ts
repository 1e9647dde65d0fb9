import { describe, expect, it } from 'vitest';
import {
  BusinessHoursMessages,
  businessHoursProblems,
  openAt,
  scheduleFor,
  type BusinessHours,
} from './businessHours.ts';

const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));
const schedule = (overrides: Partial<BusinessHours> = {}): BusinessHours => ({
  departmentId: null,
  timeZone: 'Asia/Kolkata',
  hours: weekdays('09:00', '17:30'),
  closedMessage: 'We are closed',
  ...overrides,
});

describe('business hours', () => {
  it('is open within a range in its own time zone, closed outside it and at the closing minute', () => {
    // Wednesday 2026-11-25 in Kolkata (UTC+5:30).
    const at = (utc: string) => openAt(schedule(), new Date(utc));
    expect(at('2026-11-25T03:29:00Z')).toBe(false); // 08:59
    expect(at('2026-11-25T03:30:00Z')).toBe(true); // 09:00
    expect(at('2026-11-25T11:59:00Z')).toBe(true); // 17:29
    expect(at('2026-11-25T12:00:00Z')).toBe(false); // 17:30
    expect(at('2026-11-28T06:00:00Z')).toBe(false); // Saturday
    // Sunday 23:30 UTC is already Monday 05:00 in Kolkata: closed; Monday 04:00 UTC is 09:30 there: open.
    expect(at('2026-11-30T04:00:00Z')).toBe(true);
    const night = schedule({ timeZone: 'America/New_York', hours: [{ day: 5, open: '22:00', close: '24:00' }] });
    expect(openAt(night, new Date('2026-11-28T04:59:00Z'))).toBe(true); // Friday 23:59 in New York
    expect(openAt(night, new Date('2026-11-28T05:00:00Z'))).toBe(false); // Saturday 00:00
  });

  it("picks the department's own schedule, else the default, else none", () => {
    const own = schedule({ departmentId: 'sales' });
    const fallback = schedule();
    expect(scheduleFor([fallback, own], 'sales')).toBe(own);
    expect(scheduleFor([fallback, own], 'support')).toBe(fallback);
    expect(scheduleFor([fallback, own], null)).toBe(fallback);
    expect(scheduleFor([own], 'support')).toBeUndefined();
    expect(scheduleFor(undefined, 'sales')).toBeUndefined();
  });

  it('refuses an unknown time zone, a range that closes before it opens, overlaps and two schedules of one department', () => {
    expect(businessHoursProblems([schedule()])).toEqual([]);
    expect(
      businessHoursProblems([
        schedule({
          timeZone: 'Mars/Olympus',
          hours: [
            { day: 1, open: '09:00', close: '12:00' },
            { day: 1, open: '11:00', close: '13:00' },
            { day: 2, open: '10:00', close: '10:00' },
          ],
        }),
        schedule(),
      ]),
    ).toEqual([
      { field: 'businessHours.0.timeZone', message: BusinessHoursMessages.timeZone },
      { field: 'businessHours.0.hours.2.close', message: BusinessHoursMessages.closeAfterOpen },
      { field: 'businessHours.0.hours', message: BusinessHoursMessages.overlap('Monday') },
      { field: 'businessHours.1.departmentId', message: BusinessHoursMessages.oneEach },
    ]);
  });
});
