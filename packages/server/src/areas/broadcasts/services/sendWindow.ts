import type { Database } from '../../../db/database.ts';

/**
 * A channel's send budget comes in short windows rather than whole seconds, so a rate of 80 a second goes out as
 * 8 every 100 ms instead of 80 at the top of each second (a burst a provider's own per-second count can see twice
 * across a second's edge). A slow rate gets longer windows of one send each.
 */
export function sendWindow(ratePerSecond: number): { windowMs: number; perWindow: number } {
  const windowMs = Math.max(100, Math.ceil(1000 / ratePerSecond));
  return { windowMs, perWindow: Math.max(1, Math.round((ratePerSecond * windowMs) / 1000)) };
}

/** The start of the current window, in SQL, for a window of `$<param>` milliseconds. */
const windowSql = (param: number) =>
  `to_timestamp(floor(extract(epoch FROM now()) * 1000 / $${param}::int) * $${param}::int / 1000.0)`;

/**
 * Takes up to `want` sends from a channel's budget for the current window, shared by every process through one row
 * per channel (locked for the moment of the update): answers how many were granted (0 when the window's budget is
 * spent) and the milliseconds until the next window.
 */
export async function takeSends(
  db: Database,
  channelId: string,
  want: number,
  ratePerSecond: number,
): Promise<{ granted: number; nextWindowMs: number }> {
  const { windowMs, perWindow } = sendWindow(ratePerSecond);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO channel_send_windows (channel_id, window_start, used) VALUES ($1, ${windowSql(2)}, 0)
       ON CONFLICT (channel_id) DO NOTHING`,
      [channelId, windowMs],
    );
    const [row] = await tx.query<{ used: number; current: boolean; next_ms: number }>(
      `SELECT used, window_start = ${windowSql(2)} AS current,
              ceil(extract(epoch FROM (${windowSql(2)} + make_interval(secs => $2::int / 1000.0) - now()))
                   * 1000)::int AS next_ms
         FROM channel_send_windows WHERE channel_id = $1 FOR UPDATE`,
      [channelId, windowMs],
    );
    const used = row!.current ? row!.used : 0;
    const granted = Math.max(0, Math.min(want, perWindow - used));
    if (granted > 0 || !row!.current)
      await tx.query(
        `UPDATE channel_send_windows SET window_start = ${windowSql(3)}, used = $2 WHERE channel_id = $1`,
        [channelId, used + granted, windowMs],
      );
    return { granted, nextWindowMs: Math.max(1, Number(row!.next_ms)) };
  });
}

/** Gives back sends taken but not used (fewer messages were due than granted). */
export async function returnSends(
  db: Database,
  channelId: string,
  unused: number,
  ratePerSecond: number,
): Promise<void> {
  if (unused <= 0) return;
  await db.query(
    `UPDATE channel_send_windows SET used = greatest(0, used - $2)
      WHERE channel_id = $1 AND window_start = ${windowSql(3)}`,
    [channelId, unused, sendWindow(ratePerSecond).windowMs],
  );
}
