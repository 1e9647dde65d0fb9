import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages, permissionsForRoles, RoleMessages } from '@parley/api-client/contract';
import { ADMIN, TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const LOGIN = '/api/account/enterprise/login/twoFactorAuth';
const ROLES = '/api/e/enterprise/roles';
const USERS = '/api/e/enterprise/users';
const ME = '/api/e/enterprise/users/me';

describe.each(backends)('role configuration, admin-forced reset and audio settings on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
  });
  afterAll(async () => t?.close());

  const attempt = async (emailId: string, password: string) => {
    const captcha = await t.call('GET', '/api/account/captcha/generate?requestFrom=login');
    return t.call('POST', LOGIN, {
      body: { emailId, password, captcha: TEST_CAPTCHA, captchaId: captcha.body.data.captchaId },
    });
  };

  describe('role configuration', () => {
    it("changing a role's permissions changes what its users may call, in that enterprise only", async () => {
      const viewer = await t.login(await t.addUser([6]));
      const foreignAdmin = await t.login(await t.addForeignAdmin());
      const foreignEnterprise = (await t.call('GET', ME, { token: foreignAdmin })).body.data.eId as string;
      const foreignViewer = await t.login(await t.addUser([6], foreignEnterprise));
      expect((await t.call('GET', USERS, { token: viewer })).status).toBe(403);

      const config = (await t.call('GET', ROLES, { token: admin })).body.data;
      const reportViewer = config.roles.find((role: { id: number }) => role.id === 6);
      const granted = await t.call('PUT', `${ROLES}/6`, {
        token: admin,
        json: { permissions: [...reportViewer.permissions, 'USERS.VIEW'] },
      });
      expect(granted.status).toBe(200);
      expect(granted.body.data.roles.find((role: { id: number }) => role.id === 6).permissions).toContain('USERS.VIEW');

      // The very next call of a signed-in Report Viewer sees the new grant; the other enterprise's does not.
      expect((await t.call('GET', USERS, { token: viewer })).status).toBe(200);
      expect((await t.call('GET', ME, { token: viewer })).body.data.permissions).toContain('USERS.VIEW');
      expect((await t.call('GET', USERS, { token: foreignViewer })).status).toBe(403);
      const foreignConfig = (await t.call('GET', ROLES, { token: foreignAdmin })).body.data;
      expect([...foreignConfig.roles.find((role: { id: number }) => role.id === 6).permissions].sort()).toEqual(
        permissionsForRoles([6]).sort(),
      );

      const revoked = await t.call('PUT', `${ROLES}/6`, { token: admin, json: { permissions: [] } });
      expect(revoked.status).toBe(200);
      const denied = await t.call('GET', USERS, { token: viewer });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe(1403);
      // Groups the role configuration list leaves out cannot be changed there: they keep the default.
      const left = (await t.call('GET', ME, { token: viewer })).body.data.permissions as string[];
      expect(left).toEqual(expect.arrayContaining(['ANALYTICS.VIEW', 'NLP.VIEW']));
      expect(left).not.toContain('CAMPAIGNS.VIEW_CAMPAIGNREPORT');
    });

    it('keeps the Administrator role whole and refuses keys outside the list; needs ROLES.EDIT', async () => {
      const fixed = await t.call('PUT', `${ROLES}/1`, { token: admin, json: { permissions: [] } });
      expect(fixed.status).toBe(400);
      expect((await t.call('GET', ME, { token: admin })).body.data.permissions).toContain('ROLES.EDIT');

      const unknown = await t.call('PUT', `${ROLES}/4`, { token: admin, json: { permissions: ['NOPE.NOTHING'] } });
      expect(unknown.status).toBe(400);
      // A key of a group the list leaves out cannot be granted there: refused by name, nothing stored (it used to
      // answer "saved" and drop it).
      const outside = await t.call('PUT', `${ROLES}/4`, {
        token: admin,
        json: { permissions: ['NLP.VIEW', 'CAMPAIGNS.VIEW'] },
      });
      expect({ status: outside.status, message: outside.body.message }).toEqual({
        status: 400,
        message: RoleMessages.notConfigurable(['NLP.VIEW']),
      });
      const maker4 = (await t.call('GET', ROLES, { token: admin })).body.data.roles.find(
        (role: { id: number }) => role.id === 4,
      ).permissions;
      expect(maker4).not.toContain('NLP.VIEW');
      // A key the role holds by default may ride along (a read configuration sent back).
      const riding = await t.call('PUT', `${ROLES}/4`, {
        token: admin,
        json: { permissions: ['CUSTOMER_MASTER.VIEW', 'CAMPAIGNS.VIEW'] },
      });
      expect(riding.status).toBe(200);
      expect(riding.body.data.roles.find((role: { id: number }) => role.id === 4).permissions).toEqual(
        expect.arrayContaining(['CAMPAIGNS.VIEW', 'CUSTOMER_MASTER.VIEW']),
      );
      expect((await t.call('PUT', `${ROLES}/7`, { token: admin, json: { permissions: [] } })).status).toBe(404);
      expect((await t.call('PUT', `${ROLES}/0`, { token: admin, json: { permissions: [] } })).status).toBe(404);

      const maker = await t.login(await t.addUser([4]));
      const denied = await t.call('PUT', `${ROLES}/4`, { token: maker, json: { permissions: ['USERS.ADD'] } });
      expect(denied.status).toBe(403);
      const unchanged = (await t.call('GET', ROLES, { token: admin })).body.data.roles.find(
        (role: { id: number }) => role.id === 4,
      );
      expect(unchanged.permissions).not.toContain('USERS.ADD');
    });
  });

  describe('admin-forced password change (codes 900/901)', () => {
    it('after an admin reset the next sign-in yields only a reset code; the chosen password then opens a session', async () => {
      const user = await t.addUser([3]);
      const reset = await t.call('PUT', `${USERS}/${user.id}/reset_password`, {
        token: admin,
        body: { adminPassword: ADMIN.password, password: 'set-by-admin-1' },
      });
      expect(reset.status).toBe(200);

      const forced = await attempt(user.emailId, 'set-by-admin-1');
      expect(forced.status).toBe(200);
      expect(forced.body.message).toBe(Messages.passwordChangeRequired);
      expect(forced.body.data).toMatchObject({
        twoFactorRequired: false,
        passwordChangeRequired: true,
        uId: user.id,
        code: '901',
      });
      expect(forced.body.data.authToken).toBeUndefined();
      const sessions = await t.server.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
      expect(sessions).toHaveLength(0);

      const mismatch = await t.call('PUT', '/api/account/enterprise/resetPassword', {
        body: {
          password: 'chosen-by-user-1',
          confirmPassword: 'something-else',
          resetCode: forced.body.data.resetCode,
        },
      });
      expect(mismatch.status).toBe(400);
      const changed = await t.call('PUT', '/api/account/enterprise/resetPassword', {
        body: {
          password: 'chosen-by-user-1',
          confirmPassword: 'chosen-by-user-1',
          resetCode: forced.body.data.resetCode,
        },
      });
      expect(changed.status).toBe(200);
      // The code answers once.
      const again = await t.call('PUT', '/api/account/enterprise/resetPassword', {
        body: {
          password: 'chosen-by-user-2',
          confirmPassword: 'chosen-by-user-2',
          resetCode: forced.body.data.resetCode,
        },
      });
      expect(again.status).toBe(400);

      expect((await attempt(user.emailId, 'set-by-admin-1')).status).toBe(400);
      const signedIn = await attempt(user.emailId, 'chosen-by-user-1');
      expect(signedIn.body.data.authToken).toEqual(expect.any(String));
      expect((await t.call('GET', ME, { token: signedIn.body.data.authToken })).status).toBe(200);
    });

    it('asks for the second factor first, then for the new password', async () => {
      const user = await t.addUser([6]);
      await t.server.db.query("UPDATE users SET two_factor_method = 'email' WHERE id = $1", [user.id]);
      await t.call('PUT', `${USERS}/${user.id}/reset_password`, {
        token: admin,
        body: { adminPassword: ADMIN.password, password: 'set-by-admin-2' },
      });
      const first = await attempt(user.emailId, 'set-by-admin-2');
      expect(first.body.data).toMatchObject({ twoFactorRequired: true, authType: 'email' });
      // Stand in for the mailed code: only its hash is stored, so set a known one.
      const { sha256 } = await import('../src/auth/tokens.ts');
      await t.server.db.query('UPDATE one_time_tokens SET code_hash = $2 WHERE id = $1', [
        first.body.data.id,
        sha256('123456'),
      ]);
      const verified = await t.call('POST', '/api/account/enterprise/login/twoFactorAuth/verifyCode', {
        body: { id: first.body.data.id, authType: 'email', securityCode: '123456' },
      });
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ passwordChangeRequired: true, code: '901' });
      expect(verified.body.data.authToken).toBeUndefined();
    });
  });

  describe('audio settings', () => {
    it('stores the sound alerts on the profile and refuses values outside the spec', async () => {
      const agent = await t.login(await t.addUser([3]));
      const audioSettings = {
        enable: true,
        sounds: [
          { type: 'new_chat', sound: 'chime', repeat: 2, volume: 80 },
          { type: 'new_message', sound: 'pop', repeat: 0, volume: 35 },
        ],
      };
      const saved = await t.call('PUT', '/api/e/enterprise/profile/audio', { token: agent, json: { audioSettings } });
      expect(saved.status).toBe(200);
      expect((await t.call('GET', ME, { token: agent })).body.data.audioSettings).toEqual(audioSettings);
      // Someone else's profile is untouched.
      expect((await t.call('GET', ME, { token: admin })).body.data.audioSettings).toEqual({
        enable: false,
        sounds: [],
      });

      for (const sound of [
        { type: 'new_chat', sound: 'chime', repeat: 1, volume: 101 },
        { type: 'new_call', sound: 'chime', repeat: 1, volume: 50 },
        { type: 'new_chat', sound: 'chime', repeat: -1, volume: 50 },
        { type: 'new_chat', sound: 'x'.repeat(101), repeat: 1, volume: 50 },
      ]) {
        const refused = await t.call('PUT', '/api/e/enterprise/profile/audio', {
          token: agent,
          json: { audioSettings: { enable: true, sounds: [sound] } },
        });
        expect({ sound, status: refused.status }).toEqual({ sound, status: 400 });
      }
      expect((await t.call('GET', ME, { token: agent })).body.data.audioSettings).toEqual(audioSettings);
    });
  });
});
