import { endOfDay, format, parseISO, startOfDay, subDays } from 'date-fns';
import { BROADCAST_DEFAULT_RANGE_DAYS } from '@parley/api-client';
import type { DateRangeValue } from '@parley/ui';

const DAY = 'yyyy-MM-dd';

/** §9: the list starts with the last 7 days, up to the end of today. */
export function defaultBroadcastRange(today: Date): DateRangeValue {
  return { start: format(subDays(today, BROADCAST_DEFAULT_RANGE_DAYS), DAY), end: format(today, DAY) };
}

/**
 * The list query's creation-date bounds for the picked days: from the start of the first to the end of the last,
 * in the user's time zone, as ISO instants (§7). An empty side is unbounded.
 */
export function broadcastDateQuery(range: DateRangeValue): { fromDate?: string; toDate?: string } {
  return {
    ...(range.start ? { fromDate: startOfDay(parseISO(range.start)).toISOString() } : {}),
    ...(range.end ? { toDate: endOfDay(parseISO(range.end)).toISOString() } : {}),
  };
}
