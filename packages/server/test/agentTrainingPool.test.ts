import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { qualityReport, serializeModel, train, type AgentTrainingData } from '@parley/nlu';
import { createTrainingPool, type TrainingPool } from '../src/areas/bots/services/agentTrainingPool.ts';

const WORDS = 'account balance card transfer money fee refund pin cash limit travel abroad savings loan rate'.split(' ');

/** A made-up agent of `intents` × `phrases` distinct utterances: big enough for training to take a while. */
function syntheticAgent(intents: number, phrases: number): AgentTrainingData {
  return {
    language: 'en',
    modelType: 'SVM',
    confidenceThreshold: 0.5,
    intents: Array.from({ length: intents }, (_, i) => ({
      id: `i${i}`,
      name: `intent_${i}`,
      response: null,
      utterances: Array.from({ length: phrases }, (_, p) => ({
        utterance: `topic${i} ${WORDS[p % WORDS.length]} ${WORDS[(p * 7 + i) % WORDS.length]} request number ${p}`,
      })),
    })),
  };
}

/** The longest the event loop went without a turn while `work` ran, in ms. */
async function worstStall(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.max / 1e6;
}

describe('agent training pool', () => {
  let pool: TrainingPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('trains in a worker thread the same model as training here', async () => {
    pool = createTrainingPool({ threads: 1 });
    const data = syntheticAgent(6, 20);
    const model = await pool.train(data);
    expect(pool.threadCount).toBe(1);
    expect(serializeModel(model)).toBe(serializeModel(await train(data)));
  });

  it("cross-validates an agent in a worker thread for its quality report, as the report's code does here", async () => {
    pool = createTrainingPool({ threads: 1 });
    const data = syntheticAgent(4, 12);
    expect(await pool.qualityReport(data, { folds: 3 })).toEqual(await qualityReport(data, { folds: 3 }));
  });

  it('keeps the event loop turning while a large agent trains, unlike training in this thread', async () => {
    pool = createTrainingPool({ threads: 1 });
    const data = syntheticAgent(60, 80);
    await pool.train(syntheticAgent(2, 3)); // the thread is started and warm, as in a running server
    const here = await worstStall(() => train(data));
    const threaded = await worstStall(() => pool!.train(data));
    console.info(`worst event-loop stall while training: here ${here.toFixed(0)} ms, in the pool ${threaded.toFixed(0)} ms`);
    // Measured in the same run: training here stalls the loop for a large share of the training's time.
    expect(threaded).toBeLessThan(here / 3);
  });

  it('queues trainings beyond its threads and finishes every one', async () => {
    pool = createTrainingPool({ threads: 1 });
    const models = await Promise.all([1, 2, 3].map((n) => pool!.train(syntheticAgent(n + 1, 5))));
    expect(models.map((m) => m.intents.length)).toEqual([2, 3, 4]);
    expect(pool.threadCount).toBe(1);
  });

  it('answers a failed training with its reason and goes on training', async () => {
    pool = createTrainingPool({ threads: 1 });
    const broken = { ...syntheticAgent(1, 1), intents: null } as unknown as AgentTrainingData;
    await expect(pool.train(broken)).rejects.toThrow(/null/);
    await expect(pool.train(syntheticAgent(2, 2))).resolves.toMatchObject({ intents: [{}, {}] });
  });

  it('fails the trainings still waiting when it closes', async () => {
    pool = createTrainingPool({ threads: 1 });
    const running = pool.train(syntheticAgent(40, 40));
    const waiting = pool.train(syntheticAgent(2, 2));
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    expect((await outcomes).map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual([
      'the server is stopping',
      'the server is stopping',
    ]);
    await expect(pool.train(syntheticAgent(2, 2))).rejects.toThrow('the server is stopping');
  });
});
