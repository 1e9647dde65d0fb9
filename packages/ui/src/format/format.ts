import { format, isValid, parseISO } from 'date-fns';

/** The date formats the three specs name, as date-fns patterns. */
export const DATE_FORMATS = {
  /** Agent dates (bot-builder §9): day month year hour:minute am/pm, '15 Jan 2026 09:30 am'. */
  dayMonthYearTime: 'dd MMM yyyy hh:mm aaa',
  /** Broadcast and customer master tables: 'd MMM yyyy hh:mm a', '5 Jan 2026 09:30 AM'. */
  shortDayMonthYearTime: 'd MMM yyyy hh:mm a',
  /** Entity Last Updated 'dd/MM/yyyy hh:mm:a' (bot-builder §9), with the am/pm the entity list shows. */
  entityUpdated: 'dd/MM/yyyy hh:mm:aaa',
  /** Report tables: 'dd-MM-yyyy HH:mm:ss'. */
  reportTable: 'dd-MM-yyyy HH:mm:ss',
  /** The stamp in report file names, conversation_report_{dd-MM-yyyy HH:mm}.csv. */
  reportFileStamp: 'dd-MM-yyyy HH:mm',
  /** Message status history (platform-shell): 'MMM dd yyyy hh:mm:ss a'. */
  messageStatus: 'MMM dd yyyy hh:mm:ss a',
  /** Typed date-time text: year/month/day hh:mm:ss, 24-hour. */
  dateTimeText: 'yyyy/MM/dd HH:mm:ss',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** A Date, epoch milliseconds, or an ISO 8601 string (other date strings the browser parses work too). */
export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const iso = parseISO(value);
  return isValid(iso) ? iso : new Date(value);
}

/**
 * Formats a date with one of the spec's named formats, in the viewer's time zone; a missing or
 * invalid date gives `fallback` (tables show '-', for instance) instead of throwing.
 */
export function formatDate(value: DateInput | null | undefined, name: DateFormatName, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMATS[name]) : fallback;
}

/** '15 Jan 2026 09:30 am'. */
export const formatDayMonthYearTime = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'dayMonthYearTime', fallback);

/** '5 Jan 2026 09:30 AM'. */
export const formatShortDayMonthYearTime = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'shortDayMonthYearTime', fallback);

/** '05/01/2026 09:30:am'. */
export const formatEntityUpdated = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'entityUpdated', fallback);

/** '05-01-2026 21:30:05'. */
export const formatReportDateTime = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'reportTable', fallback);

/** '05-01-2026 21:30', for report file names. */
export const formatReportFileStamp = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'reportFileStamp', fallback);

/** 'Jan 05 2026 09:30:05 PM'. */
export const formatMessageStatusDate = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'messageStatus', fallback);

/** '2026/01/05 21:30:05'. */
export const formatDateTimeText = (value: DateInput | null | undefined, fallback = '') =>
  formatDate(value, 'dateTimeText', fallback);

const units = [
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
] as const;

/** 1234 → '1.23K', 5_600_000 → '5.6M', 999 → '999'. Rounded to two decimals, trailing zeros dropped. */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (round2(abs) < 1000) return `${sign}${round2(abs)}`;
  let index = units.length - 1;
  while (index > 0 && abs < units[index]!.value) index--;
  let rounded = round2(abs / units[index]!.value);
  // 999_999 rounds to 1000K: show it as 1M instead.
  if (rounded >= 1000 && index < units.length - 1) {
    index++;
    rounded = round2(abs / units[index]!.value);
  }
  return `${sign}${rounded}${units[index]!.suffix}`;
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** INR → 'Rs. 12.00'; any other currency (USD) → '$12.00'. */
export function formatCurrency(amount: number, currencyCode: string, decimals = 2): string {
  const symbol = currencyCode.toUpperCase() === 'INR' ? 'Rs. ' : '$';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${Math.abs(amount).toFixed(decimals)}`;
}

/** Wallet balances carry three decimals (units and costs two): 'Rs. 1250.500', '$3.125'. */
export function formatWalletBalance(amount: number, currencyCode: string): string {
  return formatCurrency(amount, currencyCode, 3);
}

/** Long file names keep their first 30 characters plus the extension: 'a-very-long…name.pdf'. */
export function shortenFileName(name: string, maxLength = 30): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  if (base.length <= maxLength) return name;
  return `${base.slice(0, maxLength)}${extension}`;
}
