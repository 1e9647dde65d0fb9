/**
 * @parley/nlu — the NLU engine behind Train Agent and Try it: intents, custom and system entities,
 * slot filling, out-of-scope detection and emotions. Usable with or without the server.
 */
export type {
  AgentTrainingData, EmotionLabel, EntityData, EntityRef, EntityValue, ExtractedEntity, IntegrationConfig, IntentData,
  IntentParameter, IntentRef, Language, ModelType, OtherIntent, Prediction, TrainingUtterance,
} from './types.ts';
export { EMOTION_LABELS } from './types.ts';
export {
  train, predict, serializeModel, loadModel, prepare, prepareInSlices, fillResponse, DEFAULT_OUT_OF_SCOPE, MODEL_FORMAT, MODEL_VERSION,
  type NluModel, type ModelIntent, type PredictOptions, type TrainOptions,
} from './model.ts';
export { canonicalTrainingData } from './canonical.ts';
export { createSessionStore, type SessionStore, type SessionState } from './sessions.ts';
export { systemEntities, extractSystemEntities, type SystemEntityInfo } from './system-entities.ts';
export { qualityReport, type QualityReport } from './quality.ts';
export { detectEmotion, type EmotionResult } from './emotion.ts';
export { NluEngine, type Trainer } from './engine.ts';

export const NLU_ENGINE_VERSION = '1.0.0';
