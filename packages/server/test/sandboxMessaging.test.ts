import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelAdminMessages,
  MessageMessages,
  SANDBOX_DELIVERY_MS,
  TemplateMessages,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
} from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { CHANNELS, TEMPLATES, bodyTemplate, createSandboxChannel, createTemplate } from './support/channelFixtures.ts';

const ASHA = '+919812345670';

describe.each(backends)('sandbox messaging and the customer simulator on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let sandbox: { id: string };

  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    sandbox = await createSandboxChannel(t, token, 'Simulated');
  });
  afterAll(async () => t?.close());

  const send = (channelId: string, json: unknown) =>
    t.call('POST', `${CHANNELS}/${channelId}/messages`, { token, json });
  const customers = async (channelId = sandbox.id) =>
    (await t.call('GET', `${CHANNELS}/${channelId}/simulator/customers`, { token })).body.data as any[];
  const customerId = async (number: string, channelId = sandbox.id) =>
    (await customers(channelId)).find((c) => c.number === number)!.id as string;
  const conversation = async (number: string, channelId = sandbox.id) =>
    (
      await t.call('GET', `${CHANNELS}/${channelId}/simulator/customers/${await customerId(number, channelId)}`, {
        token,
      })
    ).body.data;

  it('sends text that the simulator delivers, and reads when the customer opens the conversation', async () => {
    const sent = await send(sandbox.id, { to: '+91 98123 45670', text: '  Your order shipped  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MessageMessages.sent);
    expect(sent.body.data).toMatchObject({
      channelId: sandbox.id,
      direction: 'out',
      customerNumber: ASHA,
      kind: 'text',
      content: { body: 'Your order shipped' },
      currentDeliveryStatus: 'sent',
      replyTo: null,
      channelErrorCode: null,
    });
    expect(sent.body.data.transId).toMatch(/^wamid\./);
    expect(sent.body.data.messageStatuses.map((s: any) => s.status)).toEqual(['sent']);
    const before = await conversation(ASHA);
    expect(before.customer).toMatchObject({ number: ASHA, unread: 1, lastMessage: 'Your order shipped' });

    await expect
      .poll(async () => (await conversation(ASHA)).messages.at(-1).currentDeliveryStatus, {
        timeout: SANDBOX_DELIVERY_MS * 10,
        interval: 250,
      })
      .toBe('delivered');
    const id = await customerId(ASHA);
    const read = await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${id}/read`, { token, json: {} });
    expect(read.body.data).toEqual({ read: 1 });
    const after = await conversation(ASHA);
    expect(after.customer.unread).toBe(0);
    expect(after.messages.at(-1).currentDeliveryStatus).toBe('read');
    expect(after.messages.at(-1).messageStatuses.map((s: any) => s.status)).toEqual(['sent', 'delivered', 'read']);
    const again = await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${id}/read`, { token, json: {} });
    expect(again.body.data).toEqual({ read: 0 });
  });

  it('fails every message at a failure rate of 100, with Meta’s code for undeliverable', async () => {
    const failing = await createSandboxChannel(t, token, 'Failing', { failureRate: '100' });
    const sent = await send(failing.id, { to: '+14155550123', text: 'Will not arrive' });
    expect(sent.body.data.currentDeliveryStatus).toBe('sent');
    await t.server.db.query("UPDATE channel_messages SET deliver_at = now() - interval '1 second' WHERE id = $1", [
      sent.body.data.id,
    ]);
    const list = await t.call('GET', `${CHANNELS}/${failing.id}/messages`, { token });
    expect(list.body.data.messages[0]).toMatchObject({
      currentDeliveryStatus: 'failed',
      channelErrorCode: 131026,
      channelErrorDesc: 'Message undeliverable',
    });
    expect(list.body.data.messages[0].messageStatuses.at(-1)).toMatchObject({
      status: 'failed',
      msg: 'Message undeliverable',
    });
  });

  it('sends an approved template with its values filled in', async () => {
    const channels = await t.call('GET', `${CHANNELS}?name=Sandbox`, { token });
    const demo = channels.body.data.channels.find((c: any) => c.name === 'Sandbox');
    const templates = await t.call('GET', `${TEMPLATES}?channelId=${demo.id}&name=welcome`, { token });
    const welcome = templates.body.data.templates[0];
    const sent = await send(demo.id, {
      to: '+14155550123',
      template: { templateId: welcome.id, header: ['Parley'], body: ['Ben'] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      kind: 'template',
      content: {
        templateName: 'welcome_message',
        header: { format: 'TEXT', text: 'Welcome to Parley' },
        body: 'Hi Ben, thanks for joining *Parley*. Reply with a button below.',
        footer: 'Parley demo',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Tell me more', payload: 'Tell me more' },
          { type: 'QUICK_REPLY', text: 'Stop', payload: 'Stop' },
        ],
      },
    });
    const missing = await send(demo.id, {
      to: '+14155550123',
      template: { templateId: welcome.id, header: ['Parley'] },
    });
    expect({ status: missing.status, errors: missing.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'template.body.0', message: MessageMessages.valuesMissing('body', 1) }],
    });
    const elsewhere = await send(sandbox.id, { to: '+14155550123', template: { templateId: welcome.id, body: ['x'] } });
    expect({ status: elsewhere.status, message: elsewhere.body.message }).toEqual({
      status: 404,
      message: TemplateMessages.notFound,
    });
  });

  it('sends only approved templates', async () => {
    const slow = await createSandboxChannel(t, token, 'Reviewing', { reviewSeconds: '60' });
    const pending = await createTemplate(t, token, bodyTemplate(slow.id, 'not_yet'));
    const res = await send(slow.id, { to: '+14155550123', template: { templateId: pending.id, body: ['x'] } });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message: TemplateMessages.notApproved,
    });
    const rejected = await createTemplate(t, token, bodyTemplate(sandbox.id, 'rejected_send', 'Please reject {{1}}'));
    const refused = await send(sandbox.id, { to: '+14155550123', template: { templateId: rejected.id, body: ['x'] } });
    expect(refused.body.message).toBe(TemplateMessages.notApproved);
  });

  it('records media and reply buttons as the simulator shows them', async () => {
    const media = await send(sandbox.id, {
      to: '+14155550123',
      media: { type: 'document', url: 'https://example.com/invoice.pdf', fileName: 'invoice.pdf', caption: 'Invoice' },
    });
    expect(media.body.data).toMatchObject({
      kind: 'media',
      content: {
        body: 'Invoice',
        media: { type: 'document', url: 'https://example.com/invoice.pdf', fileName: 'invoice.pdf' },
      },
    });
    const buttons = await send(sandbox.id, {
      to: '+14155550123',
      interactive: {
        body: 'Pick one',
        buttons: [
          { id: 'yes', title: 'Yes' },
          { id: 'no', title: 'No' },
        ],
      },
    });
    expect(buttons.body.data).toMatchObject({
      kind: 'interactive',
      content: {
        body: 'Pick one',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Yes', payload: 'yes' },
          { type: 'QUICK_REPLY', text: 'No', payload: 'no' },
        ],
      },
    });
  });

  it('refuses malformed sends with the rule’s message', async () => {
    const refused = async (json: unknown) => {
      const res = await send(sandbox.id, json);
      return { status: res.status, errors: res.body.errors };
    };
    expect(
      await refused({ to: '+14155550123', text: 'a', media: { type: 'image', url: 'https://x.test/a.png' } }),
    ).toEqual({
      status: 400,
      errors: [{ field: 'body', message: MessageMessages.oneKind }],
    });
    expect(await refused({ to: '12', text: 'a' })).toEqual({
      status: 400,
      errors: [{ field: 'to', message: MessageMessages.numberInvalid }],
    });
    expect(await refused({ to: '+14155550123', text: '   ' })).toEqual({
      status: 400,
      errors: [{ field: 'text', message: MessageMessages.textRequired }],
    });
    expect(await refused({ to: '+14155550123', media: { type: 'image', url: 'ftp://x.test/a.png' } })).toEqual({
      status: 400,
      errors: [{ field: 'media.url', message: MessageMessages.mediaAddress }],
    });
  });

  it('adds a number it has not seen to the simulator, named after the number', async () => {
    await send(sandbox.id, { to: '+447700900123', text: 'Hello stranger' });
    const added = (await customers()).find((c) => c.number === '+447700900123');
    expect(added).toMatchObject({ name: '+447700900123', lastMessage: 'Hello stranger', unread: 1 });
    // Latest conversation first.
    expect((await customers())[0].number).toBe('+447700900123');
  });

  it('records the customer’s replies: typed text, or a tapped button answering a message', async () => {
    const ben = '+14155550123';
    const id = await customerId(ben);
    const path = `${CHANNELS}/${sandbox.id}/simulator/customers/${id}/messages`;
    const text = await t.call('POST', path, { token, json: { text: ' Thanks! ' } });
    expect(text.body.data).toMatchObject({
      direction: 'in',
      kind: 'text',
      customerNumber: ben,
      content: { body: 'Thanks!' },
      currentDeliveryStatus: 'received',
      replyTo: null,
    });
    const target = (await conversation(ben)).messages.find((m: any) => m.kind === 'interactive');
    const tap = await t.call('POST', path, {
      token,
      json: { button: { text: 'Yes', payload: 'yes' }, replyTo: target.id },
    });
    expect(tap.body.data).toMatchObject({
      kind: 'button',
      content: { body: 'Yes', buttons: [{ type: 'QUICK_REPLY', text: 'Yes', payload: 'yes' }] },
      replyTo: target.id,
    });
    const asha = (await conversation(ASHA)).messages[0];
    const wrong = await t.call('POST', path, { token, json: { text: 'x', replyTo: asha.id } });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 404,
      message: MessageMessages.messageNotFound,
    });
    const empty = await t.call('POST', path, { token, json: { text: '  ' } });
    expect(empty.body.message).toBe(MessageMessages.replyRequired);
    const details = await t.call('GET', `${CHANNELS}/${sandbox.id}/details`, { token });
    expect(details.body.data.messagesReceived).toBe(2);
    expect(details.body.data.lastInboundAt).toBe(tap.body.data.createdAt);
  });

  it('lists a channel’s messages newest first, one customer’s when asked', async () => {
    const all = await t.call('GET', `${CHANNELS}/${sandbox.id}/messages?perPage=2`, { token });
    expect(all.body.data.messages).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThan(5);
    const times = all.body.data.messages.map((m: any) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const asha = await t.call(
      'GET',
      `${CHANNELS}/${sandbox.id}/messages?customerNumber=${encodeURIComponent('98123 45670')}`,
      {
        token,
      },
    );
    expect(asha.body.data.messages.map((m: any) => m.customerNumber)).toEqual([ASHA]);
  });

  it('adds simulator customers with the rules of the form', async () => {
    const path = `${CHANNELS}/${sandbox.id}/simulator/customers`;
    const added = await t.call('POST', path, { token, json: { name: ' Dee  Park ', number: '+1 415 555 0177' } });
    expect(added.body.data).toMatchObject({ name: 'Dee Park', number: '+14155550177', lastMessage: null, unread: 0 });
    const twice = await t.call('POST', path, { token, json: { name: 'Again', number: '+14155550177' } });
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 409,
      message: MessageMessages.customerExists,
    });
    expect((await t.call('POST', path, { token, json: { name: ' ', number: '+14155550178' } })).body.message).toBe(
      MessageMessages.customerNameRequired,
    );
    expect((await t.call('POST', path, { token, json: { name: 'X', number: 'abc' } })).body.message).toBe(
      MessageMessages.numberInvalid,
    );
  });

  it('keeps the simulator to sandbox channels', async () => {
    const cloud = await t.call('POST', CHANNELS, {
      token,
      json: {
        name: 'Not a sandbox',
        type: WHATSAPP_CHANNEL_TYPE,
        vendor: VENDOR_IDS.whatsappCloud,
        data: {
          phoneNumberId: '106540352242922',
          wabaId: '102290129340398',
          accessToken: 'EAAGnotcalledinthisfile0123456789',
          appSecret: '0123456789abcdef0123456789abcdef',
          verifyToken: 'verify-token-1',
        },
      },
    });
    const res = await t.call('GET', `${CHANNELS}/${cloud.body.data.id}/simulator/customers`, { token });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message: ChannelAdminMessages.notSandbox,
    });
  });
});
