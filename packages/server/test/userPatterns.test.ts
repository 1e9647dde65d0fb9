import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserPatternMessages } from '@parley/api-client/contract';
import { exportDialogflow, exportRasa, type ExchangeAgent } from '../src/areas/bots/services/agentExchange/index.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

// A backtracking engine would spend minutes on the hostile message below; the timeout lets such a run end in a
// failure rather than hang.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const N = '/api/nlp';
/** Nested quantifiers: exponential for a backtracking engine on a run of "a" that does not end the text. */
const CATASTROPHIC = '(a+)+$';
const HOSTILE_MESSAGE = `${'a'.repeat(32)}!`;
const LOOKAHEAD = 'ORD(?=\\d{5})';
const BACKREFERENCE = '(\\w)\\1';

describe.each(backends)('user patterns run in linear time on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const newAgent = async (name: string) =>
    (await t.call('POST', `${N}/agent`, { token, body: { name, description: 'Patterns', type: 'nlp' } })).body.data as {
      id: string;
    };
  const saveEntity = (json: Record<string, unknown>) => t.call('POST', `${N}/entity`, { token, json });
  const say = (agentId: string, text: string, sessionId: string) =>
    t.call('POST', `${N}/predictIntent`, {
      token,
      json: { agentId, sessionId, message: { type: 'text', text, lnCode: 'en' } },
    });

  it('saves (a+)+$, matches with it, and answers a hostile message within a second while /healthz answers', async () => {
    const agent = await newAgent('Catastrophic pattern');
    const story = (await t.call('POST', `${N}/story`, { token, body: { name: 'Shouts', agentId: agent.id } })).body
      .data;
    const saved = await saveEntity({
      agentId: agent.id,
      name: 'letters',
      values: [{ value: 'letters', type: 'pattern', pattern: [CATASTROPHIC] }],
    });
    expect(saved.status).toBe(200);
    const letters = saved.body.data as { id: string };
    const phrase = (utterance: string) => {
      const start = utterance.lastIndexOf(' ') + 1;
      return {
        utterance,
        entityRefs: [{ entityId: letters.id, entityStartPos: start, entityEndPos: utterance.length - 1 }],
      };
    };
    const intent = await t.call('POST', `${N}/intent`, {
      token,
      json: {
        agentId: agent.id,
        storyId: story.id,
        name: 'shout',
        utterances: [phrase('I shout aaaa'), phrase('shout aaa'), phrase('let me shout aaaaa')],
        responses: [{ response: 'You shouted {letters}.' }],
        entities: [{ id: letters.id, name: 'letters', required: true, value: '$letters', prompts: ['Shout what?'] }],
      },
    });
    expect(intent.status).toBe(200);
    expect((await t.call('GET', `${N}/agent/${agent.id}/train`, { token })).body.data.trainingStatus).toBe('Trained');
    // The pattern is in use: it finds the run of "a" that ends the message.
    expect((await say(agent.id, 'I shout aaaaaa', 'ok')).body.data.output.text).toBe('You shouted aaaaaa.');

    const started = performance.now();
    const timed = async <T>(work: Promise<T>) => {
      const value = await work;
      return { value, ms: performance.now() - started };
    };
    const [prediction, health] = await Promise.all([
      timed(say(agent.id, HOSTILE_MESSAGE, 'hostile')),
      timed(t.call('GET', '/healthz')),
    ]);
    expect(prediction.value.status).toBe(200);
    expect(prediction.ms).toBeLessThan(1000);
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
  });

  it('refuses look-arounds and back-references at save, with the reason', async () => {
    const agent = await newAgent('Refused patterns');
    for (const [pattern, message] of [
      [LOOKAHEAD, UserPatternMessages.lookaround(LOOKAHEAD)],
      ['(?<!x)ORD', UserPatternMessages.lookaround('(?<!x)ORD')],
      [BACKREFERENCE, UserPatternMessages.backreference(BACKREFERENCE)],
    ] as const) {
      const refused = await saveEntity({
        agentId: agent.id,
        name: 'order',
        values: [{ value: 'order', type: 'pattern', pattern: ['\\d{5}', pattern] }],
      });
      expect(refused.status, pattern).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await t.server.db.query('SELECT id FROM entities WHERE agent_id = $1', [agent.id])).toEqual([]);

    // An update is checked the same way and leaves the stored entity as it was.
    const created = await saveEntity({
      agentId: agent.id,
      name: 'order',
      values: [{ value: 'order', type: 'pattern', pattern: ['ORD-\\d{5}'] }],
    });
    expect(created.status).toBe(200);
    const update = await saveEntity({
      id: created.body.data.id,
      agentId: agent.id,
      name: 'order',
      values: [{ value: 'order', type: 'pattern', pattern: [BACKREFERENCE] }],
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(UserPatternMessages.backreference(BACKREFERENCE));
    const stored = await t.server.db.query<{ entity_values: unknown }>(
      'SELECT entity_values FROM entities WHERE id = $1',
      [created.body.data.id],
    );
    expect(stored[0]!.entity_values).toEqual([{ value: 'order', type: 'pattern', pattern: ['ORD-\\d{5}'] }]);
  });

  /** An agent whose regexp entities hold what RE2 cannot run, beside one it can. */
  const unsupported: ExchangeAgent = {
    description: 'Patterns',
    language: 'en',
    outOfScopeMessage: 'Sorry.',
    intents: [],
    entities: [
      { name: 'ahead', values: [{ value: 'ahead', type: 'pattern', pattern: [LOOKAHEAD] }] },
      { name: 'twice', values: [{ value: 'twice', type: 'pattern', pattern: [BACKREFERENCE] }] },
      { name: 'plain', values: [{ value: 'plain', type: 'pattern', pattern: ['ORD-\\d{5}'] }] },
    ],
  };

  it.each([
    ['dialogflow', () => exportDialogflow(unsupported, 'Patterns').bytes, 'patterns.zip'],
    ['rasa', () => exportRasa(unsupported, 'Patterns').bytes, 'patterns.yml'],
  ] as const)('imports from %s without the patterns RE2 cannot run, and says why', async (format, file, fileName) => {
    const form = new FormData();
    form.set('name', `Imported ${format}`);
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(file())]), fileName);
    const response = await fetch(`${t.url}${N}/agent/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { agent: { id: string }; warnings: string[] } };
    expect(body.data.warnings).toEqual(
      expect.arrayContaining([
        `Entity "ahead" was not imported: ${UserPatternMessages.lookaround(LOOKAHEAD)}`,
        `Entity "twice" was not imported: ${UserPatternMessages.backreference(BACKREFERENCE)}`,
      ]),
    );
    const rows = await t.server.db.query<{ name: string }>('SELECT name FROM entities WHERE agent_id = $1', [
      body.data.agent.id,
    ]);
    expect(rows.map((r) => r.name)).toEqual(['plain']);
  });
});
