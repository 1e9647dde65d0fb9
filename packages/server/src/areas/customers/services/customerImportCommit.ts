/**
 * Writing one validated batch: its customers, rejected lines, the upload's cursor and counts and the segment's
 * member count commit together, so a crash loses at most this batch and a replay never counts it twice.
 */
import type { Database } from '../../../db/database.ts';
import { requestSearchCatchUp } from './customerMaster.ts';
import { OutOfTurn, isRetryable } from './customerImportConflicts.ts';
import { mergeExisting } from './customerImportMerge.ts';
import {
  CUSTOMER_COPY_COLUMNS,
  SEARCH_COPY_COLUMNS,
  UPLOAD_ERROR_COPY_COLUMNS,
  type RowBatch,
} from './customerImportRows.ts';
import type { UploadJob } from './customerImportUpload.ts';

/**
 * Commits a batch looking its numbers up first (numbers the enterprise has already; a batch whose plain COPY
 * failed on one). Returns whether the next batch should look up first too (this one found existing customers).
 */
export async function writeLookingUp(
  db: Database,
  job: UploadJob,
  searchable: string[],
  batch: RowBatch,
  prev: number,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await commitBatch(db, job, searchable, batch, prev, true)) > 0;
    } catch (error) {
      if (error instanceof OutOfTurn) {
        // Another worker committed these lines (a second process on the same upload): nothing to do.
        const [row] = await db.query<{ cursor_line: number }>('SELECT cursor_line FROM cm_uploads WHERE id = $1', [
          job.id,
        ]);
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
export async function commitBatch(
  db: Database,
  job: UploadJob,
  searchable: string[],
  batch: RowBatch,
  prev: number,
  lookUp: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    // A batch lost to a crash is redone from the cursor, so it need not wait for the WAL flush (PostgreSQL).
    if (db.kind === 'postgres') await tx.exec('SET LOCAL synchronous_commit = off');
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
      if (batch.searchCopy.byteLength > 0) await tx.copyIn('cm_customer_search', SEARCH_COPY_COLUMNS, batch.searchCopy);
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
