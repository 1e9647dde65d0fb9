import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_STATES, ChatMessages, MISSED_REASONS, Messages, NO_CHAT_COUNTS } from '@parley/api-client/contract';
import { chatForInbound, handOver, offerOnward, pickUp } from '../src/areas/chat/services/chatStore.ts';
import { MissedChatSweeper } from '../src/areas/chat/services/missedChats.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const CHAT = '/api/e/enterprise/chat';

/**
 * Live chat as agents use it: chats waiting for them over HTTP and the live socket, pickups over real sockets with
 * the race decided once, and the holder's close, suspend and resume.
 */
describe.each(backends)('live chat for agents on $name', (backend) => {
  let t: TestServer;
  let enterpriseId: string;
  let channelId: string;
  let agents: { id: string; token: string }[];
  let number = 0;

  beforeAll(async () => {
    t = await startTestServer(backend);
    enterpriseId = await t.seededEnterpriseId();
    const [channel] = await t.server.db.query<{ id: string }>('SELECT id FROM channels WHERE enterprise_id = $1', [
      enterpriseId,
    ]);
    channelId = channel!.id;
    agents = [];
    for (let i = 0; i < 3; i++) {
      const user = await t.addUser([3]);
      agents.push({ id: user.id, token: await t.login(user) });
    }
  });
  afterAll(async () => t?.close());

  /** A customer's chat handed over to `to` (all three agents by default), with one message from the customer. */
  const waitingChat = async (to = agents, dueInMs = 60_000) => {
    number += 1;
    const customerNumber = `+1415666${String(number).padStart(4, '0')}`;
    const chat = await chatForInbound(t.server.db, { enterpriseId, channelId, customerNumber, at: new Date() });
    await t.server.db.query(
      `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content, status, chat_id)
       VALUES ($1, $2, $3, 'in', $4, 'text', $5, 'received', $6)`,
      [`m-${chat.id}`, enterpriseId, channelId, customerNumber, { body: 'I need a person' }, chat.id],
    );
    const handed = await handOver(t.server.db, {
      enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: to.map((a) => a.id),
      dueAt: new Date(Date.now() + dueInMs),
    });
    expect(handed.ok).toBe(true);
    return { id: chat.id, customerNumber };
  };

  const socketOf = async (agent: { token: string }) => {
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${agent.token}`));
    await live.next(); // onOpen
    return live;
  };

  it('counts the chats waiting for an agent and lists them by kind', async () => {
    const before = await t.call('GET', `${CHAT}/chat_count`, { token: agents[0]!.token });
    const chat = await waitingChat();
    const count = await t.call('GET', `${CHAT}/chat_count`, { token: agents[0]!.token });
    expect(count.status).toBe(200);
    expect(count.body.data.newChatCount).toBe(before.body.data.newChatCount + 1);
    const live = await t.call('GET', `${CHAT}/notifications?type=Live`, { token: agents[0]!.token });
    expect(live.body.data.data).toContainEqual({
      chatId: chat.id,
      customerName: '',
      customerNumber: chat.customerNumber,
      transferringAgent: '',
      handlingAgent: '',
      lastMessage: 'I need a person',
    });
    const invited = await t.call('GET', `${CHAT}/notifications?type=Invited`, { token: agents[0]!.token });
    expect(invited.body.data.data).toEqual([]);
    const bad = await t.call('GET', `${CHAT}/notifications?type=Lost`, { token: agents[0]!.token });
    expect(bad.status).toBe(400);
  });

  it('lets exactly one of two agents racing on real sockets pick a chat up; the other’s counter drops at once', async () => {
    const chat = await waitingChat(agents.slice(0, 2));
    const [a, b] = await Promise.all(agents.slice(0, 2).map(socketOf));
    a!.send({ action: 'agentPickupChat', chatId: chat.id });
    b!.send({ action: 'agentPickupChat', chatId: chat.id });
    const [fromA, fromB] = await Promise.all([a!.next(), b!.next()]);
    const winner = fromA!.action === 'chatPickedUp' ? 0 : 1;
    const [won, lost] = winner === 0 ? [a!, b!] : [b!, a!];
    expect(winner === 0 ? fromA : fromB).toEqual({
      action: 'chatPickedUp',
      chatId: chat.id,
      pickup: 'agentPickupChat',
    });
    // The loser hears both that its offer went and that its own pickup failed, in whichever order they crossed.
    const loserHeard = [winner === 0 ? fromB : fromA, await lost.next()];
    expect(loserHeard).toEqual(
      expect.arrayContaining([
        { action: 'offerWithdrawn', chatId: chat.id, type: 'Live' },
        { action: 'pickupFailed', chatId: chat.id, pickup: 'agentPickupChat', message: ChatMessages.alreadyPicked },
      ]),
    );
    const winnerAgent = agents[winner]!;
    const summary = await t.call('GET', `${CHAT}/summary`, { token: winnerAgent.token });
    expect(summary.body.data.chats.map((c: { chatId: string }) => c.chatId)).toContain(chat.id);
    const loserAgent = agents[1 - winner]!;
    const loserSummary = await t.call('GET', `${CHAT}/summary`, { token: loserAgent.token });
    expect(loserSummary.body.data.chats.map((c: { chatId: string }) => c.chatId)).not.toContain(chat.id);
    won.socket.close();
    lost.socket.close();
  });

  it('refuses a pickup by someone who is not an agent, and one of another enterprise’s chat', async () => {
    const chat = await waitingChat();
    const viewer = await t.addUser([6]);
    const admin = await socketOf({ token: await t.login(viewer) });
    admin.send({ action: 'agentPickupChat', chatId: chat.id });
    expect(await admin.next()).toEqual({
      action: 'pickupFailed',
      chatId: chat.id,
      pickup: 'agentPickupChat',
      message: Messages.accessDenied,
    });
    admin.socket.close();

    const foreign = await t.addForeignAdmin();
    const [foreignEnterprise] = await t.server.db.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM users WHERE id = $1',
      [foreign.id],
    );
    const outsider = await t.addUser([3], foreignEnterprise!.enterprise_id);
    const theirs = await socketOf({ token: await t.login(outsider) });
    theirs.send({ action: 'agentPickupChat', chatId: chat.id });
    expect(await theirs.next()).toMatchObject({ action: 'pickupFailed', message: ChatMessages.alreadyPicked });
    theirs.socket.close();
    const count = await t.call('GET', `${CHAT}/chat_count`, { token: agents[0]!.token });
    expect(count.body.data.newChatCount).toBeGreaterThan(0);
  });

  it('lets the holder suspend, resume and close a chat; closing withdraws the invitations still waiting', async () => {
    const chat = await waitingChat();
    const [holder, invitee, other] = agents as [(typeof agents)[0], (typeof agents)[0], (typeof agents)[0]];
    expect(
      (await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: holder.id, action: 'agentPickupChat' })).ok,
    ).toBe(true);

    const notYours = await t.call('PUT', `${CHAT}/${chat.id}/suspend`, { token: other.token });
    expect([notYours.status, notYours.body.message]).toEqual([409, ChatMessages.notYours]);
    const suspended = await t.call('PUT', `${CHAT}/${chat.id}/suspend`, { token: holder.token });
    expect(suspended.body.data).toMatchObject({ chatId: chat.id, state: CHAT_STATES.SUSPEND });
    const again = await t.call('PUT', `${CHAT}/${chat.id}/suspend`, { token: holder.token });
    expect([again.status, again.body.message]).toEqual([409, ChatMessages.wrongState('suspended', 'SUSPEND')]);
    const resumed = await t.call('PUT', `${CHAT}/${chat.id}/resume`, { token: holder.token });
    expect(resumed.body.data.state).toBe(CHAT_STATES.ONGOING);

    expect(
      (
        await offerOnward(t.server.db, {
          enterpriseId,
          chatId: chat.id,
          fromAgentId: holder.id,
          toAgentIds: [invitee.id],
          kind: 'Invited',
        })
      ).ok,
    ).toBe(true);
    const invited = await t.call('GET', `${CHAT}/notifications?type=Invited`, { token: invitee.token });
    expect(invited.body.data.data).toContainEqual(
      expect.objectContaining({
        chatId: chat.id,
        transferringAgent: expect.any(String),
        handlingAgent: expect.any(String),
      }),
    );
    const inviteeSocket = await socketOf(invitee);
    const closed = await t.call('PUT', `${CHAT}/${chat.id}/close`, { token: holder.token });
    expect(closed.body.data.state).toBe(CHAT_STATES.CLOSED);
    expect(await inviteeSocket.next()).toEqual({ action: 'offerWithdrawn', chatId: chat.id, type: 'Invited' });
    inviteeSocket.socket.close();
    const count = await t.call('GET', `${CHAT}/chat_count`, { token: invitee.token });
    expect(count.body.data.invitedChatCount).toBe(0);
    const summary = await t.call('GET', `${CHAT}/summary`, { token: holder.token });
    expect(summary.body.data.chats.map((c: { chatId: string }) => c.chatId)).not.toContain(chat.id);
  });

  it('marks missed a chat nobody picked up in time; its agents recount and may still pick it up', async () => {
    const [first, second] = agents as [(typeof agents)[0], (typeof agents)[0]];
    const live = await socketOf(first);
    const chat = await waitingChat([first, second], -1000);
    const before = (await t.call('GET', `${CHAT}/chat_count`, { token: second.token })).body.data;
    // Whichever sweeper runs first (this one, or the server's own loop) marks it once.
    await new MissedChatSweeper(t.server.services, t.server.app.log).sweep();
    expect(await live.next()).toEqual({ action: 'chatMissedNotify', chatId: chat.id });
    const [row] = await t.server.db.query<{ state: number; missed_reason: string; missed: boolean }>(
      'SELECT state, missed_reason, missed_at IS NOT NULL AS missed FROM chats WHERE id = $1',
      [chat.id],
    );
    // Noted when, for the dashboard's missed chats.
    expect(row).toEqual({ state: CHAT_STATES.MISSED, missed_reason: MISSED_REASONS.timedOut, missed: true });
    const after = (await t.call('GET', `${CHAT}/chat_count`, { token: second.token })).body.data;
    expect(after).toEqual({
      ...before,
      newChatCount: before.newChatCount - 1,
      missedChatCount: before.missedChatCount + 1,
    });
    const missed = await t.call('GET', `${CHAT}/notifications?type=Missed`, { token: second.token });
    expect(missed.body.data.data.map((r: { chatId: string }) => r.chatId)).toContain(chat.id);
    live.send({ action: 'agentMissedChatPickup', chatId: chat.id });
    expect(await live.next()).toEqual({ action: 'chatPickedUp', chatId: chat.id, pickup: 'agentMissedChatPickup' });
    live.socket.close();
    // The pickup took the missed offers of everyone.
    expect((await t.call('GET', `${CHAT}/chat_count`, { token: second.token })).body.data).toEqual({
      ...before,
      newChatCount: before.newChatCount - 1,
    });
  });

  it('finds no chat of another enterprise, and lets no one but an agent call', async () => {
    const chat = await waitingChat();
    const viewer = await t.login(await t.addUser([6]));
    for (const [method, path] of [
      ['GET', `${CHAT}/chat_count`],
      ['GET', `${CHAT}/summary`],
      ['GET', `${CHAT}/notifications?type=Live`],
      ['PUT', `${CHAT}/${chat.id}/close`],
    ] as const)
      expect((await t.call(method, path, { token: viewer })).status).toBe(403);
    const foreign = await t.addForeignAdmin();
    const [foreignEnterprise] = await t.server.db.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM users WHERE id = $1',
      [foreign.id],
    );
    const outsider = await t.addUser([3], foreignEnterprise!.enterprise_id);
    const outsiderToken = await t.login(outsider);
    const notFound = await t.call('PUT', `${CHAT}/${chat.id}/close`, { token: outsiderToken });
    expect([notFound.status, notFound.body.message]).toEqual([404, ChatMessages.notFound]);
    const count = await t.call('GET', `${CHAT}/chat_count`, { token: outsiderToken });
    expect(count.body.data).toEqual(NO_CHAT_COUNTS);
  });
  it('pins a held chat to the top and keeps its tags trimmed and each once; only its holder may', async () => {
    const [first, second] = [await waitingChat([agents[0]!]), await waitingChat([agents[0]!])];
    for (const chat of [first, second])
      await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: agents[0]!.id, action: 'agentPickupChat' });
    const pinned = await t.call('PUT', `${CHAT}/${first.id}/pin`, { token: agents[0]!.token, json: { pinned: true } });
    expect([pinned.status, pinned.body.message, pinned.body.data.pinned]).toEqual([200, ChatMessages.pinned, true]);
    const summary = await t.call('GET', `${CHAT}/summary`, { token: agents[0]!.token });
    expect(summary.body.data.chats[0].chatId).toBe(first.id);
    const tagged = await t.call('PUT', `${CHAT}/${second.id}/update_tag`, {
      token: agents[0]!.token,
      json: { tags: [' VIP ', 'refund  request', 'vip', ''] },
    });
    expect([tagged.status, tagged.body.message, tagged.body.data.tags]).toEqual([
      200,
      ChatMessages.tagsSaved,
      ['VIP', 'refund request'],
    ]);
    const tooMany = await t.call('PUT', `${CHAT}/${second.id}/update_tag`, {
      token: agents[0]!.token,
      json: { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
    });
    expect(tooMany.status).toBe(400);
    const notHolder = await t.call('PUT', `${CHAT}/${first.id}/pin`, {
      token: agents[1]!.token,
      json: { pinned: false },
    });
    expect([notHolder.status, notHolder.body.message]).toEqual([409, ChatMessages.notYours]);
    const foreign = await t.login(await t.addForeignAdmin());
    const elsewhere = await t.call('PUT', `${CHAT}/${first.id}/update_tag`, { token: foreign, json: { tags: [] } });
    expect(elsewhere.status).toBe(404);
  });
  it("shows the chat's customer from the customer master beside the thread, and nobody for an unknown number", async () => {
    const known = await waitingChat([agents[0]!]);
    await t.server.db.query(`INSERT INTO cm_tags (id, enterprise_id, name) VALUES ('tag-vip-profile', $1, 'VIP')`, [
      enterpriseId,
    ]);
    await t.server.db.query(
      `INSERT INTO cm_customers (id, enterprise_id, name, phone_number, tags) VALUES ('cust-profile', $1, 'Asha Rao', $2, $3)`,
      [enterpriseId, known.customerNumber, ['tag-vip-profile']],
    );
    const profile = await t.call('GET', `${CHAT}/${known.id}/customer/profile`, { token: agents[0]!.token });
    expect(profile.body.data).toEqual({
      customer: {
        id: 'cust-profile',
        name: 'Asha Rao',
        phoneNumber: known.customerNumber,
        tags: ['VIP'],
        groups: [],
        fields: [],
      },
    });
    const unknown = await waitingChat([agents[0]!]);
    const none = await t.call('GET', `${CHAT}/${unknown.id}/customer/profile`, { token: agents[0]!.token });
    expect(none.body.data).toEqual({ customer: null });
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `${CHAT}/${known.id}/customer/profile`, { token: foreign })).status).toBe(404);
  });
});
