/**
 * The import worker's tuning: its defaults, each with the measurement behind it, and the options that override
 * them (tests, benchmark, PARLEY_IMPORT_THREAD_MIN_BYTES).
 */

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
