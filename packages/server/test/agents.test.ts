import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentMessages, Messages } from '@parley/api-client/contract';
import { newId } from '../src/db/ids.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SAVE = '/api/nlp/agent';
const LIST = '/api/nlp/v2/agent';

describe.each(backends)('agents on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const save = (body: Record<string, string>) => t.call('POST', SAVE, { token, body });
  const list = async (query: string) => (await t.call('GET', `${LIST}?${query}`, { token })).body.data;
  const countAgents = async () =>
    Number((await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents'))[0]!.n);

  it('lists the three seeded demo agents', async () => {
    const data = await list('perPage=-1');
    expect(data.agents.map((a: { name: string }) => a.name).sort()).toEqual([
      'Appointment Booking',
      'Customer Support',
      'Product FAQ',
    ]);
  });

  it('creates an agent from a form with the name trimmed and collapsed and default config', async () => {
    const created = await save({ name: '  Order   Tracker ', description: 'Tracks parcels', type: 'nlp' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, code: 100, message: AgentMessages.created });
    const agent = created.body.data;
    expect(agent).toMatchObject({ name: 'Order Tracker', description: 'Tracks parcels', type: 'nlp', trainingStatus: 'Not Trained' });
    expect(agent.config).toEqual({
      entityExtractRetries: 1,
      outOfScopeMessage: "Sorry, I didn't get that. Could you rephrase?",
      modelType: 'SVM',
      confidenceThreshold: 0.5,
      language: 'en',
    });
    const fetched = await t.call('GET', `/api/nlp/agent/${agent.id}`, { token });
    expect(fetched.body.data).toEqual(agent);
  });

  it('accepts JSON bodies too', async () => {
    const created = await t.call('POST', SAVE, { token, json: { name: 'Json Agent', description: 'd', type: 'prompt' } });
    expect(created.body.data.type).toBe('prompt');
  });

  it("refuses a duplicate name, whatever its case and spacing, with the spec's message", async () => {
    await save({ name: 'Twin Bot', description: 'first', type: 'nlp' });
    const duplicate = await save({ name: '  twin   BOT', description: 'second', type: 'nlp' });
    expect(duplicate.body).toEqual({ status: false, code: 409, message: 'duplication of name ' });
    expect(duplicate.body.message).toBe(Messages.agentDuplicateName);
  });

  it('updates an agent and resets its training status', async () => {
    const { body } = await save({ name: 'Before', description: 'd', type: 'nlp' });
    await t.server.db.query("UPDATE agents SET training_status = 'Trained' WHERE id = $1", [body.data.id]);
    const updated = await save({ id: body.data.id, name: 'After', description: 'changed', type: 'prompt' });
    expect(updated.body.data).toMatchObject({ id: body.data.id, name: 'After', type: 'prompt', trainingStatus: 'Not Trained' });
    expect(updated.body.data.createdAt).toBe(body.data.createdAt);
    // Saving an agent under its own name is not a duplicate.
    expect((await save({ id: body.data.id, name: 'after', description: 'again', type: 'prompt' })).status).toBe(200);
  });

  it('answers 404 when updating an agent that does not exist', async () => {
    const result = await save({ id: newId(), name: 'Ghost', description: 'd', type: 'nlp' });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe(404);
  });

  it('validates and stores nothing on failure', async () => {
    const before = await countAgents();
    const cases: { body: Record<string, string>; field: string }[] = [
      { body: { name: 'x'.repeat(101), description: 'd', type: 'nlp' }, field: 'name' },
      { body: { name: 'No type', description: 'd' }, field: 'type' },
      { body: { name: 'Bad type', description: 'd', type: 'robot' }, field: 'type' },
      { body: { name: 'No description', type: 'nlp' }, field: 'description' },
      { body: { name: '   ', description: 'd', type: 'nlp' }, field: 'name' },
      { body: { name: 'Blank description', description: '  ', type: 'nlp' }, field: 'description' },
    ];
    for (const { body, field } of cases) {
      const result = await save(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.status).toBe(false);
      expect(result.body.code).toBe(400);
      expect(result.body.message).toBeTruthy();
      expect(result.body.errors[0].field).toBe(field);
    }
    expect((await save(cases[0]!.body)).body.message).toBe('Name must be at most 100 characters');
    expect(await countAgents()).toBe(before);
  });

  it('stores script and SQL payloads verbatim, harmlessly', async () => {
    const name = `<script>alert(1)</script>'; DROP TABLE agents; --`;
    const created = await save({ name, description: "Robert'); DELETE FROM users; --", type: 'nlp' });
    expect(created.body.data.name).toBe(name);
    const fetched = await t.call('GET', `/api/nlp/agent/${created.body.data.id}`, { token });
    expect(fetched.body.data.description).toBe("Robert'); DELETE FROM users; --");
    expect((await t.call('GET', '/api/e/enterprise/users/me', { token })).status).toBe(200);
  });

  it('pages newest first by 15 with `more`, searches case-insensitively, and -1 returns all', async () => {
    for (let i = 0; i < 17; i += 1) await save({ name: `Paged ${String(i).padStart(2, '0')}`, description: 'p', type: 'nlp' });
    const first = await list('name=pAGed');
    expect(first.agents).toHaveLength(15);
    expect(first.more).toBe(true);
    expect(first.agents[0].name).toBe('Paged 16');
    const second = await list('name=paged&from=15&perPage=15');
    expect(second.agents.map((a: { name: string }) => a.name)).toEqual(['Paged 01', 'Paged 00']);
    expect(second.more).toBe(false);
    const all = await list('name=Paged&perPage=-1');
    expect(all.agents).toHaveLength(17);
    expect(all.more).toBe(false);
    expect((await list('name=%25')).agents).toHaveLength(0);
    const whole = await list('perPage=-1');
    expect(whole.agents.length).toBe(await countAgents());
  });

  it('refuses bad paging values', async () => {
    expect((await t.call('GET', `${LIST}?perPage=-2`, { token })).status).toBe(400);
    expect((await t.call('GET', `${LIST}?from=abc`, { token })).status).toBe(400);
  });

  it('refuses to delete an agent with stories or intents (code 101), deletes one without', async () => {
    const enterpriseId = await t.seededEnterpriseId();
    const parent = (await save({ name: 'Parent', description: 'd', type: 'nlp' })).body.data;
    await t.server.db.query('INSERT INTO stories (id, enterprise_id, agent_id, name) VALUES ($1, $2, $3, $4)', [
      newId(),
      enterpriseId,
      parent.id,
      'Root story',
    ]);
    const refused = await t.call('DELETE', `/api/nlp/agent/${parent.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: false, code: 101, message: Messages.agentHasChildren });

    const withIntent = (await save({ name: 'Intent parent', description: 'd', type: 'nlp' })).body.data;
    await t.server.db.query('INSERT INTO intents (id, enterprise_id, agent_id, name) VALUES ($1, $2, $3, $4)', [
      newId(),
      enterpriseId,
      withIntent.id,
      'greet',
    ]);
    expect((await t.call('DELETE', `/api/nlp/agent/${withIntent.id}`, { token })).body.code).toBe(101);

    const lonely = (await save({ name: 'Lonely', description: 'd', type: 'nlp' })).body.data;
    const deleted = await t.call('DELETE', `/api/nlp/agent/${lonely.id}`, { token });
    expect(deleted.body).toEqual({ status: true, code: 100, message: 'Agent deleted successfully', data: { id: lonely.id } });
    expect((await t.call('GET', `/api/nlp/agent/${lonely.id}`, { token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/nlp/agent/${lonely.id}`, { token })).status).toBe(404);
  });

  it("never shows, changes or deletes another enterprise's agents", async () => {
    const mine = (await save({ name: 'Private', description: 'mine', type: 'nlp' })).body.data;
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `/api/nlp/agent/${mine.id}`, { token: foreign })).status).toBe(404);
    expect((await t.call('DELETE', `/api/nlp/agent/${mine.id}`, { token: foreign })).body.code).toBe(404);
    const update = await t.call('POST', SAVE, {
      token: foreign,
      body: { id: mine.id, name: 'Stolen', description: 'x', type: 'nlp' },
    });
    expect(update.status).toBe(404);
    expect((await t.call('GET', `${LIST}?perPage=-1`, { token: foreign })).body.data.agents).toEqual([]);
    // The same name is free in another enterprise.
    expect((await t.call('POST', SAVE, { token: foreign, body: { name: 'Private', description: 'x', type: 'nlp' } })).status).toBe(200);
    expect((await t.call('GET', `/api/nlp/agent/${mine.id}`, { token })).body.data.name).toBe('Private');
  });

  it('refuses a malformed id', async () => {
    expect((await t.call('GET', '/api/nlp/agent/not%20an%20id', { token })).status).toBe(400);
  });
});
