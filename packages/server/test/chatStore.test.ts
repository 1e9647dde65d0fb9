import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_STATES, ChatMessages, NO_CHAT_COUNTS } from '@parley/api-client/contract';
import { chatCounters, chatForInbound, handOver, offerOnward, pickUp } from '../src/areas/chat/services/chatStore.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Live chat's store (decision 016): chats opened by inbound messages, offered to agents, picked up once. */
describe.each(backends)('chats on $name', (backend) => {
  let t: TestServer;
  let enterpriseId: string;
  let channelId: string;
  let agents: string[];
  let number = 0;

  beforeAll(async () => {
    t = await startTestServer(backend);
    enterpriseId = await t.seededEnterpriseId();
    const [channel] = await t.server.db.query<{ id: string }>('SELECT id FROM channels WHERE enterprise_id = $1', [
      enterpriseId,
    ]);
    channelId = channel!.id;
    agents = [];
    for (let i = 0; i < 3; i++) agents.push((await t.addUser([3])).id);
  });
  afterAll(async () => t?.close());

  const waitingChat = async () => {
    number += 1;
    const chat = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId,
      customerNumber: `+1415555${String(number).padStart(4, '0')}`,
      at: new Date(),
    });
    const handed = await handOver(t.server.db, {
      enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: agents,
      dueAt: new Date(Date.now() + 60_000),
    });
    expect(handed.ok).toBe(true);
    return chat;
  };

  it('keeps one open chat per customer of a channel, noting each message', async () => {
    const at = new Date();
    const first = await chatForInbound(t.server.db, { enterpriseId, channelId, customerNumber: '+14155550001', at });
    const again = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId,
      customerNumber: '+14155550001',
      at: new Date(at.getTime() + 1000),
    });
    expect(again.id).toBe(first.id);
    expect(first.state).toBe(CHAT_STATES.CREATED);
  });

  it('offers a handed-over chat to every agent, and exactly one of agents racing wins the pickup', async () => {
    const chat = await waitingChat();
    for (const agent of agents)
      expect(await chatCounters(t.server.db, enterpriseId, agent)).toEqual({ ...NO_CHAT_COUNTS, newChatCount: 1 });

    const results = await Promise.all(
      agents.map((agentId) =>
        pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId, action: 'agentPickupChat' }),
      ),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)).toEqual([
      ChatMessages.alreadyPicked,
      ChatMessages.alreadyPicked,
    ]);
    const won = winners[0]!.ok ? winners[0]!.chat : null;
    expect(won!.state).toBe(CHAT_STATES.ONGOING);
    expect(won!.agent_ids).toHaveLength(1);
    // Everyone's counter dropped with the one pickup.
    for (const agent of agents) expect(await chatCounters(t.server.db, enterpriseId, agent)).toEqual(NO_CHAT_COUNTS);
  });

  it('refuses a pickup the agent was not offered, and a move the chat’s state does not allow', async () => {
    const chat = await waitingChat();
    const outsider = (await t.addUser([3])).id;
    expect(
      await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: outsider, action: 'agentPickupChat' }),
    ).toEqual({
      ok: false,
      message: ChatMessages.alreadyPicked,
    });
    expect(
      await handOver(t.server.db, {
        enterpriseId,
        chatId: chat.id,
        departmentId: null,
        agentIds: agents,
        dueAt: new Date(),
      }),
    ).toEqual({ ok: false, message: ChatMessages.wrongState('handed over', 'STARTED') });
    // Another enterprise's id finds nothing.
    expect(
      await pickUp(t.server.db, {
        enterpriseId: 'elsewhere',
        chatId: chat.id,
        agentId: agents[0]!,
        action: 'agentPickupChat',
      }),
    ).toEqual({ ok: false, message: ChatMessages.alreadyPicked });
  });

  it('hands a transfer to the first agent who accepts it; only the holder may transfer', async () => {
    const chat = await waitingChat();
    const [holder, first, second] = agents as [string, string, string];
    expect(
      (await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: holder, action: 'agentPickupChat' })).ok,
    ).toBe(true);
    expect(
      await offerOnward(t.server.db, {
        enterpriseId,
        chatId: chat.id,
        fromAgentId: first,
        toAgentIds: [second],
        kind: 'Transferred',
      }),
    ).toEqual({ ok: false, message: ChatMessages.notYours });
    expect(
      (
        await offerOnward(t.server.db, {
          enterpriseId,
          chatId: chat.id,
          fromAgentId: holder,
          toAgentIds: [first, second],
          kind: 'Transferred',
        })
      ).ok,
    ).toBe(true);
    expect(await chatCounters(t.server.db, enterpriseId, first)).toEqual({
      ...NO_CHAT_COUNTS,
      transferredChatCount: 1,
    });
    const [a, b] = await Promise.all(
      [first, second].map((agentId) =>
        pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId, action: 'acceptTransfer' }),
      ),
    );
    expect([a!.ok, b!.ok].filter(Boolean)).toHaveLength(1);
    const taken = (a!.ok ? a : b)!;
    expect(taken.ok && taken.chat.agent_ids).toEqual([taken.ok && a!.ok ? first : second]);
    expect(await chatCounters(t.server.db, enterpriseId, second)).toEqual(NO_CHAT_COUNTS);
  });
});
