/**
 * Agent training and the server's event loop: BANKING77 (77 intents, ~10,000 phrases) trained in the server's
 * thread, as before, and through the training pool the server uses now. Prints the longest stretch the event
 * loop went without a turn, and the training's wall time, as a table.
 *   npm run bench:agent-training
 * Reads the read-only data set in ../shared/data (relative to the repo root).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { train, type AgentTrainingData } from '../packages/nlu/src/index.ts';
import { createTrainingPool } from '../packages/server/src/areas/bots/services/agentTrainingPool.ts';
import { markdownTable } from './markdownTable.ts';
import { loadBanking77 } from './nlu-data.ts';

const rows = loadBanking77('train');
const labels = [...new Set(rows.map((r) => r.label))].sort();
const data: AgentTrainingData = {
  language: 'en',
  modelType: 'SVM',
  confidenceThreshold: 0.5,
  intents: labels.map((label) => ({
    id: label,
    name: label,
    response: null,
    utterances: rows.filter((r) => r.label === label).map((r) => ({ utterance: r.text })),
  })),
};

async function measure(work: () => Promise<unknown>): Promise<[string, string]> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const start = performance.now();
  await work();
  const wall = (performance.now() - start) / 1000;
  histogram.disable();
  return [`${(histogram.max / 1e6).toFixed(0)} ms`, `${wall.toFixed(2)} s`];
}

const pool = createTrainingPool({ threads: 1 });
await pool.train({ ...data, intents: data.intents.slice(0, 2) }); // start and warm the thread, as a running server has
const table: string[][] = [];
for (let round = 1; round <= 2; round += 1) {
  table.push([`in the server's thread (before), round ${round}`, ...(await measure(() => train(data)))]);
  table.push([`training pool (now), round ${round}`, ...(await measure(() => pool.train(data)))]);
}
await pool.close();
console.log(`BANKING77: ${data.intents.length} intents, ${rows.length} phrases\n`);
console.log(markdownTable(['where it trains', 'longest event-loop stall', 'training time'], table));
