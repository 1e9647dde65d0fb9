import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelAdminMessages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { accessId, pdf, png, upload } from './support/attachmentFiles.ts';
import { CHANNELS, TEMPLATES, createCloudChannel } from './support/channelFixtures.ts';
import { messagesChange, postWebhook, startCloudApiFake, type CloudApiFake } from './support/cloudApiFake.ts';

/** A file server on 127.0.0.1: a template sample "somewhere else", reachable only when private addresses are let through. */
async function startFileServer(files: Record<string, { type: string; bytes: Buffer }>) {
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    const file = files[path];
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': file.type });
    response.end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(backends)('Cloud API media, samples and message kinds on $name', (backend) => {
  let fake: CloudApiFake;
  let t: TestServer;
  let token: string;
  let channel: { id: string };
  let files: Awaited<ReturnType<typeof startFileServer>>;
  const picture = png(64, 48);

  beforeAll(async () => {
    fake = await startCloudApiFake();
    files = await startFileServer({
      '/sample.png': { type: 'image/png', bytes: png(32, 32) },
      '/huge.pdf': { type: 'application/pdf', bytes: Buffer.alloc(17 * 1024 * 1024, 0x20) },
    });
    t = await startTestServer(backend, { whatsapp: { graphUrl: fake.graphUrl, timeoutMs: 2_000 } });
    token = await t.login();
    channel = await createCloudChannel(t, token, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await files?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const send = (json: unknown) => t.call('POST', `${CHANNELS}/${channel.id}/messages`, { token, json });
  const lastSend = () => fake.requests.filter((r) => r.path.endsWith('/messages')).at(-1)!;
  const mediaUploads = () => fake.requests.filter((r) => r.path === `/${fake.phoneNumberId}/media`);

  /** A library file's address as the console gives it (absolute, with a download access id). */
  async function libraryAddress(bytes: Buffer, name: string): Promise<{ fileId: string; address: string }> {
    const uploaded = await upload(t, token, bytes, name);
    expect(uploaded.status).toBe(200);
    const fileId = uploaded.body.data.fileId as string;
    const access = await accessId(t, token);
    return { fileId, address: `${t.url}/api/e/drive/files/${fileId}?x-access-id=${access}` };
  }

  it('uploads a library file to the phone number once and sends it by the id Meta gave', async () => {
    const { address } = await libraryAddress(picture, 'photo.png');
    const first = await send({ to: '+14155550123', media: { type: 'image', url: address, caption: 'Look' } });
    expect(first.status).toBe(200);
    expect(mediaUploads()).toHaveLength(1);
    const [mediaId, stored] = [...fake.media.entries()].at(-1)!;
    expect(stored).toEqual({ bytes: picture, mimeType: 'image/png', fileName: 'photo.png' });
    expect(lastSend().body).toMatchObject({ type: 'image', image: { id: mediaId, caption: 'Look' } });
    expect(lastSend().body.image.link).toBeUndefined();
    // The record keeps the address the console shows.
    expect(first.body.data.content.media.url).toBe(address);

    // Sent again with another access id: Meta's id is reused, nothing uploaded.
    const another = address.replace(/x-access-id=.*$/, `x-access-id=${await accessId(t, token)}`);
    expect(another).not.toBe(address);
    const second = await send({ to: '+14155550123', media: { type: 'image', url: another } });
    expect(second.status).toBe(200);
    expect(mediaUploads()).toHaveLength(1);
    expect(lastSend().body.image).toEqual({ id: mediaId });

    // After an edit of the channel (it may name another number now), the file is uploaded again.
    const saved = await t.call('GET', `${CHANNELS}/${channel.id}`, { token });
    const edited = await t.call('PUT', `${CHANNELS}/${channel.id}`, {
      token,
      json: { ...saved.body.data, data: { ...saved.body.data.data, accessToken: '', appSecret: '', verifyToken: '' } },
    });
    expect(edited.status).toBe(200);
    await send({ to: '+14155550123', media: { type: 'image', url: another } });
    expect(mediaUploads()).toHaveLength(2);
  });

  it('uploads once for many concurrent sends of the same file', async () => {
    const { address } = await libraryAddress(png(20, 20), 'many.png');
    fake.requests.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send({ to: `+1415555010${i}`, media: { type: 'image', url: address } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(mediaUploads()).toHaveLength(1);
    const ids = new Set(fake.requests.filter((r) => r.path.endsWith('/messages')).map((r) => r.body.image.id));
    expect(ids.size).toBe(1);
  });

  it("sends another enterprise's file address by link, never uploading its bytes", async () => {
    const foreign = await t.addForeignAdmin();
    const foreignToken = await t.login(foreign);
    const uploaded = await upload(t, foreignToken, png(10, 10), 'theirs.png');
    const address = `${t.url}/api/e/drive/files/${uploaded.body.data.fileId}?x-access-id=nothing`;
    const res = await send({ to: '+14155550123', media: { type: 'image', url: address } });
    expect(res.status).toBe(200);
    expect(mediaUploads()).toHaveLength(0);
    expect(lastSend().body.image).toEqual({ link: address });
  });

  it('submits a media header sample from the library through the app’s resumable upload', async () => {
    const sample = pdf('Brochure sample');
    const { address } = await libraryAddress(sample, 'brochure.pdf');
    const created = await t.call('POST', TEMPLATES, {
      token,
      json: {
        channelId: channel.id,
        name: 'brochure_upload',
        language: 'en',
        category: 'MARKETING',
        type: 'DEFAULT',
        components: [
          { type: 'HEADER', format: 'DOCUMENT', resourceUrl: address },
          { type: 'BODY', text: 'Our new brochure' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const session = fake.requests.find((r) => r.path === `/${fake.appId}/uploads`)!;
    expect(session.query).toEqual({
      file_name: 'brochure.pdf',
      file_length: String(sample.length),
      file_type: 'application/pdf',
    });
    const bytes = fake.requests.find((r) => r.path.startsWith('/upload:'))!;
    expect(bytes.authorization).toBe(`OAuth ${fake.token}`);
    expect(bytes.query.sig).toMatch(/^ARZtest/);
    const [handle, held] = [...fake.samples.entries()].at(-1)!;
    expect(held.bytes).toEqual(sample);
    const submitted = fake.templates.find((x) => x.name === 'brochure_upload')!;
    expect(submitted.components[0]).toEqual({
      type: 'HEADER',
      format: 'DOCUMENT',
      example: { header_handle: [handle] },
    });
    // Ours keeps the library address, for the console's preview.
    expect(created.body.data.components[0].resourceUrl).toBe(address);
  });

  it('asks for the App id before a media header template, and stores nothing', async () => {
    const other = await createCloudChannel(t, token, fake, 'Cloud without app', { appId: '' });
    const { address } = await libraryAddress(png(16, 16), 'header.png');
    const res = await t.call('POST', TEMPLATES, {
      token,
      json: {
        channelId: other.id,
        name: 'needs_app',
        language: 'en',
        category: 'MARKETING',
        type: 'DEFAULT',
        components: [
          { type: 'HEADER', format: 'IMAGE', resourceUrl: address },
          { type: 'BODY', text: 'Hello' },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ChannelAdminMessages.appIdRequired);
    const list = await t.call('GET', `${TEMPLATES}?channelId=${other.id}`, { token });
    expect(list.body.data.total).toBe(0);
    expect(fake.requests.some((r) => r.path.includes('uploads') || r.path.includes('message_templates'))).toBe(false);
  });

  it('refuses a sample on a private address; with private addresses allowed it is fetched and uploaded, within bounds', async () => {
    const template = (name: string, resourceUrl: string) => ({
      channelId: channel.id,
      name,
      language: 'en',
      category: 'MARKETING',
      type: 'DEFAULT',
      components: [
        { type: 'HEADER', format: 'IMAGE', resourceUrl },
        { type: 'BODY', text: 'Hello' },
      ],
    });
    for (const address of [`${files.url}/sample.png`, 'http://localhost:9/x.png', 'http://169.254.169.254/latest']) {
      const refused = await t.call('POST', TEMPLATES, { token, json: template('private_sample', address) });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/private network/);
    }
    expect(fake.requests).toHaveLength(0);

    const open = await startTestServer(backend, {
      whatsapp: { graphUrl: fake.graphUrl, timeoutMs: 2_000, fetchPrivateAddresses: true },
    });
    try {
      const openToken = await open.login();
      const openChannel = await createCloudChannel(open, openToken, fake, 'Cloud intranet');
      const json = (name: string, path: string) => ({
        ...template(name, `${files.url}${path}`),
        channelId: openChannel.id,
      });
      const fetched = await open.call('POST', TEMPLATES, {
        token: openToken,
        json: json('intranet_sample', '/sample.png'),
      });
      expect(fetched.status).toBe(200);
      expect([...fake.samples.values()].at(-1)).toMatchObject({ bytes: png(32, 32), fileType: 'image/png' });

      const huge = await open.call('POST', TEMPLATES, { token: openToken, json: json('huge_sample', '/huge.pdf') });
      expect(huge.status).toBe(422);
      expect(huge.body.message).toMatch(/larger than 16 MB/);
      const loop = await open.call('POST', TEMPLATES, { token: openToken, json: json('loop_sample', '/loop') });
      expect(loop.status).toBe(422);
      expect(loop.body.message).toMatch(/too many redirects/);
      const missing = await open.call('POST', TEMPLATES, { token: openToken, json: json('gone_sample', '/gone.png') });
      expect(missing.body.message).toMatch(/HTTP 404/);
    } finally {
      await open.close();
    }
  });

  it('sends lists, Flows, locations and contacts in the Cloud API’s shapes', async () => {
    const list = await send({
      to: '+14155550123',
      interactive: {
        type: 'list',
        header: 'Our menu',
        body: 'What would you like?',
        footer: 'Tap to choose',
        list: {
          button: 'See options',
          sections: [
            { title: 'Drinks', rows: [{ id: 'tea', title: 'Tea', description: 'Masala chai' }] },
            { title: 'Food', rows: [{ id: 'samosa', title: 'Samosa' }] },
          ],
        },
      },
    });
    expect(list.status).toBe(200);
    expect(lastSend().body.interactive).toEqual({
      type: 'list',
      header: { type: 'text', text: 'Our menu' },
      body: { text: 'What would you like?' },
      footer: { text: 'Tap to choose' },
      action: {
        button: 'See options',
        sections: [
          { title: 'Drinks', rows: [{ id: 'tea', title: 'Tea', description: 'Masala chai' }] },
          { title: 'Food', rows: [{ id: 'samosa', title: 'Samosa' }] },
        ],
      },
    });
    expect(list.body.data.content).toMatchObject({
      body: 'What would you like?',
      header: { format: 'TEXT', text: 'Our menu' },
      list: { button: 'See options' },
    });

    const flow = await send({
      to: '+14155550123',
      interactive: {
        type: 'flow',
        body: 'Book your visit',
        flow: { flowId: '1234567890', cta: 'Book now', screen: 'APPOINTMENT', data: { city: 'Pune' }, token: 't-1' },
      },
    });
    expect(flow.status).toBe(200);
    expect(lastSend().body.interactive).toEqual({
      type: 'flow',
      body: { text: 'Book your visit' },
      action: {
        name: 'flow',
        parameters: {
          flow_message_version: '3',
          flow_token: 't-1',
          flow_id: '1234567890',
          flow_cta: 'Book now',
          mode: 'published',
          flow_action: 'navigate',
          flow_action_payload: { screen: 'APPOINTMENT', data: { city: 'Pune' } },
        },
      },
    });
    expect(flow.body.data.content.flow).toEqual({ flowId: '1234567890', cta: 'Book now', screen: 'APPOINTMENT' });
    await send({ to: '+14155550123', interactive: { type: 'flow', body: 'Go', flow: { flowId: '1', cta: 'Open' } } });
    expect(lastSend().body.interactive.action.parameters).toMatchObject({ flow_action: 'data_exchange' });
    expect(lastSend().body.interactive.action.parameters.flow_token).toMatch(/^[0-9a-f-]{36}$/);

    const location = await send({
      to: '+14155550123',
      location: { latitude: 12.9716, longitude: 77.5946, name: 'Office', address: 'MG Road, Bengaluru' },
    });
    expect(location.status).toBe(200);
    expect(lastSend().body).toMatchObject({
      type: 'location',
      location: { latitude: 12.9716, longitude: 77.5946, name: 'Office', address: 'MG Road, Bengaluru' },
    });

    const contacts = await send({
      to: '+14155550123',
      contacts: [{ name: 'Asha Verma', phones: [{ phone: '+919812345670' }], organization: 'Parley' }],
    });
    expect(contacts.status).toBe(200);
    expect(lastSend().body).toMatchObject({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'Asha Verma', first_name: 'Asha', last_name: 'Verma' },
          phones: [{ phone: '+919812345670', type: 'CELL' }],
          org: { company: 'Parley' },
        },
      ],
    });
  });

  it('opens the media a customer sent from Meta, by an access id of the enterprise, within the library’s bounds', async () => {
    const photo = png(40, 30);
    fake.media.set('778899001122', { bytes: photo, mimeType: 'image/png', fileName: '' });
    fake.media.set('778899001199', { bytes: Buffer.alloc(6 * 1024 * 1024), mimeType: 'image/jpeg', fileName: '' });
    const inbound = (id: string, mediaId: string, mime: string) => ({
      from: '14155550123',
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'image',
      image: { id: mediaId, mime_type: mime, sha256: 'x', caption: 'My parcel' },
    });
    const body = messagesChange(fake, {
      messages: [
        inbound('wamid.PHOTO1', '778899001122', 'image/png'),
        inbound('wamid.PHOTO2', '778899001199', 'image/jpeg'),
      ],
    });
    const delivered = await postWebhook(`${t.url}/api/webhooks/whatsapp/${channel.id}`, body, fake.appSecret);
    expect(delivered.status).toBe(200);
    const list = await t.call('GET', `${CHANNELS}/${channel.id}/messages?customerNumber=%2B14155550123&perPage=50`, {
      token,
    });
    const byTrans = (transId: string) =>
      list.body.data.messages.find((m: { transId: string }) => m.transId === transId);
    const received = byTrans('wamid.PHOTO1');
    expect(received.content.media).toMatchObject({ type: 'image', providerId: '778899001122', mimeType: 'image/png' });

    const access = await accessId(t, token);
    const open = (messageId: string, id = access) =>
      fetch(`${t.url}/api/e/drive/messages/${messageId}/media?x-access-id=${encodeURIComponent(id)}`);
    const answer = await open(received.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(photo);
    // Meta was asked with the channel's token, for the id, then the address it answered.
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => [r.path, r.authorization])).toEqual([
      ['/778899001122', `Bearer ${fake.token}`],
      ['/_download/778899001122', `Bearer ${fake.token}`],
    ]);

    // Past the library's bound for its type (images 5 MB): refused, not streamed.
    expect((await open(byTrans('wamid.PHOTO2').id)).status).toBe(413);
    expect((await open(received.id, 'not-an-access-id')).status).toBe(403);
    const foreign = await t.addForeignAdmin();
    const theirAccess = await accessId(t, await t.login(foreign));
    expect((await open(received.id, theirAccess)).status).toBe(404);
    // An outbound message, or one whose media Meta no longer holds, has nothing to open.
    const sent = await send({ to: '+14155550123', text: 'Thanks' });
    expect((await open(sent.body.data.id)).status).toBe(404);
    fake.media.delete('778899001122');
    expect((await open(received.id)).status).toBe(404);
  });

  it('reacts to a message of the conversation by its WhatsApp id, and refuses any other', async () => {
    const text = await send({ to: '+14155550123', text: 'Your order shipped' });
    const reacted = await send({ to: '+14155550123', reaction: { messageId: text.body.data.id, emoji: '👍🏽' } });
    expect(reacted.status).toBe(200);
    expect(lastSend().body).toMatchObject({
      type: 'reaction',
      reaction: { message_id: text.body.data.transId, emoji: '👍🏽' },
    });
    expect(reacted.body.data).toMatchObject({
      kind: 'reaction',
      content: { reaction: { messageId: text.body.data.id } },
    });
    const removed = await send({ to: '+14155550123', reaction: { messageId: text.body.data.id, emoji: '' } });
    expect(removed.status).toBe(200);

    fake.requests.length = 0;
    const otherCustomer = await send({ to: '+14155550999', reaction: { messageId: text.body.data.id, emoji: '👍' } });
    expect(otherCustomer.status).toBe(400);
    const unknown = await send({ to: '+14155550123', reaction: { messageId: 'no-such-message', emoji: '👍' } });
    expect(unknown.status).toBe(400);
    const foreign = await t.addForeignAdmin();
    const foreignToken = await t.login(foreign);
    const theirs = await t.call('POST', `${CHANNELS}/${channel.id}/messages`, {
      token: foreignToken,
      json: { to: '+14155550123', reaction: { messageId: text.body.data.id, emoji: '👍' } },
    });
    expect(theirs.status).toBe(404);
    const words = await send({ to: '+14155550123', reaction: { messageId: text.body.data.id, emoji: 'ok' } });
    expect(words.status).toBe(400);
    expect(fake.requests.filter((r) => r.path.endsWith('/messages'))).toHaveLength(0);
  });
});
