import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { Agent, AgentList, AgentListQuery, AgentSaveRequest, IdParams } from '../../contract/schemas.ts';

const VIEW = ['NLP.VIEW', 'NLP.NLP', 'COGNITIVE.VIEW'] as const;
const EDIT = ['NLP.NLP'] as const;

export const listAgents = endpoint({
  id: 'listAgents',
  summary: 'Agents, newest first; `name` searches, `perPage` -1 returns all (at most 1,000)',
  tag: 'Agents',
  method: 'GET',
  service: 'nlp',
  path: 'v2/agent',
  auth: 'session',
  permissions: VIEW,
  query: AgentListQuery,
  data: AgentList,
});

export const getAgent = endpoint({
  id: 'getAgent',
  summary: 'One agent with its configuration',
  tag: 'Agents',
  method: 'GET',
  service: 'nlp',
  path: 'agent/:id',
  auth: 'session',
  permissions: VIEW,
  params: IdParams,
  data: Agent,
});

export const saveAgent = endpoint({
  id: 'saveAgent',
  summary: 'Create an agent, or update it when `id` is given',
  tag: 'Agents',
  method: 'POST',
  service: 'nlp',
  path: 'agent',
  auth: 'session',
  permissions: EDIT,
  body: AgentSaveRequest,
  data: Agent,
});

export const deleteAgent = endpoint({
  id: 'deleteAgent',
  summary: 'Delete an agent; code 101 while it still has stories and intents',
  tag: 'Agents',
  method: 'DELETE',
  service: 'nlp',
  path: 'agent/:id',
  auth: 'session',
  permissions: EDIT,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});
