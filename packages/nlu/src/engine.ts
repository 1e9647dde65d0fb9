import { predict, prepare, prepareInSlices, train, type NluModel, type PredictOptions, type TrainOptions } from './model.ts';
import { createSessionStore, type SessionStore } from './sessions.ts';
import type { AgentTrainingData, Prediction } from './types.ts';

/** What builds a model from an agent's data: `train` in this thread by default; a server passes a worker pool. */
export type Trainer = (data: AgentTrainingData, options?: TrainOptions) => Promise<NluModel>;

/**
 * Holds the current model of each agent. Retraining builds the new model (and its prediction structures)
 * completely before swapping it in with one assignment, so a prediction sees either the old model or the new one.
 * When two trainings of one agent overlap, the one started last wins.
 */
export class NluEngine {
  private readonly models = new Map<string, NluModel>();
  private readonly generation = new Map<string, number>();
  readonly sessions: SessionStore;
  private readonly trainer: Trainer;

  constructor(options: { sessions?: SessionStore; trainer?: Trainer } = {}) {
    this.sessions = options.sessions ?? createSessionStore();
    this.trainer = options.trainer ?? train;
  }

  async train(agentId: string, data: AgentTrainingData, options?: TrainOptions): Promise<NluModel> {
    const gen = (this.generation.get(agentId) ?? 0) + 1;
    this.generation.set(agentId, gen);
    const model = await this.trainer(data, options);
    await prepareInSlices(model);
    if (this.generation.get(agentId) === gen) this.models.set(agentId, model);
    return model;
  }

  /** Install a model (e.g. one loaded from storage at start-up). */
  load(agentId: string, model: NluModel): void {
    prepare(model);
    this.generation.set(agentId, (this.generation.get(agentId) ?? 0) + 1);
    this.models.set(agentId, model);
  }

  /**
   * As load, with the prediction structures built a slice at a time (see prepareInSlices). A model trained or
   * installed meanwhile wins over this one.
   */
  async install(agentId: string, model: NluModel): Promise<void> {
    const gen = (this.generation.get(agentId) ?? 0) + 1;
    this.generation.set(agentId, gen);
    await prepareInSlices(model);
    if (this.generation.get(agentId) === gen) this.models.set(agentId, model);
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
