import type { Impl } from './context.ts';
import { AgentMessages, agentNameSearch, checkAgentSave, compareAgentsForList } from '../contract/agentRules.ts';
import { pageLimit } from '../contract/paging.ts';
import type { Agent, AgentConfig } from '../contract/schemas.ts';
import { DEFAULT_AGENT_CONFIG, nextId, tick, type FakeAgent, type FakeStore, type FakeUser } from './store.ts';

import { FakeHttpError } from './errors.ts';
import { botBuilderImpl, hasBotChildren } from './impl/botBuilder.ts';
import { accountsImpl, fakeLogin, fakeProfileExtras } from './impl/accounts.ts';
import { customerMasterImpl } from './impl/customerMaster.ts';
import { agentExchangeImpl } from './impl/agentExchange.ts';
import { authConfigsImpl } from './impl/authConfigs.ts';
import { apiKeysImpl } from './impl/apiKeys.ts';

export { FakeHttpError } from './errors.ts';
export type { FakeContext, Impl } from './context.ts';


const CAPTCHA_WORDS = ['7kq2m', 'x4pt9', 'h8rw3', 'b2nz6', 'd9fj4'];

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"><rect width="150" height="50" fill="#eef1f6"/><path d="M5 35 C40 10, 80 45, 145 15" stroke="#9aa5b8" fill="none"/><text x="20" y="34" font-family="monospace" font-size="26" fill="#334" letter-spacing="6">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function findAgent(store: FakeStore, user: FakeUser, id: string): FakeAgent {
  const agent = store.agents.find((a) => a.id === id && a.eId === user.eId);
  if (!agent) throw new FakeHttpError(404, 404, AgentMessages.notFound);
  return agent;
}

function publicAgent(agent: FakeAgent): Agent {
  const { eId: _eId, ...rest } = agent;
  return structuredClone(rest);
}

export const fakeImpl: Impl = {
  captchaGenerate({ store }) {
    const captchaId = nextId(store, 'captcha');
    const answer = CAPTCHA_WORDS[store.counter % CAPTCHA_WORDS.length]!;
    store.captchas.set(captchaId, answer);
    store.issuedCaptchas.set(captchaId, answer);
    return { captchaId, captcha: captchaImage(answer) };
  },

  login: fakeLogin,

  logout({ store, token }) {
    if (token) store.sessions.delete(token);
    return 'Logged out';
  },

  getProfile({ store, user }) {
    const u = user!;
    const enterprise = store.enterprises.find((e) => e.eId === u.eId);
    return {
      uId: u.uId,
      eId: u.eId,
      enterpriseName: enterprise?.name ?? '',
      name: u.name,
      userName: u.emailId,
      emailId: u.emailId,
      roles: u.roles,
      permissions: u.permissions,
      enablePushNotification: false,
      enableChatNotification: true,
      artifactsEnabled: Boolean(store.settings.featureFlags.artifactsEnabled),
      ...fakeProfileExtras(store, u),
    };
  },

  getSettings({ store }) {
    return structuredClone(store.settings);
  },

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
    if (store.agentsWithChildren.has(agent.id) || hasBotChildren(store, agent.id)) throw new FakeHttpError(409, 101, AgentMessages.hasChildren);
    store.agents = store.agents.filter((a) => a !== agent);
    setMessage(AgentMessages.deleted);
    return { id: agent.id };
  },

  ...apiKeysImpl,
  ...accountsImpl,
  ...customerMasterImpl,
  ...botBuilderImpl,
  ...agentExchangeImpl,
  ...authConfigsImpl,
};
