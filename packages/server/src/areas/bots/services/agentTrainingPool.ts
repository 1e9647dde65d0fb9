/**
 * Agent training off the server's thread. Training a large agent is seconds of computation (BANKING77's 10,000
 * phrases: ~4 s, with stretches of ~0.9 s that never yield); in the server's thread every other request would wait
 * behind it; an agent's quality report trains it once per cross-validation fold. The pool does both in worker
 * threads, a few at a time, and queues the rest in arrival order.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadModel, type AgentTrainingData, type QualityReport, type Trainer } from '@parley/nlu';

/** Set by the server's build (packages/server/bundle.ts): its built thread, seen from this file's source folder. */
declare const BUILT_TRAINING_THREAD: string | undefined;
/** From source, an entry that loads TypeScript first; built, the thread built beside the server. */
const THREAD_ENTRY = new URL(
  typeof BUILT_TRAINING_THREAD === 'string' ? BUILT_TRAINING_THREAD : './agentTrainingThread.mjs',
  import.meta.url,
);

/** Room for the largest agent the import accepts, with its vocabulary and weights; a runaway fails alone. */
const THREAD_HEAP_MB = 768;

export interface TrainingPool {
  train: Trainer;
  qualityReport(data: AgentTrainingData, options?: { folds?: number }): Promise<QualityReport>;
  /** Stops the threads; jobs still waiting or running fail. */
  close(): Promise<void>;
  /** How many threads are running now (for tests and diagnostics). */
  readonly threadCount: number;
}

type JobKind = 'train' | 'quality';

interface Job {
  id: number;
  kind: JobKind;
  data: AgentTrainingData;
  options?: object;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

type Answer = { id: number; result: unknown } | { id: number; error: string };

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * Leaves one core to the server's thread: on a 2-core machine one training runs at a time and the next waits,
 * rather than two trainings and the server sharing two cores.
 */
export const defaultTrainingThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

export function createTrainingPool({ threads = defaultTrainingThreads() } = {}): TrainingPool {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: (job: Job) => void) => {
    const job = slot.job;
    slot.job = null;
    if (job) outcome(job);
    // An idle thread does not keep the process alive.
    slot.worker.unref();
    dispatch();
  };

  const startSlot = (): Slot => {
    const worker = new Worker(THREAD_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    const slot: Slot = { worker, job: null };
    worker.on('message', (answer: Answer) => {
      if (answer.id !== slot.job?.id) return;
      finish(slot, (job) => ('error' in answer ? job.reject(new Error(answer.error)) : job.resolve(answer.result)));
    });
    const lost = (reason: string) => {
      slots.delete(slot);
      finish(slot, (job) => job.reject(new Error(reason)));
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => {
      if (slots.has(slot)) lost(closed ? 'the server is stopping' : `the training thread stopped (exit code ${code})`);
    });
    slots.add(slot);
    return slot;
  };

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      let slot = [...slots].find((candidate) => candidate.job === null);
      if (!slot && slots.size < threads) slot = startSlot();
      if (!slot) return;
      const job = waiting.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, kind: job.kind, data: job.data, options: job.options });
    }
  }

  const run = (kind: JobKind, data: AgentTrainingData, options?: object) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) return reject(new Error('the server is stopping'));
      waiting.push({ id: nextId++, kind, data, options, resolve, reject });
      dispatch();
    });

  return {
    async train(data, options) {
      const json = (await run('train', data, options)) as string;
      // The integration's key is not part of a model's JSON: given again from the data it was trained with.
      return loadModel(json, data.integration ? { integration: data.integration } : {});
    },
    qualityReport: async (data, options) => (await run('quality', data, options)) as QualityReport,
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the server is stopping'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
    get threadCount() {
      return slots.size;
    },
  };
}
