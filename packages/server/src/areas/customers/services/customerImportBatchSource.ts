/**
 * What the import's writer reads from: validated batches, parsed either in the server's thread
 * (customerImportInlineBatches.ts) or in a worker thread (customerImportThreadedBatches.ts).
 */
import type { RowBatch } from './customerImportRows.ts';

/** The upload's file, one stored chunk at a time (null past the last one). */
export type ChunkReader = (seq: number) => Promise<Uint8Array | null>;

/** Validated batches in file order, and where a batch goes once written, its buffer to be filled again. */
export interface BatchSource {
  batches: AsyncGenerator<RowBatch>;
  /** The batch is written and will not be read again (its `copy` is reused). */
  release(batch: RowBatch): void;
}
