import type { Agent, AgentConfig } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

export const DEFAULT_AGENT_CONFIG: AgentConfig = {
  entityExtractRetries: 1,
  outOfScopeMessage: "Sorry, I didn't get that. Could you rephrase?",
  modelType: 'SVM',
  confidenceThreshold: 0.5,
  language: 'en',
};

export const AGENT_COLUMNS = 'id, name, description, type, config, training_status, created_at, updated_at';

export interface AgentRow {
  id: string;
  name: string;
  description: string;
  type: string;
  config: AgentConfig;
  training_status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as Agent['type'],
    trainingStatus: row.training_status as Agent['trainingStatus'],
    config: { ...DEFAULT_AGENT_CONFIG, ...row.config },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function insertAgent(
  db: Queryable,
  enterpriseId: string,
  agent: { id: string; name: string; description: string; type: string },
): Promise<AgentRow> {
  const [row] = await db.query<AgentRow>(
    `INSERT INTO agents (id, enterprise_id, name, description, type, config)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING ${AGENT_COLUMNS}`,
    [agent.id, enterpriseId, agent.name, agent.description, agent.type, JSON.stringify(DEFAULT_AGENT_CONFIG)],
  );
  return row!;
}
