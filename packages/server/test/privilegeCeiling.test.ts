import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';

const USERS = '/api/e/enterprise/users';
const ROLES = '/api/e/enterprise/roles';
const INVITATIONS = '/api/e/enterprise/invitations';
const DEPARTMENTS = '/api/e/enterprise/departments';

/**
 * Nobody hands out what they do not hold: each case is a take-over that answered 200 before the ceiling —
 * a user manager making itself or a friend Administrator, resetting an Administrator's password, a role editor
 * raising its own role — and the last Administrator removed by a race.
 */
describe.each(backends)('privilege ceiling ($name)', (backend) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  /** Role 5 reconfigured to hold only user management; role 4 only role management. */
  let manager: { id: string; token: string };
  let roleEditor: { id: string; token: string };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    adminId = (await t.call('GET', '/api/e/enterprise/users/me', { token: admin })).body.data.uId;
    const configure = (role: number, permissions: string[]) =>
      t.call('PUT', `${ROLES}/${role}`, { token: admin, json: { permissions } });
    expect((await configure(5, ['USERS.VIEW', 'USERS.EDIT', 'USERS.ADD'])).status).toBe(200);
    expect((await configure(4, ['ROLES.VIEW', 'ROLES.EDIT'])).status).toBe(200);
    const managerUser = await t.addUser([5]);
    manager = { id: managerUser.id, token: await t.login(managerUser) };
    const editorUser = await t.addUser([4]);
    roleEditor = { id: editorUser.id, token: await t.login(editorUser) };
  });
  afterAll(() => t.close());

  const refused = (result: { status: number; body: { message: string } }, message: string) => {
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(message);
  };

  it('a user manager cannot make itself Administrator or change its own roles', async () => {
    refused(
      await t.call('PUT', `${USERS}/${manager.id}/update_roles`, { token: manager.token, json: { roles: [1, 5] } }),
      Messages.ownRoles,
    );
    const profile = await t.call('GET', '/api/e/enterprise/users/me', { token: manager.token });
    expect(profile.body.data.roles).toEqual([5]);
  });

  it('a user manager cannot create or invite anyone with permissions it lacks', async () => {
    refused(
      await t.call('POST', USERS, {
        token: manager.token,
        json: { name: 'Friend', emailId: 'friend@example.com', password: 'friend-password-1', roles: [1] },
      }),
      Messages.grantBeyondOwn,
    );
    refused(
      await t.call('POST', INVITATIONS, { token: manager.token, json: { emailId: 'friend2@example.com', roles: [1] } }),
      Messages.grantBeyondOwn,
    );
    // Roles within its own permissions are fine.
    const peer = await t.call('POST', USERS, {
      token: manager.token,
      json: { name: 'Peer', emailId: 'peer@example.com', password: 'peer-password-1', roles: [5] },
    });
    expect(peer.status).toBe(200);
  });

  it('a user manager cannot act on an Administrator: roles, password, deactivation, activation', async () => {
    refused(
      await t.call('PUT', `${USERS}/${adminId}/update_roles`, { token: manager.token, json: { roles: [6] } }),
      Messages.userBeyondOwn,
    );
    refused(
      await t.call('PUT', `${USERS}/${adminId}/reset_password`, {
        token: manager.token,
        json: { adminPassword: 'whatever', password: 'taken-over-1' },
      }),
      Messages.userBeyondOwn,
    );
    refused(await t.call('DELETE', `${USERS}/${adminId}`, { token: manager.token }), Messages.userBeyondOwn);
    refused(await t.call('POST', `${USERS}/${adminId}/activate`, { token: manager.token }), Messages.userBeyondOwn);
    // The Administrator still signs in with the old password.
    expect(await t.login(ADMIN)).toBeTruthy();
  });

  it('a role editor cannot raise its own role or give a role what it lacks', async () => {
    refused(
      await t.call('PUT', `${ROLES}/4`, {
        token: roleEditor.token,
        json: { permissions: ['ROLES.VIEW', 'ROLES.EDIT', 'USERS.EDIT'] },
      }),
      Messages.ownRolePermissions,
    );
    refused(
      await t.call('PUT', `${ROLES}/3`, { token: roleEditor.token, json: { permissions: ['USERS.EDIT'] } }),
      Messages.roleBeyondOwn,
    );
    const config = await t.call('GET', ROLES, { token: admin });
    const role4 = config.body.data.roles.find((role: { id: number }) => role.id === 4);
    expect(role4.permissions).not.toContain('USERS.EDIT');
  });

  it('keeps the last active Administrator, even when two deactivate each other at once', async () => {
    const second = await t.addUser([1]);
    const secondToken = await t.login(second);
    const [a, b] = await Promise.all([
      t.call('DELETE', `${USERS}/${second.id}`, { token: admin }),
      t.call('DELETE', `${USERS}/${adminId}`, { token: secondToken }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    // The loser was either decided after the winner's change (no longer allowed to act on an Administrator) or
    // at the same moment (the enterprise would have no Administrator left).
    const loser = a.status === 200 ? b : a;
    expect([Messages.lastAdministrator, Messages.userBeyondOwn, Messages.loginRequired]).toContain(loser.body.message);
    const [row] = await t.server.db.query<{ admins: number }>(
      'SELECT count(*)::int AS admins FROM users WHERE active AND 1 = ANY(roles) AND enterprise_id = $1',
      [await t.seededEnterpriseId()],
    );
    expect(row!.admins).toBe(1);
    // Put things back for the other cases.
    if (b.status === 200) {
      await t.server.db.query('UPDATE users SET active = true WHERE id = $1', [adminId]);
      admin = await t.login();
    }
  });

  it('checks department ids nested in the chat configuration against the enterprise', async () => {
    const foreign = await t.addForeignAdmin();
    const foreignToken = await t.login(foreign);
    const theirs = await t.call('POST', DEPARTMENTS, { token: foreignToken, json: { name: 'Theirs' } });
    const user = await t.addUser([3]);
    for (const departments of [[theirs.body.data.id], ['no-such-department']]) {
      const result = await t.call('PUT', `${USERS}/${user.id}/update_roles`, {
        token: admin,
        json: { roles: [3], chat: { departments } },
      });
      expect(result.status).toBe(404);
    }
    const ours = await t.call('POST', DEPARTMENTS, { token: admin, json: { name: 'Ours' } });
    const ok = await t.call('PUT', `${USERS}/${user.id}/update_roles`, {
      token: admin,
      json: { roles: [3], chat: { departments: [ours.body.data.id] } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.chat.departments).toEqual([ours.body.data.id]);
  });

  it("does not tell an administrator that an address belongs to another enterprise", async () => {
    const foreign = await t.addForeignAdmin();
    const invited = await t.call('POST', INVITATIONS, { token: admin, json: { emailId: foreign.emailId, roles: [6] } });
    expect(invited.status).toBe(200);
    const added = await t.call('POST', USERS, {
      token: admin,
      json: { name: 'Someone', emailId: foreign.emailId, password: 'someone-password-1', roles: [6] },
    });
    expect(added.body.message).not.toBe(Messages.emailTaken);
    expect(added.body.message).toBe(Messages.emailUnavailable);
    // A colleague's address is in the caller's own list, so that one is named as taken.
    const colleague = await t.addUser([6]);
    const again = await t.call('POST', INVITATIONS, { token: admin, json: { emailId: colleague.emailId, roles: [6] } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.emailTaken);
  });
});
