import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessages } from '@parley/api-client/contract';
import { chatForInbound } from '../src/areas/chat/services/chatStore.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { createSandboxChannel } from './support/channelFixtures.ts';

const DASHBOARD = '/api/e/enterprise/chat/dashboard_info';

/** The chat dashboard: chats by day or hour in the viewer's time, attended, missed, and the pickup interval. */
describe.each(backends)('the chat dashboard on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  /** A chat begun at `created` (UTC), handed over and picked up or missed at the given times. */
  async function chatAt(
    enterpriseId: string,
    channelId: string,
    n: number,
    times: { created: string; handed?: string; picked?: string; missed?: string },
  ) {
    const chat = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId,
      customerNumber: `+1415222${String(n).padStart(4, '0')}`,
      at: new Date(times.created),
    });
    await t.server.db.query(
      'UPDATE chats SET created_at = $2, handed_at = $3, picked_at = $4, missed_at = $5 WHERE id = $1',
      [chat.id, times.created, times.handed ?? null, times.picked ?? null, times.missed ?? null],
    );
  }

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    const enterpriseId = await t.seededEnterpriseId();
    const channel = await createSandboxChannel(t, admin, 'Dashboard line');
    // 1 March: two attended (30 s and 90 s to pick up), one missed. 2 March 20:00 UTC: one attended (60 s),
    // which is 3 March 01:30 in India (+330).
    await chatAt(enterpriseId, channel.id, 1, {
      created: '2026-03-01T09:00:00Z',
      handed: '2026-03-01T09:01:00Z',
      picked: '2026-03-01T09:01:30Z',
    });
    await chatAt(enterpriseId, channel.id, 2, {
      created: '2026-03-01T09:40:00Z',
      handed: '2026-03-01T09:40:00Z',
      picked: '2026-03-01T09:41:30Z',
    });
    await chatAt(enterpriseId, channel.id, 3, {
      created: '2026-03-01T11:00:00Z',
      handed: '2026-03-01T11:00:00Z',
      missed: '2026-03-01T11:02:00Z',
    });
    await chatAt(enterpriseId, channel.id, 4, {
      created: '2026-03-02T20:00:00Z',
      handed: '2026-03-02T20:00:00Z',
      picked: '2026-03-02T20:01:00Z',
    });
  });
  afterAll(async () => t?.close());

  const dashboard = async (query: string) => t.call('GET', `${DASHBOARD}?${query}`, { token: admin });

  it('counts each day’s chats, attended and missed, with the average pickup interval, every day drawn', async () => {
    const res = await dashboard('fromDate=2026-02-28&toDate=2026-03-03&timeType=day&clientOffset=0');
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { date: '2026-02-28', avgPickedUpInterval: 0, noOfAttendedChats: 0, noOfMissedChats: 0, chatCount: 0 },
      { date: '2026-03-01', avgPickedUpInterval: 60, noOfAttendedChats: 2, noOfMissedChats: 1, chatCount: 3 },
      { date: '2026-03-02', avgPickedUpInterval: 60, noOfAttendedChats: 1, noOfMissedChats: 0, chatCount: 1 },
      { date: '2026-03-03', avgPickedUpInterval: 0, noOfAttendedChats: 0, noOfMissedChats: 0, chatCount: 0 },
    ]);
  });

  it('puts chats on the viewer’s days and hours', async () => {
    const india = await dashboard('fromDate=2026-03-02&toDate=2026-03-03&timeType=day&clientOffset=330');
    expect(india.body.data.rows.map((r: { chatCount: number }) => r.chatCount)).toEqual([0, 1]);
    const hours = await dashboard('fromDate=2026-03-01&toDate=2026-03-01&timeType=hour&clientOffset=0');
    expect(hours.body.data.rows).toHaveLength(24);
    expect(hours.body.data.rows[9]).toEqual({
      date: '2026-03-01T09',
      avgPickedUpInterval: 60,
      noOfAttendedChats: 2,
      noOfMissedChats: 0,
      chatCount: 2,
    });
    expect(hours.body.data.rows[11]).toMatchObject({ noOfMissedChats: 1, chatCount: 1 });
  });

  it('refuses a backwards, too long or hourly multi-day range, and anyone without analytics', async () => {
    for (const query of [
      'fromDate=2026-03-03&toDate=2026-03-01&timeType=day',
      'fromDate=2026-01-01&toDate=2026-03-01&timeType=day',
      'fromDate=2026-03-01&toDate=2026-03-02&timeType=hour',
    ]) {
      const res = await dashboard(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ChatMessages.dashboardRange);
    }
    expect((await dashboard('fromDate=2026-03-01&toDate=2026-03-01&timeType=week')).status).toBe(400);
    expect((await dashboard('fromDate=2026-03-01&toDate=2026-03-01&timeType=day&clientOffset=900')).status).toBe(400);
    const agent = await t.login(await t.addUser([3]));
    expect(
      (await t.call('GET', `${DASHBOARD}?fromDate=2026-03-01&toDate=2026-03-01&timeType=day`, { token: agent })).status,
    ).toBe(403);
    const foreign = await t.login(await t.addForeignAdmin());
    const theirs = await t.call('GET', `${DASHBOARD}?fromDate=2026-03-01&toDate=2026-03-01&timeType=day`, {
      token: foreign,
    });
    expect(theirs.body.data.rows[0].chatCount).toBe(0);
  });
});
