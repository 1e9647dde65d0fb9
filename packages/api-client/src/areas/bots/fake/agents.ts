import type * as agents from '../agents.ts';
import { AgentMessages, agentNameSearch, checkAgentSave, compareAgentsForList } from '../agentRules.ts';
import type { DataOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import { pageLimit } from '../../../contract/paging.ts';
import type { Agent, AgentConfig } from '../../../contract/schemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { FakeContext } from '../../../fake/context.ts';
import {
  DEFAULT_AGENT_CONFIG,
  nextId,
  tick,
  type FakeAgent,
  type FakeStore,
  type FakeUser,
} from '../../../fake/store.ts';
import { hasBotChildren } from './botBuilder.ts';

type Ids = keyof typeof agents;

function findAgent(store: FakeStore, user: FakeUser, id: string): FakeAgent {
  const agent = store.agents.find((a) => a.id === id && a.eId === user.eId);
  if (!agent) throw new FakeHttpError(404, 404, AgentMessages.notFound);
  return agent;
}

function publicAgent(agent: FakeAgent): Agent {
  const { eId: _eId, ...rest } = agent;
  return structuredClone(rest);
}

/** The agents list and CRUD in the fake: the store's agents table plus the area's rules (agentRules.ts). */
export const agentsImpl: { [K in Ids]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]> } = {
  listAgents({ store, user, query }) {
    const name = agentNameSearch(typeof query.name === 'string' ? query.name : undefined);
    const from = Number(query.from ?? 0);
    const perPage = pageLimit(Number(query.perPage ?? 15));
    const matching = store.agents
      .filter((a) => a.eId === user!.eId && (!name || a.name.toLowerCase().includes(name)))
      .sort(compareAgentsForList);
    const page = matching.slice(from, from + perPage);
    return { agents: page.map(publicAgent), more: from + perPage < matching.length };
  },

  getAgent({ store, user, params }) {
    return publicAgent(findAgent(store, user!, params.id!));
  },

  saveAgent({ store, user, body, setMessage }) {
    const checked = checkAgentSave({ name: String(body.name ?? ''), description: String(body.description ?? '') });
    if (checked.refusal) throw new FakeHttpError(400, 400, checked.refusal.message, { errors: checked.refusal.errors });
    const { name, description } = checked;
    const id = body.id ? String(body.id) : undefined;
    const duplicate = store.agents.some(
      (a) => a.eId === user!.eId && a.id !== id && a.name.toLowerCase() === name.toLowerCase(),
    );
    if (duplicate) throw new FakeHttpError(409, 409, AgentMessages.duplicateName);
    const type = body.type as 'nlp' | 'prompt';
    if (id) {
      const agent = findAgent(store, user!, id);
      Object.assign(agent, { name, description, type, updatedAt: tick(store), trainingStatus: 'Not Trained' });
      setMessage(AgentMessages.updated);
      return publicAgent(agent);
    }
    const now = tick(store);
    const agent: FakeAgent = {
      id: nextId(store, 'agent'),
      eId: user!.eId,
      name,
      description,
      type,
      createdAt: now,
      updatedAt: now,
      trainingStatus: 'Not Trained',
      config: { ...(DEFAULT_AGENT_CONFIG as AgentConfig) },
    };
    store.agents.push(agent);
    setMessage(AgentMessages.created);
    return publicAgent(agent);
  },

  deleteAgent({ store, user, params, setMessage }) {
    const agent = findAgent(store, user!, params.id!);
    if (store.agentsWithChildren.has(agent.id) || hasBotChildren(store, agent.id))
      throw new FakeHttpError(409, 101, AgentMessages.hasChildren);
    store.agents = store.agents.filter((a) => a !== agent);
    setMessage(AgentMessages.deleted);
    return { id: agent.id };
  },
};
