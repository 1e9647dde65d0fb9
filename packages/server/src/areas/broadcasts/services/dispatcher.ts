import {
  SIMULATOR_CUSTOMERS_MAX,
  VENDOR_IDS,
  templateMessageContent,
  type MessageContent,
} from '@parley/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import type { ServerServices } from '../../../http/context.ts';
import { adapterFor } from '../../channels/services/adapters/index.ts';
import { ProviderFailure } from '../../channels/services/adapters/providerFailure.ts';
import type {
  AdapterChannel,
  ChannelAdapter,
  SentMessage,
  StatusEvent,
  TemplateDraft,
  TemplateValues,
} from '../../channels/services/adapters/types.ts';
import { adapterChannel } from '../../channels/services/channelAccess.ts';
import { CHANNEL_COLUMNS, type ChannelRow } from '../../channels/services/channelRows.ts';
import type { DispatchSettings } from './dispatchSettings.ts';
import { WakeableDelay } from '../../../services/wakeableDelay.ts';
import { StagedRecipientExpander } from './stagedRecipients.ts';
import { returnSends, takeSends } from './sendWindow.ts';

interface ClaimedMessage {
  id: string;
  enterprise_id: string;
  broadcast_id: string;
  to_number: string;
  attempts: number;
  /** The recipient's values; `content` only in rows queued before messages were filled in at send time. */
  payload: { values: TemplateValues; content?: MessageContent };
  template: TemplateDraft;
}

/** The message a queue row sends: its values filled into the broadcast's template (as the channel shows it). */
function contentOf(message: Pick<ClaimedMessage, 'payload' | 'template'>) {
  if (message.payload.content) return { ok: true as const, content: message.payload.content };
  return templateMessageContent(message.template, message.payload.values);
}

/**
 * How a send that did not succeed ended: `permanent` never will; `temporary` was refused and may pass later;
 * `inDoubt` got no answer (a timeout, a dropped connection), so the provider may have the message.
 */
type FailureKind = 'permanent' | 'temporary' | 'inDoubt';

type Outcome =
  | { message: ClaimedMessage; ok: true; sent: SentMessage; at: Date; content: MessageContent }
  | { message: ClaimedMessage; ok: false; kind: FailureKind; code: number | null; reason: string };

/** Why an in-doubt message waits before it is sent again. */
export const IN_DOUBT_REASON = 'No answer from the provider: waiting for its report before sending again';

/** Meta's codes for a throttled or briefly unavailable Cloud API: worth sending again later. */
const TEMPORARY_PROVIDER_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
const MAX_RETRY_MS = 5 * 60_000;
/** How often a process looks for staged recipients another process left (its own it is told of at once). */
const STAGED_IDLE_MS = 2_000;

/** Whether a failed send may succeed later (the provider busy or throttling), never will, or may have gone. */
function classify(error: unknown): { kind: FailureKind; code: number | null; reason: string } {
  if (!(error instanceof ProviderFailure)) return { kind: 'temporary', code: null, reason: 'Sending failed' };
  if (error.reason === 'unreachable' || error.reason === 'timedOut')
    return { kind: 'inDoubt', code: null, reason: IN_DOUBT_REASON };
  const { code, httpStatus } = error.details;
  const temporary =
    (httpStatus !== undefined && (httpStatus >= 500 || httpStatus === 429)) ||
    (code !== undefined && TEMPORARY_PROVIDER_CODES.has(code));
  return { kind: temporary ? 'temporary' : 'permanent', code: code ?? null, reason: error.shownMessage };
}

/**
 * Sends queued broadcast messages (decision 015). Every server process runs one: it claims due messages with
 * `FOR UPDATE SKIP LOCKED` under a lease, within the channel's per-second budget shared through the database, sends
 * them, and records each outcome; the channel message a send creates has the queue row's id, so a message is
 * recorded as sent once. A claim whose process died is taken over when its lease runs out.
 */
export class BroadcastDispatcher {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private readonly delay = new WakeableDelay();
  /** Messages this process sent (tests and the bench read it). */
  sent = 0;
  private readonly staged: StagedRecipientExpander;

  constructor(
    private readonly db: Database,
    private readonly services: Pick<ServerServices, 'whatsapp' | 'secrets' | 'files' | 'channels'>,
    private readonly settings: DispatchSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.staged = new StagedRecipientExpander(db, STAGED_IDLE_MS, log);
  }

  /** Turns staged recipients into queue rows, and sends (unless this process's dispatch is off). */
  start(): void {
    this.staged.start();
    if (!this.settings.enabled || !this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /** A broadcast was queued: look now rather than after the idle pause. */
  poke(): void {
    this.staged.poke();
    this.delay.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.delay.wake();
    await Promise.all([this.loop, this.staged.stop()]);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let pause: number;
      try {
        const { handled, waitMs } = await this.tick();
        pause = handled > 0 ? 0 : Math.min(this.settings.idleMs, waitMs);
      } catch (error) {
        this.log.error({ err: error }, 'broadcast dispatch failed; retrying');
        pause = 1000;
      }
      if (pause > 0 && !this.stopped) await this.delay.wait(pause);
    }
  }

  /** One round: take over expired claims, then send what is due on each channel within its budget. */
  async tick(): Promise<{ handled: number; waitMs: number }> {
    await this.reclaimExpired();
    const channels = await this.db.query<{ channel_id: string }>(
      `SELECT DISTINCT channel_id FROM broadcast_messages WHERE state = 'queued' AND due_at <= now() LIMIT 50`,
    );
    let handled = 0;
    let waitMs = this.settings.idleMs;
    for (const { channel_id: channelId } of channels) {
      const { granted, nextWindowMs } = await takeSends(
        this.db,
        channelId,
        this.settings.ratePerSecond,
        this.settings.ratePerSecond,
      );
      if (!granted) {
        waitMs = Math.min(waitMs, nextWindowMs);
        continue;
      }
      const claimed = await this.claim(channelId, granted);
      await returnSends(this.db, channelId, granted - claimed.length, this.settings.ratePerSecond);
      if (!claimed.length) continue;
      handled += claimed.length;
      await this.record(channelId, await this.sendAll(channelId, claimed));
    }
    return { handled, waitMs };
  }

  /**
   * Claims whose lease ran out: their process stopped mid-send, and the provider may or may not have the message.
   * The sandbox keeps nothing outside this database, so its are due again at once; a provider that reports
   * statuses naming the message (recordReportedSends) gets `inDoubtMs` to say it has it before it is sent again.
   */
  private async reclaimExpired(): Promise<void> {
    await this.db.query(
      `UPDATE broadcast_messages bm SET state = 'queued', lease_until = NULL, updated_at = now(),
         due_at = CASE WHEN c.vendor = $1 THEN now() ELSE now() + make_interval(secs => $2::double precision / 1000) END
         FROM channels c
        WHERE bm.state = 'sending' AND bm.lease_until < now() AND c.id = bm.channel_id`,
      [VENDOR_IDS.sandbox, this.settings.inDoubtMs],
    );
  }

  /**
   * Status reports of broadcast messages not recorded as sent (the provider has them: a process stopped between its
   * answer and the record, its answer never came, or the report overtook the record): records them as sent with
   * the provider's id, so they are never sent again. Reports of messages already recorded change nothing here.
   */
  async recordReportedSends(
    db: Database,
    channel: Pick<AdapterChannel, 'id' | 'enterpriseId'>,
    statuses: readonly StatusEvent[],
  ): Promise<void> {
    const reported = statuses.filter((s) => s.callbackData);
    if (!reported.length) return;
    await db.transaction(async (tx) => {
      const adopted = await tx.query<
        Pick<ClaimedMessage, 'id' | 'to_number' | 'payload' | 'template'> & { trans_id: string; at: string }
      >(
        `WITH reported AS (
           SELECT DISTINCT ON (u.id) u.id, u.trans_id, u.at::timestamptz AS at
             FROM unnest($3::text[], $4::text[], $5::text[]) AS u(id, trans_id, at) ORDER BY u.id, u.at)
         UPDATE broadcast_messages bm SET state = 'done', lease_until = NULL, sent_at = coalesce(bm.sent_at, r.at),
                updated_at = now(), reason = NULL, error_code = NULL
           FROM reported r, broadcasts b
          WHERE bm.id = r.id AND bm.channel_id = $1 AND bm.enterprise_id = $2 AND b.id = bm.broadcast_id
            AND bm.state IN ('queued', 'sending', 'failed')
            AND NOT EXISTS (SELECT 1 FROM channel_messages cm WHERE cm.id = bm.id)
         RETURNING bm.id, bm.to_number, bm.payload, b.template, r.trans_id, r.at::text AS at`,
        [
          channel.id,
          channel.enterpriseId,
          reported.map((s) => s.callbackData!),
          reported.map((s) => s.transId),
          reported.map((s) => s.at.toISOString()),
        ],
      );
      if (!adopted.length) return;
      const contents = adopted.map((a) => {
        const filled = contentOf(a);
        return filled.ok ? filled.content : { body: '', templateName: a.template.name };
      });
      await tx.query(
        `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content,
           status, statuses, trans_id, created_at)
         SELECT u.id, $2, $1, 'out', u.to_number, 'template', u.content::jsonb, 'accepted',
                jsonb_build_array(jsonb_build_object('status', 'accepted', 'messageStatusTime', u.at::timestamptz)),
                u.trans_id, u.at::timestamptz
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
             AS u(id, to_number, content, trans_id, at)
         ON CONFLICT DO NOTHING`,
        [
          channel.id,
          channel.enterpriseId,
          adopted.map((a) => a.id),
          adopted.map((a) => a.to_number),
          contents.map((c) => JSON.stringify(c)),
          adopted.map((a) => a.trans_id),
          adopted.map((a) => a.at),
        ],
      );
    });
  }

  private async claim(channelId: string, limit: number): Promise<ClaimedMessage[]> {
    return this.db.query<ClaimedMessage>(
      `WITH due AS (
         SELECT id FROM broadcast_messages
          WHERE channel_id = $1 AND state = 'queued' AND due_at <= now()
          ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE broadcast_messages bm
          SET state = 'sending', attempts = bm.attempts + 1, updated_at = now(),
              lease_until = now() + make_interval(secs => $3::double precision / 1000)
         FROM due, broadcasts b
        WHERE bm.id = due.id AND b.id = bm.broadcast_id
       RETURNING bm.id, bm.enterprise_id, bm.broadcast_id, bm.to_number, bm.attempts, bm.payload, b.template`,
      [channelId, limit, this.settings.leaseMs],
    );
  }

  private async sendAll(channelId: string, claimed: readonly ClaimedMessage[]): Promise<Outcome[]> {
    const [row] = await this.db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM channels WHERE id = $1`, [channelId]);
    let adapter: ChannelAdapter | null = null;
    let channel: AdapterChannel | null = null;
    let unusable = 'The channel was deleted';
    if (row) {
      adapter = adapterFor(row.vendor, { ...this.services, db: this.db });
      unusable = 'The channel cannot send';
      try {
        channel = adapterChannel(this.services.secrets, row, this.log);
      } catch (error) {
        unusable = classify(error).reason;
      }
    }
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const message = claimed[next++]!;
        if (!adapter || !channel) {
          outcomes.push({ message, ok: false, kind: 'permanent', code: null, reason: unusable });
          continue;
        }
        const filled = contentOf(message);
        if (!filled.ok) {
          outcomes.push({ message, ok: false, kind: 'permanent', code: null, reason: filled.message });
          continue;
        }
        try {
          const sent = await adapter.sendMessage(channel, {
            kind: 'template',
            to: message.to_number,
            template: message.template,
            values: message.payload.values,
            callbackData: message.id,
          });
          outcomes.push({ message, ok: true, sent, at: new Date(), content: filled.content });
        } catch (error) {
          const failure = classify(error);
          if (!(error instanceof ProviderFailure)) this.log.error({ err: error, channelId }, 'broadcast send failed');
          outcomes.push({ message, ok: false, ...failure });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency, claimed.length) }, worker));
    return outcomes;
  }

  /**
   * Writes a round's outcomes in one transaction: the channel messages of the sent (id = the queue row's), their
   * rows done; temporary failures due again after a back-off, until the attempts run out; permanent ones failed
   * with the provider's code and words. A failure changes only a row still being sent: the provider's report may
   * have proven it sent meanwhile (recordReportedSends), and that stands.
   */
  private async record(channelId: string, outcomes: readonly Outcome[]): Promise<void> {
    const sent = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok);
    const failed = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
    const retry = failed.filter((o) => o.kind !== 'permanent' && o.message.attempts < this.settings.maxAttempts);
    const final = failed.filter((o) => !retry.includes(o));
    await this.db.transaction(async (tx) => {
      if (sent.length) {
        // The provider took them, whatever their row says by now (a lease run out is no reason to send again). The
        // queue rows first, then the channel messages: the order a status report's recordReportedSends takes them
        // in, so the two never wait for each other in a circle.
        await tx.query(
          `UPDATE broadcast_messages SET state = 'done', lease_until = NULL, sent_at = now(), updated_at = now(),
             reason = NULL, error_code = NULL
            WHERE id = ANY($1::text[])`,
          [sent.map((o) => o.message.id)],
        );
        await tx.query(
          `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content,
             status, statuses, trans_id, deliver_at, sandbox_draw, sandbox_fails, created_at)
           SELECT u.id, u.enterprise_id, $1, 'out', u.customer_number, 'template', u.content::jsonb, u.status,
                  jsonb_build_array(jsonb_build_object('status', u.status, 'messageStatusTime', u.at)),
                  u.trans_id, u.deliver_at, u.draw, coalesce(u.fails, false), u.at::timestamptz
             FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                         $9::timestamptz[], $10::float8[], $11::bool[])
               AS u(id, enterprise_id, customer_number, content, status, trans_id, at, deliver_at, draw, fails)
           ON CONFLICT DO NOTHING`,
          [
            channelId,
            sent.map((o) => o.message.id),
            sent.map((o) => o.message.enterprise_id),
            sent.map((o) => o.message.to_number),
            sent.map((o) => JSON.stringify(o.content)),
            sent.map((o) => o.sent.status),
            sent.map((o) => o.sent.transId),
            sent.map((o) => o.at.toISOString()),
            sent.map((o) => o.sent.settlement?.at ?? null),
            sent.map((o) => o.sent.settlement?.draw ?? null),
            sent.map((o) => o.sent.settlement?.fails ?? false),
          ],
        );
        await this.addSimulatorCustomers(tx, channelId, sent);
      }
      if (retry.length)
        await tx.query(
          `UPDATE broadcast_messages bm SET state = 'queued', lease_until = NULL, updated_at = now(),
             due_at = now() + make_interval(secs => u.delay / 1000), reason = u.reason, error_code = u.code
             FROM unnest($1::text[], $2::float8[], $3::text[], $4::int[]) AS u(id, delay, reason, code)
            WHERE bm.id = u.id AND bm.state = 'sending'`,
          [
            retry.map((o) => o.message.id),
            // In doubt: the provider's status report, naming the message, has this long to say it went.
            retry.map((o) => (o.kind === 'inDoubt' ? this.settings.inDoubtMs : this.backoff(o.message.attempts))),
            retry.map((o) => o.reason),
            retry.map((o) => o.code),
          ],
        );
      if (final.length)
        await tx.query(
          `UPDATE broadcast_messages bm SET state = 'failed', lease_until = NULL, updated_at = now(),
             reason = u.reason, error_code = u.code
             FROM unnest($1::text[], $2::text[], $3::int[]) AS u(id, reason, code)
            WHERE bm.id = u.id AND bm.state = 'sending'`,
          [final.map((o) => o.message.id), final.map((o) => o.reason), final.map((o) => o.code)],
        );
      const broadcasts = [...new Set(outcomes.map((o) => o.message.broadcast_id))];
      await tx.query(
        `UPDATE broadcasts b SET completed_at = now()
          WHERE b.id = ANY($1::text[]) AND b.completed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM broadcast_messages bm
                             WHERE bm.broadcast_id = b.id AND bm.state IN ('queued', 'sending'))
            AND NOT EXISTS (SELECT 1 FROM broadcast_staged s WHERE s.broadcast_id = b.id)`,
        [broadcasts],
      );
    });
    this.sent += sent.length;
  }

  /** The sandbox's simulator lists whom it was sent to (up to its size). */
  private async addSimulatorCustomers(
    tx: Pick<Database, 'query'>,
    channelId: string,
    sent: readonly Extract<Outcome, { ok: true }>[],
  ): Promise<void> {
    if (!sent.some((o) => o.sent.settlement)) return;
    const numbers = [...new Set(sent.map((o) => o.message.to_number))];
    await tx.query(
      `INSERT INTO simulator_customers (id, enterprise_id, channel_id, name, number)
       SELECT u.id, $2, $1, u.number, u.number FROM unnest($3::text[], $4::text[]) AS u(id, number)
        LIMIT greatest(0, ${SIMULATOR_CUSTOMERS_MAX} - (SELECT count(*) FROM simulator_customers WHERE channel_id = $1))
       ON CONFLICT (channel_id, number) DO NOTHING`,
      [channelId, sent[0]!.message.enterprise_id, numbers.map(() => newId()), numbers],
    );
  }

  private backoff(attempts: number): number {
    const base = this.settings.retryBaseMs * 2 ** Math.max(0, attempts - 1);
    return Math.min(MAX_RETRY_MS, base * (0.75 + Math.random() * 0.5));
  }
}
