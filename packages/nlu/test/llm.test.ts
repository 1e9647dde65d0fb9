import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predict, serializeModel, train, loadModel, type AgentTrainingData } from '../src/index.ts';
import { pizzaAgent } from './fixtures.ts';

/** A tiny OpenAI-compatible server on 127.0.0.1: chat, completions and embeddings; `/broken` answers 500. */
let server: Server;
let base = '';
const seen: { path: string; auth: string | undefined; body: any }[] = [];
const VOCAB = ['pizza', 'order', 'open', 'hours', 'hello', 'hi', 'track', 'delivery', 'close', 'time'];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const send = (code: number, json: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url?.startsWith('/broken')) return send(500, { error: { message: 'boom' } });
      if (req.url === '/v1/chat/completions') {
        const msg: string = body.messages.at(-1).content.toLowerCase();
        const answer = msg.includes('open') ? 'opening_hours' : msg.includes('pizza') ? 'order_pizza' : 'none';
        return send(200, { choices: [{ message: { role: 'assistant', content: answer } }] });
      }
      if (req.url === '/v1/completions') {
        const msg: string = body.prompt.split('Message:').at(-1).toLowerCase();
        return send(200, { choices: [{ text: msg.includes('hello') ? ' greeting' : ' none' }] });
      }
      if (req.url === '/v1/embeddings') {
        const data = (body.input as string[]).map((t, index) => ({ index, embedding: [...VOCAB.map((w): number => (t.toLowerCase().includes(w) ? 1 : 0)), 0.01] }));
        return send(200, { data });
      }
      send(404, {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const agent = (modelType: AgentTrainingData['modelType'], path = '/v1'): AgentTrainingData => ({
  ...pizzaAgent(),
  modelType,
  integration: { baseUrl: base + path, apiKey: 'sk-test', chatModel: 'gpt-test', completionModel: 'gpt2', embeddingModel: 'emb', timeoutMs: 2000 },
});

describe('OpenAI-compatible model types', () => {
  it('OpenAi classifies through chat completions with the intents and examples in the prompt', async () => {
    const model = await train(agent('OpenAi'));
    const p = await predict(model, 'are you open late?');
    expect(p.intent?.name).toBe('opening_hours');
    expect(p.source).toBe('llm');
    expect(p.fallback).toBeUndefined();
    const call = seen.findLast((s) => s.path === '/v1/chat/completions')!;
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('gpt-test');
    expect(call.body.messages[0].content).toContain('opening_hours');
    expect(call.body.messages[0].content).toContain('what are your opening hours');
    const none = await predict(model, 'tell me about volcanoes');
    expect(none.outOfScope).toBe(true);
  });
  it('GPT2 classifies through text completions', async () => {
    const model = await train(agent('GPT2'));
    const p = await predict(model, 'hello friend');
    expect(p.intent?.name).toBe('greeting');
    expect(p.source).toBe('llm');
  });
  it('falls back to the local model when the API fails, and says so', async () => {
    const model = await train(agent('OpenAi', '/broken'));
    const p = await predict(model, 'what are your opening hours');
    expect(p.intent?.name).toBe('opening_hours');
    expect(p.source).toBe('local');
    expect(p.fallback?.reason).toMatch(/unavailable.*500/);
    const down = await train({ ...agent('GPT2'), integration: { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 500 } });
    const q = await predict(down, 'what are your opening hours');
    expect(q.intent?.name).toBe('opening_hours');
    expect(q.fallback?.reason).toMatch(/GPT2 API unavailable/);
  });
  it('the apiKey is not serialised; it can be given back at load or prediction time', async () => {
    const model = await train(agent('OpenAi'));
    const json = serializeModel(model);
    expect(json).not.toContain('sk-test');
    const loaded = loadModel(json);
    expect((await predict(loaded, 'are you open late?')).fallback?.reason).toMatch(/no integration/);
    const p = await predict(loaded, 'are you open late?', { integration: agent('OpenAi').integration! });
    expect(p.source).toBe('llm');
  });
});

describe('Semantic', () => {
  it('uses vectors from the embedding endpoint', async () => {
    const model = await train(agent('Semantic'));
    expect(model.embeddings?.dims).toBe(VOCAB.length + 1);
    const p = await predict(model, 'pizza order now');
    expect(p.intent?.name).toBe('order_pizza');
    expect(p.source).toBe('semantic');
    expect(p.fallback).toBeUndefined();
  });
  it('learns vectors locally when there is no endpoint, or when it fails', async () => {
    const local = await train({ ...pizzaAgent(), modelType: 'Semantic' });
    expect(local.embeddings).toBeUndefined();
    expect((await predict(local, 'what are your opening hours today')).intent?.name).toBe('opening_hours');
    expect((await predict(local, 'asdf qwer')).outOfScope).toBe(true);
    const broken = await train(agent('Semantic', '/broken'));
    expect(broken.notes[0]).toMatch(/embedding endpoint unavailable/);
    expect((await predict(broken, 'what are your opening hours today')).intent?.name).toBe('opening_hours');
  });
});
