import { isValid } from 'date-fns';
import { DATE_FORMATS, formatDateTimeText } from '../../format/format.ts';

/** The picker's text format: year/month/day hh:mm:ss, 24-hour. */
export const DATE_TIME_TEXT_FORMAT = DATE_FORMATS.dateTimeText;
export { formatDateTimeText };
export const INVALID_DATE_FORMAT = 'Invalid Date Format';
/** Time steps offered by the picker. */
export const DATE_TIME_STEPS = { hour: 1, minute: 15, second: 30 } as const;

/** Parses 'yyyy/MM/dd HH:mm:ss' strictly (real calendar dates, 24-hour); null when it does not match. */
export function parseDateTimeText(text: string): Date | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute, second);
  return isValid(date) && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** ISO 8601 in UTC without the trailing Z, as the report APIs expect ('2026-11-22T07:35:09.000'). */
export function toIsoWithoutZ(date: Date): string {
  return date.toISOString().replace(/Z$/, '');
}
