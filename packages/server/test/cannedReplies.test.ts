import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANNED_REPLIES_MAX, CannedReplyMessages, Messages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const CANNED = '/api/e/enterprise/chat/canned_replies';

/** Canned replies: kept by those who configure chat, used by agents, bounded, each shortcut once. */
describe.each(backends)('canned replies on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let agent: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    agent = await t.login(await t.addUser([3]));
  });
  afterAll(async () => t?.close());

  it('adds, lists by shortcut, changes and deletes; agents read them but may not change them', async () => {
    const created = await t.call('POST', CANNED, { token: admin, json: { shortcut: '/Thanks', text: ' Thank you! ' } });
    expect([created.status, created.body.message]).toEqual([200, CannedReplyMessages.saved]);
    expect(created.body.data).toEqual({ id: expect.any(String), shortcut: 'thanks', text: 'Thank you!' });
    await t.call('POST', CANNED, { token: admin, json: { shortcut: 'hours', text: 'We open at nine.' } });
    const listed = await t.call('GET', CANNED, { token: agent });
    expect(listed.body.data.replies.map((r: { shortcut: string }) => r.shortcut)).toEqual(['hours', 'thanks']);
    const same = await t.call('POST', CANNED, { token: admin, json: { shortcut: 'THANKS', text: 'Again' } });
    expect([same.status, same.body.message]).toEqual([409, CannedReplyMessages.exists]);
    const bad = await t.call('POST', CANNED, { token: admin, json: { shortcut: 'two words', text: 'x' } });
    expect([bad.status, bad.body.message]).toEqual([400, CannedReplyMessages.shortcut]);
    const changed = await t.call('PUT', `${CANNED}/${created.body.data.id}`, {
      token: admin,
      json: { shortcut: 'thx', text: 'Thanks a lot!' },
    });
    expect(changed.body.data).toMatchObject({ shortcut: 'thx', text: 'Thanks a lot!' });
    expect((await t.call('POST', CANNED, { token: agent, json: { shortcut: 'mine', text: 'x' } })).body.message).toBe(
      Messages.accessDenied,
    );
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', CANNED, { token: foreign })).body.data.replies).toEqual([]);
    const theirs = await t.call('DELETE', `${CANNED}/${created.body.data.id}`, { token: foreign });
    expect([theirs.status, theirs.body.message]).toEqual([404, CannedReplyMessages.notFound]);
    const deleted = await t.call('DELETE', `${CANNED}/${created.body.data.id}`, { token: admin });
    expect([deleted.status, deleted.body.message]).toEqual([200, CannedReplyMessages.deleted]);
  });

  it(`keeps at most ${CANNED_REPLIES_MAX}, even when the last ones are added at once`, async () => {
    const [{ enterprise_id }] = (await t.server.db.query(
      "SELECT enterprise_id FROM users WHERE email = 'admin@parley.local' LIMIT 1",
    )) as [{ enterprise_id: string }];
    const [{ n }] = (await t.server.db.query(
      'SELECT count(*)::int AS n FROM chat_canned_replies WHERE enterprise_id = $1',
      [enterprise_id],
    )) as [{ n: number }];
    const room = CANNED_REPLIES_MAX - n;
    await t.server.db.query(
      `INSERT INTO chat_canned_replies (id, enterprise_id, shortcut, text)
       SELECT 'bulk-' || i, $1, 'bulk' || i, 'Text ' || i FROM generate_series(1, $2::int - 3) AS i`,
      [enterprise_id, room],
    );
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('POST', CANNED, { token: admin, json: { shortcut: `race${i}`, text: 'x' } }),
      ),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(3);
    expect(racing.filter((r) => r.status === 400).every((r) => r.body.message === CannedReplyMessages.full)).toBe(true);
    const [{ after }] = (await t.server.db.query(
      'SELECT count(*)::int AS after FROM chat_canned_replies WHERE enterprise_id = $1',
      [enterprise_id],
    )) as [{ after: number }];
    expect(after).toBe(CANNED_REPLIES_MAX);
    expect((await t.call('GET', CANNED, { token: agent })).body.data.replies).toHaveLength(after);
  });
});
