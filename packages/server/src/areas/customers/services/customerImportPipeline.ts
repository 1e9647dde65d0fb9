/**
 * The write side of an import: takes validated batches from a BatchSource as they come and commits them in file
 * order, a few in flight at once, falling back to looking numbers up when a plain COPY could not commit.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '../../../db/database.ts';
import type { BatchSource } from './customerImportBatchSource.ts';
import { commitBatch, writeLookingUp } from './customerImportCommit.ts';
import { isRetryable } from './customerImportConflicts.ts';
import type { RowBatch } from './customerImportRows.ts';
import type { UploadJob } from './customerImportUpload.ts';

interface Flight {
  batch: RowBatch;
  /** The cursor the batch follows. */
  prev: number;
  result: Promise<number>;
}

/** What writing the batches took: file lines written, and ms awaiting validated batches and awaiting writes. */
export interface BatchWriteTotals {
  lines: number;
  waitMs: number;
  writeMs: number;
}

/**
 * Writes every batch of `source` from the upload's cursor on, until the source ends or `isStopped()`. Whatever
 * happens, nothing is left running behind it: batches in flight end, and so does the source.
 */
export async function writeBatches(
  db: Database,
  job: UploadJob,
  searchable: string[],
  { batches, release }: BatchSource,
  parallel: number,
  isStopped: () => boolean,
): Promise<BatchWriteTotals> {
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
    for (const f of redo) lookUpFirst = await writeLookingUp(db, job, searchable, f.batch, f.prev);
    for (const f of all) release(f.batch);
  };
  try {
    for (let mark = performance.now(); !isStopped();) {
      const next = await batches.next();
      waitMs += performance.now() - mark;
      mark = performance.now();
      if (next.done || isStopped()) break;
      const batch = next.value;
      // A turn of the event loop before each transaction (see customerImport.ts).
      await yieldToEventLoop();
      if (lookUpFirst) {
        await landAll();
        lookUpFirst = await writeLookingUp(db, job, searchable, batch, prev);
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
        const result = commitBatch(db, job, searchable, batch, prev, false);
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
  return { lines, waitMs, writeMs };
}
