import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChannel, type ChannelStatus, type WebSocketClass } from '@parley/api-client';
import {
  ChannelCloseCodes,
  ChannelMessages,
  NO_CHAT_COUNTS,
  StorableTextMessages,
  channel,
  channels,
  type ChannelDef,
} from '@parley/api-client/contract';
import { chatForInbound, handOver } from '../src/areas/chat/services/chatStore.ts';
import { createSession } from '../src/auth/sessions.ts';
import { ChannelHub, registerChannels, type ChannelHandler } from '../src/http/channels.ts';
import type { ServerServices } from '../src/http/context.ts';
import { BLANK_SETTINGS } from '../src/settings.ts';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';

describe.each(backends)('the live channel (actions) on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let ids: { id: string; enterpriseId: string };
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    const [row] = await t.server.db.query<{ id: string; enterprise_id: string }>(
      'SELECT id, enterprise_id FROM users WHERE email = $1',
      [ADMIN.emailId],
    );
    ids = { id: row!.id, enterpriseId: row!.enterprise_id };
  });
  afterAll(async () => t?.close());

  const url = (query = '') => wsUrl(t.url, `/api/chat/actions${query}`);

  it('greets a socket that brings its token in the address with who it is', async () => {
    const live = await connect(url(`?token=${token}`));
    // The administrator handles no chats: nothing waits for them.
    expect(await live.next()).toEqual({ action: 'onOpen', uId: ids.id, eId: ids.enterpriseId, counts: NO_CHAT_COUNTS });
    live.send({ action: 'ping' });
    expect(await live.next()).toEqual({ action: 'pong' });
    live.socket.close();
  });

  it('greets an agent with the chats waiting for them by kind', async () => {
    const agent = await t.addUser([3]);
    const [channel] = await t.server.db.query<{ id: string }>('SELECT id FROM channels WHERE enterprise_id = $1', [
      ids.enterpriseId,
    ]);
    const chat = await chatForInbound(t.server.db, {
      enterpriseId: ids.enterpriseId,
      channelId: channel!.id,
      customerNumber: '+14155550999',
      at: new Date(),
    });
    const handed = await handOver(t.server.db, {
      enterpriseId: ids.enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: [agent.id],
      dueAt: new Date(Date.now() + 60_000),
    });
    expect(handed.ok).toBe(true);
    const live = await connect(url(`?token=${await t.login(agent)}`));
    expect(await live.next()).toEqual({
      action: 'onOpen',
      uId: agent.id,
      eId: ids.enterpriseId,
      counts: { ...NO_CHAT_COUNTS, newChatCount: 1 },
    });
    live.socket.close();
  });

  it('takes the token from an auth message first, and closes with 4001 for an unknown one', async () => {
    const live = await connect(url());
    live.send({ action: 'auth', token });
    expect(await live.next()).toMatchObject({ action: 'onOpen', uId: ids.id });
    live.socket.close();

    for (const refused of [await connect(url('?token=not-a-token')), await connect(url())]) {
      refused.send({ action: 'auth', token: 'not-a-token' });
      expect(await refused.closed).toEqual({
        code: ChannelCloseCodes.invalidToken,
        reason: ChannelMessages.invalidToken,
      });
    }
  });

  it('closes with 4001 a socket that sends anything but its token first', async () => {
    const live = await connect(url());
    live.send({ action: 'ping' });
    expect((await live.closed).code).toBe(ChannelCloseCodes.invalidToken);
  });

  it('answers what it cannot take with an error and keeps the socket', async () => {
    const live = await connect(url(`?token=${token}`));
    await live.next();
    live.send('not json');
    expect(await live.next()).toEqual({ action: 'error', message: ChannelMessages.notJson });
    live.send({ action: 'agentDanceChat', chatId: 'c1' });
    expect(await live.next()).toEqual({ action: 'error', message: ChannelMessages.unknownAction('agentDanceChat') });
    live.send({ action: 'ping' });
    expect(await live.next()).toEqual({ action: 'pong' });
    live.socket.close();
  });

  it('reaches open sockets through the hub, only those of the users it names', async () => {
    const foreign = await t.addForeignAdmin();
    const foreignToken = await t.login(foreign);
    const mine = await connect(url(`?token=${token}`));
    const theirs = await connect(url(`?token=${foreignToken}`));
    await mine.next();
    await theirs.next();
    // The hub is the server's: a message to this enterprise's users reaches only this socket.
    const sent = t.server.services.channels.publish('actions', (user) => user.enterpriseId === ids.enterpriseId, {
      action: 'onOpen',
      uId: 'pushed',
      eId: ids.enterpriseId,
      counts: NO_CHAT_COUNTS,
    });
    expect(sent).toBe(1);
    expect(await mine.next()).toMatchObject({ uId: 'pushed' });
    theirs.send({ action: 'ping' });
    expect(await theirs.next()).toEqual({ action: 'pong' });
    mine.socket.close();
    theirs.socket.close();
  });

  it('keeps a client connected: reconnects after the server drops it, and stops for good on 4001', async () => {
    const statuses: ChannelStatus[] = [];
    const greetings: unknown[] = [];
    const client = openChannel(channels.actions, {
      baseUrl: `${t.url}/api`,
      getToken: () => token,
      WebSocket: WebSocket as unknown as WebSocketClass,
      onMessage: (message) => greetings.push(message),
      onStatus: (status) => statuses.push(status),
      timings: { reconnect: { initialDelayMs: 20, intervalMs: 20 } },
    });
    await expect.poll(() => greetings.length).toBe(1);
    t.server.services.channels.closeAll();
    await expect.poll(() => greetings.length).toBe(2);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open']);
    client.close();

    let invalid = 0;
    const refused = openChannel(channels.actions, {
      baseUrl: `${t.url}/api`,
      getToken: () => 'not-a-token',
      WebSocket: WebSocket as unknown as WebSocketClass,
      onMessage: () => undefined,
      onInvalidToken: () => (invalid += 1),
      timings: { reconnect: { initialDelayMs: 20, intervalMs: 20 } },
    });
    await expect.poll(() => invalid).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(invalid).toBe(1);
    refused.close();
  });
});

// The channel layer itself, with a channel of its own that declares a client message.
const echo = channel({
  id: 'echo',
  summary: 'test channel',
  service: 'chat',
  path: 'echo',
  auth: 'session',
  serverMessages: { said: Type.Object({ text: Type.String() }) },
  clientMessages: { say: Type.Object({ text: Type.String({ maxLength: 10 }) }) },
  heartbeat: { intervalMs: 100, missedLimit: 2 },
  reconnect: { initialDelayMs: 20, intervalMs: 20 },
});

describe('a channel with its own messages', () => {
  let t: TestServer;
  let app: FastifyInstance;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backends[0]!);
    const [row] = await t.server.db.query<{ id: string; enterprise_id: string }>(
      'SELECT id, enterprise_id FROM users WHERE email = $1',
      [ADMIN.emailId],
    );
    token = await createSession(t.server.db, { id: row!.id, enterpriseId: row!.enterprise_id });
    app = Fastify();
    const services = { db: t.server.db, settings: BLANK_SETTINGS } as ServerServices;
    const handler: ChannelHandler<typeof echo> = {
      messages: { say: (connection, message) => connection.send({ action: 'said', text: message.text }) },
    };
    await registerChannels(app, { echo }, { echo: handler }, services, new ChannelHub(), { authTimeoutMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/chat/echo`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('hands a valid message to its handler and refuses one its schema does not allow', async () => {
    const live = await connect(`${base}?token=${token}`);
    live.send({ action: 'say', text: 'hello' });
    expect(await live.next()).toEqual({ action: 'said', text: 'hello' });
    live.send({ action: 'say', text: 'far too long a text' });
    expect(await live.next()).toMatchObject({ action: 'error', message: 'Text must be at most 10 characters' });
    live.send({ action: 'say', text: 'a\u0000b' });
    expect(await live.next()).toEqual({ action: 'error', message: `text: ${StorableTextMessages.nul}` });
    live.send({ action: 'say' });
    expect(await live.next()).toMatchObject({ action: 'error' });
    live.socket.close();
  });

  it('closes a socket whose message is over the size limit', async () => {
    const live = await connect(`${base}?token=${token}`);
    live.send({ action: 'say', text: 'x'.repeat(70_000) });
    expect((await live.closed).code).toBe(1009);
  });

  it('closes a socket that brings no token in time, or goes silent longer than the heartbeat allows', async () => {
    const silent = await connect(base);
    expect(await silent.closed).toEqual({ code: ChannelCloseCodes.timeout, reason: ChannelMessages.noToken });
    const quiet = await connect(`${base}?token=${token}`);
    expect(await quiet.closed).toEqual({ code: ChannelCloseCodes.timeout, reason: ChannelMessages.heartbeatStopped });
  });
});

describe('the channel client against a server that stops answering pings', () => {
  it('drops the socket after the allowed missed pings and connects again', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    let connections = 0;
    server.on('connection', () => (connections += 1));
    const port = (server.address() as AddressInfo).port;
    const def = { ...echo, heartbeat: { intervalMs: 30, missedLimit: 2 } } as ChannelDef;
    const client = openChannel(def, {
      baseUrl: `http://127.0.0.1:${port}/api`,
      getToken: () => 'token',
      WebSocket: WebSocket as unknown as WebSocketClass,
      onMessage: () => undefined,
    });
    await expect.poll(() => connections, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    client.close();
    server.close();
  });
});
