import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STATES, ChatMessages } from '@parley/api-client/contract';
import { chatForInbound, handOver, pickUp } from '../src/areas/chat/services/chatStore.ts';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';
import { createSandboxChannel } from './support/channelFixtures.ts';

const CHAT = '/api/e/enterprise/chat';

/** The history of ended chats: closed and missed, searched by customer and day, the enterprise's only. */
describe.each(backends)('chat history on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  let enterpriseId: string;
  let channel: { id: string };

  /** A chat of this customer that the administrator picked up; closed through the API unless `missed`. */
  async function endedChat(number: string, end: 'closed' | 'missed') {
    const chat = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: channel.id,
      customerNumber: number,
      at: new Date(),
    });
    if (end === 'missed') {
      await t.server.db.query(`UPDATE chats SET state = $2, missed_reason = 'Timed Out' WHERE id = $1`, [
        chat.id,
        CHAT_STATES.MISSED,
      ]);
      return chat.id;
    }
    await handOver(t.server.db, {
      enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: [adminId],
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: adminId, action: 'agentPickupChat' });
    const closed = await t.call('PUT', `${CHAT}/${chat.id}/close`, { token: admin });
    expect(closed.status).toBe(200);
    return chat.id;
  }

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    enterpriseId = await t.seededEnterpriseId();
    const [row] = await t.server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.emailId]);
    adminId = row!.id;
    channel = await createSandboxChannel(t, admin, 'History line');
    await t.call('POST', '/api/chat/customers', {
      token: admin,
      json: { name: 'Meera Kapoor', phoneNumber: '+919876500011', data: [], tags: [], groups: [] },
    });
  });
  afterAll(async () => t?.close());

  it('lists closed and missed chats newest first, with who held them; open chats are not history', async () => {
    const closed = await endedChat('+919876500011', 'closed');
    const missed = await endedChat('+14155500022', 'missed');
    // Still open: not listed.
    await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: channel.id,
      customerNumber: '+14155500033',
      at: new Date(),
    });
    const res = await t.call('GET', `${CHAT}/history`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.chats.map((c: { chatId: string }) => c.chatId)).toEqual([missed, closed]);
    expect(res.body.data.chats[1]).toMatchObject({
      channelName: 'History line',
      customerName: 'Meera Kapoor',
      customerNumber: '+919876500011',
      state: CHAT_STATES.CLOSED,
      agents: expect.any(String),
      missedReason: null,
      rating: null,
    });
    expect(res.body.data.chats[1].agents).not.toBe('');
    expect(res.body.data.chats[0]).toMatchObject({ state: CHAT_STATES.MISSED, missedReason: 'Timed Out', agents: '' });
  });

  it('searches by part of the name or number, by state and by the days chats ended on', async () => {
    const search = async (query: string) =>
      (await t.call('GET', `${CHAT}/history?${query}`, { token: admin })).body.data.chats.map(
        (c: { customerNumber: string }) => c.customerNumber,
      );
    expect(await search('search=meera')).toEqual(['+919876500011']);
    expect(await search('search=5500022')).toEqual(['+14155500022']);
    // Pattern characters are plain text.
    expect(await search('search=%25')).toEqual([]);
    expect(await search(`state=${CHAT_STATES.MISSED}`)).toEqual(['+14155500022']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await search(`fromDate=${today}&toDate=${today}`)).toHaveLength(2);
    expect(await search('toDate=2020-01-01')).toEqual([]);
    const backwards = await t.call('GET', `${CHAT}/history?fromDate=2026-02-02&toDate=2026-02-01`, { token: admin });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(ChatMessages.historyDates);
    expect((await t.call('GET', `${CHAT}/history?perPage=201`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `${CHAT}/history?state=2`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `${CHAT}/history?fromDate=yesterday`, { token: admin })).status).toBe(400);
  });

  it('shows an ended chat’s thread to those who read the history, and nothing to anyone else', async () => {
    const [first] = (await t.call('GET', `${CHAT}/history`, { token: admin })).body.data.chats;
    const agent = await t.login(await t.addUser([3]));
    expect((await t.call('GET', `${CHAT}/history`, { token: agent })).status).toBe(200);
    expect((await t.call('GET', `${CHAT}/${first.chatId}/messages`, { token: agent })).status).toBe(200);
    const viewer = await t.login(await t.addUser([6]));
    expect((await t.call('GET', `${CHAT}/history`, { token: viewer })).status).toBe(403);
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `${CHAT}/history`, { token: foreign })).body.data.total).toBe(0);
    expect((await t.call('GET', `${CHAT}/${first.chatId}/messages`, { token: foreign })).status).toBe(404);
  });

  it('monitors the chats not ended, waiting first, counted by state, with the agents and their load', async () => {
    const waiting = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: channel.id,
      customerNumber: '+14155500044',
      at: new Date(),
    });
    await handOver(t.server.db, {
      enterpriseId,
      chatId: waiting.id,
      departmentId: null,
      agentIds: [adminId],
      dueAt: new Date(Date.now() + 3_600_000),
    });
    const held = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: channel.id,
      customerNumber: '+14155500055',
      at: new Date(),
    });
    await handOver(t.server.db, {
      enterpriseId,
      chatId: held.id,
      departmentId: null,
      agentIds: [adminId],
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await pickUp(t.server.db, { enterpriseId, chatId: held.id, agentId: adminId, action: 'agentPickupChat' });
    // The dashboard's times: handed over, then picked up.
    const [times] = await t.server.db.query<{ handed: boolean; picked: boolean; waiting: boolean }>(
      `SELECT h.handed_at IS NOT NULL AND h.picked_at >= h.handed_at AS handed, h.picked_at IS NOT NULL AS picked,
              (SELECT picked_at IS NULL AND handed_at IS NOT NULL FROM chats WHERE id = $2) AS waiting
         FROM chats h WHERE h.id = $1`,
      [held.id, waiting.id],
    );
    expect(times).toEqual({ handed: true, picked: true, waiting: true });
    const res = await t.call('GET', `${CHAT}/monitor`, { token: admin });
    expect(res.status).toBe(200);
    const monitor = res.body.data;
    // The first test's chat still with the bot (CREATED) and the one handed over wait; one is held; the missed
    // chat of the first test can still be picked up from the missed list, so it is not over either.
    expect(monitor.counts).toEqual({ waiting: 2, ongoing: 1, suspended: 0, missed: 1 });
    expect(monitor.chats.map((c: { customerNumber: string; state: number }) => [c.customerNumber, c.state])).toEqual([
      ['+14155500044', CHAT_STATES.STARTED],
      ['+14155500033', CHAT_STATES.CREATED],
      ['+14155500055', CHAT_STATES.ONGOING],
      ['+14155500022', CHAT_STATES.MISSED],
    ]);
    expect(monitor.chats[2].agents).not.toBe('');
    expect(monitor.agents.find((a: { uId: string }) => a.uId === adminId)).toMatchObject({ activeChats: 1 });
    // Agents (role 3) handle chats but do not monitor them; another enterprise sees none of these.
    const agent = await t.login(await t.addUser([3]));
    expect((await t.call('GET', `${CHAT}/monitor`, { token: agent })).status).toBe(403);
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `${CHAT}/monitor`, { token: foreign })).body.data.chats).toEqual([]);
  });
});
