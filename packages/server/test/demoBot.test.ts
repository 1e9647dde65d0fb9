import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../src/seed.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const N = '/api/nlp';

describe.each(backends)('demo bot on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  it('the seeded Customer Support agent trains after start and answers Try it at once', async () => {
    const agents = (await t.call('GET', `${N}/v2/agent/?perPage=-1`, { token })).body.data.agents as { id: string; name: string }[];
    const agent = agents.find((a) => a.name === 'Customer Support')!;
    const stories = (await t.call('GET', `${N}/agent/${agent.id}/story`, { token })).body.data;
    expect(stories).toHaveLength(1);
    expect(stories[0].name).toBe('Orders');
    expect(stories[0].childStories.map((s: { name: string }) => s.name)).toEqual(['Returns and refunds']);
    const entities = (await t.call('GET', `${N}/agent/${agent.id}/entity?from=0&perPage=15`, { token })).body.data.entities;
    expect(entities.map((e: { name: string }) => e.name)).toEqual(['product']);

    await vi.waitFor(
      async () => expect((await t.call('GET', `${N}/agent/${agent.id}`, { token })).body.data.trainingStatus).toBe('Trained'),
      { timeout: 30_000, interval: 200 },
    );
    const say = async (text: string, sessionId: string) =>
      (await t.call('POST', `${N}/predictIntent`, { token, json: { agentId: agent.id, sessionId, message: { type: 'text', text, lnCode: 'en' } } }))
        .body.data.output.text as string;
    expect(await say('where is my parcel?', 'a')).toContain('2 working days');
    expect(await say('I want to return something', 'b')).toBe('Which product would you like to return: laptop, phone or headphones?');
    expect(await say('the smartphone', 'b')).toBe("Sure, I've started a return for your **phone**. A prepaid label is on its way to your email.");
    expect(await say('what is the capital of peru', 'c')).toMatch(/^Sorry, I can only help with orders/);
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      (await t.server.db.query<{ n: number }>('SELECT (SELECT count(*) FROM intents) + (SELECT count(*) FROM stories) AS n'))[0]!.n;
    const before = Number(await count());
    const again = await seed(t.server.db);
    expect(again.created).toBe(false);
    expect(again.demoAgentIds).toBeUndefined();
    expect(Number(await count())).toBe(before);
  });
});
