import { Type } from '@sinclair/typebox';
import {
  AgentConfigSaveRequest,
  AgentParams,
  Entity,
  EntityList,
  EntityListQuery,
  EntityParams,
  EntitySaveRequest,
  Intent,
  IntentList,
  IntentListQuery,
  IntentParams,
  IntentSaveRequest,
  ParaphraseRequest,
  ParaphraseResult,
  QualityReportData,
  Story,
  StoryList,
  StoryParams,
  StorySaveRequest,
  SystemEntity,
  TrainResult,
  TryItReply,
  TryItRequest,
} from './botBuilderSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { AgentConfig, IdParams } from '../../contract/schemas.ts';

// Paths are bot-builder-and-reports.md §7 under {nlp-api}; where the spec shows none, ours are marked "(ours)".
const VIEW = ['NLP.VIEW', 'NLP.NLP', 'COGNITIVE.VIEW'] as const;
const EDIT = ['NLP.NLP'] as const;
const base = { service: 'nlp', auth: 'session' } as const;

// ---- Stories ----

export const listStories = endpoint({
  ...base,
  id: 'listStories',
  summary: 'All stories of an agent as a tree (root stories with childStories)',
  tag: 'Stories',
  method: 'GET',
  path: 'agent/:agentId/story',
  permissions: VIEW,
  params: AgentParams,
  data: StoryList,
});

export const saveStory = endpoint({
  ...base,
  id: 'saveStory',
  summary: 'Create a story, or rename it when `id` is given; names are trimmed and collapsed, unique per agent',
  tag: 'Stories',
  method: 'POST',
  path: 'story',
  permissions: EDIT,
  body: StorySaveRequest,
  data: Story,
});

export const deleteStory = endpoint({
  ...base,
  id: 'deleteStory',
  summary: 'Delete a story with its child stories and their intents',
  tag: 'Stories',
  method: 'DELETE',
  path: 'agent/:agentId/story/:storyId',
  permissions: EDIT,
  params: StoryParams,
  data: Type.Object({ id: Type.String() }),
});

// ---- Intents ----

export const listIntents = endpoint({
  ...base,
  id: 'listIntents',
  summary: 'Intents of a story (200 from 0 in the console); `name` searches',
  tag: 'Intents',
  method: 'GET',
  path: 'v2/agent/:agentId/story/:storyId/intent',
  permissions: VIEW,
  params: StoryParams,
  query: IntentListQuery,
  data: IntentList,
});

export const getIntent = endpoint({
  ...base,
  id: 'getIntent',
  summary: 'One intent: name, utterances, responses and entity parameters',
  tag: 'Intents',
  method: 'GET',
  path: 'agent/:agentId/story/:storyId/intent/:intentId',
  permissions: VIEW,
  params: IntentParams,
  data: Intent,
});

export const saveIntent = endpoint({
  ...base,
  id: 'saveIntent',
  summary: 'Create an intent, or update it when `id` is given (JSON body; form bodies carry nested lists as JSON text)',
  tag: 'Intents',
  method: 'POST',
  path: 'intent',
  encoding: 'json',
  permissions: EDIT,
  body: IntentSaveRequest,
  data: Intent,
});

export const deleteIntent = endpoint({
  ...base,
  id: 'deleteIntent',
  summary: 'Delete an intent; code 100 is success',
  tag: 'Intents',
  method: 'DELETE',
  path: 'agent/:agentId/story/:storyId/intent/:intentId',
  permissions: EDIT,
  params: IntentParams,
  data: Type.Object({ id: Type.String() }),
});

// ---- Entities ----

export const listEntities = endpoint({
  ...base,
  id: 'listEntities',
  summary: 'Custom (default) or system entities, paged with from/perPage; `searchterm` searches names and values',
  tag: 'Entities',
  method: 'GET',
  path: 'agent/:agentId/entity',
  permissions: VIEW,
  params: AgentParams,
  query: EntityListQuery,
  data: EntityList,
});

export const getEntity = endpoint({
  ...base,
  id: 'getEntity',
  summary: 'One custom entity',
  tag: 'Entities',
  method: 'GET',
  path: 'agent/:agentId/entity/:entityId',
  permissions: VIEW,
  params: EntityParams,
  data: Entity,
});

export const saveEntity = endpoint({
  ...base,
  id: 'saveEntity',
  summary: 'Create a custom entity, or update it when `id` is given',
  tag: 'Entities',
  method: 'POST',
  path: 'entity',
  encoding: 'json',
  permissions: EDIT,
  body: EntitySaveRequest,
  data: Entity,
});

export const deleteEntity = endpoint({
  ...base,
  id: 'deleteEntity',
  summary: 'Delete a custom entity',
  tag: 'Entities',
  method: 'DELETE',
  path: 'agent/:agentId/entity/:entityId',
  permissions: EDIT,
  params: EntityParams,
  data: Type.Object({ id: Type.String() }),
});

export const listSystemEntities = endpoint({
  ...base,
  id: 'listSystemEntities',
  summary: '(ours) The system entities the engine extracts, with descriptions and examples',
  tag: 'Entities',
  method: 'GET',
  path: 'systemEntities',
  permissions: VIEW,
  data: Type.Array(SystemEntity),
});

// ---- Configuration, training, try it ----

export const saveAgentConfig = endpoint({
  ...base,
  id: 'saveAgentConfig',
  summary: "Save the agent's configuration (model type, language, threshold, retries, out-of-scope message)",
  tag: 'Configuration',
  method: 'POST',
  path: 'agent/:agentId/config',
  permissions: EDIT,
  params: AgentParams,
  body: AgentConfigSaveRequest,
  data: AgentConfig,
});

export const trainAgent = endpoint({
  ...base,
  id: 'trainAgent',
  summary: 'Train the agent; answers when the new model serves. A failure keeps the previous model',
  tag: 'Training',
  method: 'GET',
  path: 'agent/:id/train',
  permissions: EDIT,
  params: IdParams,
  data: TrainResult,
});

export const getQualityReport = endpoint({
  ...base,
  id: 'getQualityReport',
  summary: "(ours) Cross-validated quality of the agent's data: weak intents, confused pairs, near duplicates",
  tag: 'Training',
  method: 'GET',
  path: 'agent/:id/quality',
  permissions: VIEW,
  params: IdParams,
  data: QualityReportData,
});

export const predictIntent = endpoint({
  ...base,
  id: 'predictIntent',
  summary: 'Try it: one user message in, the bot reply out; conversation state is kept per sessionId',
  tag: 'Training',
  method: 'POST',
  path: 'predictIntent',
  encoding: 'json',
  permissions: VIEW,
  body: TryItRequest,
  data: TryItReply,
});

export const paraphrase = endpoint({
  ...base,
  id: 'paraphrase',
  summary:
    "(ours) Auto generate: paraphrases of the selected phrases, through the agent's GenAI integration or locally",
  tag: 'Intents',
  method: 'POST',
  path: 'agent/:agentId/paraphrase',
  encoding: 'json',
  permissions: EDIT,
  params: AgentParams,
  body: ParaphraseRequest,
  data: ParaphraseResult,
});
