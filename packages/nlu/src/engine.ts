import { predict, prepare, train, type NluModel, type PredictOptions, type TrainOptions } from './model.ts';
import { createSessionStore, type SessionStore } from './sessions.ts';
import type { AgentTrainingData, Prediction } from './types.ts';

/**
 * Holds the current model of each agent. Retraining builds the new model (and its prediction structures)
 * completely before swapping it in with one assignment, so a prediction sees either the old model or the new one.
 * When two trainings of one agent overlap, the one started last wins.
 */
export class NluEngine {
  private readonly models = new Map<string, NluModel>();
  private readonly generation = new Map<string, number>();
  readonly sessions: SessionStore;

  constructor(options: { sessions?: SessionStore } = {}) {
    this.sessions = options.sessions ?? createSessionStore();
  }

  async train(agentId: string, data: AgentTrainingData, options?: TrainOptions): Promise<NluModel> {
    const gen = (this.generation.get(agentId) ?? 0) + 1;
    this.generation.set(agentId, gen);
    const model = await train(data, options);
    prepare(model);
    if (this.generation.get(agentId) === gen) this.models.set(agentId, model);
    return model;
  }

  /** Install a model (e.g. one loaded from storage at start-up). */
  load(agentId: string, model: NluModel): void {
    prepare(model);
    this.generation.set(agentId, (this.generation.get(agentId) ?? 0) + 1);
    this.models.set(agentId, model);
  }

  get(agentId: string): NluModel | undefined {
    return this.models.get(agentId);
  }

  delete(agentId: string): void {
    this.models.delete(agentId);
    this.generation.set(agentId, (this.generation.get(agentId) ?? 0) + 1);
  }

  async predict(agentId: string, text: string, options: PredictOptions = {}): Promise<Prediction> {
    const model = this.models.get(agentId);
    if (!model) throw new Error(`agent ${agentId} has no trained model`);
    return predict(model, text, { sessions: this.sessions, ...options });
  }
}
