import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE, whatsappWebhookPath } from '@parley/api-client/contract';
import { freePort, startCliServer, type RunningServer } from './cliProcess.ts';
import { startCloudApiFake, type CloudApiFake } from './support/cloudApiFake.ts';

// Two starts of the embedded database in child processes, and a broadcast sent at 20 a second.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 60_000 });

const PASSWORD = 'crash-test-admin-password';
const CAPTCHA = 'k7m3p';
const RECIPIENTS = 150;

async function call(url: string, method: string, path: string, token: string | null, json?: unknown) {
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

async function login(url: string): Promise<string> {
  const captcha = await call(url, 'GET', '/api/account/captcha/generate?requestFrom=login', null);
  const response = await fetch(`${url}/api/account/enterprise/login/twoFactorAuth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      emailId: 'admin@parley.local',
      password: PASSWORD,
      captcha: CAPTCHA,
      captchaId: captcha.body.data.captchaId,
    }).toString(),
  });
  const body = (await response.json()) as any;
  if (response.status !== 200) throw new Error(`login: ${JSON.stringify(body)}`);
  return body.data.authToken;
}

/**
 * The server process is killed (SIGKILL: no shutdown, sends in flight) while it dispatches a broadcast through the
 * Cloud API, then started again on the same data: every recipient gets the message exactly once, counted where
 * Meta would count it. Messages the dead process had sent but not recorded are proven sent by the provider's
 * status reports (which name them); those it had not sent are sent by the new process.
 */
describe('a broadcast survives kill -9 mid-dispatch', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-crash-'));
  let fake: CloudApiFake;
  let server: RunningServer | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startCloudApiFake();
    env = {
      PORT: String(await freePort()),
      PARLEY_DATA_DIR: join(root, 'data'),
      PARLEY_ADMIN_PASSWORD: PASSWORD,
      PARLEY_TEST_CAPTCHA: CAPTCHA,
      PARLEY_WHATSAPP_GRAPH_URL: fake.graphUrl,
      PARLEY_BROADCAST_RATE: '20',
      PARLEY_BROADCAST_CONCURRENCY: '8',
      PARLEY_BROADCAST_LEASE_MS: '2000',
      PARLEY_BROADCAST_INDOUBT_MS: '5000',
    };
  });
  afterAll(async () => {
    if (server) process.kill(server.pid, 'SIGKILL');
    await fake?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends each recipient exactly once across the crash', async () => {
    server = await startCliServer(env);
    const url = server.url;
    const token = await login(url);
    const channel = await call(url, 'POST', '/api/e/enterprise/channels', token, {
      name: 'Crash cloud',
      type: WHATSAPP_CHANNEL_TYPE,
      vendor: VENDOR_IDS.whatsappCloud,
      data: {
        phoneNumberId: fake.phoneNumberId,
        wabaId: fake.wabaId,
        accessToken: fake.token,
        appSecret: fake.appSecret,
        verifyToken: fake.verifyToken,
      },
    });
    expect(channel.status, channel.text).toBe(200);
    const channelId = channel.body.data.id;
    fake.statusWebhookUrl = `${url}/api/${whatsappWebhookPath(channelId)}`;
    const template = await call(url, 'POST', '/api/chat/templates', token, {
      channelId,
      name: 'crash_notice',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [{ type: 'BODY', text: 'Your parcel is out for delivery.' }],
    });
    expect(template.status, template.text).toBe(200);
    fake.templates.find((x) => x.id === template.body.data.providerTemplateId)!.status = 'APPROVED';
    await call(url, 'POST', '/api/chat/templates/sync', token, { channelId });

    const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+1415999${String(i).padStart(4, '0')}`);
    const sent = await call(url, 'POST', '/api/e/broadcasts', token, {
      channelId,
      phoneNumber: numbers,
      message: { template: { templateId: 'crash_notice', templateUId: template.body.data.id } },
      columnMapping: [],
    });
    expect(sent.status, sent.text).toBe(200);
    const id = sent.body.data.id;

    const received = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/messages') && r.body?.type === 'template');
    await vi.waitFor(() => expect(received().length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 });
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    const atCrash = received().length;
    expect(atCrash).toBeLessThan(RECIPIENTS);

    server = await startCliServer(env);
    await vi.waitFor(
      async () => {
        const b = await call(server!.url, 'GET', `/api/e/broadcasts/${id}`, token);
        expect(b.body.data.status).toBe('completed');
      },
      { timeout: 120_000, interval: 500 },
    );
    const times = new Map<string, number>();
    for (const r of received()) times.set(r.body.to, (times.get(r.body.to) ?? 0) + 1);
    expect(times.size).toBe(RECIPIENTS);
    expect([...times.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const counts = (await call(server.url, 'GET', `/api/e/broadcasts/${id}`, token)).body.data.counts;
    expect(counts.total).toBe(RECIPIENTS);
  });
});
