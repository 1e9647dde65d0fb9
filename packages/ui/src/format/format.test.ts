import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatCurrency, formatDayMonthYearTime, shortenFileName } from './format.ts';

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
