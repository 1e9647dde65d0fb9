import type { AgentListQuery } from '../../../contract/schemas.ts';
import { GENAI_AUTH_TYPE } from '../authConfigRules.ts';

/** The bots area's query keys: the agents list and details, and each agent's bot builder data. */
export const botKeys = {
  agents: ['agents'] as const,
  agentList: (query: Omit<AgentListQuery, 'from'>) => ['agents', 'list', query] as const,
  agent: (id: string) => ['agents', 'detail', id] as const,
  all: (agentId: string) => ['bot', agentId] as const,
  stories: (agentId: string) => ['bot', agentId, 'stories'] as const,
  intents: (agentId: string, storyId: string, name: string) => ['bot', agentId, 'intents', storyId, name] as const,
  entities: (agentId: string, query: object) => ['bot', agentId, 'entities', query] as const,
  entity: (agentId: string, entityId: string) => ['bot', agentId, 'entity', entityId] as const,
  quality: (agentId: string) => ['bot', agentId, 'quality'] as const,
  genAiConfigs: ['authConfigs', GENAI_AUTH_TYPE] as const,
};
