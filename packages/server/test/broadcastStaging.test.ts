import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { TEMPLATES, createSandboxChannel, createTemplate } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const BROADCASTS = '/api/e/broadcasts';
/** Past the first chunk (recipients.ts reads 5,000 at a time): two chunks are staged, the last one short. */
const RECIPIENTS = 12_003;

/**
 * A large broadcast's first chunk is queued by the request that accepts it, the rest staged and turned into queue
 * rows in the background (stagedRecipients.ts). The dispatcher is off here, so what is queued stays put.
 */
describe.each(backends)('staged broadcast recipients on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let request: (phoneNumber: string[]) => unknown;

  beforeAll(async () => {
    t = await startTestServer(backend, { broadcasts: { enabled: false } });
    token = await t.login();
    const channel = await createSandboxChannel(t, token, 'Staging sandbox');
    const template = await createTemplate(t, token, {
      channelId: channel.id,
      name: 'stock_alert',
      language: 'en_US',
      category: 'MARKETING',
      type: 'DEFAULT',
      components: [{ type: 'BODY', text: '{{1}} is back in stock.', example: ['Tea'] }],
    });
    await t.call('GET', `${TEMPLATES}?channelId=${channel.id}`, { token });
    request = (phoneNumber) => ({
      channelId: channel.id,
      phoneNumber,
      message: { template: { templateId: template.name, templateUId: template.id } },
      columnMapping: [{ variable: 'body.1', type: 'static', value: 'Assam tea' }],
    });
  });
  afterAll(async () => t?.close());

  const stagedChunks = async (id: string) =>
    (
      await t.server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM broadcast_staged WHERE broadcast_id = $1',
        [id],
      )
    )[0]!.n;

  it('queues every recipient once, in the order given, and counts the staged ones as queued meanwhile', async () => {
    const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+1415${String(i).padStart(7, '0')}`);
    const sent = await t.call('POST', BROADCASTS, { token, json: request(numbers) });
    expect(sent.status, sent.text.slice(0, 300)).toBe(200);
    const id = sent.body.data.id as string;
    expect(sent.body.data).toMatchObject({ recipients: RECIPIENTS, accepted: RECIPIENTS });

    // Whatever has been turned into rows by now, the counters add up to every recipient, all queued.
    const early = (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data;
    expect(early.counts).toEqual({ total: RECIPIENTS, queued: RECIPIENTS });
    expect(early.status).not.toBe('COMPLETED');

    await vi.waitFor(async () => expect(await stagedChunks(id)).toBe(0), { timeout: 30_000, interval: 50 });
    const rows = await t.server.db.query<{ seq: number; to_number: string; state: string; payload: any }>(
      'SELECT seq, to_number, state, payload FROM broadcast_messages WHERE broadcast_id = $1 ORDER BY seq',
      [id],
    );
    expect(rows).toHaveLength(RECIPIENTS);
    expect(rows.map((r) => r.seq)).toEqual(numbers.map((_, i) => i));
    expect(rows.map((r) => r.to_number)).toEqual(numbers);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['queued']));
    expect(rows.at(-1)!.payload.values.body).toEqual(['Assam tea']);

    const after = (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data;
    expect(after.counts).toEqual({ total: RECIPIENTS, queued: RECIPIENTS });
    const lastPage = await t.call('GET', `${BROADCASTS}/${id}/messages?from=${RECIPIENTS - 3}&perPage=10`, { token });
    expect(lastPage.status, lastPage.text.slice(0, 300)).toBe(200);
    expect(lastPage.body.data.messages.map((m: any) => m.to)).toEqual(numbers.slice(-3));
  });

  it('deletes staged and queued recipients with their enterprise', async () => {
    const numbers = Array.from({ length: 6_000 }, (_, i) => `+1416${String(i).padStart(7, '0')}`);
    const foreign = await t.addForeignAdmin();
    const other = { token: await t.login(foreign), enterpriseId: '' };
    const [row] = await t.server.db.query<{ enterprise_id: string }>('SELECT enterprise_id FROM users WHERE id = $1', [
      foreign.id,
    ]);
    other.enterpriseId = row!.enterprise_id;
    const otherChannel = await createSandboxChannel(t, other.token, 'Doomed sandbox');
    const otherTemplate = await createTemplate(t, other.token, {
      channelId: otherChannel.id,
      name: 'doomed',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [{ type: 'BODY', text: 'Goodbye.' }],
    });
    await t.call('GET', `${TEMPLATES}?channelId=${otherChannel.id}`, { token: other.token });
    const sent = await t.call('POST', BROADCASTS, {
      token: other.token,
      json: {
        channelId: otherChannel.id,
        phoneNumber: numbers,
        message: { template: { templateId: otherTemplate.name, templateUId: otherTemplate.id } },
        columnMapping: [],
      },
    });
    expect(sent.status, sent.text.slice(0, 300)).toBe(200);
    await t.server.db.query('DELETE FROM enterprises WHERE id = $1', [other.enterpriseId]);
    const left = await t.server.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM broadcast_messages WHERE enterprise_id = $1)
            + (SELECT count(*) FROM broadcast_staged WHERE enterprise_id = $1) AS n`,
      [other.enterpriseId],
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
