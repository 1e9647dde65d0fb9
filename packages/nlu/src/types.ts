export type Language = 'en' | 'hi';
export type ModelType = 'SVM' | 'Semantic' | 'OpenAi' | 'GPT2';

export interface EntityRef {
  entityId: string;
  /** Character offset of the first character of the entity in the utterance. */
  entityStartPos: number;
  /** Character offset of the last character (inclusive). */
  entityEndPos: number;
}

export interface TrainingUtterance {
  utterance: string;
  entityRefs?: EntityRef[];
}

export interface IntentParameter {
  id: string;
  name: string;
  /** A custom entity id or a system entity name such as `sys.number`. */
  entityId: string;
  required: boolean;
  prompts: string[];
}

export interface IntentData {
  id: string;
  name: string;
  utterances: TrainingUtterance[];
  /** Markdown; `{paramName}` or `$paramName` placeholders are replaced by parameter values. */
  response: string | null;
  parameters?: IntentParameter[];
}

export interface EntityValue {
  value: string;
  type: 'synonyms' | 'pattern';
  synonyms?: string[];
  pattern?: string[];
}

export interface EntityData {
  id: string;
  name: string;
  values: EntityValue[];
}

export interface IntegrationConfig {
  /** e.g. `https://api.openai.com/v1` — requests go to `{baseUrl}/chat/completions` etc. */
  baseUrl: string;
  apiKey: string;
  chatModel?: string;
  completionModel?: string;
  embeddingModel?: string;
  /** Per-request timeout; default 8000 ms. */
  timeoutMs?: number;
}

export interface AgentTrainingData {
  language: Language;
  modelType?: ModelType;
  /** Default 0.5. */
  confidenceThreshold?: number;
  /** Minimum (and default) 1. */
  entityExtractRetries?: number;
  outOfScopeMessage?: string;
  intents: IntentData[];
  entities?: EntityData[];
  integration?: IntegrationConfig;
}

export interface IntentRef {
  id: string;
  name: string;
}

export interface ExtractedEntity {
  /** Custom entity id, or the system entity name (`sys.number`) for system entities. */
  entityId: string;
  name: string;
  /** Canonical value: the synonym's value, the number, an ISO date, … */
  value: string;
  /** Character offsets in the message; `end` exclusive. */
  start: number;
  end: number;
  /** The text as written. */
  text: string;
  system?: boolean;
  /** Structured resolution for system entities (e.g. `{ amount: 500, currency: 'INR' }`). */
  resolution?: Record<string, unknown>;
}

export interface OtherIntent {
  intent: IntentRef;
  confidence: number;
  /** Closest training phrase of that intent. */
  utterance: string;
}

export interface Prediction {
  intent: IntentRef | null;
  confidence: number;
  otherIntents: OtherIntent[];
  /** Closest training phrase of the chosen intent ('' when none). */
  utterance: string;
  entities: ExtractedEntity[];
  /** Parameter values gathered for the intent (across turns when slot filling). */
  parameters: Record<string, string>;
  missingParameter?: { name: string; prompt: string };
  outOfScope: boolean;
  emotion: { label: EmotionLabel; score: number };
  reply: string;
  /** Set when an external model could not be used and the local model answered instead. */
  fallback?: { reason: string };
  /** Which model produced the intent. */
  source: 'local' | 'semantic' | 'llm' | 'slot';
}

export const EMOTION_LABELS = [
  'admiration', 'amusement', 'anger', 'annoyance', 'approval', 'caring', 'confusion', 'curiosity', 'desire',
  'disappointment', 'disapproval', 'disgust', 'embarrassment', 'excitement', 'fear', 'gratitude', 'grief', 'joy',
  'love', 'nervousness', 'optimism', 'pride', 'realization', 'relief', 'remorse', 'sadness', 'surprise', 'neutral',
] as const;
export type EmotionLabel = (typeof EMOTION_LABELS)[number];
