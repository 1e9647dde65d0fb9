import type { Database } from '../../../db/database.ts';
import type { AdapterChannel, StatusEvent } from './adapters/types.ts';
import { applyStatuses, type UnrecordedSends } from './webhookEventStore.ts';

interface Waiting {
  channel: AdapterChannel;
  statuses: readonly StatusEvent[];
  done: () => void;
  failed: (error: unknown) => void;
}

/** The most status events one flush applies; more wait for the next. */
const MAX_EVENTS_PER_FLUSH = 1000;

/**
 * Status events of concurrent webhook calls, applied together (group commit): a call's events join the next flush
 * and its answer waits until that flush is written, so Meta hears 200 only for what is recorded, and nothing
 * waits in memory unanswered. With nothing in flight a flush starts at once; while one is being written, what
 * arrives gathers for the next. Under load a statement carries many events instead of one each (the database's
 * round trips and commits were the cost). If a flush fails, its calls are applied one by one, so a bad call fails
 * alone.
 */
export class StatusBatcher {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(
    private readonly db: Database,
    /** Reported sends another area has yet to record (broadcasts), recorded before the statuses apply. */
    private readonly unrecorded?: UnrecordedSends,
  ) {}

  apply(channel: AdapterChannel, statuses: readonly StatusEvent[]): Promise<void> {
    if (!statuses.length) return Promise.resolve();
    return new Promise<void>((done, failed) => {
      this.waiting.push({ channel, statuses, done, failed });
      if (!this.flushing) {
        this.flushing = true;
        // After this turn of the event loop, so calls parsed in the same turn share the flush.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.take();
      try {
        await this.write(batch);
        for (const w of batch) w.done();
      } catch {
        for (const w of batch)
          try {
            await this.write([w]);
            w.done();
          } catch (error) {
            w.failed(error);
          }
      }
    }
    this.flushing = false;
  }

  private take(): Waiting[] {
    let events = 0;
    let n = 0;
    while (n < this.waiting.length && (n === 0 || events + this.waiting[n]!.statuses.length <= MAX_EVENTS_PER_FLUSH))
      events += this.waiting[n++]!.statuses.length;
    return this.waiting.splice(0, n);
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    if (this.unrecorded) {
      const reported = new Map<string, { channel: AdapterChannel; statuses: StatusEvent[] }>();
      for (const w of batch)
        for (const s of w.statuses)
          if (s.callbackData) {
            const entry = reported.get(w.channel.id) ?? { channel: w.channel, statuses: [] };
            entry.statuses.push(s);
            reported.set(w.channel.id, entry);
          }
      for (const { channel, statuses } of reported.values()) await this.unrecorded(this.db, channel, statuses);
    }
    await applyStatuses(
      this.db,
      batch.flatMap((w) => w.statuses.map((event) => ({ channel: w.channel, event }))),
    );
  }
}
