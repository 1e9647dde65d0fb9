import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotMessages, IntegrationMessages } from '@parley/api-client/contract';
import { resolveSecretBox } from '../src/services/secrets.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const N = '/api/nlp';
const CONFIGS = '/api/e/enterprise/auth_configs';
const API_KEY = 'sk-test-0123456789abcdefWXYZ';

interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** A small OpenAI-compatible chat completions server on 127.0.0.1: answers paraphrases as a JSON array. */
async function startLlmServer() {
  const seen: SeenRequest[] = [];
  let mode: 'ok' | 'fail' | 'lines' = 'ok';
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  };
  const server: Server = createHttpServer(async (request, response) => {
    const body = await read(request);
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.url !== '/v1/chat/completions' || mode === 'fail') {
      response.writeHead(mode === 'fail' ? 500 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    if (body.messages?.[0]?.content.startsWith('You classify')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'balance' } }] }));
      return;
    }
    const wanted = Number(/exactly (\d+)/.exec(body.messages?.[0]?.content ?? '')?.[1] ?? 5);
    const phrases = Array.from({ length: wanted }, (_, n) => `could you stop my card ${n + 1}`);
    // One answer repeats the input, which must be dropped.
    phrases[0] = 'block my card';
    const content = mode === 'lines' ? phrases.map((p, n) => `${n + 1}. ${p}`).join('\n') : JSON.stringify(phrases);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    seen,
    setMode: (next: typeof mode) => void (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)('GenAI integrations on $name', (backend) => {
  let t: TestServer;
  let llm: Awaited<ReturnType<typeof startLlmServer>>;
  let token: string;
  beforeAll(async () => {
    llm = await startLlmServer();
    t = await startTestServer(backend, { llm: { baseUrl: llm.baseUrl, chatModel: 'test-model' } });
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const create = (json: unknown, as = token) => t.call('POST', CONFIGS, { token: as, json });

  it('validates with the Integration form messages, refuses duplicates, stores the key sealed and answers it masked', async () => {
    const message = async (json: unknown) => (await create(json)).body.message;
    expect(await message({ name: '  ', authType: 5, llm: 1, apikey: API_KEY })).toBe(IntegrationMessages.nameEmpty);
    expect(await message({ name: 'Main', authType: 5, llm: 1, apikey: '  ' })).toBe(IntegrationMessages.apiKeyEmpty);
    expect(await message({ name: 'Main', authType: 5, apikey: API_KEY })).toBe(IntegrationMessages.llmEmpty);
    expect(await message({ name: 'Main', authType: 5, llm: 7, apikey: API_KEY })).toBe(IntegrationMessages.llmEmpty);
    expect(await message({ name: 'Main', authType: 2, llm: 1, apikey: API_KEY })).toBe(
      IntegrationMessages.unsupportedType,
    );

    const created = await create({ name: ' Main   OpenAI ', authType: 5, llm: 1, apikey: API_KEY });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, code: 100, data: { name: 'Main OpenAI', authType: 5, llm: 1 } });
    const id = created.body.data._id as string;
    expect(created.body.data.id).toBe(id);
    expect(created.body.data.apikey).toBe('••••••••WXYZ');
    expect(created.text).not.toContain(API_KEY);
    expect(
      (await create({ name: 'main openai', authType: 5, llm: 2, apikey: 'sk-other-key-000000' })).body.message,
    ).toBe(IntegrationMessages.duplicate);

    const [row] = await t.server.db.query<Record<string, string>>('SELECT * FROM auth_configs WHERE id = $1', [id]);
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(row!.apikey_sealed).toMatch(/^v1\./);

    const list = await t.call('GET', `${CONFIGS}?authType=5`, { token });
    expect(list.body.data.map((c: { name: string }) => c.name)).toContain('Main OpenAI');
    expect(list.text).not.toContain(API_KEY);
    expect((await t.call('GET', `${CONFIGS}?authType=4`, { token })).body.data).toEqual([]);
    expect((await t.call('GET', `${CONFIGS}/${id}`, { token })).body.data.apikey).toBe('••••••••WXYZ');

    // An update without a key keeps the sealed key.
    const renamed = await t.call('PUT', `${CONFIGS}/${id}`, {
      token,
      json: { name: 'Renamed', authType: 5, llm: 2, apikey: '' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', llm: 2, apikey: '••••••••WXYZ' });
    const [after] = await t.server.db.query<{ apikey_sealed: string }>(
      'SELECT apikey_sealed FROM auth_configs WHERE id = $1',
      [id],
    );
    expect(after!.apikey_sealed).toBe(row!.apikey_sealed);

    expect((await t.call('DELETE', `${CONFIGS}/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `${CONFIGS}/${id}`, { token })).status).toBe(404);
  });

  it('keeps enterprises apart and needs a session', async () => {
    const created = await create({ name: 'Private', authType: 5, llm: 1, apikey: API_KEY });
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `${CONFIGS}/${created.body.data.id}`, { token: foreign })).status).toBe(404);
    expect((await t.call('GET', CONFIGS, { token: foreign })).body.data).toEqual([]);
    expect((await t.call('DELETE', `${CONFIGS}/${created.body.data.id}`, { token: foreign })).status).toBe(404);
    expect((await t.call('GET', CONFIGS)).status).toBe(401);
    // A chat agent (role 3) has no integration or bot-builder permission.
    const agentUser = await t.login(await t.addUser([3]));
    expect((await create({ name: 'Nope', authType: 5, llm: 1, apikey: API_KEY }, agentUser)).body.code).toBe(1403);
  });

  it('Auto generate goes through the agent integration with its key, and falls back to the local paraphraser', async () => {
    const agent = (
      await t.call('POST', `${N}/agent`, { token, body: { name: 'Paraphrase bot', description: 'x', type: 'nlp' } })
    ).body.data;
    const config = (extra: Record<string, unknown>) =>
      t.call('POST', `${N}/agent/${agent.id}/config`, {
        token,
        body: {
          entityExtractRetries: 1,
          outOfScopeMessage: 'Sorry',
          modelType: 'OpenAi',
          confidenceThreshold: 0.5,
          language: 'en',
          ...extra,
        },
      });
    expect((await config({})).body.message).toBe(BotMessages.configurationMandatory);
    expect((await config({ openaiKey: 'nosuchconfig' })).body.message).toBe(IntegrationMessages.notFound);

    const paraphrase = async () =>
      (
        await t.call('POST', `${N}/agent/${agent.id}/paraphrase`, {
          token,
          json: { lines: ['block my card'], num_return_sequences: 5 },
        })
      ).body.data;
    expect((await paraphrase()).source).toBe('local');

    const integration = (await create({ name: 'Paraphraser', authType: 5, llm: 1, apikey: API_KEY })).body.data;
    expect((await config({ openaiKey: integration.id })).status).toBe(200);
    llm.seen.length = 0;
    llm.setMode('ok');
    const viaLlm = await paraphrase();
    expect(viaLlm.source).toBe('integration');
    expect(viaLlm.paraphrases).toEqual([
      'could you stop my card 2',
      'could you stop my card 3',
      'could you stop my card 4',
      'could you stop my card 5',
    ]);
    expect(llm.seen).toHaveLength(1);
    expect(llm.seen[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(llm.seen[0]!.body.model).toBe('test-model');
    expect(llm.seen[0]!.body.messages?.[1]?.content).toContain('block my card');

    llm.setMode('lines');
    expect((await paraphrase()).paraphrases[0]).toBe('could you stop my card 2');

    llm.setMode('fail');
    const fallback = await paraphrase();
    expect(fallback.source).toBe('local');
    expect(fallback.fallbackReason).toBe('Generated locally: the integration answered HTTP 500');
    expect(fallback.paraphrases.length).toBeGreaterThan(0);

    await t.call('DELETE', `${CONFIGS}/${integration.id}`, { token });
    expect((await paraphrase()).fallbackReason).toBe('The chosen integration no longer exists; generated locally');
  });

  it('the OpenAi model classifies Try it messages through the integration, and locally when it fails', async () => {
    const agent = (await t.call('POST', `${N}/agent`, { token, body: { name: 'LLM bot', description: 'x', type: 'nlp' } })).body.data;
    const integration = (await create({ name: 'Classifier', authType: 5, llm: 1, apikey: API_KEY })).body.data;
    await t.call('POST', `${N}/agent/${agent.id}/config`, {
      token,
      body: { entityExtractRetries: 1, outOfScopeMessage: 'Out of scope', modelType: 'OpenAi', confidenceThreshold: 0.5, language: 'en', openaiKey: integration.id },
    });
    const story = (await t.call('POST', `${N}/story`, { token, body: { name: 'Main', agentId: agent.id } })).body.data;
    const intent = (name: string, phrases: string[], response: string) =>
      t.call('POST', `${N}/intent`, {
        token,
        json: { agentId: agent.id, storyId: story.id, name, utterances: phrases.map((utterance) => ({ utterance })), responses: [{ response }] },
      });
    await intent('greeting', ['hello there', 'good morning', 'hi'], 'Hello!');
    await intent('balance', ['what is my balance', 'how much money do I have', 'show my balance'], 'Your balance is 10.');
    expect((await t.call('GET', `${N}/agent/${agent.id}/train`, { token })).status).toBe(200);
    const say = async (text: string) =>
      (await t.call('POST', `${N}/predictIntent`, { token, json: { agentId: agent.id, message: { text } } })).body.data.output.text;

    llm.setMode('ok');
    llm.seen.length = 0;
    // Words the local model has never seen: only the LLM's answer ('balance') can pick the intent.
    expect(await say('zorp quibble fnord')).toBe('Your balance is 10.');
    expect(llm.seen).toHaveLength(1);
    expect(llm.seen[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(llm.seen[0]!.body.messages?.[0]?.content).toContain('balance');

    llm.setMode('fail');
    expect(await say('hello there')).toBe('Hello!');
    expect(await say('zorp quibble fnord')).toBe('Out of scope');
  });
});

describe('secret key', () => {
  it('is generated once into the data directory (mode 0600), read back, and refuses a value sealed for another row', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-key-'));
    try {
      const first = resolveSecretBox({ dataDir: dir }, {});
      const file = join(dir, 'secret.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const sealed = first.seal('sk-secret', 'auth_configs:e1:a');
      const again = resolveSecretBox({ dataDir: dir }, {});
      expect(again.open(sealed, 'auth_configs:e1:a')).toBe('sk-secret');
      expect(() => again.open(sealed, 'auth_configs:e1:b')).toThrow();
      expect(readFileSync(file, 'utf8')).not.toContain('sk-secret');
      const fromEnv = resolveSecretBox({ dataDir: dir }, { PARLEY_SECRET_KEY: 'ab'.repeat(32) });
      expect(fromEnv.source).toBe('PARLEY_SECRET_KEY');
      expect(() => fromEnv.open(sealed, 'auth_configs:e1:a')).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
