import type { Database } from '../../../db/database.ts';

/**
 * Takes up to `want` sends from a channel's budget for the current second, shared by every process through one row
 * per channel (locked for the moment of the update): answers how many were granted (0 when the second's budget is
 * spent) and the milliseconds until the next second.
 */
export async function takeSends(
  db: Database,
  channelId: string,
  want: number,
  ratePerSecond: number,
): Promise<{ granted: number; nextWindowMs: number }> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO channel_send_windows (channel_id, window_start, used) VALUES ($1, date_trunc('second', now()), 0)
       ON CONFLICT (channel_id) DO NOTHING`,
      [channelId],
    );
    const [row] = await tx.query<{ used: number; current: boolean; next_ms: number }>(
      `SELECT used, window_start = date_trunc('second', now()) AS current,
              (1000 - extract(milliseconds FROM now())::int % 1000) AS next_ms
         FROM channel_send_windows WHERE channel_id = $1 FOR UPDATE`,
      [channelId],
    );
    const used = row!.current ? row!.used : 0;
    const granted = Math.max(0, Math.min(want, ratePerSecond - used));
    if (granted > 0 || !row!.current)
      await tx.query(
        `UPDATE channel_send_windows SET window_start = date_trunc('second', now()), used = $2 WHERE channel_id = $1`,
        [channelId, used + granted],
      );
    return { granted, nextWindowMs: Math.max(1, Number(row!.next_ms)) };
  });
}

/** Gives back sends taken but not used (fewer messages were due than granted). */
export async function returnSends(db: Database, channelId: string, unused: number): Promise<void> {
  if (unused <= 0) return;
  await db.query(
    `UPDATE channel_send_windows SET used = greatest(0, used - $2)
      WHERE channel_id = $1 AND window_start = date_trunc('second', now())`,
    [channelId, unused],
  );
}
