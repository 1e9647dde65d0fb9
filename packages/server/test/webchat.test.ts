import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_STATES,
  ChannelAdminMessages,
  ChannelCloseCodes,
  ChannelMessages,
  VENDOR_IDS,
  WEB_CHANNEL_TYPE,
  WEB_VISITOR_NAME,
  WEBCHAT_LIMITS,
  WebchatMessages,
  visitorNumber,
} from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';
import { CHANNELS, TEMPLATES, bodyTemplate } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const CHAT = '/api/e/enterprise/chat';
const SHOP = 'https://shop.example';

type Received = Record<string, unknown> & { action: string };

/**
 * The web-chat widget's channel (decision 017), with real sockets: a visitor starts, comes back with their token,
 * writes to the agents and hears them, acknowledges, sees typing and rates the chat that ended. Refusals: another
 * website, an unknown token, another channel's token, too many new visitors, too long or too fast.
 */
describe.each(backends)('web chat on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let web: { id: string };
  let agent: { id: string; token: string };

  beforeAll(async () => {
    // The server serves the widget's build: make it (a fraction of a second) before the server starts.
    execFileSync('npm', ['run', '-s', 'build:script', '--prefix', 'packages/webchat'], { stdio: 'ignore' });
    t = await startTestServer(backend);
    admin = await t.login();
    const res = await t.call('POST', CHANNELS, {
      token: admin,
      json: {
        name: 'Website',
        type: WEB_CHANNEL_TYPE,
        vendor: VENDOR_IDS.webChat,
        data: { title: 'Ask us', greeting: 'Hi! How can we help?', allowedOrigins: `${SHOP} https://www.shop.example` },
      },
    });
    expect(res.status).toBe(200);
    web = res.body.data;
    const user = await t.addUser([3]);
    agent = { id: user.id, token: await t.login(user) };
  });
  afterAll(async () => t?.close());

  const visitorSocket = async (query: string, origin = SHOP) => {
    const socket = await connect(wsUrl(t.url, `/api/chat/webchat?${query}`), { origin });
    return { ...socket, next: socket.next as () => Promise<Received> };
  };
  const newVisitor = async () => {
    const socket = await visitorSocket(`channelId=${web.id}`);
    const welcome = await socket.next();
    return { socket, welcome, id: welcome.visitorId as string, token: welcome.token as string };
  };
  /** The next message of an action, skipping others (acks, echoes) that may come first. */
  const nextOf = async (socket: { next: () => Promise<Received> }, action: string) => {
    for (;;) {
      const message = await socket.next();
      if (message.action === action) return message;
    }
  };
  const agentSocket = async () => {
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${agent.token}`));
    await live.next();
    return { ...live, next: live.next as () => Promise<Received> };
  };

  it('starts a visitor with a token given once, and knows them again by it', async () => {
    const first = await newVisitor();
    expect(first.welcome).toEqual({
      action: 'welcome',
      visitorId: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      title: 'Ask us',
      greeting: 'Hi! How can we help?',
      messages: [],
      rateChatId: null,
    });
    // Only the token's hash is kept.
    const [stored] = await t.server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM webchat_visitors WHERE id = $1',
      [first.id],
    );
    expect(stored!.token_hash).not.toContain(first.token);
    first.socket.socket.close();
    const again = await visitorSocket(`channelId=${web.id}&token=${first.token}`);
    expect(await again.next()).toMatchObject({ action: 'welcome', visitorId: first.id, token: null });
    again.socket.close();
  });

  it('refuses another website, a channel that is not web chat, and a token unknown on the channel', async () => {
    const elsewhere = await visitorSocket(`channelId=${web.id}`, 'https://evil.example');
    expect(await elsewhere.closed).toEqual({
      code: ChannelCloseCodes.forbidden,
      reason: WebchatMessages.originRefused,
    });
    const [sandbox] = await t.server.db.query<{ id: string }>('SELECT id FROM channels WHERE vendor = $1 LIMIT 1', [
      VENDOR_IDS.sandbox,
    ]);
    const notWeb = await visitorSocket(`channelId=${sandbox!.id}`);
    expect(await notWeb.closed).toEqual({ code: ChannelCloseCodes.forbidden, reason: WebchatMessages.unavailable });
    const unknown = await visitorSocket(`channelId=${web.id}&token=not-a-token`);
    expect(await unknown.closed).toEqual({
      code: ChannelCloseCodes.invalidToken,
      reason: ChannelMessages.invalidToken,
    });

    // A visitor's token opens only their own channel, and is no user's session.
    const visitor = await newVisitor();
    visitor.socket.socket.close();
    const other = await t.call('POST', CHANNELS, {
      token: admin,
      json: { name: 'Second site', type: WEB_CHANNEL_TYPE, vendor: VENDOR_IDS.webChat, data: {} },
    });
    const crossed = await visitorSocket(`channelId=${other.body.data.id}&token=${visitor.token}`);
    expect((await crossed.closed).code).toBe(ChannelCloseCodes.invalidToken);
    const asUser = await t.call('GET', `${CHAT}/chat_count`, { token: visitor.token });
    expect(asUser.status).toBe(401);
    const agentsSocket = await connect(wsUrl(t.url, `/api/chat/actions?token=${visitor.token}`));
    expect((await agentsSocket.closed).code).toBe(ChannelCloseCodes.invalidToken);
  });

  it('bounds new visitors per address, and counts concurrent ones exactly', async () => {
    const budget = await t.call('POST', CHANNELS, {
      token: admin,
      json: { name: 'Budget site', type: WEB_CHANNEL_TYPE, vendor: VENDOR_IDS.webChat, data: {} },
    });
    const id = budget.body.data.id as string;
    const sockets = await Promise.all(
      Array.from({ length: WEBCHAT_LIMITS.newVisitorsPerAddress + 5 }, () => visitorSocket(`channelId=${id}`)),
    );
    const outcomes = await Promise.all(
      sockets.map((s) =>
        Promise.race([s.next().then((m) => m.action), s.closed.then((c) => c.code)]).finally(() => s.socket.close()),
      ),
    );
    expect(outcomes.filter((o) => o === 'welcome')).toHaveLength(WEBCHAT_LIMITS.newVisitorsPerAddress);
    expect(outcomes.filter((o) => o === ChannelCloseCodes.tooMany)).toHaveLength(5);
  });

  it('carries a conversation: hand-over, both ways, typing, acknowledgements, seen, the end and the rating', async () => {
    const live = await agentSocket();
    const visitor = await newVisitor();
    const tab2 = await visitorSocket(`channelId=${web.id}&token=${visitor.token}`);
    await tab2.next();

    visitor.socket.send({ action: 'send', clientId: 'c1', text: '  Where is my order?  ' });
    const echoed = await nextOf(visitor.socket, 'message');
    expect(echoed.message).toMatchObject({ from: 'visitor', text: 'Where is my order?', clientId: 'c1' });
    // The visitor's other tab shows it too.
    expect((await nextOf(tab2, 'message')).message).toMatchObject({ text: 'Where is my order?' });

    // The echo comes before the hand-over: the agent's offer says when it is done.
    const offered = await nextOf(live, 'customerStartChat');
    const [chat] = await t.server.db.query<{ id: string; state: number }>(
      'SELECT id, state FROM chats WHERE customer_number = $1',
      [visitorNumber(visitor.id)],
    );
    expect(chat!.state).toBe(CHAT_STATES.STARTED);
    expect(offered).toEqual({ action: 'customerStartChat', chatId: chat!.id });
    const waiting = await t.call('GET', `${CHAT}/notifications?type=Live`, { token: agent.token });
    expect(waiting.body.data.data).toContainEqual(
      expect.objectContaining({ chatId: chat!.id, customerName: WEB_VISITOR_NAME, lastMessage: 'Where is my order?' }),
    );
    live.send({ action: 'agentPickupChat', chatId: chat!.id });
    await nextOf(live, 'chatPickedUp');

    // The agent opens the thread: the visitor sees their messages were seen.
    await t.call('GET', `${CHAT}/${chat!.id}/messages`, { token: agent.token });
    expect(await nextOf(visitor.socket, 'seen')).toMatchObject({ at: expect.any(String) });

    // Typing both ways.
    visitor.socket.send({ action: 'typing' });
    expect(await nextOf(live, 'customerTyping')).toEqual({ action: 'customerTyping', chatId: chat!.id });
    live.send({ action: 'agentTyping', chatId: chat!.id });
    expect(await nextOf(visitor.socket, 'typing')).toEqual({ action: 'typing' });

    // The agent's reply reaches the widget (no service window on the web) once recorded.
    const reply = await t.call('POST', `${CHAT}/${chat!.id}/messages`, {
      token: agent.token,
      json: { text: 'It ships today' },
    });
    expect(reply.body.data).toMatchObject({ currentDeliveryStatus: 'sent' });
    const delivered = (await nextOf(visitor.socket, 'message')).message as { id: string };
    expect(delivered).toMatchObject({ id: reply.body.data.id, from: 'agent', text: 'It ships today', status: 'sent' });

    // The visitor's acknowledgements move the agent's delivery status; another visitor's ids move nothing.
    visitor.socket.send({ action: 'ack', ids: [delivered.id], status: 'read' });
    const stranger = await newVisitor();
    stranger.socket.send({ action: 'ack', ids: [delivered.id], status: 'delivered' });
    await expect
      .poll(async () => {
        const thread = await t.call('GET', `${CHAT}/${chat!.id}/messages`, { token: agent.token });
        const out = thread.body.data.messages.find((m: { id: string }) => m.id === delivered.id);
        return [out.currentDeliveryStatus, out.messageStatuses.map((s: { status: string }) => s.status)];
      })
      .toEqual(['read', ['sent', 'delivered', 'read']]);

    // The visitor writes on; the agent hears it.
    visitor.socket.send({ action: 'send', clientId: 'c2', text: 'Thanks!' });
    expect((await nextOf(live, 'chatMessage')).message).toMatchObject({ content: { body: 'Thanks!' } });

    // Rating before the end is refused; the end asks for it; a second rating is refused.
    visitor.socket.send({ action: 'rate', chatId: chat!.id, stars: 5 });
    expect(await nextOf(visitor.socket, 'error')).toEqual({ action: 'error', message: WebchatMessages.notRatable });
    const closed = await t.call('PUT', `${CHAT}/${chat!.id}/close`, { token: agent.token });
    expect(closed.status).toBe(200);
    expect(await nextOf(visitor.socket, 'ended')).toEqual({ action: 'ended', chatId: chat!.id });
    stranger.socket.send({ action: 'rate', chatId: chat!.id, stars: 1 });
    expect(await nextOf(stranger.socket, 'error')).toMatchObject({ message: WebchatMessages.notRatable });
    visitor.socket.send({ action: 'rate', chatId: chat!.id, stars: 4 });
    expect(await nextOf(visitor.socket, 'rated')).toEqual({ action: 'rated', chatId: chat!.id, stars: 4 });
    visitor.socket.send({ action: 'rate', chatId: chat!.id, stars: 1 });
    expect(await nextOf(visitor.socket, 'error')).toMatchObject({ message: WebchatMessages.notRatable });
    const history = await t.call('GET', `${CHAT}/history`, { token: agent.token });
    expect(history.body.data.chats.find((c: { chatId: string }) => c.chatId === chat!.id)).toMatchObject({
      rating: 4,
      customerName: WEB_VISITOR_NAME,
    });

    // Coming back: the conversation, and no rating asked again.
    const back = await visitorSocket(`channelId=${web.id}&token=${visitor.token}`);
    const welcome = await back.next();
    expect((welcome.messages as { text: string }[]).map((m) => m.text)).toEqual([
      'Where is my order?',
      'It ships today',
      'Thanks!',
    ]);
    expect(welcome.rateChatId).toBeNull();
    for (const s of [live, visitor.socket, tab2, stranger.socket, back]) s.socket.close();
  });

  it('refuses an empty, too long or too hasty message, and loses nothing it took', async () => {
    const visitor = await newVisitor();
    visitor.socket.send({ action: 'send', clientId: 'blank', text: '   ' });
    expect(await nextOf(visitor.socket, 'refused')).toEqual({
      action: 'refused',
      clientId: 'blank',
      message: WebchatMessages.empty,
    });
    visitor.socket.send({ action: 'send', clientId: 'long', text: 'x'.repeat(WEBCHAT_LIMITS.textMax + 1) });
    expect(await nextOf(visitor.socket, 'refused')).toMatchObject({
      clientId: 'long',
      message: WebchatMessages.tooLong,
    });
    for (let i = 0; i < WEBCHAT_LIMITS.sendsPerWindow + 3; i++)
      visitor.socket.send({ action: 'send', clientId: `burst-${i}`, text: `message ${i}` });
    const outcomes: string[] = [];
    while (outcomes.length < WEBCHAT_LIMITS.sendsPerWindow + 3) {
      const m = await visitor.socket.next();
      if (m.action === 'refused') outcomes.push('refused');
      if (m.action === 'message') outcomes.push('taken');
    }
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(WEBCHAT_LIMITS.sendsPerWindow);
    const [{ count }] = (await t.server.db.query(
      "SELECT count(*)::int AS count FROM channel_messages WHERE customer_number = $1 AND direction = 'in'",
      [visitorNumber(visitor.id)],
    )) as [{ count: number }];
    expect(count).toBe(WEBCHAT_LIMITS.sendsPerWindow);
    // A second socket of the same visitor shares the spent budget.
    const again = await visitorSocket(`channelId=${web.id}&token=${visitor.token}`);
    await again.next();
    again.send({ action: 'send', clientId: 'more', text: 'one more' });
    expect(await nextOf(again, 'refused')).toMatchObject({ clientId: 'more', message: WebchatMessages.tooFast });
    again.socket.close();
    visitor.socket.socket.close();
  });

  it('serves the widget script to any website, compressed and revalidated by its hash', async () => {
    const res = await fetch(`${t.url}/webchat.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    // fetch undoes the compression; the bytes are the widget's mount code.
    expect(await res.text()).toContain('data-parley-webchat');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${t.url}/webchat.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          expect(r.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('ParleyWebchat');
    const again = await fetch(`${t.url}/webchat.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('has no templates and checks its allowed websites', async () => {
    const template = await t.call('POST', TEMPLATES, { token: admin, json: bodyTemplate(web.id, 'web_hello') });
    expect([template.status, template.body.message]).toEqual([422, ChannelAdminMessages.webChatUnsupported]);
    const bad = await t.call('POST', CHANNELS, {
      token: admin,
      json: {
        name: 'Bad origins',
        type: WEB_CHANNEL_TYPE,
        vendor: VENDOR_IDS.webChat,
        data: { allowedOrigins: 'https://shop.example/path' },
      },
    });
    expect(bad.status).toBe(400);
  });
});
