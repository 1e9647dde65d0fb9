import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelAdminMessages, MessageMessages, TemplateMessages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { CHANNELS, TEMPLATES, createCloudChannel } from './support/channelFixtures.ts';
import { startCloudApiFake, type CloudApiFake } from './support/cloudApiFake.ts';

describe.each(backends)('the WhatsApp Cloud API adapter on $name', (backend) => {
  let fake: CloudApiFake;
  let t: TestServer;
  let token: string;
  let channel: { id: string };

  beforeAll(async () => {
    fake = await startCloudApiFake();
    t = await startTestServer(backend, { whatsapp: { graphUrl: fake.graphUrl, timeoutMs: 1_000 } });
    token = await t.login();
    channel = await createCloudChannel(t, token, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delayMs = 0;
  });

  const send = (json: unknown) => t.call('POST', `${CHANNELS}/${channel.id}/messages`, { token, json });
  const lastRequest = () => fake.requests.at(-1)!;

  /** A template submitted through the API, then approved at Meta and brought back by a sync. */
  async function approvedTemplate(template: Record<string, unknown>) {
    const created = await t.call('POST', TEMPLATES, { token, json: { channelId: channel.id, ...template } });
    expect(created.status).toBe(200);
    fake.templates.find((x) => x.id === created.body.data.providerTemplateId)!.status = 'APPROVED';
    await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    return created.body.data;
  }

  it('tests the connection by reading the phone number with the stored token', async () => {
    const res = await t.call('POST', `${CHANNELS}/test`, { token, json: { id: channel.id } });
    expect(res.body.data).toEqual({
      ok: true,
      message: ChannelAdminMessages.connected,
      displayPhoneNumber: '+1 555-010-0200',
      verifiedName: 'Parley Test',
      qualityRating: 'GREEN',
    });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: `/${fake.phoneNumberId}`,
      query: { fields: 'display_phone_number,verified_name,quality_rating' },
      authorization: `Bearer ${fake.token}`,
    });
  });

  it('answers a refused token, a silent provider and missing fields without failing', async () => {
    const typed = { vendor: 2, data: { phoneNumberId: fake.phoneNumberId, accessToken: 'EAAGwrongtoken0123456789' } };
    const refused = await t.call('POST', `${CHANNELS}/test`, { token, json: typed });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toEqual({ ok: false, message: ChannelAdminMessages.tokenRefused });
    // A typed token replaces the stored one for the test.
    const replaced = await t.call('POST', `${CHANNELS}/test`, { token, json: { id: channel.id, data: typed.data } });
    expect(replaced.body.data.message).toBe(ChannelAdminMessages.tokenRefused);
    fake.delayMs = 1_500;
    const silent = await t.call('POST', `${CHANNELS}/test`, { token, json: { id: channel.id } });
    expect(silent.body.data).toEqual({ ok: false, message: ChannelAdminMessages.timedOut });
    fake.delayMs = 0;
    const missing = await t.call('POST', `${CHANNELS}/test`, {
      token,
      json: { vendor: 2, data: { accessToken: 'x' } },
    });
    expect({ status: missing.status, errors: missing.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'data.phoneNumberId', message: 'Phone number id is required' }],
    });
  });

  it('sends text, media and reply buttons in the Cloud API’s shapes', async () => {
    const text = await send({ to: '+1 415 555 0123', text: 'Hello from Parley' });
    expect(text.status).toBe(200);
    // Meta's id for the message; the webhook's statuses find the message by it.
    expect(text.body.data.transId).toMatch(/^wamid\.TEST\d+$/);
    expect(text.body.data.currentDeliveryStatus).toBe('accepted');
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/${fake.phoneNumberId}/messages`,
      authorization: `Bearer ${fake.token}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '14155550123',
        type: 'text',
        text: { body: 'Hello from Parley' },
      },
    });

    await send({ to: '+14155550123', media: { type: 'image', url: 'https://cdn.example/p.png', caption: 'Look' } });
    expect(lastRequest().body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '14155550123',
      type: 'image',
      image: { link: 'https://cdn.example/p.png', caption: 'Look' },
    });
    await send({
      to: '+14155550123',
      media: { type: 'document', url: 'https://cdn.example/i.pdf', fileName: 'i.pdf' },
    });
    expect(lastRequest().body).toMatchObject({
      type: 'document',
      document: { link: 'https://cdn.example/i.pdf', filename: 'i.pdf' },
    });
    await send({ to: '+14155550123', media: { type: 'audio', url: 'https://cdn.example/a.ogg', caption: 'ignored' } });
    expect(lastRequest().body).toMatchObject({ type: 'audio', audio: { link: 'https://cdn.example/a.ogg' } });
    expect(lastRequest().body.audio.caption).toBeUndefined();

    await send({ to: '+14155550123', interactive: { body: 'Pick one', buttons: [{ id: 'yes', title: 'Yes' }] } });
    expect(lastRequest().body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '14155550123',
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick one' },
        action: { buttons: [{ type: 'reply', reply: { id: 'yes', title: 'Yes' } }] },
      },
    });
  });

  it('submits a template with Meta’s examples, and sends it with its parameters once approved', async () => {
    const template = await approvedTemplate({
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: ['A12'] },
        { type: 'BODY', text: 'Hi {{1}}, order {{2}} has shipped.', example: ['Asha', 'A12'] },
        { type: 'FOOTER', text: 'Parley' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['A12'] },
            { type: 'QUICK_REPLY', text: 'Stop' },
          ],
        },
      ],
    });
    const submitted = fake.requests.find((r) => r.method === 'POST' && r.path.endsWith('/message_templates'))!;
    expect(submitted.body).toEqual({
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['A12'] } },
        { type: 'BODY', text: 'Hi {{1}}, order {{2}} has shipped.', example: { body_text: [['Asha', 'A12']] } },
        { type: 'FOOTER', text: 'Parley' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['A12'] },
            { type: 'QUICK_REPLY', text: 'Stop' },
          ],
        },
      ],
    });
    expect(template).toMatchObject({ status: 'PENDING', providerTemplateId: fake.templates.at(-1)!.id });

    const sent = await send({
      to: '+14155550123',
      template: { templateId: template.id, header: ['B7'], body: ['Ben', 'B7'], buttons: ['B7'] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.content).toMatchObject({
      header: { text: 'Order B7' },
      body: 'Hi Ben, order B7 has shipped.',
    });
    expect(lastRequest().body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '14155550123',
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'B7' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ben' },
              { type: 'text', text: 'B7' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'B7' }] },
        ],
      },
    });
  });

  it('sends a media template with its header by link; an outside sample address is refused, never fetched from here', async () => {
    // The sample must reach Meta as an upload handle; a link is fetched here, and this one is on no public network.
    const refused = await t.call('POST', TEMPLATES, {
      token,
      json: {
        channelId: channel.id,
        name: 'brochure_link',
        language: 'en',
        category: 'MARKETING',
        type: 'DEFAULT',
        components: [
          { type: 'HEADER', format: 'DOCUMENT', resourceUrl: 'http://127.0.0.1:9/sample.pdf' },
          { type: 'BODY', text: 'Our new brochure' },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^The attachment cannot be sent to WhatsApp: .*private network/);
    expect(fake.requests.some((r) => r.path.includes('message_templates'))).toBe(false);

    // A template Meta holds already (synced), sent with its media by link.
    fake.templates.push({
      id: '1700000000000099',
      name: 'brochure',
      language: 'en',
      category: 'MARKETING',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'DOCUMENT', example: { header_handle: ['4::synced'] } },
        { type: 'BODY', text: 'Our new brochure' },
      ],
    });
    await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    const list = await t.call('GET', `${TEMPLATES}?channelId=${channel.id}&name=brochure`, { token });
    const template = list.body.data.templates.find((x: { name: string }) => x.name === 'brochure');
    await send({
      to: '+14155550123',
      template: { templateId: template.id, media: { url: 'https://cdn.example/b.pdf', fileName: 'b.pdf' } },
    });
    expect(lastRequest().body.template).toEqual({
      name: 'brochure',
      language: { code: 'en' },
      components: [
        {
          type: 'header',
          parameters: [{ type: 'document', document: { link: 'https://cdn.example/b.pdf', filename: 'b.pdf' } }],
        },
      ],
    });
  });

  it('syncs templates from Meta: new ones added, changed ones updated, deleted ones removed', async () => {
    fake.templates.push({
      id: '1799',
      name: 'made_in_manager',
      language: 'hi',
      category: 'MARKETING',
      status: 'REJECTED',
      rejected_reason: 'INVALID_FORMAT',
      components: [{ type: 'BODY', text: 'नमस्ते {{1}}', example: { body_text: [['Asha']] } }],
    });
    const brochure = fake.templates.find((x) => x.name === 'brochure')!;
    brochure.status = 'PAUSED';
    fake.templates = fake.templates.filter((x) => x.name !== 'order_update');
    const res = await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    expect(res.body.data).toEqual({ added: 1, updated: 1, removed: 1 });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: `/${fake.wabaId}/message_templates`,
      query: { limit: '100' },
    });
    const list = (await t.call('GET', `${TEMPLATES}?channelId=${channel.id}`, { token })).body.data.templates;
    expect(list.map((x: any) => [x.name, x.status]).sort()).toEqual([
      ['brochure', 'PAUSED'],
      ['made_in_manager', 'REJECTED'],
    ]);
    expect(list.find((x: any) => x.name === 'made_in_manager')).toMatchObject({
      rejectedReason: 'INVALID_FORMAT',
      providerTemplateId: '1799',
      components: [{ type: 'BODY', text: 'नमस्ते {{1}}', example: ['Asha'] }],
    });
    const again = await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    expect(again.body.data).toEqual({ added: 0, updated: 0, removed: 0 });
  });

  it('reads every page of Meta’s template list', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      id: `18${String(i).padStart(4, '0')}`,
      name: `bulk_${i}`,
      language: 'en',
      category: 'UTILITY',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: `Bulk ${i}` }],
    }));
    fake.templates.push(...many);
    const res = await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } });
    expect(res.body.data.added).toBe(130);
    expect(fake.requests.filter((r) => r.path.endsWith('/message_templates')).map((r) => r.query.after)).toEqual([
      undefined,
      '100',
    ]);
    fake.templates = fake.templates.filter((x) => !x.name.startsWith('bulk_'));
    expect(
      (await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: channel.id } })).body.data.removed,
    ).toBe(130);
  });

  it('edits a template at Meta and deletes it there and here', async () => {
    const brochure = (await t.call('GET', `${TEMPLATES}?channelId=${channel.id}&name=brochure`, { token })).body.data
      .templates[0];
    const edited = await t.call('PUT', `${TEMPLATES}/${brochure.id}`, {
      token,
      json: {
        channelId: channel.id,
        name: 'brochure',
        language: 'en',
        category: 'MARKETING',
        type: 'DEFAULT',
        components: [{ type: 'BODY', text: 'Our newer brochure' }],
      },
    });
    expect(edited.body.data.status).toBe('PENDING');
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/${brochure.providerTemplateId}`,
      body: { category: 'MARKETING', components: [{ type: 'BODY', text: 'Our newer brochure' }] },
    });
    const deleted = await t.call('DELETE', `${TEMPLATES}/${brochure.id}`, { token });
    expect(deleted.body.message).toBe(TemplateMessages.deleted);
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/${fake.wabaId}/message_templates`,
      query: { name: 'brochure', hsm_id: brochure.providerTemplateId },
    });
    // Gone at Meta already (deleted in WhatsApp Manager): still deleted here.
    const other = (await t.call('GET', `${TEMPLATES}?channelId=${channel.id}`, { token })).body.data.templates[0];
    fake.templates = [];
    expect((await t.call('DELETE', `${TEMPLATES}/${other.id}`, { token })).status).toBe(200);
  });

  it('answers a send Meta refuses with 422 and Meta’s words, and records nothing', async () => {
    const count = async () =>
      Number((await t.server.db.query<{ n: number }>('SELECT count(*) AS n FROM channel_messages'))[0]!.n);
    const before = await count();
    fake.failNextSend({ status: 400, code: 131030, message: '(#131030) Recipient phone number not in allowed list' });
    const res = await send({ to: '+14155550123', text: 'Hello' });
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
      status: 422,
      code: 422,
      message: `${ChannelAdminMessages.providerError}: (#131030) Recipient phone number not in allowed list`,
    });
    expect(await count()).toBe(before);
    const template = await t.call('POST', TEMPLATES, {
      token,
      json: { channelId: channel.id, name: 'x', language: 'en', category: 'UTILITY', type: 'DEFAULT', components: [] },
    });
    expect(template.body.message).toBe(TemplateMessages.bodyRequired);
    expect((await send({ to: 'abc', text: 'x' })).body.message).toBe(MessageMessages.numberInvalid);
  });

  it('answers a refused token on a send as such', async () => {
    const other = await t.call('POST', CHANNELS, {
      token,
      json: {
        name: 'Stale token',
        type: 4,
        vendor: 2,
        data: {
          phoneNumberId: fake.phoneNumberId,
          wabaId: fake.wabaId,
          accessToken: 'EAAGstaletoken0123456789',
          appSecret: fake.appSecret,
          verifyToken: fake.verifyToken,
        },
      },
    });
    const res = await t.call('POST', `${CHANNELS}/${other.body.data.id}/messages`, {
      token,
      json: { to: '+14155550123', text: 'Hello' },
    });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 422,
      message: ChannelAdminMessages.tokenRefused,
    });
  });
});
