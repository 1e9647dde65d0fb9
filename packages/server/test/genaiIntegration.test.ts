import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BotMessages,
  CONNECTION_TEST_RATE_LIMIT,
  ErrorCodes,
  IntegrationMessages,
  Messages,
} from '@parley/api-client/contract';
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

/**
 * A small OpenAI-compatible server on 127.0.0.1: chat completions answer paraphrases as a JSON array; the model
 * list (the connection test) accepts API_KEY only and refuses any other key with 401. 'fail' answers 500 to
 * everything; 'hang' leaves model list requests unanswered.
 */
async function startLlmServer() {
  const seen: SeenRequest[] = [];
  let mode: 'ok' | 'fail' | 'lines' | 'hang' = 'ok';
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  };
  const server: Server = createHttpServer(async (request, response) => {
    const body = await read(request);
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.url === '/v1/models' && mode !== 'fail') {
      if (mode === 'hang') return;
      const accepted = request.headers.authorization === `Bearer ${API_KEY}`;
      response.writeHead(accepted ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          accepted
            ? { object: 'list', data: [{ id: 'test-model', object: 'model', owned_by: 'test' }] }
            : { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
        ),
      );
      return;
    }
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Unanswered ('hang') requests would keep the server open.
        server.closeAllConnections();
      }),
  };
}

/** An address nothing listens on: a port the system handed out and took back. */
async function closedPortUrl(): Promise<string> {
  const probe = createHttpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/v1`;
}

describe.each(backends)('GenAI integrations on $name', (backend) => {
  let t: TestServer;
  let llm: Awaited<ReturnType<typeof startLlmServer>>;
  let token: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    llm = await startLlmServer();
    t = await startTestServer(backend, {
      llm: { baseUrl: llm.baseUrl, chatModel: 'test-model' },
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const create = (json: unknown, as = token) => t.call('POST', CONFIGS, { token: as, json });
  const connectionTest = (json: unknown, as = token) => t.call('POST', `${CONFIGS}/test`, { token: as, json });
  const modelCalls = () => llm.seen.filter((r) => r.path === '/v1/models');

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

  it('connection test: a typed key and a stored one, accepted, refused (401), failing, unreachable, too slow', async () => {
    const WRONG_KEY = 'sk-wrong-0000000000000000QRST';
    llm.setMode('ok');
    llm.seen.length = 0;
    // The Integration form's rules answer first; nothing reaches the provider.
    const empty = await connectionTest({ llm: 1, apikey: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IntegrationMessages.apiKeyEmpty);
    expect((await connectionTest({ apikey: API_KEY })).body.message).toBe(IntegrationMessages.llmEmpty);
    const unusable = await connectionTest({ llm: 1, apikey: 'sk-with a space-0000' });
    expect(unusable.body.data).toEqual({ ok: false, message: IntegrationMessages.keyUnusable });
    expect(modelCalls()).toHaveLength(0);

    // A key typed before saving: GET {baseUrl}/models with the key as a bearer token.
    const accepted = await connectionTest({ llm: 1, apikey: ` ${API_KEY} ` });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: true, data: { ok: true, message: IntegrationMessages.connected } });
    expect(modelCalls()).toEqual([expect.objectContaining({ authorization: `Bearer ${API_KEY}` })]);
    const refused = await connectionTest({ llm: 2, apikey: WRONG_KEY });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toEqual({ ok: false, message: IntegrationMessages.keyRefused });

    // A stored integration: its sealed key, or a newly typed one in its place (the edit form's).
    const stored = (await create({ name: 'Connection tested', authType: 5, llm: 1, apikey: API_KEY })).body.data;
    expect((await connectionTest({ id: stored.id })).body.data).toEqual({
      ok: true,
      message: IntegrationMessages.connected,
    });
    expect(modelCalls().at(-1)!.authorization).toBe(`Bearer ${API_KEY}`);
    expect((await connectionTest({ id: stored.id, llm: 1, apikey: WRONG_KEY })).body.data.ok).toBe(false);
    expect(modelCalls().at(-1)!.authorization).toBe(`Bearer ${WRONG_KEY}`);

    llm.setMode('fail');
    expect((await connectionTest({ id: stored.id })).body.data).toEqual({
      ok: false,
      message: IntegrationMessages.providerError,
    });
    llm.setMode('ok');

    // Another enterprise's integration, or none, is not found; its key is never tried.
    const calls = modelCalls().length;
    const foreign = await t.login(await t.addForeignAdmin());
    const foreignTest = await connectionTest({ id: stored.id }, foreign);
    expect({ status: foreignTest.status, message: foreignTest.body.message }).toEqual({
      status: 404,
      message: IntegrationMessages.notFound,
    });
    expect((await connectionTest({ id: 'nosuchconfig' })).status).toBe(404);
    expect(modelCalls()).toHaveLength(calls);
    // Viewing integrations (NLP.VIEW, role 6) does not allow testing keys.
    const viewer = await t.login(await t.addUser([6]));
    expect((await connectionTest({ id: stored.id }, viewer)).body.code).toBe(1403);

    // Nothing listens at the provider's address.
    const settings = t.server.services.llm;
    const { baseUrl, timeoutMs } = settings;
    settings.baseUrl = await closedPortUrl();
    try {
      expect((await connectionTest({ llm: 1, apikey: API_KEY })).body.data).toEqual({
        ok: false,
        message: IntegrationMessages.unreachable,
      });
    } finally {
      settings.baseUrl = baseUrl;
    }
    // The provider takes longer than the test waits.
    llm.setMode('hang');
    settings.timeoutMs = 300;
    try {
      const started = Date.now();
      expect((await connectionTest({ id: stored.id })).body.data).toEqual({
        ok: false,
        message: IntegrationMessages.timedOut,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      settings.timeoutMs = timeoutMs;
      llm.setMode('ok');
    }

    // The outcome is logged; no key ever is, in clear or in an answer.
    const logs = logLines.join('\n');
    expect(logs).toContain('"event":"integration_connection_test"');
    expect(logs).toContain('"outcome":"refused"');
    for (const key of [API_KEY, WRONG_KEY]) expect(logs).not.toContain(key);
    for (const answer of [accepted, refused]) expect(answer.text).not.toContain(API_KEY);
  });

  // Last in this block: it spends the address's budget of connection tests.
  it('connection tests are limited per client address, so the provider is asked at most the budget a minute', async () => {
    llm.setMode('ok');
    const calls = modelCalls().length;
    let limited: Awaited<ReturnType<typeof connectionTest>> | undefined;
    for (let n = 0; n <= CONNECTION_TEST_RATE_LIMIT.max && !limited; n++) {
      const answer = await connectionTest({ llm: 1, apikey: API_KEY });
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.body).toMatchObject({
      status: false,
      code: ErrorCodes.tooManyRequests,
      message: Messages.tooManyRequests,
    });
    expect(modelCalls().length - calls).toBeLessThanOrEqual(CONNECTION_TEST_RATE_LIMIT.max);
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
