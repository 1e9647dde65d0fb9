import type {
  Entity,
  EntityValue,
  Intent,
  IntentParameter,
  IntentResponse,
  NormalisedIntent,
  StoryNode,
  Utterance,
} from '@parley/api-client/contract';
import { AgentMessages } from '@parley/api-client/contract';
import { loadModel, type NluEngine, serializeModel, type AgentTrainingData, type NluModel } from '@parley/nlu';
import type { Database, Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { notFound } from '../../../http/errors.ts';
import { AGENT_COLUMNS, toAgent, type AgentRow } from './agents.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

// ---- Rows ----

export interface StoryRow {
  id: string;
  agent_id: string;
  name: string;
  parent_id: string | null;
}

export interface IntentRow {
  id: string;
  agent_id: string;
  story_id: string;
  name: string;
  utterances: Required<Utterance>[];
  responses: IntentResponse[];
  parameters: IntentParameter[];
  updated_at: Date | string;
}
export const INTENT_COLUMNS = 'id, agent_id, story_id, name, utterances, responses, parameters, updated_at';

/** Inserts an intent already checked (`checkIntent`) into a story of the agent; returns its row. */
export async function insertIntent(
  db: Queryable,
  enterpriseId: string,
  agentId: string,
  storyId: string,
  intent: NormalisedIntent,
): Promise<IntentRow> {
  const [row] = await db.query<IntentRow>(
    `INSERT INTO intents (id, enterprise_id, agent_id, name, story_id, utterances, responses, parameters)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb) RETURNING ${INTENT_COLUMNS}`,
    [
      newId(),
      enterpriseId,
      agentId,
      intent.name,
      storyId,
      JSON.stringify(intent.utterances),
      JSON.stringify(intent.responses),
      JSON.stringify(intent.entities),
    ],
  );
  return row!;
}

export const toIntent = (row: IntentRow): Intent => ({
  id: row.id,
  name: row.name,
  agentId: row.agent_id,
  storyId: row.story_id,
  utterances: row.utterances,
  responses: row.responses,
  entities: row.parameters,
  updatedAt: iso(row.updated_at),
});

export interface EntityRow {
  id: string;
  agent_id: string;
  name: string;
  entity_values: EntityValue[];
  updated_at: Date | string;
}
export const ENTITY_COLUMNS = 'id, agent_id, name, entity_values, updated_at';

export const toEntity = (row: EntityRow): Entity => ({
  id: row.id,
  agentId: row.agent_id,
  name: row.name,
  values: row.entity_values,
  updatedOn: iso(row.updated_at),
});

export function storyTree(rows: StoryRow[], parentId: string | null = null): StoryNode[] {
  return rows
    .filter((r) => r.parent_id === parentId)
    .map((r) => ({
      id: r.id,
      name: r.name,
      agentId: r.agent_id,
      parentId: r.parent_id,
      childStories: storyTree(rows, r.id),
    }));
}

/** The agent of this enterprise, or 404. `lock` takes a row lock so edits of one agent serialise. */
export async function agentOf(db: Queryable, enterpriseId: string, agentId: string, lock = false) {
  const [row] = await db.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1 AND enterprise_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [agentId, enterpriseId],
  );
  if (!row) throw notFound(AgentMessages.notFound);
  return toAgent(row);
}

/** Any edit of an agent's stories, intents, entities or configuration means it must be trained again. */
export async function markEdited(db: Queryable, agentId: string): Promise<void> {
  await db.query(`UPDATE agents SET training_status = 'Not Trained', updated_at = now() WHERE id = $1`, [agentId]);
}

// ---- Training data ----

export async function trainingData(db: Queryable, agentId: string): Promise<AgentTrainingData> {
  const [agentRow] = await db.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1`, [agentId]);
  const agent = toAgent(agentRow!);
  const intents = await db.query<IntentRow>(`SELECT ${INTENT_COLUMNS} FROM intents WHERE agent_id = $1 ORDER BY id`, [
    agentId,
  ]);
  const entities = await db.query<EntityRow>(`SELECT ${ENTITY_COLUMNS} FROM entities WHERE agent_id = $1 ORDER BY id`, [
    agentId,
  ]);
  return {
    language: agent.config.language,
    modelType: agent.config.modelType,
    confidenceThreshold: agent.config.confidenceThreshold,
    entityExtractRetries: agent.config.entityExtractRetries,
    outOfScopeMessage: agent.config.outOfScopeMessage,
    intents: intents
      .filter((i) => i.story_id !== null)
      .map((i) => ({
        id: i.id,
        name: i.name,
        utterances: i.utterances.map((u) => ({ utterance: u.utterance, entityRefs: u.entityRefs ?? [] })),
        response: i.responses[0]?.response ?? null,
        parameters: i.parameters.map((p) => ({
          id: p.name,
          name: p.name,
          entityId: p.id,
          required: p.required,
          prompts: p.prompts,
        })),
      })),
    entities: entities.map((e) => ({ id: e.id, name: e.name, values: e.entity_values })),
  };
}

// ---- Models ----

/** The agent's serving model: the engine's, or after a restart the stored one, installed into the engine. */
export async function servingModel(engine: NluEngine, db: Database, agentId: string): Promise<NluModel | undefined> {
  const cached = engine.get(agentId);
  if (cached) return cached;
  const [row] = await db.query<{ model: string }>('SELECT model FROM agent_models WHERE agent_id = $1', [agentId]);
  if (!row) return undefined;
  let model: NluModel;
  try {
    model = loadModel(row.model);
  } catch {
    return undefined; // an old model format: the agent must be trained again
  }
  await engine.install(agentId, model);
  return engine.get(agentId);
}

export async function storeModel(db: Queryable, agentId: string, model: NluModel): Promise<void> {
  await db.query(
    `INSERT INTO agent_models (agent_id, model, trained_at) VALUES ($1, $2, now())
     ON CONFLICT (agent_id) DO UPDATE SET model = EXCLUDED.model, trained_at = now()`,
    [agentId, serializeModel(model)],
  );
}
