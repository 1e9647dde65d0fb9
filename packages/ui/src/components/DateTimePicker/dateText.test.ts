import { describe, expect, it } from 'vitest';
import { formatDateTimeText, parseDateTimeText, toIsoWithoutZ } from './dateText.ts';

describe('parseDateTimeText', () => {
  it('accepts year/month/day hh:mm:ss in 24 h', () => {
    expect(parseDateTimeText('2026/11/22 18:45:30')).toEqual(new Date(2026, 10, 22, 18, 45, 30));
  });
  it('refuses other shapes and impossible values', () => {
    for (const text of [
      '2026-11-22 18:45:30',
      '2026/11/22 6:45 PM',
      '2026/02/30 10:00:00',
      '2026/11/22 24:00:00',
      '22/11/2026 10:00:00',
    ]) {
      expect(parseDateTimeText(text)).toBeNull();
    }
  });
  it('round-trips with formatDateTimeText', () => {
    expect(formatDateTimeText(new Date(2026, 0, 5, 7, 15, 0))).toBe('2026/01/05 07:15:00');
  });
});

describe('toIsoWithoutZ', () => {
  it('drops the trailing Z', () => {
    expect(toIsoWithoutZ(new Date(Date.UTC(2026, 10, 22, 7, 35, 9)))).toBe('2026-11-22T07:35:09.000');
  });
});
