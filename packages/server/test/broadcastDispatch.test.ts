import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { whatsappWebhookPath } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { TEMPLATES, createCloudChannel } from './support/channelFixtures.ts';
import { startCloudApiFake, type CloudApiFake } from './support/cloudApiFake.ts';
import { sendWindow, takeSends } from '../src/areas/broadcasts/services/sendWindow.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const BROADCASTS = '/api/e/broadcasts';

/** Numbers the fake Cloud API received a template for, with how many times each. */
const receivedTimes = (fake: CloudApiFake) => {
  const times = new Map<string, number>();
  for (const r of fake.requests)
    if (r.method === 'POST' && r.path.endsWith('/messages') && r.body?.type === 'template')
      times.set(r.body.to, (times.get(r.body.to) ?? 0) + 1);
  return times;
};

describe.each(backends)('broadcast dispatch through the Cloud API on $name', (backend) => {
  let t: TestServer;
  let fake: CloudApiFake;
  let token: string;
  let channel: { id: string };
  let template: { id: string; name: string };

  beforeAll(async () => {
    fake = await startCloudApiFake();
    t = await startTestServer(backend, {
      whatsapp: { graphUrl: fake.graphUrl, timeoutMs: 2_000 },
      broadcasts: { idleMs: 20, retryBaseMs: 50, ratePerSecond: 1000, inDoubtMs: 3000 },
    });
    token = await t.login();
    channel = await createCloudChannel(t, token, fake);
    fake.statusWebhookUrl = `${t.url}/api/${whatsappWebhookPath(channel.id)}`;
    const created = await t.call('POST', TEMPLATES, {
      token,
      json: {
        channelId: channel.id,
        name: 'shipping_update',
        language: 'en_US',
        category: 'UTILITY',
        type: 'DEFAULT',
        components: [{ type: 'BODY', text: 'Order {{1}} shipped.', example: ['A1'] }],
      },
    });
    expect(created.status, created.text).toBe(200);
    fake.templates.find((x) => x.id === created.body.data.providerTemplateId)!.status = 'APPROVED';
    await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    template = created.body.data;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const numbers = (n: number, prefix = '+1415555') =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  const send = async (phoneNumber: string[]) => {
    const res = await t.call('POST', BROADCASTS, {
      token,
      json: {
        channelId: channel.id,
        phoneNumber,
        message: { template: { templateId: template.name, templateUId: template.id } },
        columnMapping: [{ variable: 'body.1', type: 'static', value: 'A-1' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data.id as string;
  };
  const settled = async (id: string) =>
    vi.waitFor(
      async () => {
        const b = (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data;
        if (b.status === 'queued' || b.status === 'sending') throw new Error(JSON.stringify(b.counts));
        return b;
      },
      { timeout: 30_000, interval: 100 },
    );

  it('sends every recipient exactly once, with its id for the status reports, and records the reported status', async () => {
    const to = numbers(60);
    const id = await send(to);
    const b = await settled(id);
    expect(b.status).toBe('completed');
    const times = receivedTimes(fake);
    expect(times.size).toBe(60);
    expect([...times.values()].every((n) => n === 1)).toBe(true);
    const callbacks = fake.requests.map((r) => r.body?.biz_opaque_callback_data).filter(Boolean);
    expect(new Set(callbacks).size).toBe(60);
    // The fake reports each message sent; the table shows it.
    await vi.waitFor(async () => {
      const counts = (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data.counts;
      if (counts.sent !== 60) throw new Error(JSON.stringify(counts));
    });
  });

  it('sends again after a temporary refusal, and records a permanent one with the provider code and words', async () => {
    fake.failNextSend({ status: 503, code: 131016, message: 'Service temporarily unavailable' });
    const first = await send(numbers(3, '+1415666'));
    const b1 = await settled(first);
    expect(b1.status).toBe('completed');
    expect(receivedTimes(fake).size).toBe(3);
    // The refused attempt reached the fake too: four requests for three recipients.
    expect(fake.requests.filter((r) => r.path.endsWith('/messages')).length).toBe(4);

    fake.requests.length = 0;
    fake.failNextSend({ status: 400, code: 131026, message: 'Message Undeliverable.' });
    const second = await send(['+14157770000']);
    const b2 = await settled(second);
    expect(b2.status).toBe('failed');
    const [row] = (await t.call('GET', `${BROADCASTS}/${second}/messages`, { token })).body.data.messages;
    expect(row).toMatchObject({ currentDeliveryStatus: 'failed', errorCode: 131026 });
    expect(row.reason).toContain('Message Undeliverable.');
    expect(fake.requests.filter((r) => r.path.endsWith('/messages')).length).toBe(1);
  });

  it('never sends a message twice when two dispatchers share the queue', async () => {
    const { BroadcastDispatcher } = await import('../src/areas/broadcasts/services/dispatcher.ts');
    const { dispatchSettingsFromEnv } = await import('../src/areas/broadcasts/services/dispatchSettings.ts');
    const second = new BroadcastDispatcher(
      t.server.db,
      {
        whatsapp: t.server.services.whatsapp,
        secrets: t.server.services.secrets,
        files: t.server.services.files,
        channels: t.server.services.channels,
      },
      dispatchSettingsFromEnv({}, { idleMs: 5, ratePerSecond: 1000, inDoubtMs: 3000 }),
      t.server.app.log,
    );
    second.start();
    try {
      const id = await send(numbers(200, '+1415888'));
      await settled(id);
    } finally {
      await second.stop();
    }
    const times = receivedTimes(fake);
    expect(times.size).toBe(200);
    expect([...times.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('grants a channel its rate in 100 ms windows, across callers', async () => {
    expect(sendWindow(80)).toEqual({ windowMs: 100, perWindow: 8 });
    expect(sendWindow(1000)).toEqual({ windowMs: 100, perWindow: 100 });
    expect(sendWindow(4)).toEqual({ windowMs: 250, perWindow: 1 });
    // Five callers in one window: a loaded machine may cross a window's edge, which shows as the time to the next
    // window growing; such a round is measured again.
    let grants: number[] = [];
    for (let round = 0; round < 10; round++) {
      const probe = await takeSends(t.server.db, channel.id, 0, 100);
      await new Promise((resolve) => setTimeout(resolve, probe.nextWindowMs + 2));
      const answers: { granted: number; nextWindowMs: number }[] = [];
      for (let i = 0; i < 5; i++) answers.push(await takeSends(t.server.db, channel.id, 4, 100));
      grants = answers.map((a) => a.granted);
      if (answers.every((a, i) => i === 0 || a.nextWindowMs <= answers[i - 1]!.nextWindowMs)) break;
    }
    expect(grants).toEqual([4, 4, 2, 0, 0]);
  });
});
