import { Type, type Static } from '@sinclair/typebox';
import { Id, Paging } from '../../contract/schemas.ts';

// ---- Bot builder (bot-builder-and-reports.md §3) -------------------------------------------------

export const AgentParams = Type.Object({ agentId: Id });

/** A story of an agent; stories form a tree through parentId. */
export interface StoryNode {
  id: string;
  name: string;
  agentId: string;
  parentId: string | null;
  childStories: StoryNode[];
}
// Recursive on the wire; the schema keeps childStories loose so the server's serialiser stays simple.
export const Story = Type.Unsafe<StoryNode>(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    agentId: Type.String(),
    parentId: Type.Union([Type.String(), Type.Null()]),
    childStories: Type.Array(Type.Any()),
  }),
);
export const StoryList = Type.Array(Story);

export const StorySaveRequest = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 200 }),
  agentId: Id,
  /** Empty or missing: a root story. */
  parentId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
});
export type StorySaveRequest = Static<typeof StorySaveRequest>;

export const StoryParams = Type.Object({ agentId: Id, storyId: Id });
export const IntentParams = Type.Object({ agentId: Id, storyId: Id, intentId: Id });
export const EntityParams = Type.Object({ agentId: Id, entityId: Id });

/** The longest training phrase, in UTF-16 code units (the unit of an annotation's positions). */
const MAX_UTTERANCE_LENGTH = 1000;

export const EntityRefSchema = Type.Object({
  /** A custom entity id or a system entity name (`sys.number`). */
  entityId: Type.String({ minLength: 1, maxLength: 64 }),
  entityStartPos: Type.Integer({ minimum: 0, maximum: MAX_UTTERANCE_LENGTH - 1 }),
  /** Inclusive. */
  entityEndPos: Type.Integer({ minimum: 0, maximum: MAX_UTTERANCE_LENGTH - 1 }),
});
export type EntityRefData = Static<typeof EntityRefSchema>;

export const Utterance = Type.Object({
  utterance: Type.String({ maxLength: MAX_UTTERANCE_LENGTH }),
  entityDefined: Type.Optional(Type.Boolean()),
  entityRefs: Type.Optional(Type.Array(EntityRefSchema, { maxItems: 50 })),
});
export type Utterance = Static<typeof Utterance>;

export const IntentResponse = Type.Object({ response: Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]) });
export type IntentResponse = Static<typeof IntentResponse>;

/** An intent's entity parameter: `id` is the entity (custom id or `sys.*`), `name` the parameter name. */
export const IntentParameter = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ maxLength: 100 }),
  required: Type.Boolean(),
  value: Type.String({ maxLength: 200 }),
  prompts: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 }),
});
export type IntentParameter = Static<typeof IntentParameter>;

export const Intent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  agentId: Type.String(),
  storyId: Type.String(),
  utterances: Type.Array(Utterance),
  responses: Type.Array(IntentResponse),
  entities: Type.Array(IntentParameter),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Intent = Static<typeof Intent>;

export const IntentSaveRequest = Type.Object({
  id: Type.Optional(Id),
  agentId: Id,
  storyId: Id,
  name: Type.String({ maxLength: 200 }),
  utterances: Type.Array(Utterance, { maxItems: 5000 }),
  responses: Type.Optional(Type.Array(IntentResponse, { maxItems: 10 })),
  entities: Type.Optional(Type.Array(IntentParameter, { maxItems: 50 })),
});
export type IntentSaveRequest = Static<typeof IntentSaveRequest>;

export const IntentListQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })), ...Paging });
export const IntentList = Type.Object({ intents: Type.Array(Intent), more: Type.Boolean() });
export type IntentList = Static<typeof IntentList>;

export const EntityValueType = Type.Union([Type.Literal('synonyms'), Type.Literal('pattern')]);
export const EntityValue = Type.Object({
  value: Type.String({ maxLength: 200 }),
  type: EntityValueType,
  synonyms: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 })),
  pattern: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 })),
});
export type EntityValue = Static<typeof EntityValue>;

export const Entity = Type.Object({
  id: Type.String(),
  agentId: Type.String(),
  name: Type.String(),
  values: Type.Array(EntityValue),
  updatedOn: Type.String({ format: 'date-time' }),
  /** System entities only. */
  description: Type.Optional(Type.String()),
  system: Type.Optional(Type.Boolean()),
});
export type Entity = Static<typeof Entity>;

export const EntityListQuery = Type.Object({
  searchterm: Type.Optional(Type.String({ maxLength: 200 })),
  /** custom (default) or system. */
  type: Type.Optional(Type.Union([Type.Literal('custom'), Type.Literal('system')])),
  ...Paging,
});
export const EntityList = Type.Object({ entities: Type.Array(Entity), more: Type.Boolean() });
export type EntityList = Static<typeof EntityList>;

export const EntitySaveRequest = Type.Object({
  id: Type.Optional(Id),
  agentId: Id,
  name: Type.String({ maxLength: 100 }),
  values: Type.Array(EntityValue, { maxItems: 2000 }),
});
export type EntitySaveRequest = Static<typeof EntitySaveRequest>;

/** The configuration form; bounds are checked by the handlers so the spec's messages come back. */
export const AgentConfigSaveRequest = Type.Object({
  entityExtractRetries: Type.Integer({ minimum: -1000, maximum: 1000 }),
  outOfScopeMessage: Type.String({ maxLength: 2000 }),
  modelType: Type.Union([Type.Literal('OpenAi'), Type.Literal('Semantic'), Type.Literal('GPT2'), Type.Literal('SVM')]),
  confidenceThreshold: Type.Number({ minimum: -1000, maximum: 1000 }),
  language: Type.Union([Type.Literal('en'), Type.Literal('hi')]),
  openaiKey: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AgentConfigSaveRequest = Static<typeof AgentConfigSaveRequest>;

export const QualityReportData = Type.Object({
  folds: Type.Integer(),
  accuracy: Type.Number(),
  perIntent: Type.Array(
    Type.Object({
      intentId: Type.String(),
      name: Type.String(),
      phrases: Type.Integer(),
      precision: Type.Number(),
      recall: Type.Number(),
      f1: Type.Number(),
    }),
  ),
  confusedPairs: Type.Array(Type.Object({ actual: Type.String(), predicted: Type.String(), count: Type.Integer() })),
  tooFewPhrases: Type.Array(
    Type.Object({ intentId: Type.String(), name: Type.String(), phrases: Type.Integer(), recommended: Type.Integer() }),
  ),
  nearDuplicates: Type.Array(
    Type.Object({
      a: Type.Object({ intent: Type.String(), utterance: Type.String() }),
      b: Type.Object({ intent: Type.String(), utterance: Type.String() }),
      similarity: Type.Number(),
    }),
  ),
});
export type QualityReportData = Static<typeof QualityReportData>;

export const TrainResult = Type.Object({
  agentId: Type.String(),
  trainingStatus: Type.Union([
    Type.Literal('Not Trained'),
    Type.Literal('Training Inprogress'),
    Type.Literal('Trained'),
  ]),
  intents: Type.Integer(),
  phrases: Type.Integer(),
  trainedAt: Type.String({ format: 'date-time' }),
  /** What happened during training that the console should show. */
  notes: Type.Array(Type.String()),
});
export type TrainResult = Static<typeof TrainResult>;

export const TryItRequest = Type.Object({
  message: Type.Object({
    type: Type.Optional(Type.String({ maxLength: 20 })),
    suggestionId: Type.Optional(Type.String({ maxLength: 64 })),
    text: Type.String({ maxLength: 2000 }),
    lnCode: Type.Optional(Type.String({ maxLength: 8 })),
  }),
  sessionId: Type.Optional(Type.String({ maxLength: 100 })),
  agentId: Id,
  metadata: Type.Optional(
    Type.Object({
      senderId: Type.Optional(Type.String({ maxLength: 100 })),
      timeZone: Type.Optional(Type.String({ maxLength: 64 })),
      appId: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  ),
});
export type TryItRequest = Static<typeof TryItRequest>;

export const TryItReply = Type.Object({
  sessionId: Type.String(),
  output: Type.Object({ text: Type.String(), source: Type.Array(Type.String()) }),
  /** What the engine understood, for the console and tests. */
  nlu: Type.Object({
    intent: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
    confidence: Type.Number(),
    outOfScope: Type.Boolean(),
    parameters: Type.Record(Type.String(), Type.String()),
    missingParameter: Type.Optional(Type.Object({ name: Type.String(), prompt: Type.String() })),
    emotion: Type.String(),
    /** The runners-up (at most two), so Try it can show why the chosen intent won. */
    otherIntents: Type.Array(Type.Object({ name: Type.String(), confidence: Type.Number() }), { maxItems: 2 }),
  }),
});
export type TryItReply = Static<typeof TryItReply>;

export const SystemEntity = Type.Object({
  name: Type.String(),
  description: Type.String(),
  examples: Type.Array(Type.String()),
});
export type SystemEntity = Static<typeof SystemEntity>;

export const ParaphraseRequest = Type.Object({
  lines: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 }),
  num_return_sequences: Type.Union([Type.Literal(5), Type.Literal(10)]),
});
export type ParaphraseRequest = Static<typeof ParaphraseRequest>;
export const ParaphraseResult = Type.Object({
  paraphrases: Type.Array(Type.String()),
  /** Which generator answered: the agent's GenAI integration, or the local paraphraser. */
  source: Type.Union([Type.Literal('integration'), Type.Literal('local')]),
  /** Why the local paraphraser answered although the agent has an integration (it failed or is gone). */
  fallbackReason: Type.Optional(Type.String()),
});
export type ParaphraseResult = Static<typeof ParaphraseResult>;

export const ExportFormat = Type.Union([Type.Literal('dialogflow'), Type.Literal('rasa')]);
export type ExportFormat = Static<typeof ExportFormat>;
