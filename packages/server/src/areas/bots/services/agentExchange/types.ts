import type { EntityValue } from '@parley/api-client/contract';

/**
 * An agent as the exchange formats see it: entities are referred to by name (or `sys.*`), not by id, so the same
 * value converts to and from Dialogflow ES and Rasa NLU and into a fresh agent. Pure data, browser-safe.
 */
export interface ExchangeRef {
  /** A custom entity name or a system entity (`sys.number`). */
  entity: string;
  start: number;
  /** Inclusive, like the bot builder's entityEndPos. */
  end: number;
}

export interface ExchangeUtterance {
  text: string;
  refs: ExchangeRef[];
}

export interface ExchangeParameter {
  name: string;
  /** A custom entity name or `sys.*`. */
  entity: string;
  required: boolean;
  value: string;
  prompts: string[];
}

export interface ExchangeIntent {
  name: string;
  utterances: ExchangeUtterance[];
  /** Markdown responses, first one first. */
  responses: string[];
  parameters: ExchangeParameter[];
}

export interface ExchangeEntity {
  name: string;
  values: EntityValue[];
}

export interface ExchangeAgent {
  description: string;
  language: string;
  /** The agent's out-of-scope message (Dialogflow: the fallback intent; Rasa: utter_default). */
  outOfScopeMessage?: string;
  confidenceThreshold?: number;
  intents: ExchangeIntent[];
  entities: ExchangeEntity[];
}

export interface ExportedFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  /** What the format cannot express and was left out. */
  warnings: string[];
}

export interface ImportedAgent {
  agent: ExchangeAgent;
  /** What the file holds that the bot builder cannot express and was not imported. */
  warnings: string[];
}

export interface ImportOptions {
  /** System entities the engine knows (`sys.number`…); others are listed and dropped. */
  systemEntities: readonly string[];
  /** The language to read when the file holds several (default: the file's own default, else `en`). */
  language?: string;
}

export class ExchangeFormatError extends Error {}

/** The file crosses one of the import's bounds (`AGENT_IMPORT_LIMITS`): refused before the work it would cause. */
export class ImportLimitError extends Error {}

export const isSystem = (entity: string) => entity.startsWith('sys.');

export const safeFileName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 120) || 'agent';

/** The prompt given to parameters a format cannot carry prompts for (Rasa annotations). */
export const defaultPrompt = (entity: string) => `Which ${entity}?`;
