import { Worker } from 'node:worker_threads';
import { customerSearchWords, type HeaderMapping, type InputFieldDefinition } from '@parley/api-client/contract';
import type { Database, Queryable } from '../db/database.ts';
import { loadDefinitions, requestSearchRebuild, searchableIds } from './customerMaster.ts';
import { CUSTOMER_COPY_COLUMNS, RowBatcher, customerCopyRows, type RowBatch, type RowJob } from './customerImportRows.ts';

/** Rows validated and written per transaction; the cursor moves once per batch. */
export const IMPORT_BATCH_ROWS = 20_000;
/** Files at least this large are parsed and validated in a worker thread while the server thread writes. */
export const IMPORT_THREAD_MIN_BYTES = 1024 * 1024;
/** A search rebuild of at most this many customers runs before the request answers; larger ones run in the background. */
export const SEARCH_REBUILD_INLINE_MAX = 20_000;
/** Customers per search-rebuild transaction. */
const SEARCH_REBUILD_BATCH = 5_000;
/** File chunks (1 MiB each) handed to the thread ahead of the batches it has produced. */
const CHUNKS_AHEAD = 2;
/** Validated batches waiting for the writer before the thread gets more of the file. */
const BATCHES_AHEAD = 2;
const UNIQUE_VIOLATION = '23505';

export interface ImportLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ImportWorkerOptions {
  /** Files at least this large are read in a worker thread (default IMPORT_THREAD_MIN_BYTES; Infinity: never). */
  threadMinBytes?: number;
  /** See SEARCH_REBUILD_INLINE_MAX. */
  searchRebuildInlineMax?: number;
}

interface UploadJob {
  id: string;
  enterprise_id: string;
  segment_id: string;
  file_size: string | number;
  user_headers: string[];
  header_mapping: HeaderMapping[];
  replace: boolean;
  cursor_line: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === UNIQUE_VIOLATION;
const sameSearchable = (a: readonly InputFieldDefinition[], b: readonly InputFieldDefinition[]) =>
  searchableIds(a).join() === searchableIds(b).join();

type ChunkReader = (seq: number) => Promise<Uint8Array | null>;

/** Batches parsed in the server's thread (small files: no thread to start). */
async function* inlineBatches(job: RowJob, readChunk: ChunkReader): AsyncGenerator<RowBatch> {
  const batcher = new RowBatcher(job);
  for (let seq = 0; ; seq += 1) {
    const bytes = await readChunk(seq);
    if (!bytes) break;
    yield* batcher.push(bytes);
  }
  yield* batcher.end();
}

type ThreadMessage = { batch: RowBatch } | { consumed: number } | { done: true } | { error: string } | { exit: number };

/**
 * Batches parsed and validated in a worker thread while the caller writes the previous ones. The thread gets the
 * file a chunk at a time and only while few batches wait, so memory stays flat whatever the file's size.
 */
async function* threadedBatches(job: RowJob, readChunk: ChunkReader): AsyncGenerator<RowBatch> {
  const thread = new Worker(new URL('./customerImportThread.mjs', import.meta.url), { workerData: job });
  const inbox: ThreadMessage[] = [];
  let wake: (() => void) | null = null;
  let waitingBatches = 0;
  let sent = 0;
  let consumed = 0;
  let seq = 0;
  let eof = false;
  let feeding = false;
  let finished = false;
  const deliver = (message: ThreadMessage) => {
    if ('batch' in message) waitingBatches += 1;
    inbox.push(message);
    wake?.();
    wake = null;
  };
  const feed = async () => {
    if (feeding) return;
    feeding = true;
    try {
      while (!eof && !finished && sent - consumed < CHUNKS_AHEAD && waitingBatches < BATCHES_AHEAD) {
        const bytes = await readChunk(seq);
        seq += 1;
        if (finished) break;
        if (!bytes) {
          eof = true;
          thread.postMessage({ end: true });
        } else {
          sent += 1;
          thread.postMessage({ chunk: bytes });
        }
      }
    } catch (error) {
      deliver({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      feeding = false;
    }
  };
  thread.on('message', (message: ThreadMessage) => {
    if ('consumed' in message) {
      consumed = message.consumed;
      void feed();
    } else deliver(message);
  });
  thread.on('error', (error) => deliver({ error: error.message }));
  thread.on('exit', (code) => deliver({ exit: code }));
  try {
    void feed();
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift()!;
      if ('batch' in message) {
        waitingBatches -= 1;
        void feed();
        yield message.batch;
      } else if ('done' in message) return;
      else if ('error' in message) throw new Error(message.error);
      else if ('exit' in message) throw new Error(`import thread stopped (exit code ${message.exit})`);
    }
  } finally {
    finished = true;
    await thread.terminate();
  }
}

type Job = { kind: 'import'; id: string } | { kind: 'search'; id: string };

/**
 * Runs imports (and search rebuilds) in the server process, one at a time. Each import batch commits the
 * customers it accepted, the rows it rejected, the segment's member count and the upload's cursor and counts in
 * one transaction, so a crash loses at most the batch in flight and a restart resumes after the last committed
 * line: no row is half-written or counted twice.
 */
export class ImportWorker {
  private queue: Job[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly threadMinBytes: number;
  private readonly searchRebuildInlineMax: number;
  /** Where the last import's time went (logs, benchmark): waiting for validated batches, and writing them. */
  lastRun: { lines: number; ms: number; waitMs: number; writeMs: number; threaded: boolean } | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: ImportLog,
    private readonly batchRows = IMPORT_BATCH_ROWS,
    options: ImportWorkerOptions = {},
  ) {
    this.threadMinBytes = options.threadMinBytes ?? IMPORT_THREAD_MIN_BYTES;
    this.searchRebuildInlineMax = options.searchRebuildInlineMax ?? SEARCH_REBUILD_INLINE_MAX;
  }

  /** Picks up the imports a previous process left WAITING and the search rebuilds it left unfinished. */
  async resumePending(): Promise<void> {
    const rows = await this.db.query<{ id: string }>(
      "SELECT id FROM cm_uploads WHERE state = 'WAITING' ORDER BY created_at, id",
    );
    for (const row of rows) this.enqueue(row.id);
    const rebuilds = await this.db.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM cm_search_rebuilds ORDER BY requested_at, enterprise_id',
    );
    for (const row of rebuilds) this.push({ kind: 'search', id: row.enterprise_id });
  }

  enqueue(uploadId: string): void {
    this.push({ kind: 'import', id: uploadId });
  }

  /**
   * After a transaction that called `requestSearchRebuild`: recomputes the enterprise's search words now when it
   * has few customers (the caller's answer then reflects the change), else in the background.
   */
  async rebuildSearchSoon(enterpriseId: string): Promise<void> {
    const [{ n }] = (await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM cm_customers WHERE enterprise_id = $1 LIMIT $2) s',
      [enterpriseId, this.searchRebuildInlineMax + 1],
    )) as [{ n: number }];
    if (n <= this.searchRebuildInlineMax) await this.rebuildSearch(enterpriseId);
    else this.push({ kind: 'search', id: enterpriseId });
  }

  private push(job: Job): void {
    if (this.stopped || this.queue.some((j) => j.kind === job.kind && j.id === job.id)) return;
    this.queue.push(job);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when the queue is empty (tests, benchmark). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops after the batch in flight; what is left stays WAITING for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.running;
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job !== undefined && !this.stopped; job = this.queue.shift()) {
      if (job.kind === 'search') {
        await this.rebuildSearch(job.id).catch((error) =>
          this.log.error({ err: error, enterpriseId: job!.id }, 'customer search rebuild failed'),
        );
        continue;
      }
      const id = job.id;
      try {
        await this.run(id);
      } catch (error) {
        this.log.error({ err: error, uploadId: id }, 'customer import failed');
        await this.db
          .query(
            "UPDATE cm_uploads SET state = 'ERROR', message = $2, completed_at = now() WHERE id = $1 AND state = 'WAITING'",
            [id, error instanceof Error ? error.message.slice(0, 500) : String(error)],
          )
          .catch(() => undefined);
      }
    }
  }

  /** Imports one upload from its cursor to the end of the file. */
  async run(uploadId: string): Promise<void> {
    const [job] = await this.db.query<UploadJob>(
      `SELECT id, enterprise_id, segment_id, file_size, user_headers, header_mapping, replace, cursor_line
         FROM cm_uploads WHERE id = $1 AND state = 'WAITING'`,
      [uploadId],
    );
    if (!job) return;
    const started = Date.now();
    const definitions = await loadDefinitions(this.db, job.enterprise_id);
    const rowJob: RowJob = {
      enterpriseId: job.enterprise_id,
      segmentId: job.segment_id,
      replace: job.replace,
      definitions,
      userHeaders: job.user_headers,
      headerMapping: job.header_mapping,
      cursorLine: job.cursor_line,
      batchRows: this.batchRows,
    };
    const readChunk: ChunkReader = async (seq) => {
      const [chunk] = await this.db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM cm_upload_chunks WHERE upload_id = $1 AND seq = $2',
        [uploadId, seq],
      );
      return chunk ? chunk.bytes : null;
    };
    const threaded = Number(job.file_size) >= this.threadMinBytes;
    const batches = threaded ? threadedBatches(rowJob, readChunk) : inlineBatches(rowJob, readChunk);
    const searchable = searchableIds(definitions);
    let checked = false;
    let lines = 0;
    let waitMs = 0;
    let writeMs = 0;
    try {
      for (let mark = performance.now(); !this.stopped; ) {
        const next = await batches.next();
        waitMs += performance.now() - mark;
        mark = performance.now();
        if (next.done || this.stopped) break;
        checked = await this.writeBatch(job, searchable, next.value, checked);
        lines += next.value.total;
        writeMs += performance.now() - mark;
        mark = performance.now();
      }
    } finally {
      // Ends the reading thread, if any, whether the import finished, stopped or failed.
      await batches.return(undefined);
    }
    if (this.stopped) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        "UPDATE cm_uploads SET state = 'COMPLETED', completed_at = now(), bytes_read = file_size WHERE id = $1 AND state = 'WAITING'",
        [uploadId],
      );
      await tx.query('DELETE FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
    });
    // Fresh statistics after a bulk load, so the list keeps walking the newest-first index instead of sorting.
    await this.db.exec('ANALYZE cm_customers');
    // Fields that became (or stopped being) searchable during the import: its rows were written with the old set.
    if (!sameSearchable(definitions, await loadDefinitions(this.db, job.enterprise_id))) {
      await this.db.transaction((tx) => requestSearchRebuild(tx, job.enterprise_id));
      this.push({ kind: 'search', id: job.enterprise_id });
    }
    this.lastRun = { lines, ms: Date.now() - started, waitMs: Math.round(waitMs), writeMs: Math.round(writeMs), threaded };
    this.log.info({ uploadId, ...this.lastRun }, 'customer import completed');
  }

  /**
   * Commits one batch. New numbers are copied straight into the table (COPY); when the batch meets numbers the
   * enterprise has already (a repeated upload, Replace Existing Records), the COPY fails on the unique phone index,
   * rolls back, and the batch is redone looking the numbers up first. Returns whether the next batch should look
   * up first too (this one found existing customers).
   */
  private async writeBatch(job: UploadJob, searchable: string[], batch: RowBatch, lookUpFirst: boolean): Promise<boolean> {
    if (!lookUpFirst) {
      try {
        await this.commitBatch(job, searchable, batch, false);
        return false;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    // A number inserted by someone else between the look-up and the COPY: look up again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await this.commitBatch(job, searchable, batch, true)) > 0;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  /** One batch in one transaction; returns how many of its numbers existed (0 without the look-up). */
  private commitBatch(job: UploadJob, searchable: string[], batch: RowBatch, lookUp: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      // A batch lost to a crash is redone from the cursor, so it need not wait for the WAL flush (PostgreSQL).
      if (this.db.kind === 'postgres') await tx.exec('SET LOCAL synchronous_commit = off');
      // The cursor guard makes a replayed batch (two workers, a retry) a no-op instead of a double count.
      const [claimed] = await tx.query<{ id: string }>(
        `UPDATE cm_uploads SET cursor_line = $2, bytes_read = $3,
                total_lines = total_lines + $4, accepted_lines = accepted_lines + $5, error_lines = error_lines + $6
          WHERE id = $1 AND state = 'WAITING' AND cursor_line < $2 RETURNING id`,
        [job.id, batch.lastLine, batch.bytesRead, batch.total, batch.accepted, batch.errorLines.length],
      );
      if (!claimed) return 0;
      let joined = batch.phones.length;
      let found = 0;
      if (!lookUp) {
        if (batch.phones.length > 0) await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, batch.copy);
      } else {
        ({ joined, found } = await mergeExisting(tx, job, searchable, batch));
      }
      if (batch.errorLines.length) {
        await tx.query(
          `INSERT INTO cm_upload_errors (upload_id, line, line_text, messages)
           SELECT $1, u.line, u.text, u.messages::jsonb
             FROM unnest($2::int[], $3::text[], $4::text[]) AS u(line, text, messages)
           ON CONFLICT DO NOTHING`,
          [job.id, batch.errorLines, batch.errorTexts, batch.errorMessages],
        );
      }
      // Last, so the segment's row is locked only for the commit.
      if (joined > 0) {
        await tx.query('UPDATE cm_tags SET member_count = member_count + $2 WHERE id = $1', [job.segment_id, joined]);
      }
      return found;
    });
  }

  /**
   * Recomputes the search words of an enterprise's customers, a few thousand per transaction, from where the last
   * committed one stopped. The rebuild row is locked while the definitions are read, so a change of definitions
   * either comes before (and is used) or after (and restarts the rebuild from the first customer).
   */
  async rebuildSearch(enterpriseId: string): Promise<void> {
    for (let more = true; more && !this.stopped; ) {
      more = await this.db.transaction(async (tx) => {
        const [state] = await tx.query<{ after_seq: string | number }>(
          'SELECT after_seq FROM cm_search_rebuilds WHERE enterprise_id = $1 FOR UPDATE',
          [enterpriseId],
        );
        if (!state) return false;
        const searchable = searchableIds(await loadDefinitions(tx, enterpriseId));
        const rows = await tx.query<{ id: string; seq: string; name: string; phone_number: string; data: Record<string, string> }>(
          `SELECT id, seq::text AS seq, name, phone_number, data FROM cm_customers
            WHERE enterprise_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
          [enterpriseId, state.after_seq, SEARCH_REBUILD_BATCH],
        );
        if (rows.length > 0) {
          await tx.query(
            `UPDATE cm_customers c SET search = u.search::tsvector
               FROM unnest($1::text[], $2::text[]) AS u(id, search) WHERE c.id = u.id`,
            [
              rows.map((r) => r.id),
              rows.map((r) => customerSearchWords({ name: r.name, phoneNumber: r.phone_number, data: r.data ?? {} }, searchable).join(' ')),
            ],
          );
        }
        if (rows.length < SEARCH_REBUILD_BATCH) {
          await tx.query('DELETE FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]);
          return false;
        }
        await tx.query('UPDATE cm_search_rebuilds SET after_seq = $2 WHERE enterprise_id = $1', [enterpriseId, rows[rows.length - 1]!.seq]);
        return true;
      });
    }
  }
}

/**
 * The look-up path of a batch: numbers the enterprise has already join the segment (with Replace their name and
 * the mapped values are overwritten, otherwise kept); the others are copied in. Existing rows are locked first,
 * so the segment count is exact. Returns the customers that joined the segment and how many numbers existed.
 */
async function mergeExisting(
  tx: Queryable,
  job: UploadJob,
  searchable: string[],
  batch: RowBatch,
): Promise<{ joined: number; found: number }> {
  const existing = await tx.query<{ id: string; phone_number: string; tags: string[]; data?: Record<string, string> }>(
    `SELECT id, phone_number, tags${job.replace ? ', data' : ''} FROM cm_customers
      WHERE enterprise_id = $1 AND phone_number = ANY($2::text[]) FOR UPDATE`,
    [job.enterprise_id, batch.phones],
  );
  const byPhone = new Map(existing.map((row) => [row.phone_number, row]));
  const fresh: number[] = [];
  const joining: string[] = [];
  const replaced = { ids: [] as string[], names: [] as string[], data: [] as string[], search: [] as string[] };
  batch.phones.forEach((phone, i) => {
    const row = byPhone.get(phone);
    if (!row) {
      fresh.push(i);
      return;
    }
    if (!row.tags.includes(job.segment_id)) joining.push(row.id);
    if (job.replace) {
      const data = { ...(row.data ?? {}), ...(JSON.parse(batch.data[i]!) as Record<string, string>) };
      replaced.ids.push(row.id);
      replaced.names.push(batch.names[i]!);
      replaced.data.push(JSON.stringify(data));
      replaced.search.push(customerSearchWords({ name: batch.names[i]!, phoneNumber: phone, data }, searchable).join(' '));
    }
  });
  if (joining.length > 0) {
    await tx.query('UPDATE cm_customers SET tags = tags || $2::text, updated_at = now() WHERE id = ANY($1::text[])', [
      joining,
      job.segment_id,
    ]);
  }
  if (replaced.ids.length > 0) {
    await tx.query(
      `UPDATE cm_customers c SET name = u.name, data = u.data::jsonb, search = u.search::tsvector, updated_at = now()
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(id, name, data, search) WHERE c.id = u.id`,
      [replaced.ids, replaced.names, replaced.data, replaced.search],
    );
  }
  if (fresh.length > 0) {
    await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, customerCopyRows(job.enterprise_id, job.segment_id, batch, fresh));
  }
  return { joined: joining.length + fresh.length, found: existing.length };
}
