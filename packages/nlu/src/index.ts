/**
 * The NLU engine's public shape. The engine itself (training, prediction, entities, slot filling) is
 * being built under its own issue; the server's train and predict calls will use these types.
 */
export interface TrainingPhrase {
  text: string;
  entityRefs: { entityId: string; entityStartPos: number; entityEndPos: number }[];
}

export interface IntentData {
  id: string;
  name: string;
  utterances: TrainingPhrase[];
  response: string | null;
}

export interface AgentTrainingData {
  language: 'en' | 'hi';
  confidenceThreshold: number;
  intents: IntentData[];
}

export const NLU_ENGINE_VERSION = '0.1.0';
