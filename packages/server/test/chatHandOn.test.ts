import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STATES, ChatMessages } from '@parley/api-client/contract';
import { chatForInbound, handOver, pickUp } from '../src/areas/chat/services/chatStore.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';
import { createSandboxChannel } from './support/channelFixtures.ts';

const CHAT = '/api/e/enterprise/chat';

type Agent = { id: string; token: string };

/** Transfer, invite and leave: the holder offers the chat on, the agents named hear it at once, one or each takes it. */
describe.each(backends)('passing chats between agents on $name', (backend) => {
  let t: TestServer;
  let enterpriseId: string;
  let channel: { id: string };
  let a: Agent;
  let b: Agent;
  let c: Agent;
  let number = 0;

  const agent = async (roles = [3]): Promise<Agent> => {
    const user = await t.addUser(roles);
    return { id: user.id, token: await t.login(user) };
  };

  /** A customer's chat that `holder` picked up. */
  async function heldBy(holder: Agent): Promise<string> {
    number += 1;
    const chat = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: channel.id,
      customerNumber: `+1415333${String(number).padStart(4, '0')}`,
      at: new Date(),
    });
    await handOver(t.server.db, {
      enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: [holder.id],
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: holder.id, action: 'agentPickupChat' });
    return chat.id;
  }

  const heldIds = async (who: Agent) =>
    ((await t.call('GET', `${CHAT}/summary`, { token: who.token })).body.data.chats as { chatId: string }[]).map(
      (row) => row.chatId,
    );

  beforeAll(async () => {
    t = await startTestServer(backend);
    const admin = await t.login();
    enterpriseId = await t.seededEnterpriseId();
    channel = await createSandboxChannel(t, admin, 'Hand-on line');
    [a, b, c] = [await agent(), await agent(), await agent()];
  });
  afterAll(async () => t?.close());

  it('transfers a chat: the agent named hears it, accepts it, and the chat leaves the one who passed it', async () => {
    const chatId = await heldBy(a);
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${b.token}`));
    expect(await live.next()).toMatchObject({ action: 'onOpen' });
    const passed = await t.call('PUT', `${CHAT}/${chatId}/transfer`, { token: a.token, json: { agentIds: [b.id] } });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({
      message: ChatMessages.transferred,
      data: { chatId, state: CHAT_STATES.ONGOING },
    });
    expect(await live.next()).toEqual({ action: 'waitingTransferAccept', chatId });
    expect((await t.call('GET', `${CHAT}/chat_count`, { token: b.token })).body.data.transferredChatCount).toBe(1);
    const table = await t.call('GET', `${CHAT}/notifications?type=Transferred`, { token: b.token });
    expect(table.body.data.data).toEqual([expect.objectContaining({ chatId, transferringAgent: expect.any(String) })]);

    live.send({ action: 'acceptTransfer', chatId });
    expect(await live.next()).toEqual({ action: 'chatPickedUp', chatId, pickup: 'acceptTransfer' });
    expect(await heldIds(b)).toContain(chatId);
    expect(await heldIds(a)).not.toContain(chatId);
    live.socket.close();
  });

  it('invites agents: each who accepts joins; one may leave, the last may not', async () => {
    const chatId = await heldBy(a);
    const invited = await t.call('PUT', `${CHAT}/${chatId}/invite`, {
      token: a.token,
      json: { agentIds: [b.id, c.id] },
    });
    expect(invited.body.message).toBe(ChatMessages.invited);
    for (const who of [b, c]) {
      const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${who.token}`));
      expect(await live.next()).toMatchObject({ action: 'onOpen', counts: { invitedChatCount: 1 } });
      live.send({ action: 'acceptInvite', chatId });
      expect(await live.next()).toMatchObject({ action: 'chatPickedUp', chatId });
      live.socket.close();
    }
    for (const who of [a, b, c]) expect(await heldIds(who)).toContain(chatId);

    const left = await t.call('PUT', `${CHAT}/${chatId}/leave`, { token: a.token });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(ChatMessages.left);
    expect(await heldIds(a)).not.toContain(chatId);
    expect((await t.call('PUT', `${CHAT}/${chatId}/leave`, { token: a.token })).body.message).toBe(
      ChatMessages.notYours,
    );
    await t.call('PUT', `${CHAT}/${chatId}/leave`, { token: b.token });
    const last = await t.call('PUT', `${CHAT}/${chatId}/leave`, { token: c.token });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(ChatMessages.lastHolder);
  });

  it('refuses yourself, nobody, non-agents, another enterprise’s people and chats, and a chat not yours', async () => {
    const chatId = await heldBy(a);
    const pass = (token: string, agentIds: string[], id = chatId) =>
      t.call('PUT', `${CHAT}/${id}/transfer`, { token, json: { agentIds } });
    expect((await pass(a.token, [a.id])).body.message).toBe(ChatMessages.notYourself);
    expect((await pass(a.token, [])).status).toBe(400);
    const viewer = await t.addUser([6]);
    const notAgent = await pass(a.token, [viewer.id]);
    expect(notAgent.status).toBe(404);
    expect(notAgent.body.message).toBe(ChatMessages.agentNotFound);
    const foreign = await t.addForeignAdmin();
    expect((await pass(a.token, [foreign.id])).status).toBe(404);
    expect((await pass(b.token, [c.id])).body.message).toBe(ChatMessages.notYours);
    expect((await pass(await t.login(foreign), [a.id])).status).toBe(404);
    expect((await pass(a.token, [b.id], 'no-such-chat')).status).toBe(404);
    // Nobody was offered anything by the refusals.
    const [offers] = await t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_offers WHERE chat_id = $1',
      [chatId],
    );
    expect(offers!.n).toBe(0);
    await t.call('PUT', `${CHAT}/${chatId}/close`, { token: a.token });
    const closed = await pass(a.token, [b.id]);
    expect(closed.status).toBe(409);
  });
});
