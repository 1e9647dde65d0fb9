import type { DashboardRow } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

/**
 * The chat dashboard's figures per bucket (a day or an hour, in the viewer's time): chats that began then, how
 * many were picked up (attended) and missed, and the average seconds from the hand-over to the first pickup.
 * Buckets with no chat are filled with zeros from `buckets`, so every bar of the period is drawn.
 */
export async function dashboardRows(
  db: Queryable,
  c: { enterpriseId: string; buckets: readonly string[]; offsetMinutes: number; timeType: 'day' | 'hour' },
): Promise<DashboardRow[]> {
  const first = c.buckets[0]!;
  const last = c.buckets.at(-1)!;
  // The period in UTC: its first bucket's start to its last bucket's end, moved back by the viewer's offset.
  const start = new Date(
    Date.parse(`${first.slice(0, 10)}T${first.slice(11, 13) || '00'}:00:00Z`) - c.offsetMinutes * 60_000,
  );
  const span = c.timeType === 'hour' ? 3_600_000 : 86_400_000;
  const end = new Date(
    Date.parse(`${last.slice(0, 10)}T${last.slice(11, 13) || '00'}:00:00Z`) + span - c.offsetMinutes * 60_000,
  );
  const format = c.timeType === 'hour' ? 'YYYY-MM-DD"T"HH24' : 'YYYY-MM-DD';
  const rows = await db.query<{
    bucket: string;
    chats: number;
    attended: number;
    missed: number;
    interval: number | null;
  }>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC') + make_interval(mins => $4), '${format}') AS bucket,
            count(*)::int AS chats,
            count(picked_at)::int AS attended,
            count(missed_at)::int AS missed,
            avg(extract(epoch FROM picked_at - handed_at)) FILTER (WHERE picked_at IS NOT NULL AND handed_at IS NOT NULL)
              AS interval
       FROM chats
      WHERE enterprise_id = $1 AND created_at >= $2 AND created_at < $3
      GROUP BY 1`,
    [c.enterpriseId, start, end, c.offsetMinutes],
  );
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return c.buckets.map((date) => {
    const row = byBucket.get(date);
    return {
      date,
      avgPickedUpInterval: row?.interval ? Math.round(Number(row.interval)) : 0,
      noOfAttendedChats: row?.attended ?? 0,
      noOfMissedChats: row?.missed ?? 0,
      chatCount: row?.chats ?? 0,
    };
  });
}
