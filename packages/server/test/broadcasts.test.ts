import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BroadcastMessages, SANDBOX_DELIVERY_MS } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { TEMPLATES, createSandboxChannel, createTemplate } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const BROADCASTS = '/api/e/broadcasts';
const CHAT = '/api/chat';

describe.each(backends)('broadcasts on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let channel: { id: string; name: string };
  let template: { id: string; name: string };
  let urlTemplate: { id: string; name: string };
  let segmentId: string;
  let cityField: string;

  beforeAll(async () => {
    t = await startTestServer(backend, { broadcasts: { idleMs: 20 } });
    token = await t.login();
    channel = await createSandboxChannel(t, token, 'Broadcast sandbox');
    template = await createTemplate(t, token, {
      channelId: channel.id,
      name: 'order_ready',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [{ type: 'BODY', text: 'Hi {{1}}, your order for {{2}} is ready.', example: ['Asha', 'Pune'] }],
    });
    urlTemplate = await createTemplate(t, token, {
      channelId: channel.id,
      name: 'track_order',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [
        { type: 'BODY', text: 'Your parcel is on its way.' },
        {
          type: 'BUTTONS',
          buttons: [{ type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['abc'] }],
        },
      ],
    });
    // Sandbox reviews end at once; a read settles them.
    await t.call('GET', `${TEMPLATES}?channelId=${channel.id}`, { token });
    const field = await t.call('POST', `${CHAT}/inputfield_definitions`, {
      token,
      json: {
        fieldName: 'city',
        fieldLabel: 'City',
        fieldHelptext: 'Where they live',
        mandatory: false,
        fieldType: 'text',
        inputType: 'alphanumeric',
        validations: [],
      },
    });
    expect(field.status).toBe(200);
    const defs = await t.call('GET', `${CHAT}/inputfield_definitions`, { token });
    cityField = defs.body.data.inputFieldDefinitions.find((d: any) => d.fieldName === 'city')._id;
    const tag = await t.call('POST', `${CHAT}/tags`, { token, json: { name: 'Pune buyers' } });
    segmentId = tag.body.data?.id ?? (await t.call('GET', `${CHAT}/tags`, { token })).body.data.tags[0].id;
    for (const [name, phoneNumber, city] of [
      ['Asha Verma', '+919812345670', 'Pune'],
      ['Ben Carter', '+14155550123', 'Pune'],
      ['No City', '+14155550124', ''],
    ] as const) {
      const saved = await t.call('POST', `${CHAT}/customers`, {
        token,
        json: { name, phoneNumber, tags: [segmentId], data: city ? [{ id: cityField, value: city }] : [] },
      });
      expect(saved.status, saved.text).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const request = (over: Record<string, unknown> = {}) => ({
    channelId: channel.id,
    phoneNumber: [],
    message: { template: { templateId: template.name, templateUId: template.id } },
    columnMapping: [
      { variable: 'body.1', type: 'column', value: 'name' },
      { variable: 'body.2', type: 'column', value: 'city' },
    ],
    ...over,
  });

  it('checks a segment without sending: rejects the customer whose column is empty, previews the first', async () => {
    const res = await t.call('POST', `${BROADCASTS}/validate`, { token, json: request({ segmentId }) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ recipients: 3, accepted: 2, rejectedCount: 1 });
    expect(res.body.data.rejected).toEqual([
      { to: '+14155550124', reason: BroadcastMessages.emptyValue('Body {{2}}', 'city') },
    ]);
    expect(res.body.data.preview.body).toMatch(/^Hi (Asha Verma|Ben Carter), your order for Pune is ready\.$/);
    // Only the demo's two seeded broadcasts: a check records nothing.
    const list = await t.call('GET', BROADCASTS, { token });
    expect(list.body.data.broadcastList.map((b: any) => b.name)).toEqual(['Welcome follow-up', 'January welcome']);
  });

  it('takes 100,000 typed numbers in one request, and refuses a body past its 4 MiB with 413', async () => {
    const numbers = Array.from({ length: 100_000 }, (_, i) => `+1415${String(i).padStart(7, '0')}`);
    const res = await t.call('POST', `${BROADCASTS}/validate`, {
      token,
      json: request({
        phoneNumber: numbers,
        columnMapping: [
          { variable: 'body.1', type: 'static', value: 'friend' },
          { variable: 'body.2', type: 'static', value: 'Pune' },
        ],
      }),
    });
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.body.data).toMatchObject({ recipients: 100_000, accepted: 100_000 });
    const tooBig = await t.call('POST', `${BROADCASTS}/validate`, {
      token,
      json: request({ phoneNumber: numbers.map((n) => `${n}${' '.repeat(40)}`) }),
    });
    expect(tooBig.status).toBe(413);
  });

  it('refuses what cannot be sent, with the spec messages', async () => {
    const bad = async (json: unknown) => (await t.call('POST', BROADCASTS, { token, json })).body;
    expect((await bad(request({ phoneNumber: ['12345'] }))).message).toBe(BroadcastMessages.invalidNumber);
    expect((await bad(request({ phoneNumber: [] }))).message).toBe(BroadcastMessages.noRecipients);
    expect(
      (
        await bad(
          request({
            phoneNumber: ['+919812345670'],
            columnMapping: [{ variable: 'body.1', type: 'static', value: 'x' }],
          }),
        )
      ).message,
    ).toBe(BroadcastMessages.mandatory);
    expect(
      (
        await bad(
          request({
            phoneNumber: ['+919812345670'],
            columnMapping: [
              { variable: 'body.1', type: 'column', value: 'nickname' },
              { variable: 'body.2', type: 'static', value: 'x' },
            ],
          }),
        )
      ).message,
    ).toBe(BroadcastMessages.unknownColumn('nickname'));
    const other = await t.call('POST', BROADCASTS, {
      token,
      json: request({ phoneNumber: ['+919812345670'], channelId: 'nope' }),
    });
    expect(other.status).toBe(404);
  });

  it('sends to typed numbers and a segment once each, and the sandbox delivers every message', async () => {
    const res = await t.call('POST', BROADCASTS, {
      token,
      json: request({ name: 'Pune pickup', phoneNumber: ['+91 98123 45670', '+447700900123'], segmentId }),
    });
    expect(res.status, res.text).toBe(200);
    // Asha typed and in the segment: once. The typed stranger has no name: rejected. No City: rejected.
    expect(res.body.data).toMatchObject({ recipients: 4, accepted: 2, rejectedCount: 2 });
    expect(res.body.message).toBe(BroadcastMessages.accepted(2));
    const id = res.body.data.id;
    await expect
      .poll(async () => (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data.counts, {
        timeout: SANDBOX_DELIVERY_MS * 10,
        interval: 200,
      })
      .toMatchObject({ delivered: 2, rejected: 2, total: 4 });
    const detail = (await t.call('GET', `${BROADCASTS}/${id}`, { token })).body.data;
    expect(detail).toMatchObject({ name: 'Pune pickup', templateName: 'order_ready', channelName: channel.name });
    expect(detail.status).toBe('completed_with_failures');
    const messages = (await t.call('GET', `${BROADCASTS}/${id}/messages`, { token })).body.data.messages;
    expect(messages.map((m: any) => [m.to, m.currentDeliveryStatus])).toEqual([
      // As given: the typed numbers, then the segment's customers not already among them.
      ['+919812345670', 'delivered'],
      ['+447700900123', 'rejected'],
      ['+14155550123', 'delivered'],
      ['+14155550124', 'rejected'],
    ]);
    const status = (await t.call('GET', `${BROADCASTS}/${id}/messages/${messages[0].id}`, { token })).body.data;
    expect(status.transId).toMatch(/^wamid\./);
    expect(status.messageStatuses.map((s: any) => s.status)).toEqual(['sent', 'delivered']);
    expect(status.content.body).toBe('Hi Asha Verma, your order for Pune is ready.');
    // The delivery report lists the same messages, from the broadcast, with the §4.3 status code.
    const report = (
      await t.call('GET', `/api/reports/messages/status?channelId=${channel.id}&source=BROADCAST`, { token })
    ).body.data;
    expect(
      report.messages.map((m: any) => [m.customerNumber, m.currentDeliveryStatus, m.statusCode, m.broadcastId]),
    ).toEqual([
      ['+14155550123', 'delivered', 1, id],
      ['+919812345670', 'delivered', 1, id],
    ]);
    const byWamid = (
      await t.call('GET', `/api/reports/messages/status?messageId=${encodeURIComponent(status.transId)}`, { token })
    ).body.data;
    expect(byWamid.messages.map((m: any) => m.id)).toEqual([messages[0].id]);
    const direct = (
      await t.call('GET', `/api/reports/messages/status?channelId=${channel.id}&source=DIRECT`, { token })
    ).body.data;
    expect(direct.messages).toEqual([]);
    const list = (await t.call('GET', `${BROADCASTS}?name=pickup`, { token })).body.data;
    expect(list.broadcastList.map((b: any) => b.id)).toEqual([id]);
    expect((await t.call('GET', `${BROADCASTS}?name=nothing-like-it`, { token })).body.data.broadcastList).toEqual([]);
  });

  it("seeds the demo's past broadcasts with their statuses and histories", async () => {
    const list = (await t.call('GET', `${BROADCASTS}?name=welcome`, { token })).body.data.broadcastList;
    expect(list.map((b: any) => [b.name, b.status, b.counts])).toEqual([
      ['Welcome follow-up', 'completed_with_failures', { delivered: 2, failed: 1, rejected: 1, total: 4 }],
      ['January welcome', 'completed', { read: 1, delivered: 2, total: 3 }],
    ]);
    const messages = (await t.call('GET', `${BROADCASTS}/${list[1].id}/messages`, { token })).body.data.messages;
    const status = (await t.call('GET', `${BROADCASTS}/${list[1].id}/messages/${messages[0].id}`, { token })).body.data;
    expect(status.messageStatuses.map((s: any) => s.status)).toEqual(['sent', 'delivered', 'read']);
    expect(status.content.body).toBe('Hi Asha Verma, thanks for joining *Parley*. Reply with a button below.');
  });

  it('fills a URL variable from an expression, encoded', async () => {
    const res = await t.call('POST', `${BROADCASTS}/validate`, {
      token,
      json: request({
        segmentId,
        message: { template: { templateId: urlTemplate.name, templateUId: urlTemplate.id } },
        columnMapping: [{ variable: 'button.0.1', type: 'expression', value: '{city|lower}/{name}' }],
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.preview.buttons[0].url).toMatch(
      /^https:\/\/shop\.example\/track\/pune\/(Asha%20Verma|Ben%20Carter)$/,
    );
    const lookup = await t.call('POST', `${BROADCASTS}/expression`, { token, json: { expression: '{city}-{shoe}' } });
    expect(lookup.body.data).toEqual({
      variables: [
        { name: 'city', known: true },
        { name: 'shoe', known: false },
      ],
      error: null,
    });
  });
});
