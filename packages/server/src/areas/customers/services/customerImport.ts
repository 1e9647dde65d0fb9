import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { CustomerMessages, type InputFieldDefinition } from '@parley/api-client/contract';
import type { Database } from '../../../db/database.ts';
import { loadDefinitions, requestSearchRebuild, searchableIds } from './customerMaster.ts';
import { inlineBatches } from './customerImportInlineBatches.ts';
import { writeBatches } from './customerImportPipeline.ts';
import type { RowJob } from './customerImportRows.ts';
import {
  EMBEDDED_IMPORT_BATCH_ROWS,
  EMBEDDED_SEARCH_REBUILD_BATCH,
  IMPORT_BATCH_ROWS,
  IMPORT_THREAD_MIN_BYTES,
  SEARCH_INLINE_MAX_BYTES,
  SEARCH_REBUILD_BATCH,
  SEARCH_REBUILD_INLINE_MAX,
  type ImportWorkerOptions,
} from './customerImportSettings.ts';
import { threadedBatches } from './customerImportThreadedBatches.ts';
import { completeUpload, failUpload, loadWaitingUpload, uploadChunkReader } from './customerImportUpload.ts';
import { rebuildSearch } from './customerSearchRebuild.ts';

// Callers and tests read the settings from here, beside the worker they tune.
export * from './customerImportSettings.ts';

/*
 * One turn of the event loop (yieldToEventLoop, node:timers/promises' setImmediate) is taken before each transaction
 * of background work (import batches, search catch-up).
 * PGlite answers a query without ever leaving the microtask queue, so an import whose next batch was ready went from
 * one transaction to the next without letting the server read a request (a 200,000-row import held it 5.8 s in one
 * piece). After this turn, requests that came meanwhile have run their first queries before the next batch starts.
 */

export interface ImportLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

const sameSearchable = (a: readonly InputFieldDefinition[], b: readonly InputFieldDefinition[]) =>
  searchableIds(a).join() === searchableIds(b).join();

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
        const failed = await failUpload(this.db, id, error);
        // The batches it committed are customers like any others: their search words are caught up all the same.
        if (failed) this.push({ kind: 'search', id: failed.enterprise_id });
      }
    }
  }

  /** Imports one upload from its cursor to the end of the file. */
  async run(uploadId: string): Promise<void> {
    const job = await loadWaitingUpload(this.db, uploadId);
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
    const readChunk = uploadChunkReader(this.db, uploadId);
    const threaded = Number(job.file_size) >= this.threadMinBytes;
    const source = threaded ? threadedBatches(rowJob, readChunk) : inlineBatches(rowJob, readChunk);
    const searchable = searchableIds(definitions);
    // Batches in flight at once (PostgreSQL: one backend each); cursor updates still commit in file order. With
    // one, the next batch is validated while this one is written. PGlite runs one statement at a time.
    const parallel = this.db.kind === 'postgres' ? this.parallelWrites : 1;
    const { lines, waitMs, writeMs } = await writeBatches(
      this.db,
      job,
      searchable,
      source,
      parallel,
      () => this.stopped,
    );
    if (this.stopped) return;
    // A file that yields no rows at all is a mistake to report, not an empty success (the upload refuses most of
    // them; one whose first megabyte ends inside its first row is only found out here).
    if (lines === 0 && job.cursor_line <= 1) throw new Error(CustomerMessages.noRows);
    await yieldToEventLoop();
    await completeUpload(this.db, uploadId);
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

  /** See rebuildSearch (customerSearchRebuild.ts); it stops with the worker. */
  rebuildSearch(enterpriseId: string): Promise<void> {
    return rebuildSearch(this.db, enterpriseId, this.searchRebuildBatch, () => this.stopped);
  }
}
