import { format, parseISO } from 'date-fns';

/** '15 Jan 2026 09:30 am': day month year hour:minute am/pm, in the viewer's time zone. */
export function formatDayMonthYearTime(iso: string): string {
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'dd MMM yyyy hh:mm a').replace(/\b(AM|PM)$/, (meridiem) => meridiem.toLowerCase());
}

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

/** Long file names keep their first 30 characters plus the extension: 'a-very-long…name.pdf'. */
export function shortenFileName(name: string, maxLength = 30): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  if (base.length <= maxLength) return name;
  return `${base.slice(0, maxLength)}${extension}`;
}
