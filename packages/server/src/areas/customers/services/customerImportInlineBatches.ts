import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BatchSource, ChunkReader } from './customerImportBatchSource.ts';
import { RowBatcher, type RowJob } from './customerImportRows.ts';

/** Bytes validated between two turns of the event loop when batches are parsed in the server's thread. */
const INLINE_SLICE_BYTES = 64 * 1024;

/**
 * Batches parsed in the server's thread (files under IMPORT_THREAD_MIN_BYTES). The file is fed in 64 KiB slices with
 * a turn of the event loop between them, so the batch being written keeps streaming to PostgreSQL and its next
 * statements go out while the next batch is validated.
 */
export function inlineBatches(job: RowJob, readChunk: ChunkReader): BatchSource {
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
