import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STATES } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { CHANNELS, TEMPLATES, createCloudChannel, createSandboxChannel } from './support/channelFixtures.ts';
import {
  messagesChange,
  postWebhook,
  signature,
  startCloudApiFake,
  statusEvent,
  templateStatusChange,
  type CloudApiFake,
} from './support/cloudApiFake.ts';

const CUSTOMER = '14155550123';

describe.each(backends)('the WhatsApp Cloud API webhook on $name', (backend) => {
  let fake: CloudApiFake;
  let t: TestServer;
  let token: string;
  let channel: { id: string };
  let hook: string;
  const logs: string[] = [];

  beforeAll(async () => {
    fake = await startCloudApiFake();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await startTestServer(backend, {
      whatsapp: { graphUrl: fake.graphUrl, timeoutMs: 2_000 },
      logger: { level: 'info', stream: sink },
    });
    token = await t.login();
    channel = await createCloudChannel(t, token, fake);
    hook = `${t.url}/api/webhooks/whatsapp/${channel.id}`;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deliver = (body: unknown) => postWebhook(hook, body, fake.appSecret);
  const sendText = async (text: string) => {
    const res = await t.call('POST', `${CHANNELS}/${channel.id}/messages`, {
      token,
      json: { to: `+${CUSTOMER}`, text },
    });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; transId: string };
  };
  const messages = async () =>
    (await t.call('GET', `${CHANNELS}/${channel.id}/messages?perPage=200`, { token })).body.data.messages as any[];
  const message = async (id: string) => (await messages()).find((m) => m.id === id);
  const count = async () =>
    Number((await t.server.db.query<{ n: number }>('SELECT count(*) AS n FROM channel_messages'))[0]!.n);

  it('answers the subscription handshake with the challenge when the verify token matches', async () => {
    const query = (verifyToken: string, mode = 'subscribe', challenge = '1158201444') =>
      `?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=${challenge}`;
    const ok = await fetch(hook + query(fake.verifyToken));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    for (const wrong of [
      query('wrong-token'),
      query(fake.verifyToken, 'unsubscribe'),
      query(fake.verifyToken, 'subscribe', ''),
      '',
    ]) {
      const res = await fetch(hook + wrong);
      expect({ wrong, status: res.status }).toEqual({ wrong, status: 403 });
      expect(await res.text()).not.toContain('1158201444');
    }
  });

  it('answers an unknown channel and a channel of another vendor with the same plain 404', async () => {
    const sandbox = await createSandboxChannel(t, token, 'Not Cloud');
    const unknown = await fetch(`${t.url}/api/webhooks/whatsapp/no-such-channel?hub.mode=subscribe`);
    const other = await fetch(`${t.url}/api/webhooks/whatsapp/${sandbox.id}?hub.mode=subscribe`);
    expect(unknown.status).toBe(404);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe(await unknown.text());
    const posted = await postWebhook(`${t.url}/api/webhooks/whatsapp/${sandbox.id}`, {}, fake.appSecret);
    expect(posted.status).toBe(404);
  });

  it('refuses an unsigned or wrongly signed body with 401, logs why, and stores nothing', async () => {
    const before = await count();
    const body = messagesChange(fake, {
      messages: [
        { from: CUSTOMER, id: 'wamid.FORGED', timestamp: '1750000000', type: 'text', text: { body: 'forged' } },
      ],
    });
    const raw = JSON.stringify(body);
    for (const forged of [
      null,
      'sha256=00',
      signature(raw, 'another-app-secret-0123'),
      signature(`${raw} `, fake.appSecret),
    ]) {
      const res = await postWebhook(hook, body, fake.appSecret, { signature: forged, raw });
      expect({ forged, status: res.status }).toEqual({ forged, status: 401 });
    }
    expect(await count()).toBe(before);
    const refusals = logs.filter((line) => line.includes('whatsapp webhook event refused'));
    expect(refusals.some((line) => line.includes(channel.id) && line.includes('signature missing'))).toBe(true);
    expect(refusals.some((line) => line.includes('signature mismatch'))).toBe(true);
  });

  it('refuses a body over 1 MiB with 413 before reading it', async () => {
    const raw = JSON.stringify({ object: 'whatsapp_business_account', padding: 'x'.repeat(1024 * 1024) });
    const res = await postWebhook(hook, null, fake.appSecret, { raw });
    expect(res.status).toBe(413);
  });

  it('moves a message’s status forward only, whatever the order and however often Meta reports it', async () => {
    const sent = await sendText('Status please');
    // Meta's times (seconds) come after the send.
    const at = Math.floor(Date.now() / 1000) + 10;
    const statuses = (...events: [string, number][]) =>
      deliver(messagesChange(fake, { statuses: events.map(([s, time]) => statusEvent(sent.transId, s, time)) }));
    expect((await statuses(['delivered', at + 2])).status).toBe(200);
    expect((await statuses(['sent', at + 1])).status).toBe(200);
    await statuses(['read', at + 3], ['read', at + 3]);
    await statuses(['delivered', at + 2]);
    const record = await message(sent.id);
    expect(record.currentDeliveryStatus).toBe('read');
    expect(record.messageStatuses.map((s: any) => s.status)).toEqual(['accepted', 'sent', 'delivered', 'read']);
    expect(record.messageStatuses.slice(1).map((s: any) => s.messageStatusTime)).toEqual([
      new Date((at + 1) * 1000).toISOString(),
      new Date((at + 2) * 1000).toISOString(),
      new Date((at + 3) * 1000).toISOString(),
    ]);
  });

  it('records every status of calls that arrive together, however many name the same message', async () => {
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => sendText(`Together ${i}`)));
    const at = Math.floor(Date.now() / 1000) + 10;
    const calls = sent.flatMap((m) =>
      (['sent', 'delivered', 'read', 'read'] as const).map(
        (status, i) => () =>
          deliver(messagesChange(fake, { statuses: [statusEvent(m.transId, status, at + Math.min(i, 2) + 1)] })),
      ),
    );
    // Shuffled, all at once: a flush holds several events of one message, which apply one after the other.
    calls.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.map((a) => a.status)).toEqual(calls.map(() => 200));
    for (const m of sent) {
      const record = await message(m.id);
      expect(record.currentDeliveryStatus).toBe('read');
      expect(record.messageStatuses.map((s: any) => s.status)).toEqual(['accepted', 'sent', 'delivered', 'read']);
    }
  });

  it('records a failure with Meta’s code and title, and a failure stands', async () => {
    const sent = await sendText('Will fail');
    await deliver(
      messagesChange(fake, {
        statuses: [
          statusEvent(sent.transId, 'failed', 1_750_000_010, [
            { code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.' },
          ]),
        ],
      }),
    );
    await deliver(messagesChange(fake, { statuses: [statusEvent(sent.transId, 'delivered', 1_750_000_011)] }));
    expect(await message(sent.id)).toMatchObject({
      currentDeliveryStatus: 'failed',
      channelErrorCode: 131049,
      channelErrorDesc: 'This message was not delivered to maintain healthy ecosystem engagement.',
    });
  });

  it('records inbound messages of every kind once, answering the message they reply to', async () => {
    const asked = await sendText('Pick one');
    const base = { from: CUSTOMER, timestamp: '1750000100' };
    const inbound = [
      { ...base, id: 'wamid.IN1', type: 'text', text: { body: 'Hello there' } },
      {
        ...base,
        id: 'wamid.IN2',
        type: 'image',
        image: { id: 'media-1', mime_type: 'image/jpeg', caption: 'My receipt' },
      },
      { ...base, id: 'wamid.IN3', type: 'document', document: { id: 'media-2', filename: 'order.pdf' } },
      {
        ...base,
        id: 'wamid.IN4',
        type: 'button',
        button: { text: 'Tell me more', payload: 'MORE' },
        context: { from: '15550100200', id: asked.transId },
      },
      {
        ...base,
        id: 'wamid.IN5',
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes' } },
        context: { id: asked.transId },
      },
      {
        ...base,
        id: 'wamid.IN6',
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: 'r2', title: 'Row two', description: 'd' } },
      },
      {
        ...base,
        id: 'wamid.IN7',
        type: 'interactive',
        interactive: {
          type: 'nfm_reply',
          nfm_reply: { name: 'flow', body: 'Sent', response_json: '{"flow_token":"t1","size":"M"}' },
        },
      },
      { ...base, id: 'wamid.IN8', type: 'sticker', sticker: { id: '123', mime_type: 'image/webp' } },
      {
        ...base,
        id: 'wamid.IN9',
        type: 'location',
        location: { latitude: 12.97, longitude: 77.59, name: 'Home', address: 'MG Road' },
      },
      {
        ...base,
        id: 'wamid.IN10',
        type: 'contacts',
        contacts: [
          {
            name: { formatted_name: 'Ben Carter', first_name: 'Ben' },
            phones: [{ phone: '+1 415 555 0123', type: 'CELL', wa_id: '14155550123' }],
            emails: [{ email: 'ben@example.com', type: 'WORK' }],
            org: { company: 'Carter & Co' },
          },
        ],
      },
      { ...base, id: 'wamid.IN11', type: 'reaction', reaction: { message_id: asked.transId, emoji: '👍' } },
      { ...base, id: 'wamid.IN12', type: 'location', location: { latitude: 200, longitude: 2 } },
    ];
    expect((await deliver(messagesChange(fake, { messages: inbound }))).status).toBe(200);
    expect((await deliver(messagesChange(fake, { messages: inbound.slice(0, 2) }))).status).toBe(200);
    const received = (await messages()).filter((m) => m.direction === 'in');
    const byId = Object.fromEntries(received.map((m) => [m.transId, m]));
    expect(received).toHaveLength(inbound.length);
    expect(byId['wamid.IN1']).toMatchObject({
      kind: 'text',
      customerNumber: `+${CUSTOMER}`,
      content: { body: 'Hello there' },
      currentDeliveryStatus: 'received',
      createdAt: new Date(1_750_000_100_000).toISOString(),
    });
    expect(byId['wamid.IN2']).toMatchObject({
      kind: 'media',
      content: { body: 'My receipt', media: { type: 'image', caption: 'My receipt' } },
    });
    expect(byId['wamid.IN3']).toMatchObject({
      kind: 'media',
      content: { media: { type: 'document', fileName: 'order.pdf' } },
    });
    expect(byId['wamid.IN4']).toMatchObject({
      kind: 'button',
      replyTo: asked.id,
      content: { body: 'Tell me more', buttons: [{ text: 'Tell me more', payload: 'MORE' }] },
    });
    expect(byId['wamid.IN5']).toMatchObject({
      kind: 'interactive',
      replyTo: asked.id,
      content: { body: 'Yes', buttons: [{ payload: 'yes' }] },
    });
    expect(byId['wamid.IN6']).toMatchObject({ kind: 'interactive', content: { body: 'Row two' } });
    expect(byId['wamid.IN7']).toMatchObject({
      kind: 'flow_reply',
      content: { body: '{"flow_token":"t1","size":"M"}' },
    });
    expect(byId['wamid.IN8']).toMatchObject({
      kind: 'unsupported',
      content: { body: 'Unsupported message type: sticker' },
    });
    expect(byId['wamid.IN9']).toMatchObject({
      kind: 'location',
      content: { body: 'Home', location: { latitude: 12.97, longitude: 77.59, name: 'Home', address: 'MG Road' } },
    });
    expect(byId['wamid.IN10']).toMatchObject({
      kind: 'contacts',
      content: {
        contacts: [
          {
            name: 'Ben Carter',
            phones: [{ phone: '+1 415 555 0123', type: 'CELL' }],
            emails: [{ email: 'ben@example.com', type: 'WORK' }],
            organization: 'Carter & Co',
          },
        ],
      },
    });
    // A reaction names the message it reacts to by our id.
    expect(byId['wamid.IN11']).toMatchObject({
      kind: 'reaction',
      replyTo: asked.id,
      content: { reaction: { emoji: '👍', messageId: asked.id } },
    });
    // A place off the globe is no location.
    expect(byId['wamid.IN12']).toMatchObject({ kind: 'unsupported' });
    const details = await t.call('GET', `${CHANNELS}/${channel.id}/details`, { token });
    expect(details.body.data.messagesReceived).toBe(inbound.length);
    // Every message of the customer is in the customer's one open chat on the channel; with no bot chosen (the
    // default), the first message handed it to the agents.
    const chats = await t.server.db.query<{ id: string; state: number }>(
      'SELECT id, state FROM chats WHERE channel_id = $1 AND customer_number = $2',
      [channel.id, `+${CUSTOMER}`],
    );
    expect(chats).toEqual([{ id: expect.any(String), state: CHAT_STATES.STARTED }]);
    const inChat = await t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM channel_messages WHERE channel_id = $1 AND direction = 'in' AND chat_id = $2",
      [channel.id, chats[0]!.id],
    );
    expect(inChat[0]!.n).toBe(inbound.length);
  });

  it('ignores the events of another phone number of the business account', async () => {
    const before = await count();
    const other = messagesChange(
      { ...fake, phoneNumberId: '999999999999999' },
      { messages: [{ from: CUSTOMER, id: 'wamid.OTHER', timestamp: '1750000200', type: 'text', text: { body: 'x' } }] },
    );
    expect((await deliver(other)).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('updates a template’s review from Meta, by its id or by name and language', async () => {
    const create = (name: string) =>
      t.call('POST', TEMPLATES, {
        token,
        json: {
          channelId: channel.id,
          name,
          language: 'en_US',
          category: 'UTILITY',
          type: 'DEFAULT',
          components: [{ type: 'BODY', text: 'Hi' }],
        },
      });
    const approved = (await create('hook_approved')).body.data;
    const rejected = (await create('hook_rejected')).body.data;
    expect(approved.status).toBe('PENDING');
    await deliver(
      templateStatusChange(fake, {
        event: 'APPROVED',
        id: Number(approved.providerTemplateId),
        name: 'hook_approved',
        language: 'en_US',
      }),
    );
    await deliver(
      templateStatusChange(fake, {
        event: 'REJECTED',
        id: 1,
        name: 'hook_rejected',
        language: 'en-US',
        reason: 'INVALID_FORMAT',
      }),
    );
    const get = async (id: string) => (await t.call('GET', `${TEMPLATES}/${id}`, { token })).body.data;
    expect(await get(approved.id)).toMatchObject({ status: 'APPROVED', rejectedReason: null });
    expect(await get(rejected.id)).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT' });
  });

  it('never writes a channel secret to the log', () => {
    const all = logs.join('\n');
    expect(all).toContain(channel.id);
    for (const secret of [fake.token, fake.appSecret, fake.verifyToken]) expect(all).not.toContain(secret);
  });
});
