/**
 * Worker thread of a CSV import: receives the file's chunks, answers with validated batches (RowBatcher) while
 * the server thread writes earlier ones. Messages: in `{chunk: Uint8Array}` / `{end: true}`, and `{recycle}` (the
 * customer buffer of a written batch, to fill again); out `{batch}` (its COPY bytes transferred), `{consumed}` after
 * each chunk, `{done: true}`, `{error}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RowBatcher, type RowBatch, type RowJob } from './customerImportRows.ts';

const port = parentPort!;
const batcher = new RowBatcher(workerData as RowJob);
let consumed = 0;

const send = (batches: RowBatch[]) => {
  for (const batch of batches)
    port.postMessage({ batch }, [batch.copy.buffer, batch.searchCopy.buffer, batch.errorCopy.buffer] as ArrayBuffer[]);
};

port.on('message', (message: { chunk?: Uint8Array; end?: boolean; recycle?: ArrayBuffer }) => {
  try {
    if (message.recycle) batcher.release(message.recycle);
    else if (message.chunk) {
      send(batcher.push(message.chunk));
      consumed += 1;
      port.postMessage({ consumed });
    } else if (message.end) {
      send(batcher.end());
      port.postMessage({ done: true });
    }
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
