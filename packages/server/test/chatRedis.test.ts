import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, startTestServer, type Backend, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';
import { VENDOR_IDS, WEB_CHANNEL_TYPE } from '@parley/api-client/contract';
import { CHANNELS, createSandboxChannel } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const REDIS_URL = process.env.TEST_REDIS_URL;
const postgres = backends.find((b) => b.name === 'postgres');
const CHAT = '/api/e/enterprise/chat';

/**
 * Two server processes on one PostgreSQL database and one Redis (decision 016): an agent connected to one hears of
 * a customer who wrote to the other, and a pickup race between agents on different processes has one winner.
 */
describe.skipIf(!REDIS_URL || !postgres)('live chat across two processes over Redis', () => {
  let shared: Awaited<ReturnType<Backend['fresh']>>;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    shared = await postgres!.fresh();
    const same: Backend = { name: 'postgres', fresh: async () => ({ ...shared, dispose: async () => undefined }) };
    one = await startTestServer(same, { redisUrl: REDIS_URL! });
    two = await startTestServer(same, { redisUrl: REDIS_URL! });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await shared?.dispose();
  });

  it('tells an agent on one process of a customer who wrote to the other; one of two agents on two processes wins', async () => {
    const admin = await one.login();
    const sandbox = await createSandboxChannel(one, admin, 'Two processes');
    const agentOne = await one.addUser([3]);
    const agentTwo = await one.addUser([3]);
    const onOne = await connect(wsUrl(one.url, `/api/chat/actions?token=${await one.login(agentOne)}`));
    const onTwo = await connect(wsUrl(two.url, `/api/chat/actions?token=${await two.login(agentTwo)}`));
    await onOne.next();
    await onTwo.next();

    // The customer writes through process two.
    const customer = await two.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers`, {
      token: admin,
      json: { name: 'Across', number: '+14155559001' },
    });
    await two.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${customer.body.data.id}/messages`, {
      token: admin,
      json: { text: 'Hello from far away' },
    });
    const started = await onOne.next();
    expect(started).toMatchObject({ action: 'customerStartChat' });
    expect(await onTwo.next()).toEqual(started);
    const chatId = started.chatId as string;

    onOne.send({ action: 'agentPickupChat', chatId });
    onTwo.send({ action: 'agentPickupChat', chatId });
    // The winner hears its win; the loser hears that the offer went and that its own pickup failed.
    const [firstOne, firstTwo] = [await onOne.next(), await onTwo.next()];
    const winnerOnOne = firstOne.action === 'chatPickedUp';
    expect([firstOne, firstTwo].filter((m) => m.action === 'chatPickedUp')).toHaveLength(1);
    const loserHeard = [winnerOnOne ? firstTwo : firstOne, await (winnerOnOne ? onTwo : onOne).next()];
    expect(loserHeard.map((m) => m.action).sort()).toEqual(['offerWithdrawn', 'pickupFailed']);

    // The winner's process answers; the customer's next message, through the other process, reaches the winner.
    const [winnerServer, winnerSocket, winner] = winnerOnOne ? [one, onOne, agentOne] : [two, onTwo, agentTwo];
    const reply = await winnerServer.call('POST', `${CHAT}/${chatId}/messages`, {
      token: await winnerServer.login(winner),
      json: { text: 'Hi, I am here' },
    });
    expect(reply.status).toBe(200);
    const other = winnerOnOne ? two : one;
    await other.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${customer.body.data.id}/messages`, {
      token: admin,
      json: { text: 'Great' },
    });
    expect(await winnerSocket.next()).toMatchObject({
      action: 'chatMessage',
      chatId,
      message: { content: { body: 'Great' } },
    });
    onOne.socket.close();
    onTwo.socket.close();
  });

  it('carries a web-chat visitor on one process to an agent on the other, and the answer back', async () => {
    const admin = await one.login();
    const web = await one.call('POST', CHANNELS, {
      token: admin,
      json: { name: 'Website across', type: WEB_CHANNEL_TYPE, vendor: VENDOR_IDS.webChat, data: {} },
    });
    const agent = await one.addUser([3]);
    const agentToken = await two.login(agent);
    const live = await connect(wsUrl(two.url, `/api/chat/actions?token=${agentToken}`));
    await live.next();
    const visitor = await connect(wsUrl(one.url, `/api/chat/webchat?channelId=${web.body.data.id}`));
    expect(await visitor.next()).toMatchObject({ action: 'welcome' });

    visitor.send({ action: 'send', clientId: 'x1', text: 'Is anyone there?' });
    expect(await visitor.next()).toMatchObject({ action: 'message', message: { clientId: 'x1' } });
    const started = await live.next();
    expect(started).toMatchObject({ action: 'customerStartChat' });
    live.send({ action: 'agentPickupChat', chatId: started.chatId });
    expect(await live.next()).toMatchObject({ action: 'chatPickedUp' });

    // Process two records the answer; the visitor's socket on process one hears it through Redis.
    const reply = await two.call('POST', `${CHAT}/${started.chatId as string}/messages`, {
      token: agentToken,
      json: { text: 'Yes, how can I help?' },
    });
    expect(reply.status).toBe(200);
    let heard = await visitor.next();
    while (heard.action !== 'message') heard = await visitor.next();
    expect(heard).toMatchObject({ message: { id: reply.body.data.id, from: 'agent', text: 'Yes, how can I help?' } });
    live.socket.close();
    visitor.socket.close();
  });
});
