import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelAdminMessages,
  MessageMessages,
  NotFoundMessages,
  PAGE_SIZE_MAX,
  SIMULATOR_SEED_CUSTOMERS,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
  maskApiKey,
} from '@parley/api-client/contract';
import { openSecrets } from '../src/areas/channels/services/channelSecrets.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { CHANNELS, TEMPLATES, bodyTemplate, createSandboxChannel } from './support/channelFixtures.ts';

/** Credentials shaped like Meta's; no Cloud API is called in this file. */
const CLOUD_DATA = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  accessToken: 'EAAGm0PX4ZCpsBAKZAqyTokenForTests0123456789WXYZ',
  appSecret: '0123456789abcdef0123456789abcdef',
  verifyToken: 'short-vt',
};
const cloud = (name: string, data: Record<string, string> = CLOUD_DATA) => ({
  name,
  type: WHATSAPP_CHANNEL_TYPE,
  vendor: VENDOR_IDS.whatsappCloud,
  data,
});

describe.each(backends)('messaging channels on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let foreign: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    foreign = await t.login(await t.addForeignAdmin());
  });
  afterAll(async () => t?.close());

  const refusal = async (method: string, path: string, json: unknown) => {
    const res = await t.call(method, path, { token, json });
    return { status: res.status, message: res.body.message, errors: res.body.errors };
  };

  it('seeds the demo enterprise with a sandbox channel, its simulator customers and an approved template', async () => {
    const list = await t.call('GET', `${CHANNELS}?name=sandbox`, { token });
    const seeded = list.body.data.channels.find((c: any) => c.name === 'Sandbox');
    expect(seeded).toMatchObject({
      type: WHATSAPP_CHANNEL_TYPE,
      typeName: 'WhatsApp',
      vendor: VENDOR_IDS.sandbox,
      vendorName: 'Sandbox',
      data: { failureRate: '0', rejectWord: 'reject', reviewSeconds: '5' },
    });
    const customers = await t.call('GET', `${CHANNELS}/${seeded.id}/simulator/customers`, { token });
    expect(customers.body.data.map((c: any) => c.number).sort()).toEqual(
      SIMULATOR_SEED_CUSTOMERS.map((c) => c.number).sort(),
    );
    const templates = await t.call('GET', `${TEMPLATES}?channelId=${seeded.id}`, { token });
    expect(templates.body.data.templates).toHaveLength(1);
    expect(templates.body.data.templates[0]).toMatchObject({
      name: 'welcome_message',
      templateId: 'welcome_message',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      status: 'APPROVED',
    });
    expect(templates.body.data.templates[0].components.map((c: any) => c.type)).toEqual([
      'HEADER',
      'BODY',
      'FOOTER',
      'BUTTONS',
    ]);
  });

  it('creates a sandbox channel with its simulator customers, and reads it back with its details', async () => {
    const res = await t.call('POST', CHANNELS, {
      token,
      json: {
        name: '  Demo   sandbox ',
        type: 4,
        vendor: '3',
        contactId: '+1 (415) 555-0199',
        data: { failureRate: '10' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ChannelAdminMessages.created);
    const channel = res.body.data;
    expect(channel).toMatchObject({
      name: 'Demo sandbox',
      vendor: 3,
      contactId: '+14155550199',
      data: { failureRate: '10', rejectWord: '', reviewSeconds: '' },
    });
    expect(channel._id).toBe(channel.id);
    const customers = await t.call('GET', `${CHANNELS}/${channel.id}/simulator/customers`, { token });
    expect(customers.body.data).toHaveLength(SIMULATOR_SEED_CUSTOMERS.length);
    const details = await t.call('GET', `${CHANNELS}/${channel.id}/details`, { token });
    expect(details.body.data).toMatchObject({
      id: channel.id,
      webhookPath: null,
      templates: 0,
      messagesSent: 0,
      messagesReceived: 0,
      lastInboundAt: null,
    });
  });

  it('refuses invalid channels with the form messages', async () => {
    expect(await refusal('POST', CHANNELS, { name: '  ', type: 4, vendor: 3 })).toMatchObject({
      status: 400,
      message: ChannelAdminMessages.nameRequired,
      errors: [{ field: 'name', message: ChannelAdminMessages.nameRequired }],
    });
    expect(await refusal('POST', CHANNELS, { name: 'x'.repeat(101), type: 4, vendor: 3 })).toMatchObject({
      status: 400,
      message: ChannelAdminMessages.nameTooLong,
    });
    expect(await refusal('POST', CHANNELS, { name: 'SMS', type: 0, vendor: 3 })).toMatchObject({
      status: 400,
      message: ChannelAdminMessages.vendorNotForType,
    });
    expect(await refusal('POST', CHANNELS, { name: 'No vendor', type: 4, vendor: 9 })).toMatchObject({
      status: 400,
      message: ChannelAdminMessages.vendorRequired,
    });
    expect(
      await refusal('POST', CHANNELS, { name: 'Bad number', type: 4, vendor: 3, contactId: '12ab' }),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'contactId', message: ChannelAdminMessages.invalidNumber }],
    });
    expect(await refusal('POST', CHANNELS, cloud('No token', { ...CLOUD_DATA, accessToken: '' }))).toMatchObject({
      status: 400,
      errors: [{ field: 'data.accessToken', message: 'Access token is required' }],
    });
    expect(
      await refusal('POST', CHANNELS, cloud('Bad secret', { ...CLOUD_DATA, appSecret: 'not a secret!' })),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'data.appSecret', message: 'App secret is 16 to 128 letters and digits' }],
    });
    expect(
      await refusal('POST', CHANNELS, { name: 'Rate', type: 4, vendor: 3, data: { failureRate: '101' } }),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'data.failureRate', message: 'Enter a whole number from 0 to 100' }],
    });
  });

  it('refuses a second channel of the same name, whatever its case', async () => {
    await createSandboxChannel(t, token, 'Twin');
    expect(await refusal('POST', CHANNELS, { name: 'TWIN', type: 4, vendor: 3 })).toMatchObject({
      status: 409,
      message: ChannelAdminMessages.duplicate,
    });
  });

  it('keeps secrets sealed: the row holds no token in clear and every answer masks it', async () => {
    const res = await t.call('POST', CHANNELS, { token, json: cloud('Sealed') });
    expect(res.status).toBe(200);
    const channel = res.body.data;
    expect(channel.data).toEqual({
      phoneNumberId: CLOUD_DATA.phoneNumberId,
      wabaId: CLOUD_DATA.wabaId,
      // Optional, and not given: the App id only templates with a media header need.
      appId: '',
      accessToken: maskApiKey('WXYZ'),
      appSecret: maskApiKey('cdef'),
      // Too short to show any of itself.
      verifyToken: maskApiKey(''),
    });
    const [row] = await t.server.db.query<any>('SELECT * FROM channels WHERE id = $1', [channel.id]);
    const stored = JSON.stringify(row);
    for (const secret of [CLOUD_DATA.accessToken, CLOUD_DATA.appSecret, CLOUD_DATA.verifyToken])
      expect(stored).not.toContain(secret);
    // The App id is no secret; left empty here, it is kept empty.
    expect(row.config).toEqual({ phoneNumberId: CLOUD_DATA.phoneNumberId, wabaId: CLOUD_DATA.wabaId, appId: '' });
    expect(openSecrets(t.server.services.secrets, row)).toEqual({
      accessToken: CLOUD_DATA.accessToken,
      appSecret: CLOUD_DATA.appSecret,
      verifyToken: CLOUD_DATA.verifyToken,
    });
    for (const path of [`${CHANNELS}/${channel.id}`, `${CHANNELS}/${channel.id}/details`, `${CHANNELS}?name=Sealed`]) {
      const answer = await t.call('GET', path, { token });
      expect(answer.text).not.toContain(CLOUD_DATA.accessToken);
      expect(answer.text).not.toContain(CLOUD_DATA.appSecret);
    }
    const details = await t.call('GET', `${CHANNELS}/${channel.id}/details`, { token });
    expect(details.body.data.webhookPath).toBe(`webhooks/whatsapp/${channel.id}`);
  });

  it('keeps stored secrets on update when a secret is sent empty or as its mask, and replaces a typed one', async () => {
    const { body } = await t.call('POST', CHANNELS, { token, json: cloud('Kept') });
    const id = body.data.id;
    const stored = async () => {
      const [row] = await t.server.db.query<any>('SELECT * FROM channels WHERE id = $1', [id]);
      return openSecrets(t.server.services.secrets, row);
    };
    const update = await t.call('PUT', `${CHANNELS}/${id}`, {
      token,
      json: cloud('Kept renamed', {
        ...CLOUD_DATA,
        accessToken: '',
        appSecret: body.data.data.appSecret,
        verifyToken: '',
      }),
    });
    expect(update.status).toBe(200);
    expect(update.body.message).toBe(ChannelAdminMessages.updated);
    expect(update.body.data.name).toBe('Kept renamed');
    expect(await stored()).toEqual({
      accessToken: CLOUD_DATA.accessToken,
      appSecret: CLOUD_DATA.appSecret,
      verifyToken: CLOUD_DATA.verifyToken,
    });
    const newToken = 'EAAGsecondTokenForTestsABCDEFGHIJKL9876';
    await t.call('PUT', `${CHANNELS}/${id}`, {
      token,
      json: cloud('Kept renamed', { ...CLOUD_DATA, accessToken: newToken, appSecret: '', verifyToken: '' }),
    });
    expect(await stored()).toMatchObject({ accessToken: newToken, appSecret: CLOUD_DATA.appSecret });
    const read = await t.call('GET', `${CHANNELS}/${id}`, { token });
    expect(read.body.data.data.accessToken).toBe(maskApiKey('JKL9876'.slice(-4)));
  });

  it('needs every secret again when the vendor changes', async () => {
    const sandbox = await createSandboxChannel(t, token, 'Switching');
    expect(
      await refusal('PUT', `${CHANNELS}/${sandbox.id}`, cloud('Switching', { ...CLOUD_DATA, accessToken: '' })),
    ).toMatchObject({ status: 400, errors: [{ field: 'data.accessToken', message: 'Access token is required' }] });
  });

  it('finds channels by name, with LIKE wildcards taken literally, and pages them with a total', async () => {
    for (const name of ['Paged 100%', 'Paged 1000', 'Paged a_b', 'Paged axb'])
      await createSandboxChannel(t, token, name);
    const names = async (query: string) =>
      (await t.call('GET', `${CHANNELS}?${query}`, { token })).body.data.channels.map((c: any) => c.name);
    expect(await names(`name=${encodeURIComponent('0%')}`)).toEqual(['Paged 100%']);
    expect(await names('name=a_b')).toEqual(['Paged a_b']);
    expect(await names('name=PAGED')).toEqual(['Paged 100%', 'Paged 1000', 'Paged a_b', 'Paged axb']);
    const page = await t.call('GET', `${CHANNELS}?name=paged&from=1&perPage=2`, { token });
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.channels.map((c: any) => c.name)).toEqual(['Paged 1000', 'Paged a_b']);
    expect((await t.call('GET', `${CHANNELS}?type=0`, { token })).body.data).toEqual({ channels: [], total: 0 });
    const tooMany = await t.call('GET', `${CHANNELS}?perPage=${PAGE_SIZE_MAX + 1}`, { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`Per page must be at most ${PAGE_SIZE_MAX}`);
  });

  it("answers another enterprise's channels, templates and simulator customers as not found", async () => {
    const mine = await createSandboxChannel(t, token, 'Private');
    const theirs = await createSandboxChannel(t, foreign, 'Theirs');
    const template = await t.call('POST', TEMPLATES, { token, json: bodyTemplate(mine.id, 'private_one') });
    expect(template.status).toBe(200);
    const myCustomers = (await t.call('GET', `${CHANNELS}/${mine.id}/simulator/customers`, { token })).body.data;
    const theirCustomers = (await t.call('GET', `${CHANNELS}/${theirs.id}/simulator/customers`, { token: foreign }))
      .body.data;

    for (const [method, path, json] of [
      ['GET', `${CHANNELS}/${mine.id}`, undefined],
      ['GET', `${CHANNELS}/${mine.id}/details`, undefined],
      ['PUT', `${CHANNELS}/${mine.id}`, { name: 'Taken over', type: 4, vendor: 3 }],
      ['DELETE', `${CHANNELS}/${mine.id}`, undefined],
      ['GET', `${CHANNELS}/${mine.id}/messages`, undefined],
      ['POST', `${CHANNELS}/${mine.id}/messages`, { to: '+14155550123', text: 'hi' }],
      ['POST', `${CHANNELS}/test`, { id: mine.id }],
      ['POST', TEMPLATES, bodyTemplate(mine.id, 'foreign_try')],
      ['POST', `${TEMPLATES}/sync`, { channelId: mine.id }],
      ['GET', `${TEMPLATES}/${template.body.data.id}`, undefined],
      ['DELETE', `${TEMPLATES}/${template.body.data.id}`, undefined],
      ['GET', `${CHANNELS}/${mine.id}/simulator/customers/${myCustomers[0].id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, { token: foreign, ...(json ? { json } : {}) });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(res.text).not.toContain('Private');
    }
    // The foreign enterprise's own channel with my customer's id, and my channel with theirs.
    const crossed = await t.call('GET', `${CHANNELS}/${theirs.id}/simulator/customers/${myCustomers[0].id}`, {
      token: foreign,
    });
    expect({ status: crossed.status, message: crossed.body.message }).toEqual({
      status: 404,
      message: MessageMessages.customerNotFound,
    });
    const mixed = await t.call('POST', `${CHANNELS}/${mine.id}/simulator/customers/${theirCustomers[0].id}/read`, {
      token,
      json: {},
    });
    expect(mixed.status).toBe(404);
    const listed = await t.call('GET', `${TEMPLATES}?channelId=${mine.id}`, { token: foreign });
    expect(listed.body.data).toEqual({ templates: [], total: 0 });
    expect((await t.call('GET', `${CHANNELS}/${mine.id}`, { token })).status).toBe(200);
  });

  it("refuses another enterprise's department", async () => {
    const dept = await t.call('POST', '/api/e/enterprise/departments', {
      token: foreign,
      json: { name: 'Their dept' },
    });
    const res = await refusal('POST', CHANNELS, { name: 'With dept', type: 4, vendor: 3, deptId: dept.body.data.id });
    expect(res).toMatchObject({ status: 404, message: NotFoundMessages.department });
  });

  it('deletes a channel with its templates and messages', async () => {
    const channel = await createSandboxChannel(t, token, 'Short lived');
    await t.call('POST', TEMPLATES, { token, json: bodyTemplate(channel.id, 'short_lived') });
    await t.call('POST', `${CHANNELS}/${channel.id}/messages`, { token, json: { to: '+14155550123', text: 'bye' } });
    const res = await t.call('DELETE', `${CHANNELS}/${channel.id}`, { token });
    expect(res.body).toMatchObject({ status: true, message: ChannelAdminMessages.deleted, data: { id: channel.id } });
    expect((await t.call('GET', `${CHANNELS}/${channel.id}`, { token })).status).toBe(404);
    const left = await t.server.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM message_templates WHERE channel_id = $1)
            + (SELECT count(*) FROM channel_messages WHERE channel_id = $1)
            + (SELECT count(*) FROM simulator_customers WHERE channel_id = $1) AS n`,
      [channel.id],
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await t.call('DELETE', `${CHANNELS}/${channel.id}`, { token })).status).toBe(404);
  });

  it('tests a sandbox connection as connected, and needs a vendor', async () => {
    const sandbox = await createSandboxChannel(t, token, 'Testable');
    const byId = await t.call('POST', `${CHANNELS}/test`, { token, json: { id: sandbox.id } });
    expect(byId.body.data).toMatchObject({ ok: true, message: ChannelAdminMessages.connected });
    expect(await refusal('POST', `${CHANNELS}/test`, { data: {} })).toMatchObject({
      status: 400,
      message: ChannelAdminMessages.vendorRequired,
    });
  });
});
