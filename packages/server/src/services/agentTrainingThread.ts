/**
 * Worker thread of agent training (agentTrainingPool.ts): trains one agent at a time, off the server's thread.
 * Messages: in `{id, data, options}`; out `{id, model}` (the model's JSON) or `{id, error}`.
 */
import { parentPort } from 'node:worker_threads';
import { serializeModel, train, type AgentTrainingData, type TrainOptions } from '@parley/nlu';

const port = parentPort!;

port.on('message', async (job: { id: number; data: AgentTrainingData; options?: TrainOptions }) => {
  try {
    const model = await train(job.data, job.options);
    port.postMessage({ id: job.id, model: serializeModel(model) });
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
