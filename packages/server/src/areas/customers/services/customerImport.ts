import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  CustomerMessages,
  customerSearchVector,
  searchVectorOfText,
  type CsvEncoding,
  type HeaderMapping,
  type InputFieldDefinition,
} from '@parley/api-client/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import {
  loadDefinitions,
  requestSearchCatchUp,
  requestSearchRebuild,
  searchableIds,
  upsertSearchWords,
} from './customerMaster.ts';
import {
  CUSTOMER_COPY_COLUMNS,
  SEARCH_COPY_COLUMNS,
  UPLOAD_ERROR_COPY_COLUMNS,
  RowBatcher,
  copiedCustomers,
  copyValue,
  searchCopyRow,
  type RowBatch,
  type RowJob,
} from './customerImportRows.ts';

/** Rows validated and written per transaction; the cursor moves once per batch. */
export const IMPORT_BATCH_ROWS = 20_000;
/**
 * The same in the embedded database, which runs each statement in the server's thread: nothing else is answered
 * while a batch is written. 20,000 rows held the thread 0.6-0.9 s per batch; 5,000 keep each hold near 0.2 s (other
 * requests' p99 stays under 500 ms during an import, `npm run bench:import-latency`).
 */
export const EMBEDDED_IMPORT_BATCH_ROWS = 5_000;
/**
 * Files at least this large are parsed and validated in a worker thread while the server's thread writes: PGlite
 * runs in the server's thread itself, and on PostgreSQL the server's thread was the import's limit (it waited for
 * validated batches ~85 % of the time). Four interleaved pairs of million-row imports on PostgreSQL: 54,000-70,000
 * rows/s threaded against 49,000-60,000 in the server's thread, the same peak memory. Smaller files are not worth
 * the thread's start.
 */
export const IMPORT_THREAD_MIN_BYTES = 1024 * 1024;
/**
 * Files up to this size (about 20,000 lines) write their customers' search words with them, so they are searchable
 * the moment the import completes. Larger imports write the customers alone and then catch up with their search
 * words (a job queued right after, from the import's first id): keeping the search index up to date row by row was
 * about half of the database's work per imported row, and customers are listed meanwhile.
 */
export const SEARCH_INLINE_MAX_BYTES = 2 * 1024 * 1024;
/** A search rebuild of at most this many customers runs before the request answers; larger ones run in the background. */
export const SEARCH_REBUILD_INLINE_MAX = 20_000;
/** Customers per search-rebuild (and catch-up) transaction. */
export const SEARCH_REBUILD_BATCH = 20_000;
/** The same in the embedded database (see EMBEDDED_IMPORT_BATCH_ROWS): 20,000 held the server's thread 0.6-1.6 s. */
export const EMBEDDED_SEARCH_REBUILD_BATCH = 5_000;
/** The search index's pending list during an embedded catch-up, in kB (PostgreSQL's default: 4096). */
const EMBEDDED_GIN_PENDING_KB = 1024;

/*
 * One turn of the event loop (yieldToEventLoop, node:timers/promises' setImmediate) is taken before each transaction
 * of background work (import batches, search catch-up).
 * PGlite answers a query without ever leaving the microtask queue, so an import whose next batch was ready went from
 * one transaction to the next without letting the server read a request (a 200,000-row import held it 5.8 s in one
 * piece). After this turn, requests that came meanwhile have run their first queries before the next batch starts.
 */
/** File chunks (1 MiB each) handed to the thread ahead of the batches it has produced. */
const CHUNKS_AHEAD = 6;
/** Validated batches waiting for the writer before the thread gets more of the file. */
const BATCHES_AHEAD = 2;
const UNIQUE_VIOLATION = '23505';
const DEADLOCK = '40P01';

export interface ImportLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ImportWorkerOptions {
  /** Files at least this large are read in a worker thread (default: IMPORT_THREAD_MIN_BYTES). */
  threadMinBytes?: number;
  /** See SEARCH_REBUILD_INLINE_MAX. */
  searchRebuildInlineMax?: number;
  /**
   * Batches written at once on PostgreSQL (default 1). Two backends measured slower on a 2-core machine (the
   * validating thread needs the other core, and the backends contend for the same index pages).
   */
  parallelWrites?: number;
  /** See SEARCH_INLINE_MAX_BYTES. */
  searchInlineMaxBytes?: number;
  /** See SEARCH_REBUILD_BATCH. */
  searchRebuildBatch?: number;
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
  encoding: CsvEncoding;
}

/** A batch whose cursor update found the cursor elsewhere: an earlier batch did not commit, or another worker did this one. */
class OutOfTurn extends Error {
  constructor() {
    super('import batch out of turn');
  }
}
/** Failures a batch is redone after (looking its numbers up, in order): a number already there, a deadlock between two batches, out of turn. */
const isRetryable = (error: unknown) =>
  error instanceof OutOfTurn || [UNIQUE_VIOLATION, DEADLOCK].includes((error as { code?: string })?.code ?? '');

interface Flight {
  batch: RowBatch;
  /** The cursor the batch follows. */
  prev: number;
  result: Promise<number>;
}
const sameSearchable = (a: readonly InputFieldDefinition[], b: readonly InputFieldDefinition[]) =>
  searchableIds(a).join() === searchableIds(b).join();

type ChunkReader = (seq: number) => Promise<Uint8Array | null>;

/** Bytes validated between two turns of the event loop when batches are parsed in the server's thread. */
const INLINE_SLICE_BYTES = 64 * 1024;

/**
 * Batches parsed in the server's thread (files under IMPORT_THREAD_MIN_BYTES). The file is fed in 64 KiB slices with
 * a turn of the event loop between them, so the batch being written keeps streaming to PostgreSQL and its next
 * statements go out while the next batch is validated.
 */
function inlineBatches(job: RowJob, readChunk: ChunkReader): BatchSource {
  const batcher = new RowBatcher(job);
  async function* batches() {
    for (let seq = 0; ; seq += 1) {
      const bytes = await readChunk(seq);
      if (!bytes) break;
      for (let at = 0; at < bytes.byteLength; at += INLINE_SLICE_BYTES) {
        if (at > 0) await yieldToEventLoop();
        yield* batcher.push(bytes.subarray(at, at + INLINE_SLICE_BYTES));
      }
    }
    yield* batcher.end();
  }
  return { batches: batches(), release: (batch) => batcher.release(batch) };
}

/** Validated batches in file order, and where a batch goes once written, its buffer to be filled again. */
interface BatchSource {
  batches: AsyncGenerator<RowBatch>;
  /** The batch is written and will not be read again (its `copy` is reused). */
  release(batch: RowBatch): void;
}

/** Set by the server's build (packages/server/bundle.ts): its built thread, seen from this file's source folder. */
declare const BUILT_IMPORT_THREAD: string | undefined;
/** From source, an entry that loads TypeScript first; built, the thread built beside the server. */
const THREAD_ENTRY = new URL(
  typeof BUILT_IMPORT_THREAD === 'string' ? BUILT_IMPORT_THREAD : './customerImportThread.mjs',
  import.meta.url,
);

type ThreadMessage = { batch: RowBatch } | { consumed: number } | { done: true } | { error: string } | { exit: number };

/**
 * Batches parsed and validated in a worker thread while the caller writes the previous ones. The thread gets the
 * file a chunk at a time and only while few batches wait, so memory stays flat whatever the file's size.
 */
function threadedBatches(job: RowJob, readChunk: ChunkReader): BatchSource {
  const thread = new Worker(THREAD_ENTRY, {
    workerData: job,
    // A small heap: the thread holds a few chunks and batches at a time, and collects early instead of growing.
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 32 },
  });
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
          // Moved rather than copied when the chunk has its buffer to itself.
          const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
          thread.postMessage({ chunk: bytes }, own ? [bytes.buffer as ArrayBuffer] : []);
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
  async function* batches() {
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
  const release = (batch: RowBatch) => {
    const buffer = batch.copy.buffer;
    if (!finished && buffer instanceof ArrayBuffer && buffer.byteLength > 0)
      thread.postMessage({ recycle: buffer }, [buffer]);
  };
  return { batches: batches(), release };
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
  private readonly parallelWrites: number;
  private readonly searchInlineMaxBytes: number;
  private readonly searchRebuildBatch: number;
  /**
   * The last import (logs, benchmark): `ms` until the upload was COMPLETED (its customers listed), `statisticsMs`
   * the ANALYZE and checks after it; `waitMs` is spent awaiting the next validated batch (on PGlite this includes
   * the write in flight, which holds the database), `writeMs` awaiting writes.
   */
  lastRun: {
    lines: number;
    ms: number;
    statisticsMs: number;
    waitMs: number;
    writeMs: number;
    threaded: boolean;
  } | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: ImportLog,
    private readonly batchRows = db.kind === 'pglite' ? EMBEDDED_IMPORT_BATCH_ROWS : IMPORT_BATCH_ROWS,
    options: ImportWorkerOptions = {},
  ) {
    this.threadMinBytes = options.threadMinBytes ?? IMPORT_THREAD_MIN_BYTES;
    this.searchRebuildInlineMax = options.searchRebuildInlineMax ?? SEARCH_REBUILD_INLINE_MAX;
    this.parallelWrites = Math.max(1, options.parallelWrites ?? 1);
    this.searchInlineMaxBytes = options.searchInlineMaxBytes ?? SEARCH_INLINE_MAX_BYTES;
    this.searchRebuildBatch =
      options.searchRebuildBatch ?? (db.kind === 'pglite' ? EMBEDDED_SEARCH_REBUILD_BATCH : SEARCH_REBUILD_BATCH);
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
        const [failed] = await this.db
          .query<{ enterprise_id: string }>(
            "UPDATE cm_uploads SET state = 'ERROR', message = $2, completed_at = now() WHERE id = $1 AND state = 'WAITING' RETURNING enterprise_id",
            [id, error instanceof Error ? error.message.slice(0, 500) : String(error)],
          )
          .catch(() => []);
        // The batches it committed are customers like any others: their search words are caught up all the same.
        if (failed) this.push({ kind: 'search', id: failed.enterprise_id });
      }
    }
  }

  /** Imports one upload from its cursor to the end of the file. */
  async run(uploadId: string): Promise<void> {
    const [job] = await this.db.query<UploadJob>(
      `SELECT id, enterprise_id, segment_id, file_size, user_headers, header_mapping, replace, cursor_line, encoding
         FROM cm_uploads WHERE id = $1 AND state = 'WAITING'`,
      [uploadId],
    );
    if (!job) return;
    const started = Date.now();
    const definitions = await loadDefinitions(this.db, job.enterprise_id);
    const rowJob: RowJob = {
      uploadId,
      enterpriseId: job.enterprise_id,
      segmentId: job.segment_id,
      replace: job.replace,
      definitions,
      userHeaders: job.user_headers,
      headerMapping: job.header_mapping,
      cursorLine: job.cursor_line,
      encoding: job.encoding,
      batchRows: this.batchRows,
      searchInline: Number(job.file_size) <= this.searchInlineMaxBytes,
    };
    const readChunk: ChunkReader = async (seq) => {
      // As base64 text: PGlite reads a bytea result into bytes a character at a time in JavaScript.
      const [chunk] = await this.db.query<{ bytes: string }>(
        "SELECT encode(bytes, 'base64') AS bytes FROM cm_upload_chunks WHERE upload_id = $1 AND seq = $2",
        [uploadId, seq],
      );
      return chunk ? Buffer.from(chunk.bytes, 'base64') : null;
    };
    const threaded = Number(job.file_size) >= this.threadMinBytes;
    const { batches, release } = threaded ? threadedBatches(rowJob, readChunk) : inlineBatches(rowJob, readChunk);
    const searchable = searchableIds(definitions);
    // Batches in flight at once (PostgreSQL: one backend each); cursor updates still commit in file order. With
    // one, the next batch is validated while this one is written. PGlite runs one statement at a time.
    const parallel = this.db.kind === 'postgres' ? this.parallelWrites : 1;
    let flights: Flight[] = [];
    let lookUpFirst = false;
    let prev = job.cursor_line;
    let lines = 0;
    let waitMs = 0;
    let writeMs = 0;
    /** Waits for every batch in flight; those that could not commit are redone in order, looking numbers up. */
    const landAll = async () => {
      const all = flights;
      flights = [];
      const settled = await Promise.allSettled(all.map((f) => f.result));
      const redo: Flight[] = [];
      let fatal: { error: unknown } | null = null;
      settled.forEach((outcome, i) => {
        if (outcome.status === 'fulfilled') return;
        if (isRetryable(outcome.reason)) redo.push(all[i]!);
        else fatal ??= { error: outcome.reason };
      });
      if (fatal) throw (fatal as { error: unknown }).error;
      for (const f of redo) lookUpFirst = await this.writeLookingUp(job, searchable, f.batch, f.prev);
      for (const f of all) release(f.batch);
    };
    try {
      for (let mark = performance.now(); !this.stopped;) {
        const next = await batches.next();
        waitMs += performance.now() - mark;
        mark = performance.now();
        if (next.done || this.stopped) break;
        const batch = next.value;
        await yieldToEventLoop();
        if (lookUpFirst) {
          await landAll();
          lookUpFirst = await this.writeLookingUp(job, searchable, batch, prev);
          release(batch);
        } else {
          while (flights.length >= parallel) {
            try {
              await flights[0]!.result;
              release(flights.shift()!.batch);
            } catch {
              await landAll();
            }
          }
          const result = this.commitBatch(job, searchable, batch, prev, false);
          result.catch(() => undefined); // handled when it lands
          flights.push({ batch, prev, result });
        }
        prev = batch.lastLine;
        lines += batch.total;
        writeMs += performance.now() - mark;
        mark = performance.now();
      }
      const mark = performance.now();
      await landAll();
      writeMs += performance.now() - mark;
    } finally {
      // Nothing left running behind a failure: batches in flight end, and so does the reading thread.
      await Promise.allSettled(flights.map((f) => f.result));
      await batches.return(undefined);
    }
    if (this.stopped) return;
    // A file that yields no rows at all is a mistake to report, not an empty success (the upload refuses most of
    // them; one whose first megabyte ends inside its first row is only found out here).
    if (lines === 0 && job.cursor_line <= 1) throw new Error(CustomerMessages.noRows);
    await yieldToEventLoop();
    await this.db.transaction(async (tx) => {
      await tx.query(
        "UPDATE cm_uploads SET state = 'COMPLETED', completed_at = now(), bytes_read = file_size WHERE id = $1 AND state = 'WAITING'",
        [uploadId],
      );
      await tx.query('DELETE FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
    });
    // From here the customers are listed and the upload shows COMPLETED; what follows is housekeeping.
    const completedMs = Date.now() - started;
    // Fresh statistics after a bulk load, so the list keeps walking the newest-first index instead of sorting.
    await this.db.exec(rowJob.searchInline ? 'ANALYZE cm_customers, cm_customer_search' : 'ANALYZE cm_customers');
    // Fields that became (or stopped being) searchable during the import: its rows were written with the old set.
    if (!sameSearchable(definitions, await loadDefinitions(this.db, job.enterprise_id))) {
      await this.db.transaction((tx) => requestSearchRebuild(tx, job.enterprise_id));
      this.push({ kind: 'search', id: job.enterprise_id });
    } else if (!rowJob.searchInline) this.push({ kind: 'search', id: job.enterprise_id });
    this.lastRun = {
      lines,
      ms: completedMs,
      statisticsMs: Date.now() - started - completedMs,
      waitMs: Math.round(waitMs),
      writeMs: Math.round(writeMs),
      threaded,
    };
    this.log.info({ uploadId, ...this.lastRun }, 'customer import completed');
  }

  /**
   * Commits a batch looking its numbers up first (numbers the enterprise has already; a batch whose plain COPY
   * failed on one). Returns whether the next batch should look up first too (this one found existing customers).
   */
  private async writeLookingUp(job: UploadJob, searchable: string[], batch: RowBatch, prev: number): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await this.commitBatch(job, searchable, batch, prev, true)) > 0;
      } catch (error) {
        if (error instanceof OutOfTurn) {
          // Another worker committed these lines (a second process on the same upload): nothing to do.
          const [row] = await this.db.query<{ cursor_line: number }>(
            'SELECT cursor_line FROM cm_uploads WHERE id = $1',
            [job.id],
          );
          if (row && row.cursor_line >= batch.lastLine) return false;
        }
        // A number inserted by someone else between the look-up and the COPY: look up again.
        if (!isRetryable(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * One batch in one transaction: the customers (a plain COPY of new numbers, or with `lookUp` the merge of
   * existing ones), the rejected lines, then the upload's cursor and counts, guarded by `cursor_line = prev`, so
   * batches commit in file order and a replayed or overtaken batch rolls back (OutOfTurn) instead of counting
   * twice; last the segment's member count. Returns how many of its numbers existed (0 without the look-up).
   */
  private async commitBatch(
    job: UploadJob,
    searchable: string[],
    batch: RowBatch,
    prev: number,
    lookUp: boolean,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      // A batch lost to a crash is redone from the cursor, so it need not wait for the WAL flush (PostgreSQL).
      if (this.db.kind === 'postgres') await tx.exec('SET LOCAL synchronous_commit = off');
      let joined = batch.customers;
      let found = 0;
      // Without their words in the batch, the customers wait for the catch-up queued when the import completes (or
      // at the next start): asked for in the same transaction, so no committed customer is missed. Before any
      // words are written, as a rebuild does, so the two lock the same rows in the same order.
      if (batch.firstId !== null && batch.searchCopy.byteLength === 0) {
        await requestSearchCatchUp(tx, job.enterprise_id, batch.firstId);
      }
      if (!lookUp) {
        if (batch.customers > 0) await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, batch.copy);
        if (batch.searchCopy.byteLength > 0)
          await tx.copyIn('cm_customer_search', SEARCH_COPY_COLUMNS, batch.searchCopy);
      } else {
        ({ joined, found } = await mergeExisting(tx, job, searchable, batch));
      }
      if (batch.errors > 0) await tx.copyIn('cm_upload_errors', UPLOAD_ERROR_COPY_COLUMNS, batch.errorCopy);
      // Waits here for the previous batch's commit when both are in flight (row lock), then sees its cursor.
      const [claimed] = await tx.query<{ id: string }>(
        `UPDATE cm_uploads SET cursor_line = $2, bytes_read = $3,
                total_lines = total_lines + $4, accepted_lines = accepted_lines + $5, error_lines = error_lines + $6
          WHERE id = $1 AND state = 'WAITING' AND cursor_line = $7 RETURNING id`,
        [job.id, batch.lastLine, batch.bytesRead, batch.total, batch.accepted, batch.errors, prev],
      );
      if (!claimed) throw new OutOfTurn();
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
    let batches = 0;
    let more = true;
    // Attempts at the batch in hand: a later one replaces words row by row.
    let attempt = 1;
    while (more && !this.stopped) {
      try {
        await yieldToEventLoop();
        more = await this.rebuildSearchBatch(enterpriseId, attempt > 1);
        batches += 1;
        attempt = 1;
      } catch (error) {
        // Words written for one of these customers meanwhile (a save), or a deadlock with a writer: this batch again.
        const code = (error as { code?: string })?.code ?? '';
        if (![UNIQUE_VIOLATION, DEADLOCK].includes(code) || attempt >= 3) throw error;
        attempt += 1;
      }
    }
    // Fresh statistics after many new words: with the old ones the planner takes the enterprise's whole key range
    // for a few rows and intersects it with the words' index (~80 ms instead of ~10 at a million customers).
    if (!more && batches > 1) await this.db.exec('ANALYZE cm_customer_search');
  }

  /**
   * One transaction of a rebuild: the next customers' words replace what they had (their old words deleted, the new
   * ones copied in; `upsert` merges them row by row instead). Returns whether customers are left.
   */
  private rebuildSearchBatch(enterpriseId: string, upsert: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Embedded, the words' index merges its pending list in the server's thread whenever the list fills: at the
      // default 4 MB one catch-up batch in a few took 0.8-1 s instead of ~0.15. A smaller list merges more often, a
      // quarter as much each time.
      if (this.db.kind === 'pglite') await tx.exec(`SET LOCAL gin_pending_list_limit = ${EMBEDDED_GIN_PENDING_KB}`);
      const [state] = await tx.query<{ after_id: string }>(
        'SELECT after_id FROM cm_search_rebuilds WHERE enterprise_id = $1 FOR UPDATE',
        [enterpriseId],
      );
      if (!state) return false;
      const searchable = searchableIds(await loadDefinitions(tx, enterpriseId));
      // One JSON text for the whole batch: a result row per customer costs more to decode than the database takes
      // to find it (PGlite: ~13 µs a row). Each customer comes as [id, number, the name and its searchable values
      // in one text], joined by spaces as customerSearchWords joins them, so searchVectorOfText gives the same words;
      // the values nobody searches stay in the database (half the text and objects to parse, less heap to grow).
      const [{ batch }] = (await tx.query<{ batch: string | null }>(
        `SELECT json_agg(json_build_array(id, phone_number,
                  concat_ws(' ', name, (SELECT string_agg(c.data ->> k, ' ' ORDER BY o)
                                          FROM unnest($4::text[]) WITH ORDINALITY AS s(k, o)))) ORDER BY id)::text AS batch
           FROM (SELECT id, name, phone_number, data FROM cm_customers
                  WHERE enterprise_id = $1 AND id > $2 ORDER BY id LIMIT $3) c`,
        [enterpriseId, state.after_id, this.searchRebuildBatch, searchable],
      )) as [{ batch: string | null }];
      const rows = batch ? (JSON.parse(batch) as [string, string, string][]) : [];
      const words = { ids: [] as string[], search: [] as string[] };
      for (const [id, phoneNumber, text] of rows) {
        words.ids.push(id);
        words.search.push(searchVectorOfText(text, phoneNumber));
      }
      const last = words.ids[words.ids.length - 1];
      if (last !== undefined && upsert) await upsertSearchWords(tx, enterpriseId, words);
      else if (last !== undefined) {
        // Only these customers' words: others in the same id range may have been committed since the read.
        await tx.query('DELETE FROM cm_customer_search WHERE enterprise_id = $1 AND customer_id = ANY($2::text[])', [
          enterpriseId,
          words.ids,
        ]);
        const copy = words.ids.map((id, i) => searchCopyRow(enterpriseId, id, words.search[i]!)).join('');
        await tx.copyIn('cm_customer_search', SEARCH_COPY_COLUMNS, copy);
      }
      if (rows.length < this.searchRebuildBatch) {
        await tx.query('DELETE FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]);
        return false;
      }
      await tx.query('UPDATE cm_search_rebuilds SET after_id = $2 WHERE enterprise_id = $1', [enterpriseId, last]);
      return true;
    });
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
  const rows = copiedCustomers(batch.copy);
  const existing = await tx.query<{ id: string; phone_number: string; tags: string[]; data?: Record<string, string> }>(
    `SELECT id, phone_number, tags${job.replace ? ', data' : ''} FROM cm_customers
      WHERE enterprise_id = $1 AND phone_number = ANY($2::text[]) FOR UPDATE`,
    [job.enterprise_id, rows.map((r) => r.phone)],
  );
  const byPhone = new Map(existing.map((row) => [row.phone_number, row]));
  let fresh = '';
  let freshCount = 0;
  const joining: string[] = [];
  const replaced = { ids: [] as string[], names: [] as string[], data: [] as string[], search: [] as string[] };
  const freshWords = { ids: [] as string[], search: [] as string[] };
  for (const r of rows) {
    const row = byPhone.get(r.phone);
    if (!row) {
      fresh += `${r.line}\n`;
      freshCount += 1;
      const data = JSON.parse(copyValue(r.data)) as Record<string, string>;
      freshWords.ids.push(r.id);
      freshWords.search.push(customerSearchVector({ name: copyValue(r.name), phoneNumber: r.phone, data }, searchable));
      continue;
    }
    if (!row.tags.includes(job.segment_id)) joining.push(row.id);
    if (job.replace) {
      const name = copyValue(r.name);
      const data = { ...(row.data ?? {}), ...(JSON.parse(copyValue(r.data)) as Record<string, string>) };
      replaced.ids.push(row.id);
      replaced.names.push(name);
      replaced.data.push(JSON.stringify(data));
      replaced.search.push(customerSearchVector({ name, phoneNumber: r.phone, data }, searchable));
    }
  }
  if (joining.length > 0) {
    await tx.query(
      'UPDATE cm_customers SET tags = tags || $2::text, updated_at = now() WHERE enterprise_id = $3 AND id = ANY($1::text[])',
      [joining, job.segment_id, job.enterprise_id],
    );
  }
  if (replaced.ids.length > 0) {
    await tx.query(
      `UPDATE cm_customers c SET name = u.name, data = u.data::json, updated_at = now()
         FROM unnest($1::text[], $2::text[], $3::text[]) AS u(id, name, data)
        WHERE c.enterprise_id = $4 AND c.id = u.id`,
      [replaced.ids, replaced.names, replaced.data, job.enterprise_id],
    );
    await upsertSearchWords(tx, job.enterprise_id, replaced);
  }
  if (freshCount > 0) await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, fresh);
  // The look-up path is the rare one: its new customers get their words here whether or not the import defers them.
  await upsertSearchWords(tx, job.enterprise_id, freshWords);
  return { joined: joining.length + freshCount, found: existing.length };
}
