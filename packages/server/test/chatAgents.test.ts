import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_STATUSES, ChatMessages } from '@parley/api-client/contract';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';
import { CHANNELS, createSandboxChannel } from './support/channelFixtures.ts';

const CHAT = '/api/e/enterprise/chat';
const STATUS = '/api/e/enterprise/update_agent_status';

/** Agents' availability: who is offered a new chat, and the agents list that transfers and invitations pick from. */
describe.each(backends)('chat agents on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  let sandbox: { id: string };
  const agents: { id: string; token: string }[] = [];
  let number = 0;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    sandbox = await createSandboxChannel(t, admin, 'Agents line');
    for (let i = 0; i < 2; i++) {
      const user = await t.addUser([3]);
      agents.push({ id: user.id, token: await t.login(user) });
    }
    const [row] = await t.server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.emailId]);
    adminId = row!.id;
  });
  afterAll(async () => t?.close());

  const setStatus = (token: string, agentStatus: number) => t.call('PUT', STATUS, { token, json: { agentStatus } });

  /** A new customer writes once: with no bot chosen, the chat is handed to agents at once. Answers who was offered it. */
  async function offeredTo(): Promise<string[]> {
    number += 1;
    const phone = `+1415666${String(number).padStart(4, '0')}`;
    const created = await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers`, {
      token: admin,
      json: { name: `Visitor ${number}`, number: phone },
    });
    await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${created.body.data.id}/messages`, {
      token: admin,
      json: { text: 'Hello?' },
    });
    const rows = await t.server.db.query<{ agent_id: string }>(
      `SELECT o.agent_id FROM chat_offers o JOIN chats c ON c.id = o.chat_id WHERE c.customer_number = $1`,
      [phone],
    );
    return rows.map((r) => r.agent_id).sort();
  }

  it('keeps each agent’s status, online until they say otherwise, and refuses an unknown one', async () => {
    const [a] = agents;
    expect((await t.call('GET', `${CHAT}/agent_status`, { token: a!.token })).body.data).toEqual({
      agentStatus: AGENT_STATUSES.online,
    });
    const away = await setStatus(a!.token, AGENT_STATUSES.away);
    expect(away.status).toBe(200);
    expect(away.body).toMatchObject({ message: ChatMessages.statusSaved('Away'), data: { agentStatus: 2 } });
    expect((await t.call('GET', `${CHAT}/agent_status`, { token: a!.token })).body.data.agentStatus).toBe(2);
    expect((await setStatus(a!.token, 3)).status).toBe(400);
    expect((await setStatus(a!.token, -1)).status).toBe(400);
    // A user without CHAT.HANDLE has no status to set.
    const viewer = await t.login(await t.addUser([6]));
    expect((await setStatus(viewer, AGENT_STATUSES.away)).status).toBe(403);
    await setStatus(a!.token, AGENT_STATUSES.online);
  });

  it('offers a new chat to the online agents only; with nobody online, to every agent so it waits', async () => {
    const everyone = [adminId, ...agents.map((a) => a.id)].sort();
    expect(await offeredTo()).toEqual(everyone);
    await setStatus(agents[0]!.token, AGENT_STATUSES.away);
    await setStatus(admin, AGENT_STATUSES.offline);
    expect(await offeredTo()).toEqual([agents[1]!.id]);
    await setStatus(agents[1]!.token, AGENT_STATUSES.offline);
    expect(await offeredTo()).toEqual(everyone);
    for (const token of [admin, agents[0]!.token, agents[1]!.token]) await setStatus(token, AGENT_STATUSES.online);
  });

  it('lists the agents with status, load and departments, filtered and paged within 200', async () => {
    const dept = await t.call('POST', '/api/e/enterprise/departments', { token: admin, json: { name: 'Returns' } });
    await t.call('PUT', `/api/e/enterprise/departments/${dept.body.data.id}/add_users`, {
      token: admin,
      json: { users: [agents[0]!.id] },
    });
    await setStatus(agents[0]!.token, AGENT_STATUSES.away);
    const all = await t.call('GET', `${CHAT}/agents?agentStatus=-1&perPage=200`, { token: agents[1]!.token });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.users.find((u: { uId: string }) => u.uId === agents[0]!.id)).toEqual({
      uId: agents[0]!.id,
      name: expect.stringMatching(/^User \d+$/),
      agentStatus: AGENT_STATUSES.away,
      activeChats: 0,
      departments: ['Returns'],
    });
    const away = await t.call('GET', `${CHAT}/agents?agentStatus=2`, { token: admin });
    expect(away.body.data.users.map((u: { uId: string }) => u.uId)).toEqual([agents[0]!.id]);
    const paged = await t.call('GET', `${CHAT}/agents?perPage=1&from=1`, { token: admin });
    expect(paged.body.data).toMatchObject({ total: 3, users: [expect.any(Object)] });
    expect((await t.call('GET', `${CHAT}/agents?perPage=201`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `${CHAT}/agents?agentStatus=5`, { token: admin })).status).toBe(400);
    // Another enterprise sees its own agents only.
    const foreign = await t.login(await t.addForeignAdmin());
    const theirs = await t.call('GET', `${CHAT}/agents`, { token: foreign });
    expect(theirs.body.data.users.map((u: { uId: string }) => u.uId)).not.toContain(agents[0]!.id);
  });
});
