import type { RejectedRecipient } from '@parley/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../../db/database.ts';
import { orderedIds } from '../../../db/ids.ts';
import { WakeableDelay } from '../../../services/wakeableDelay.ts';
import type { AcceptedMessage } from './broadcastPlan.ts';

/**
 * A large broadcast's recipients past its first chunk (decision 015, "Staged recipients"): accepting writes each
 * further chunk of rendered recipients as one row, and any server process turns a staged chunk into queue rows (one
 * chunk per statement, so exactly once) within seconds. Writing 100,000 queue rows with their indexes took most of
 * the time to accept; writing 20 chunk rows takes a fraction of it, and sending starts on the first chunk at once.
 */

/** A chunk of recipients as JSON (`i` id, `s` seq, `t` number, then `p` payload or `r` the reason it was rejected). */
export function queueRowsJson(firstSeq: number, recipients: readonly (AcceptedMessage | RejectedRecipient)[]): string {
  const ids = orderedIds(recipients.length);
  return JSON.stringify(
    recipients.map((m, i) =>
      'reason' in m
        ? { i: ids[i], s: firstSeq + i, t: m.to, r: m.reason }
        : { i: ids[i], s: firstSeq + i, t: m.to, p: { values: m.values } },
    ),
  );
}

/** The queue rows of a JSON chunk (`u`, from json_to_recordset): accepted recipients due now, the rest rejected. */
export const QUEUE_ROW_COLUMNS =
  'id, enterprise_id, broadcast_id, channel_id, seq, to_number, state, payload, reason, due_at';
export const queueRowValues = (enterpriseId: string, broadcastId: string, channelId: string) =>
  `u.i, ${enterpriseId}, ${broadcastId}, ${channelId}, u.s, u.t, CASE WHEN u.r IS NULL THEN 'queued' ELSE 'rejected' END,
   u.p, u.r, CASE WHEN u.r IS NULL THEN now() END`;
export const QUEUE_ROW_RECORD = 'AS u(i text, s int, t text, p jsonb, r text)';

/** Keeps a chunk of rendered recipients to become queue rows later. */
export async function stageRecipients(
  db: Queryable,
  b: { id: string; enterpriseId: string; channelId: string },
  firstSeq: number,
  recipients: readonly (AcceptedMessage | RejectedRecipient)[],
): Promise<number> {
  const n = recipients.length;
  if (!n) return firstSeq;
  const rejected = recipients.filter((r) => 'reason' in r).length;
  await db.query(
    `INSERT INTO broadcast_staged (broadcast_id, first_seq, enterprise_id, channel_id, queued, rejected, recipients)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [b.id, firstSeq, b.enterpriseId, b.channelId, n - rejected, rejected, queueRowsJson(firstSeq, recipients)],
  );
  return firstSeq + n;
}

/** Turns the oldest staged chunk no other process is turning into queue rows; false when none is left. */
export async function expandStagedChunk(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [chunk] = await tx.query<{ broadcast_id: string; first_seq: number }>(
      `SELECT broadcast_id, first_seq FROM broadcast_staged ORDER BY staged_at, broadcast_id, first_seq
        LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!chunk) return false;
    await tx.query(
      `WITH chunk AS (
         DELETE FROM broadcast_staged WHERE broadcast_id = $1 AND first_seq = $2
         RETURNING enterprise_id, broadcast_id, channel_id, recipients)
       INSERT INTO broadcast_messages (${QUEUE_ROW_COLUMNS})
       SELECT ${queueRowValues('c.enterprise_id', 'c.broadcast_id', 'c.channel_id')}
         FROM chunk c, json_to_recordset(c.recipients::json) ${QUEUE_ROW_RECORD}`,
      [chunk.broadcast_id, chunk.first_seq],
    );
    return true;
  });
}

/**
 * Every process's background step that turns staged chunks into queue rows: at once when this process accepted a
 * broadcast (poke), and every `idleMs` for chunks another process accepted and did not get to (it stopped, say).
 * It runs whether or not this process dispatches: staging is part of queueing.
 */
export class StagedRecipientExpander {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private readonly delay = new WakeableDelay();
  private poked = false;

  constructor(
    private readonly db: Database,
    private readonly idleMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  poke(): void {
    this.poked = true;
    this.delay.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.delay.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let pause = this.idleMs;
      this.poked = false;
      try {
        while (!this.stopped && (await expandStagedChunk(this.db)));
      } catch (error) {
        this.log.error({ err: error }, 'expanding staged broadcast recipients failed; retrying');
        pause = 1000;
      }
      if (this.stopped || this.poked) continue;
      await this.delay.wait(pause);
    }
  }
}
