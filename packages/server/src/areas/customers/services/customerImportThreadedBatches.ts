import { Worker } from 'node:worker_threads';
import type { BatchSource, ChunkReader } from './customerImportBatchSource.ts';
import type { RowBatch, RowJob } from './customerImportRows.ts';

/** File chunks (1 MiB each) handed to the thread ahead of the batches it has produced. */
const CHUNKS_AHEAD = 6;
/** Validated batches waiting for the writer before the thread gets more of the file. */
const BATCHES_AHEAD = 2;

/** Set by the server's build (packages/server/bundle.ts): its built thread, seen from this file's source folder. */
declare const BUILT_IMPORT_THREAD: string | undefined;
/**
 * From source, an entry that loads TypeScript first; built, the thread built beside the server. Both are resolved
 * from this file's folder, so this file stays beside customerImportThread.ts.
 */
const THREAD_ENTRY = new URL(
  typeof BUILT_IMPORT_THREAD === 'string' ? BUILT_IMPORT_THREAD : './customerImportThread.mjs',
  import.meta.url,
);

type ThreadMessage = { batch: RowBatch } | { consumed: number } | { done: true } | { error: string } | { exit: number };

/**
 * Batches parsed and validated in a worker thread while the caller writes the previous ones. The thread gets the
 * file a chunk at a time and only while few batches wait, so memory stays flat whatever the file's size.
 */
export function threadedBatches(job: RowJob, readChunk: ChunkReader): BatchSource {
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
