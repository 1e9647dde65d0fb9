import { BroadcastMessages, filterDateMs } from '@parley/api-client/contract';
import { fieldError } from '../../../http/errors.ts';

/** A list's date filter (filterDateMs): null when absent, a field error when it is no date. */
export function reportDate(raw: string | undefined, field: string): Date | null {
  const at = filterDateMs(raw);
  if (at === null) return null;
  if (Number.isNaN(at)) throw fieldError(field, BroadcastMessages.notADate(field));
  return new Date(at);
}
