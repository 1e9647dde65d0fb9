import * as botBuilder from '../botBuilder.ts';
import { BotMessages } from '../botBuilderMessages.ts';
import type { Entity, Intent, StoryNode, TryItReply } from '../botBuilderSchemas.ts';
import {
  checkAgentConfig,
  checkEntity,
  checkIntent,
  checkStoryName,
  localParaphrases,
  type Checked,
} from '../botBuilderValidation.ts';
import { ErrorCodes } from '../../../contract/endpoint.ts';
import { userPatternOrUndefined } from '../../accounts/userPattern.ts';
import { IntegrationMessages } from '../authConfigRules.ts';
import { findAuthConfig } from './authConfigs.ts';
import type { FakeContext } from '../../../fake/context.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { BodyOf, DataOf, EndpointDef, ParamsOf, QueryOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import { nextId, tick, type FakeAgent, type FakeStore, type FakeUser } from '../../../fake/store.ts';
import { AgentMessages } from '../agentRules.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';

/**
 * The fake bot builder. It keeps stories, intents and entities beside the fake store (one set per store, so
 * `fake.reset()` clears them) and shares the validation rules with the server. Its Try it is a simple,
 * documented matcher — NOT the NLU engine, which would not fit the Storybook bundle: a message matches the
 * intent with a training phrase equal to it or contained in it (case-insensitive), else it is out of scope.
 * Slot filling: a required parameter whose entity value (or synonym) is absent from the message is asked with
 * its first prompt, and the next message fills it.
 */
export interface FakeStory {
  id: string;
  agentId: string;
  name: string;
  parentId: string | null;
}

export interface FakeBotData {
  stories: FakeStory[];
  intents: Intent[];
  entities: Entity[];
  /** Try-it sessions: the intent waiting for a parameter. */
  pending: Map<string, { intentId: string; param: string; values: Record<string, string> }>;
  /** Every Try-it exchange (what the server records for the conversation reports). */
  messages: { agentId: string; userMessage: string; botResponse: string; intent: string | null }[];
}

const data = new WeakMap<FakeStore, FakeBotData>();

export function botData(store: FakeStore): FakeBotData {
  let d = data.get(store);
  if (!d) {
    d = { stories: [], intents: [], entities: [], pending: new Map(), messages: [] };
    data.set(store, d);
  }
  return d;
}

type BotIds = keyof typeof botBuilder;

/** Whether an agent still has stories or intents (deleting it answers code 101). */
export function hasBotChildren(store: FakeStore, agentId: string): boolean {
  const d = botData(store);
  return d.stories.some((s) => s.agentId === agentId) || d.intents.some((i) => i.agentId === agentId);
}

const paramsOf = <E extends EndpointDef>(ctx: FakeContext<E>) => ctx.params as unknown as NonNullable<ParamsOf<E>>;
const queryOf = <E extends EndpointDef>(ctx: FakeContext<E>) => ctx.query as unknown as NonNullable<QueryOf<E>>;
const bodyOf = <E extends EndpointDef>(ctx: FakeContext<E>) => ctx.body as unknown as NonNullable<BodyOf<E>>;

const bad = (message: string) => new FakeHttpError(400, ErrorCodes.validation, message);
const missing = (message: string) => new FakeHttpError(404, ErrorCodes.notFound, message);
const ok = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw bad(checked.message);
  return checked.value;
};

function agentOf(store: FakeStore, user: FakeUser | null, id: string): FakeAgent {
  const agent = store.agents.find((a) => a.id === id && a.eId === user!.eId);
  if (!agent) throw missing(AgentMessages.notFound);
  return agent;
}

/** Any edit of stories, intents, entities or configuration means the agent must be trained again. */
function touched(store: FakeStore, agent: FakeAgent) {
  agent.trainingStatus = 'Not Trained';
  agent.updatedAt = tick(store);
}

function tree(stories: FakeStory[], parentId: string | null): StoryNode[] {
  return stories.filter((s) => s.parentId === parentId).map((s) => ({ ...s, childStories: tree(stories, s.id) }));
}

function descendants(stories: FakeStory[], id: string): string[] {
  return [id, ...stories.filter((s) => s.parentId === id).flatMap((s) => descendants(stories, s.id))];
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function findValue(d: FakeBotData, entityId: string, text: string): string | undefined {
  const entity = d.entities.find((e) => e.id === entityId);
  const t = ` ${norm(text)} `;
  if (!entity) {
    if (entityId === 'sys.number') return text.match(/\d+(\.\d+)?/)?.[0];
    return undefined;
  }
  for (const v of entity.values) {
    const words = v.type === 'synonyms' ? [v.value, ...(v.synonyms ?? [])] : [];
    if (words.some((w) => t.includes(` ${norm(w)} `))) return v.value;
    for (const p of v.pattern ?? []) {
      const m = userPatternOrUndefined(p)?.matches(text)[0];
      if (m) return m.text;
    }
  }
  return undefined;
}

function fill(response: string, values: Record<string, string>) {
  return Object.entries(values).reduce(
    (text, [k, v]) => text.replaceAll(`{{${k}}}`, v).replaceAll(`{${k}}`, v).replaceAll(`$${k}`, v),
    response,
  );
}

export const botBuilderImpl: { [K in BotIds]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]> } = {
  listStories(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    agentOf(store, user, params.agentId);
    return tree(
      botData(store).stories.filter((s) => s.agentId === params.agentId),
      null,
    );
  },

  saveStory(ctx) {
    const { store, user, setMessage } = ctx;
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, body.agentId);
    const d = botData(store);
    const name = ok(checkStoryName(body.name));
    const id = body.id || undefined;
    if (d.stories.some((s) => s.agentId === agent.id && s.id !== id && s.name.toLowerCase() === name.toLowerCase())) {
      throw new FakeHttpError(409, ErrorCodes.conflict, BotMessages.storyDuplicate);
    }
    const parentId = body.parentId || null;
    if (parentId && !d.stories.some((s) => s.id === parentId && s.agentId === agent.id))
      throw missing(NotFoundMessages.parentStory);
    touched(store, agent);
    if (id) {
      const story = d.stories.find((s) => s.id === id && s.agentId === agent.id);
      if (!story) throw missing(NotFoundMessages.story);
      if (parentId && descendants(d.stories, id).includes(parentId)) throw bad('A story cannot be its own parent');
      story.name = name;
      story.parentId = parentId;
      setMessage('Story updated successfully');
      return { ...story, childStories: tree(d.stories, story.id) };
    }
    const story: FakeStory = { id: nextId(store, 'story'), agentId: agent.id, name, parentId };
    d.stories.push(story);
    setMessage('Story created successfully');
    return { ...story, childStories: [] };
  },

  deleteStory(ctx) {
    const { store, user, setMessage } = ctx;
    const params = paramsOf(ctx);
    const agent = agentOf(store, user, params.agentId);
    const d = botData(store);
    if (!d.stories.some((s) => s.id === params.storyId && s.agentId === agent.id))
      throw missing(NotFoundMessages.story);
    const ids = new Set(descendants(d.stories, params.storyId));
    d.stories = d.stories.filter((s) => !ids.has(s.id));
    d.intents = d.intents.filter((i) => !ids.has(i.storyId));
    touched(store, agent);
    setMessage('Story deleted successfully');
    return { id: params.storyId };
  },

  listIntents(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    const query = queryOf(ctx);
    agentOf(store, user, params.agentId);
    const name = (query.name ?? '').trim().toLowerCase();
    const from = query.from ?? 0;
    const perPage = query.perPage ?? 200;
    const all = botData(store)
      .intents.filter((i) => i.agentId === params.agentId && i.storyId === params.storyId)
      .filter((i) => !name || i.name.toLowerCase().includes(name))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const page = all.slice(from, from + perPage);
    return { intents: structuredClone(page), more: from + perPage < all.length };
  },

  getIntent(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    agentOf(store, user, params.agentId);
    const intent = botData(store).intents.find(
      (i) => i.id === params.intentId && i.agentId === params.agentId && i.storyId === params.storyId,
    );
    if (!intent) throw missing(NotFoundMessages.intent);
    return structuredClone(intent);
  },

  saveIntent(ctx) {
    const { store, user, setMessage } = ctx;
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, body.agentId);
    const d = botData(store);
    if (!d.stories.some((s) => s.id === body.storyId && s.agentId === agent.id))
      throw bad(BotMessages.createStoryFirst);
    const value = ok(checkIntent(body));
    const id = body.id || undefined;
    if (
      d.intents.some((i) => i.agentId === agent.id && i.id !== id && i.name.toLowerCase() === value.name.toLowerCase())
    ) {
      throw new FakeHttpError(409, ErrorCodes.conflict, BotMessages.intentDuplicate);
    }
    for (const param of value.entities) {
      if (!param.id.startsWith('sys.') && !d.entities.some((e) => e.id === param.id && e.agentId === agent.id)) {
        throw bad(`Unknown entity ${param.id}`);
      }
    }
    touched(store, agent);
    if (id) {
      const intent = d.intents.find((i) => i.id === id && i.agentId === agent.id);
      if (!intent) throw missing(NotFoundMessages.intent);
      Object.assign(intent, value, { storyId: body.storyId, updatedAt: agent.updatedAt });
      setMessage('Intent updated successfully');
      return structuredClone(intent);
    }
    const intent: Intent = {
      id: nextId(store, 'intent'),
      agentId: agent.id,
      storyId: body.storyId,
      ...value,
      updatedAt: agent.updatedAt,
    };
    d.intents.push(intent);
    setMessage('Intent created successfully');
    return structuredClone(intent);
  },

  deleteIntent(ctx) {
    const { store, user, setMessage } = ctx;
    const params = paramsOf(ctx);
    const agent = agentOf(store, user, params.agentId);
    const d = botData(store);
    const intent = d.intents.find(
      (i) => i.id === params.intentId && i.agentId === agent.id && i.storyId === params.storyId,
    );
    if (!intent) throw missing(NotFoundMessages.intent);
    d.intents = d.intents.filter((i) => i !== intent);
    touched(store, agent);
    setMessage('Intent deleted successfully');
    return { id: intent.id };
  },

  listEntities(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    const query = queryOf(ctx);
    agentOf(store, user, params.agentId);
    const from = query.from ?? 0;
    const perPage = query.perPage ?? 15;
    const term = (query.searchterm ?? '').trim().toLowerCase();
    const all: Entity[] =
      query.type === 'system'
        ? SYSTEM_ENTITY_NAMES.map((name) => ({
            id: name,
            agentId: params.agentId,
            name,
            values: [],
            updatedOn: new Date(0).toISOString(),
            description: `System entity ${name}`,
            system: true,
          }))
        : botData(store)
            .entities.filter((e) => e.agentId === params.agentId)
            .sort((a, b) => b.updatedOn.localeCompare(a.updatedOn) || a.id.localeCompare(b.id));
    const matching = all.filter(
      (e) =>
        !term ||
        e.name.toLowerCase().includes(term) ||
        e.values.some((v) => [v.value, ...(v.synonyms ?? [])].some((s) => s.toLowerCase().includes(term))),
    );
    const page = matching.slice(from, from + perPage);
    return { entities: structuredClone(page), more: from + perPage < matching.length };
  },

  getEntity(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    agentOf(store, user, params.agentId);
    const entity = botData(store).entities.find((e) => e.id === params.entityId && e.agentId === params.agentId);
    if (!entity) throw missing(NotFoundMessages.entity);
    return structuredClone(entity);
  },

  saveEntity(ctx) {
    const { store, user, setMessage } = ctx;
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, body.agentId);
    const d = botData(store);
    const value = ok(checkEntity(body));
    const id = body.id || undefined;
    if (
      d.entities.some((e) => e.agentId === agent.id && e.id !== id && e.name.toLowerCase() === value.name.toLowerCase())
    ) {
      throw new FakeHttpError(409, ErrorCodes.conflict, BotMessages.entityDuplicate);
    }
    touched(store, agent);
    if (id) {
      const entity = d.entities.find((e) => e.id === id && e.agentId === agent.id);
      if (!entity) throw missing(NotFoundMessages.entity);
      Object.assign(entity, value, { updatedOn: agent.updatedAt });
      setMessage('Entity updated successfully');
      return structuredClone(entity);
    }
    const entity: Entity = { id: nextId(store, 'entity'), agentId: agent.id, ...value, updatedOn: agent.updatedAt };
    d.entities.push(entity);
    setMessage('Entity created successfully');
    return structuredClone(entity);
  },

  deleteEntity(ctx) {
    const { store, user, setMessage } = ctx;
    const params = paramsOf(ctx);
    const agent = agentOf(store, user, params.agentId);
    const d = botData(store);
    const entity = d.entities.find((e) => e.id === params.entityId && e.agentId === agent.id);
    if (!entity) throw missing(NotFoundMessages.entity);
    d.entities = d.entities.filter((e) => e !== entity);
    for (const intent of d.intents.filter((i) => i.agentId === agent.id)) {
      intent.entities = intent.entities.filter((p) => p.id !== entity.id);
      for (const u of intent.utterances) {
        u.entityRefs = (u.entityRefs ?? []).filter((r) => r.entityId !== entity.id);
        u.entityDefined = u.entityRefs.length > 0;
      }
    }
    touched(store, agent);
    setMessage(BotMessages.deletedEntity);
    return { id: entity.id };
  },

  listSystemEntities() {
    return SYSTEM_ENTITY_NAMES.map((name) => ({ name, description: `System entity ${name}`, examples: [] }));
  },

  saveAgentConfig(ctx) {
    const { store, user, setMessage } = ctx;
    const params = paramsOf(ctx);
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, params.agentId);
    const value = ok(checkAgentConfig(body));
    if (value.openaiKey && !findAuthConfig(store, agent.eId, value.openaiKey)) {
      throw new FakeHttpError(404, ErrorCodes.notFound, IntegrationMessages.notFound);
    }
    agent.config = { ...value };
    touched(store, agent);
    setMessage('Configuration saved successfully');
    return structuredClone(agent.config);
  },

  trainAgent(ctx) {
    const { store, user, setMessage } = ctx;
    const params = paramsOf(ctx);
    const agent = agentOf(store, user, params.id);
    const intents = botData(store).intents.filter((i) => i.agentId === agent.id);
    if (intents.length === 0) throw bad(BotMessages.nothingToTrain);
    agent.trainingStatus = 'Trained';
    setMessage('Agent trained successfully');
    return {
      agentId: agent.id,
      trainingStatus: 'Trained' as const,
      intents: intents.length,
      phrases: intents.reduce((n, i) => n + i.utterances.length, 0),
      trainedAt: new Date(store.clock).toISOString(),
      notes: [],
    };
  },

  getQualityReport(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    agentOf(store, user, params.id);
    const intents = botData(store).intents.filter((i) => i.agentId === params.id);
    return {
      folds: 5,
      accuracy: 1,
      perIntent: intents.map((i) => ({
        intentId: i.id,
        name: i.name,
        phrases: i.utterances.length,
        precision: 1,
        recall: 1,
        f1: 1,
      })),
      confusedPairs: [],
      tooFewPhrases: intents
        .filter((i) => i.utterances.length < 5)
        .map((i) => ({ intentId: i.id, name: i.name, phrases: i.utterances.length, recommended: 5 })),
      nearDuplicates: [],
    };
  },

  predictIntent(ctx) {
    const { store, user } = ctx;
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, body.agentId);
    if (agent.type === 'prompt') throw bad(BotMessages.promptTryItUnavailable);
    if (agent.trainingStatus !== 'Trained') throw bad(BotMessages.notTrained);
    const d = botData(store);
    const text = body.message.text;
    const sessionId = body.sessionId || nextId(store, 'session');
    const intents = d.intents.filter((i) => i.agentId === agent.id);
    const reply = (out: string, nlu: Partial<TryItReply['nlu']> = {}): TryItReply => {
      d.messages.push({ agentId: agent.id, userMessage: text, botResponse: out, intent: nlu.intent?.name ?? null });
      return {
        sessionId,
        output: { text: out, source: [] },
        nlu: {
          intent: null,
          confidence: 0,
          outOfScope: true,
          parameters: {},
          emotion: 'neutral',
          // The fake matches phrases exactly: the other intents are the runners-up, at no confidence.
          otherIntents: intents
            .filter((i) => i.id !== nlu.intent?.id)
            .slice(0, 2)
            .map((i) => ({ name: i.name, confidence: 0 })),
          ...nlu,
        },
      };
    };
    let intent: Intent | undefined;
    let values: Record<string, string> = {};
    const pending = d.pending.get(sessionId);
    if (pending) {
      intent = intents.find((i) => i.id === pending.intentId);
      values = { ...pending.values };
      const param = intent?.entities.find((p) => p.name === pending.param);
      const found = param ? findValue(d, param.id, text) : undefined;
      if (param && found) values[param.name] = found;
      d.pending.delete(sessionId);
    } else {
      const t = ` ${norm(text)} `;
      intent = intents.find((i) => i.utterances.some((u) => norm(u.utterance) && t.includes(` ${norm(u.utterance)} `)));
      for (const param of intent?.entities ?? []) {
        const found = findValue(d, param.id, text);
        if (found) values[param.name] = found;
      }
    }
    if (!intent) return reply(agent.config.outOfScopeMessage);
    const ref = { id: intent.id, name: intent.name };
    const missingParam = intent.entities.find((p) => p.required && !values[p.name]);
    if (missingParam) {
      d.pending.set(sessionId, { intentId: intent.id, param: missingParam.name, values });
      const prompt = missingParam.prompts[0] ?? '';
      return reply(prompt, {
        intent: ref,
        confidence: 1,
        outOfScope: false,
        parameters: values,
        missingParameter: { name: missingParam.name, prompt },
      });
    }
    return reply(fill(intent.responses[0]?.response ?? '', values), {
      intent: ref,
      confidence: 1,
      outOfScope: false,
      parameters: values,
    });
  },

  paraphrase(ctx) {
    const { store, user } = ctx;
    const params = paramsOf(ctx);
    const body = bodyOf(ctx);
    const agent = agentOf(store, user, params.agentId);
    const lines = body.lines.filter((l) => l.trim());
    if (lines.length === 0) throw bad(BotMessages.selectPhrase);
    // The fake calls no LLM: with an integration it answers fixed "rephrased" lines, marked as the integration's.
    const integration = findAuthConfig(store, agent.eId, agent.config.openaiKey);
    if (integration) {
      const paraphrases = Array.from(
        { length: body.num_return_sequences },
        (_, n) => `${lines[n % lines.length]} (rephrased ${n + 1})`,
      );
      return { paraphrases, source: 'integration' as const };
    }
    return {
      paraphrases: localParaphrases(lines, body.num_return_sequences),
      source: 'local' as const,
      ...(agent.config.openaiKey ? { fallbackReason: 'The chosen integration no longer exists' } : {}),
    };
  },
};

/** The engine's system entity names (the fake does not load the engine; descriptions are placeholders). */
export const SYSTEM_ENTITY_NAMES = [
  'sys.number',
  'sys.ordinal',
  'sys.percentage',
  'sys.currency',
  'sys.date',
  'sys.time',
  'sys.duration',
  'sys.email',
  'sys.phone-number',
  'sys.url',
  'sys.age',
  'sys.color',
];

/** Seeds a story with intents and an entity for stories and tests. */
export function seedBotBuilder(
  store: FakeStore,
  agentId: string,
  options: { stories?: string[]; storyId?: string; intents?: Partial<Intent>[]; entities?: Partial<Entity>[] } = {},
) {
  const d = botData(store);
  const stories = (options.stories ?? (options.storyId ? [] : ['Greetings'])).map((name) => {
    const story: FakeStory = { id: nextId(store, 'story'), agentId, name, parentId: null };
    d.stories.push(story);
    return story;
  });
  const entities = (options.entities ?? []).map((e) => {
    const entity: Entity = {
      id: nextId(store, 'entity'),
      agentId,
      name: 'entity',
      values: [{ value: 'value', type: 'synonyms', synonyms: ['value'] }],
      updatedOn: tick(store),
      ...e,
    };
    d.entities.push(entity);
    return entity;
  });
  const intents = (options.intents ?? []).map((i, n) => {
    const intent: Intent = {
      id: nextId(store, 'intent'),
      agentId,
      storyId: options.storyId ?? stories[0]!.id,
      name: `intent ${n + 1}`,
      utterances: [],
      responses: [],
      entities: [],
      updatedAt: tick(store),
      ...i,
    };
    d.intents.push(intent);
    return intent;
  });
  return { stories, entities, intents };
}
