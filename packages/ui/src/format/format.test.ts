import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  abbreviateNumber,
  formatCurrency,
  formatDate,
  formatDateTimeText,
  formatDayMonthYearTime,
  formatEntityUpdated,
  formatMessageStatusDate,
  formatReportDateTime,
  formatReportFileStamp,
  formatShortDayMonthYearTime,
  formatWalletBalance,
  shortenFileName,
} from './format.ts';

describe('formatDayMonthYearTime', () => {
  it('formats day month year hour:minute with lower-case am/pm', () => {
    expect(formatDayMonthYearTime('2026-01-15T09:30:00')).toBe('15 Jan 2026 09:30 am');
    expect(formatDayMonthYearTime('2026-12-05T21:07:00')).toBe('05 Dec 2026 09:07 pm');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDayMonthYearTime('not a date')).toBe('');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.23K'],
    [1235, '1.24K'],
    [5_600_000, '5.6M'],
    [999_999, '1M'],
    [2_345_678_901, '2.35B'],
    [1_500_000_000_000, '1500B'],
    [-1234, '-1.23K'],
    [12.345, '12.35'],
  ])('%d → %s', (input, expected) => {
    expect(abbreviateNumber(input)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it('shows INR as Rs. and everything else as $', () => {
    expect(formatCurrency(12, 'INR')).toBe('Rs. 12.00');
    expect(formatCurrency(12, 'inr')).toBe('Rs. 12.00');
    expect(formatCurrency(12, 'USD')).toBe('$12.00');
    expect(formatCurrency(3.14159, 'INR', 3)).toBe('Rs. 3.142');
    expect(formatCurrency(-5, 'USD')).toBe('-$5.00');
  });
});

describe('shortenFileName', () => {
  it('keeps short names', () => {
    expect(shortenFileName('report.pdf')).toBe('report.pdf');
    expect(shortenFileName('a'.repeat(30) + '.csv')).toBe('a'.repeat(30) + '.csv');
  });

  it('cuts the base to 30 characters and keeps the extension', () => {
    expect(shortenFileName('campaign-contacts-for-january-2026-final-v2.xlsx')).toBe(
      'campaign-contacts-for-january-.xlsx',
    );
    expect(shortenFileName('x'.repeat(40))).toBe('x'.repeat(30));
  });
});

describe('the date formats the specs name', () => {
  // Local times, so the expectations hold in any time zone the tests run in.
  const morning = new Date(2026, 0, 5, 9, 30, 5);
  const evening = new Date(2026, 10, 22, 21, 7, 9);

  it.each([
    [formatShortDayMonthYearTime, morning, '5 Jan 2026 09:30 AM'],
    [formatShortDayMonthYearTime, evening, '22 Nov 2026 09:07 PM'],
    [formatEntityUpdated, morning, '05/01/2026 09:30:am'],
    [formatEntityUpdated, evening, '22/11/2026 09:07:pm'],
    [formatReportDateTime, evening, '22-11-2026 21:07:09'],
    [formatReportFileStamp, evening, '22-11-2026 21:07'],
    [formatMessageStatusDate, morning, 'Jan 05 2026 09:30:05 AM'],
    [formatDateTimeText, evening, '2026/11/22 21:07:09'],
    [formatDayMonthYearTime, evening, '22 Nov 2026 09:07 pm'],
  ])('%o %s → %s', (formatter, date, expected) => {
    expect(formatter(date)).toBe(expected);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatReportDateTime('2026-11-22T21:07:09')).toBe('22-11-2026 21:07:09');
    expect(formatReportDateTime(evening.getTime())).toBe('22-11-2026 21:07:09');
  });

  it('gives the fallback for a missing or invalid date instead of throwing', () => {
    expect(formatShortDayMonthYearTime(null, '-')).toBe('-');
    expect(formatShortDayMonthYearTime(undefined, '-')).toBe('-');
    expect(formatShortDayMonthYearTime('', '-')).toBe('-');
    expect(formatEntityUpdated('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'messageStatus', 'n/a')).toBe('n/a');
  });

  it('names the patterns the specs quote', () => {
    expect(DATE_FORMATS.shortDayMonthYearTime).toBe('d MMM yyyy hh:mm a');
    expect(DATE_FORMATS.reportTable).toBe('dd-MM-yyyy HH:mm:ss');
    expect(DATE_FORMATS.reportFileStamp).toBe('dd-MM-yyyy HH:mm');
    expect(DATE_FORMATS.messageStatus).toBe('MMM dd yyyy hh:mm:ss a');
  });
});

describe('formatWalletBalance', () => {
  it('shows three decimals, where units and costs show two', () => {
    expect(formatWalletBalance(1250.5, 'INR')).toBe('Rs. 1250.500');
    expect(formatWalletBalance(3.1254, 'USD')).toBe('$3.125');
    expect(formatWalletBalance(-0.5, 'inr')).toBe('-Rs. 0.500');
    expect(formatCurrency(1250.5, 'INR')).toBe('Rs. 1250.50');
  });
});
