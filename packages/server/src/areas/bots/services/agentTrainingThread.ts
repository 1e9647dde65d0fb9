/**
 * Worker thread of agent training (agentTrainingPool.ts): trains one agent, or cross-validates one for its
 * quality report, at a time, off the server's thread.
 * Messages: in `{id, kind: 'train' | 'quality', data, options}`; out `{id, result}` (a model's JSON, or the
 * report) or `{id, error}`.
 */
import { parentPort } from 'node:worker_threads';
import { qualityReport, serializeModel, train, type AgentTrainingData } from '@parley/nlu';

const port = parentPort!;

const work = {
  train: async (data: AgentTrainingData, options?: object) => serializeModel(await train(data, options)),
  quality: (data: AgentTrainingData, options?: object) => qualityReport(data, options),
};

port.on('message', async (job: { id: number; kind: keyof typeof work; data: AgentTrainingData; options?: object }) => {
  try {
    port.postMessage({ id: job.id, result: await work[job.kind](job.data, job.options) });
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
