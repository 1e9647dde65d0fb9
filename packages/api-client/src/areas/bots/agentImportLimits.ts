import { MAX_AGENT_IMPORT_BYTES } from './agentExchangeWire.ts';

/**
 * Bounds on the work an agent import (`importAgent`) may cause, whatever the file says about itself. A ZIP can
 * expand a thousandfold and a few bytes of JSON or YAML (`{},`) become a heap object each, so the upload's own size
 * bounds nothing: the archive is expanded as a stream and refused as soon as one of these is crossed, and JSON and
 * YAML are measured before they are parsed. Generous for real exports: a Dialogflow ES agent holds at most 2,000
 * intents and 2,000 training phrases per intent (its own quotas), a large one a few MB of JSON.
 */
export const AGENT_IMPORT_LIMITS = {
  /** The uploaded file itself (ZIP or YAML). */
  fileBytes: MAX_AGENT_IMPORT_BYTES,
  /** Every entry of a ZIP expanded, added up. */
  expandedBytes: 64 * 1024 * 1024,
  /** One entry of a ZIP expanded (also the largest JSON file read). */
  entryBytes: 16 * 1024 * 1024,
  /** Files and folders in a ZIP. */
  entries: 10_000,
  /**
   * Expanded bytes per compressed byte, over the archive read so far. JSON exports compress 5–30 to 1; DEFLATE
   * reaches 1,032 to 1 only on repeated filler, which is what a ZIP bomb is made of.
   */
  compressionRatio: 100,
  /** Objects, arrays and values in one JSON file, counted before it is parsed. */
  jsonValuesPerFile: 250_000,
  /** Objects, arrays and values in all JSON files of an archive. */
  jsonValues: 1_000_000,
  /** Nesting of objects and arrays in JSON, and of flow collections in YAML (exports nest less than 10 deep). */
  depth: 64,
  /** Scalars, items and keys in a YAML file, counted before it is parsed (a Rasa file keeps phrases in a block). */
  yamlNodes: 200_000,
  /** Intents in the file. */
  intents: 2_000,
  /** Training phrases of all intents. */
  phrases: 100_000,
  /** Entities in the file. */
  entities: 1_000,
  /** Values of all entities (map values, or regexp patterns). */
  entityValues: 100_000,
  /**
   * Rasa: an annotated text without a value is kept as a value unless one of its entity's regexes matches it, so
   * each distinct annotated text is tried against each of its entity's patterns. About 0.3 s of work at the limit.
   */
  patternTests: 2_000_000,
} as const;

/** Expansion allowed before the compression ratio is judged, so a small archive of tiny files never trips it. */
export const AGENT_IMPORT_RATIO_GRACE_BYTES = 1024 * 1024;

export type AgentImportLimit = keyof typeof AGENT_IMPORT_LIMITS;

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const count = (n: number) => n.toLocaleString('en-US');

/** The refusal for each limit: what was crossed, in the user's terms. `file` names the entry when there is one. */
export const AgentImportLimitMessages = {
  fileBytes: () => `The file is larger than ${mb(AGENT_IMPORT_LIMITS.fileBytes)}`,
  expandedBytes: () =>
    `The archive expands to more than ${mb(AGENT_IMPORT_LIMITS.expandedBytes)}; import a smaller agent`,
  entryBytes: (file: string) => `${file} expands to more than ${mb(AGENT_IMPORT_LIMITS.entryBytes)}`,
  entries: () => `The archive holds more than ${count(AGENT_IMPORT_LIMITS.entries)} files`,
  compressionRatio: () =>
    `The archive expands more than ${AGENT_IMPORT_LIMITS.compressionRatio} times its size, which no agent export does`,
  jsonValuesPerFile: (file: string) =>
    `${file} holds more than ${count(AGENT_IMPORT_LIMITS.jsonValuesPerFile)} JSON values`,
  jsonValues: () => `The archive holds more than ${count(AGENT_IMPORT_LIMITS.jsonValues)} JSON values`,
  depth: (file: string) => `${file} is nested more than ${AGENT_IMPORT_LIMITS.depth} levels deep`,
  yamlNodes: () => `The file holds more than ${count(AGENT_IMPORT_LIMITS.yamlNodes)} YAML items`,
  intents: () => `The file holds more than ${count(AGENT_IMPORT_LIMITS.intents)} intents`,
  phrases: () => `The file holds more than ${count(AGENT_IMPORT_LIMITS.phrases)} training phrases`,
  entities: () => `The file holds more than ${count(AGENT_IMPORT_LIMITS.entities)} entities`,
  entityValues: () => `The file holds more than ${count(AGENT_IMPORT_LIMITS.entityValues)} entity values`,
  patternTests: () =>
    `The file's regex patterns would be tried on its annotated texts more than ${count(AGENT_IMPORT_LIMITS.patternTests)} times; keep fewer patterns for the annotated entities`,
} satisfies Record<AgentImportLimit, (file: string) => string>;
