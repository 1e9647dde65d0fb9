import { fieldError } from '../../../http/errors.ts';

/** A date filter as the console sends it: ISO, often without the trailing Z, which reads as UTC like with it. */
export function reportDate(raw: string | undefined, field: string): Date | null {
  if (!raw?.trim()) return null;
  const parsed = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
  if (Number.isNaN(parsed.getTime())) throw fieldError(field, `${field} is not a date`);
  return parsed;
}
