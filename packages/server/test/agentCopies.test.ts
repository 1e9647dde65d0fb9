import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const N = '/api/nlp';

/*
 * The same agent built twice (by hand, duplicated, exported and imported, restored) gets other random ids, and
 * its intents are read ORDER BY id for training. Both copies must train to the same model and answer alike.
 */

const ACCOUNT_TYPES = [
  { value: 'savings', type: 'synonyms', synonyms: ['savings account', 'saving'] },
  { value: 'current', type: 'synonyms', synonyms: ['current account', 'checking'] },
];

const INTENTS: { name: string; response: string; phrases: string[]; annotate?: boolean }[] = [
  {
    name: 'balance',
    response: 'Your {account} balance is ₹1,000.',
    annotate: true,
    phrases: [
      'what is my savings balance',
      'how much is in my current account',
      'show my balance',
      'balance enquiry',
      'how much money do I have',
    ],
  },
  {
    name: 'block card',
    response: 'Your card is blocked.',
    phrases: [
      'block my card',
      'I lost my debit card',
      'my card was stolen',
      'freeze my card now',
      'stop my credit card',
    ],
  },
  {
    name: 'open account',
    response: 'You can open an account online.',
    phrases: ['I want to open an account', 'how do I open a new account', 'new account please', 'start a savings plan'],
  },
  {
    name: 'loan',
    response: 'Our loans start at 9 %.',
    phrases: ['I need a loan', 'what is the interest on a home loan', 'can I borrow money', 'apply for a car loan'],
  },
  {
    name: 'branch hours',
    response: 'Branches are open 9 to 5.',
    phrases: [
      'when does the branch open',
      'branch timings',
      'are you open on saturday',
      'what time does the bank close',
    ],
  },
  {
    name: 'greeting',
    response: 'Hello! How can I help?',
    phrases: ['hi', 'hello', 'good morning', 'hey there'],
  },
];

const HELD_OUT = [
  'how much is in my saving account',
  'checking balance',
  'someone stole my card',
  'open a current account',
  'home loan rates',
  'is the branch open on sunday',
  'hello there',
  'what is the capital of France',
];

describe.each(backends)('copies of one agent on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  /** Builds the agent; `reversed` creates the intents, and lists each intent's phrases, in the opposite order. */
  async function build(name: string, reversed: boolean) {
    const agent = (await t.call('POST', `${N}/agent`, { token, body: { name, description: 'Copies', type: 'nlp' } }))
      .body.data;
    await t.call('POST', `${N}/agent/${agent.id}/config`, {
      token,
      body: {
        entityExtractRetries: 2,
        outOfScopeMessage: 'Sorry, I only know banking.',
        modelType: 'SVM',
        confidenceThreshold: 0.5,
        language: 'en',
      },
    });
    const story = (await t.call('POST', `${N}/story`, { token, body: { name: 'Banking', agentId: agent.id } })).body
      .data;
    const entity = (
      await t.call('POST', `${N}/entity`, {
        token,
        json: { agentId: agent.id, name: 'account', values: ACCOUNT_TYPES },
      })
    ).body.data;
    const order = <T>(xs: T[]) => (reversed ? [...xs].reverse() : xs);
    const refs = (text: string) =>
      ['savings', 'current'].flatMap((word) => {
        const start = text.indexOf(word);
        return start < 0 ? [] : [{ entityId: entity.id, entityStartPos: start, entityEndPos: start + word.length - 1 }];
      });
    for (const intent of order(INTENTS)) {
      const saved = await t.call('POST', `${N}/intent`, {
        token,
        json: {
          agentId: agent.id,
          storyId: story.id,
          name: intent.name,
          utterances: order(intent.phrases).map((u) => ({ utterance: u, entityRefs: intent.annotate ? refs(u) : [] })),
          responses: [{ response: intent.response }],
          entities: intent.annotate
            ? [{ id: entity.id, name: 'account', required: false, value: '$account', prompts: ['Which account?'] }]
            : [],
        },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const trained = await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    expect(trained.body.data.trainingStatus).toBe('Trained');
    return agent.id as string;
  }

  /** Each id of the agent (intents, entities) mapped to a name it shares with its copy. */
  async function idNames(agentId: string): Promise<Map<string, string>> {
    const intents = await t.server.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM intents WHERE agent_id = $1',
      [agentId],
    );
    const entities = await t.server.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM entities WHERE agent_id = $1',
      [agentId],
    );
    return new Map([
      ...intents.map((i): [string, string] => [i.id, `intent:${i.name}`]),
      ...entities.map((e): [string, string] => [e.id, `entity:${e.name}`]),
    ]);
  }

  /** The stored model, as text, with every id replaced by its name. */
  async function storedModel(agentId: string): Promise<string> {
    const [row] = await t.server.db.query<{ model: string }>('SELECT model FROM agent_models WHERE agent_id = $1', [
      agentId,
    ]);
    const names = await idNames(agentId);
    const rename = (value: unknown): unknown => {
      if (typeof value === 'string') return names.get(value) ?? value;
      if (Array.isArray(value)) return value.map(rename);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k) ?? k, rename(v)]));
      return value;
    };
    return JSON.stringify(rename(JSON.parse(row!.model)));
  }

  async function answers(agentId: string, messages: string[]) {
    const out: unknown[] = [];
    for (const [i, text] of messages.entries()) {
      const reply = await t.call('POST', `${N}/predictIntent`, {
        token,
        json: { agentId, sessionId: `s${i}`, message: { type: 'text', text, lnCode: 'en' } },
      });
      expect(reply.status).toBe(200);
      const { output, nlu } = reply.body.data;
      out.push({ text, reply: output.text, ...nlu, intent: nlu.intent?.name ?? null });
    }
    return out;
  }

  it('two agents with the same content, built in another order, train to the same model and answer alike', async () => {
    const first = await build('Original', false);
    const copy = await build('Copy', true);
    expect(await storedModel(copy)).toBe(await storedModel(first));
    const messages = [...INTENTS.flatMap((i) => i.phrases), ...HELD_OUT];
    const expected = await answers(first, messages);
    expect(await answers(copy, messages)).toEqual(expected);
    // The answers are worth comparing: phrases answer their intents, and off-topic is refused.
    expect(expected.filter((a: any) => a.intent !== null).length).toBeGreaterThan(messages.length / 2);
  });
});
