import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages, ROLE_CONFIG_EXCLUDED_GROUPS } from '@parley/api-client/contract';
import { totpCode } from '../src/auth/totp.ts';
import { lockoutSeconds } from '../src/services/throttle.ts';
import { ADMIN, TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from './mailCatcher.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LOGIN = '/api/account/enterprise/login/twoFactorAuth';
const VERIFY = '/api/account/enterprise/login/twoFactorAuth/verifyCode';
const ME = '/api/e/enterprise/users/me';
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`;

describe.each(backends)('accounts and access on $name', (backend) => {
  let t: TestServer;
  let mail: MailCatcher;
  let admin: string;
  /** What the server logs at warn and above (lockouts among them), one JSON line each. */
  const logLines: string[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestServer(backend, {
      mail: { smtpUrl: mail.url },
      publicUrl: 'http://console.test',
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
    });
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const captcha = async (requestFrom = 'login') =>
    (await t.call('GET', `/api/account/captcha/generate?requestFrom=${requestFrom}`)).body.data.captchaId as string;
  const attempt = async (emailId: string, password: string) =>
    t.call('POST', LOGIN, { body: { emailId, password, captcha: TEST_CAPTCHA, captchaId: await captcha() } });
  const signup = async (emailId: string, password = 'signup-password') =>
    t.call('POST', '/api/account/enterprise/signup', {
      body: {
        name: 'Acme Ltd',
        emailId,
        password,
        confirmPassword: password,
        termsOfService: 'on',
        captcha: TEST_CAPTCHA,
        captchaId: await captcha('signup'),
      },
    });

  describe('sign-up and activation', () => {
    it('signs up, mails an activation link, refuses sign-in until activated, activates once', async () => {
      const emailId = uniqueEmail('signup');
      expect((await t.call('GET', `/api/account/enterprise/isEmailUnique?emailId=${emailId}`)).body.data.unique).toBe(
        true,
      );
      const created = await signup(emailId);
      expect(created.status).toBe(200);
      expect(created.body.message).toBe(Messages.activationSent);
      expect((await t.call('GET', `/api/account/enterprise/isEmailUnique?emailId=${emailId}`)).body.data.unique).toBe(
        false,
      );

      const link = linkIn(await mail.waitFor(emailId));
      expect(link).toMatch(/^http:\/\/console\.test\/signup-verify\/[A-Za-z0-9_-]{20,}$/);
      const before = await attempt(emailId, 'signup-password');
      expect(before.body.message).toBe(Messages.notActivated);

      const activationId = link.split('/').pop()!;
      const activated = await t.call('POST', '/api/account/enterprise/activate', { body: { activationId } });
      expect(activated.body).toMatchObject({ status: true, data: { emailId } });
      const again = await t.call('POST', '/api/account/enterprise/activate', { body: { activationId } });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(Messages.activationInvalid);

      const signedIn = await attempt(emailId, 'signup-password');
      expect(signedIn.body.data.twoFactorRequired).toBe(false);
      const profile = await t.call('GET', ME, { token: signedIn.body.data.authToken });
      expect(profile.body.data.roles).toEqual([1]);
    });

    it('refuses a taken email and mismatched passwords; resend answers the same for unknown addresses', async () => {
      const emailId = uniqueEmail('taken');
      await signup(emailId);
      const taken = await signup(emailId);
      expect(taken.status).toBe(409);
      const mismatch = await t.call('POST', '/api/account/enterprise/signup', {
        body: {
          name: 'X',
          emailId: uniqueEmail('mismatch'),
          password: 'aaaaaaaa1',
          confirmPassword: 'bbbbbbbb1',
          termsOfService: 'on',
          captcha: TEST_CAPTCHA,
          captchaId: await captcha('signup'),
        },
      });
      expect(mismatch.body.message).toBe(Messages.passwordsDoNotMatch);
      const known = await t.call('PUT', '/api/account/enterprise/resend', { json: { emailId } });
      const unknown = await t.call('PUT', '/api/account/enterprise/resend', {
        json: { emailId: 'nobody@example.com' },
      });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      const resent = await mail.waitFor(emailId, (m) => m.subject.includes('Activate'));
      expect(linkIn(resent)).toContain('/signup-verify/');
    });
  });

  describe('recovery', () => {
    it('mails a reset link; the code changes the password once and ends the sessions', async () => {
      const user = await t.addUser([6]);
      const session = await t.login(user);
      const recover = async (emailId: string) =>
        t.call('POST', '/api/account/enterprise/recover', {
          body: { emailId, captcha: TEST_CAPTCHA, captchaId: await captcha('forgetPassword') },
        });
      const known = await recover(user.emailId);
      const unknown = await recover('nobody@example.com');
      expect(known.body).toEqual({ status: true, code: 100, message: Messages.resetMailSent, data: {} });
      expect(unknown.body).toEqual(known.body);

      const link = new URL(linkIn(await mail.waitFor(user.emailId)));
      expect(link.pathname).toBe('/reset-password');
      const uId = link.searchParams.get('uId')!;
      const resetCode = link.searchParams.get('resetCode')!;
      const body = { password: 'brand-new-password', confirmPassword: 'brand-new-password', uId, resetCode };
      const changed = await t.call('POST', '/api/account/enterprise/changepassword', { body });
      expect(changed.body.message).toBe(Messages.passwordChanged);
      expect((await t.call('POST', '/api/account/enterprise/changepassword', { body })).body.message).toBe(
        Messages.resetLinkInvalid,
      );
      expect((await t.call('GET', ME, { token: session })).status).toBe(401);
      expect((await attempt(user.emailId, user.password)).body.message).toBe(Messages.invalidCredentials);
      expect((await attempt(user.emailId, 'brand-new-password')).status).toBe(200);
    });

    it('lets an administrator reset a password with their own password, and mails the 900 link', async () => {
      const user = await t.addUser([6]);
      const wrong = await t.call('PUT', `/api/e/enterprise/users/${user.id}/reset_password`, {
        token: admin,
        body: { adminPassword: 'not-mine', password: 'set-by-admin-1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(Messages.wrongPassword);
      const ok = await t.call('PUT', `/api/e/enterprise/users/${user.id}/reset_password`, {
        token: admin,
        body: { adminPassword: ADMIN.password, password: 'set-by-admin-1' },
      });
      expect(ok.status).toBe(200);
      // The admin's password opens only the forced change (accessAdmin.test.ts); the mailed 900 link works too.
      const link = new URL(linkIn(await mail.waitFor(user.emailId)));
      expect(link.searchParams.get('code')).toBe('900');
      const reset = await t.call('PUT', '/api/account/enterprise/resetPassword', {
        body: {
          password: 'chosen-by-user',
          confirmPassword: 'chosen-by-user',
          resetCode: link.searchParams.get('resetCode')!,
        },
      });
      expect(reset.status).toBe(200);
      expect((await attempt(user.emailId, 'chosen-by-user')).body.data.authToken).toEqual(expect.any(String));
    });

    it('changes the own password only with the current one', async () => {
      const user = await t.addUser([6]);
      const token = await t.login(user);
      const wrong = await t.call('PUT', '/api/e/enterprise/change_password', {
        token,
        body: { oldPassword: 'nope', password: 'another-pass-1', confirmPassword: 'another-pass-1' },
      });
      expect(wrong.status).toBe(400);
      const ok = await t.call('PUT', '/api/e/enterprise/change_password', {
        token,
        body: { oldPassword: user.password, password: 'another-pass-1', confirmPassword: 'another-pass-1' },
      });
      expect(ok.status).toBe(200);
      expect((await t.call('GET', ME, { token })).status).toBe(200);
    });
  });

  describe('two-factor', () => {
    it('enrols TOTP with a QR code, then asks for a code; a code works once; recovery codes work once', async () => {
      const user = await t.addUser([6]);
      const token = await t.login(user);
      const started = await t.call('POST', '/api/e/enterprise/users/twoFactorAuth/totp', {
        token,
        body: { password: user.password },
      });
      const { secret, qrCode, otpauthUrl } = started.body.data;
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      const bad = await t.call('POST', '/api/e/enterprise/users/twoFactorAuth/totp/verify', {
        token,
        body: { code: '000000', password: user.password },
      });
      expect(bad.status).toBe(400);
      const confirmed = await t.call('POST', '/api/e/enterprise/users/twoFactorAuth/totp/verify', {
        token,
        body: { code: totpCode(secret), password: user.password },
      });
      const recoveryCodes: string[] = confirmed.body.data.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect((await t.call('GET', ME, { token })).body.data.twoFactorAuthUserLevel.isEnabled).toBe(true);

      const challenge = await attempt(user.emailId, user.password);
      expect(challenge.body.data).toMatchObject({ twoFactorRequired: true, authType: 'totp' });
      const id = challenge.body.data.id;
      // The enrolment code's step is used up; the next step (one step of drift) is accepted once.
      const next = totpCode(secret, Date.now() + 30_000);
      const wrong = await t.call('POST', VERIFY, {
        body: { id, authType: 'totp', securityCode: '123456' === next ? '654321' : '123456' },
      });
      expect(wrong.body.message).toBe(Messages.invalidCode);
      const verified = await t.call('POST', VERIFY, { body: { id, authType: 'totp', securityCode: next } });
      expect(verified.status).toBe(200);
      expect((await t.call('GET', ME, { token: verified.body.data.authToken })).status).toBe(200);

      const second = (await attempt(user.emailId, user.password)).body.data.id;
      const replay = await t.call('POST', VERIFY, { body: { id: second, authType: 'totp', securityCode: next } });
      expect(replay.body.message).toBe(Messages.invalidCode);
      const recovery = await t.call('POST', VERIFY, {
        body: { id: second, authType: 'recovery', securityCode: recoveryCodes[0]! },
      });
      expect(recovery.status).toBe(200);
      const third = (await attempt(user.emailId, user.password)).body.data.id;
      const reused = await t.call('POST', VERIFY, {
        body: { id: third, authType: 'recovery', securityCode: recoveryCodes[0]! },
      });
      expect(reused.status).toBe(400);
    });

    it('requires an emailed code when the enterprise requires two-factor; five wrong codes void the challenge', async () => {
      const foreign = await t.addForeignAdmin();
      const foreignToken = await t.login(foreign);
      const colleague = await t.addUser([6], (await t.call('GET', ME, { token: foreignToken })).body.data.eId);
      const on = await t.call('PUT', '/api/e/enterprise/twoFactorAuth', {
        token: foreignToken,
        body: { isEnabled: true, password: foreign.password },
      });
      expect(on.body.data.enterpriseEnabled).toBe(true);

      const challenge = await attempt(colleague.emailId, colleague.password);
      expect(challenge.body.data).toMatchObject({ twoFactorRequired: true, authType: 'email' });
      const codeMail = await mail.waitFor(colleague.emailId, (m) => m.subject.includes('sign-in code'));
      const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
      const id = challenge.body.data.id;
      const ok = await t.call('POST', VERIFY, { body: { id, authType: 'email', securityCode: code } });
      expect(ok.status).toBe(200);

      const next = (await attempt(colleague.emailId, colleague.password)).body.data.id;
      for (let i = 0; i < 5; i += 1) {
        await t.call('POST', VERIFY, { body: { id: next, authType: 'email', securityCode: '000000' } });
      }
      const latest = await mail.waitFor(colleague.emailId, (m) => m.subject.includes('sign-in code'));
      const late = await t.call('POST', VERIFY, {
        body: { id: next, authType: 'email', securityCode: /\b(\d{6})\b/.exec(latest.text)![1]! },
      });
      expect(late.body.message).toBe(Messages.invalidCode);
      await t.call('PUT', '/api/e/enterprise/twoFactorAuth', {
        token: foreignToken,
        body: { isEnabled: false, password: foreign.password },
      });
    });
  });

  describe('throttling', () => {
    it('locks an account after five failures, for known and unknown emails alike, growing each time', async () => {
      const user = await t.addUser([6]);
      for (let i = 0; i < 5; i += 1) expect((await attempt(user.emailId, 'wrong-password')).status).toBe(400);
      const locked = await attempt(user.emailId, user.password);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(Messages.tooManyAttempts);
      for (let i = 0; i < 5; i += 1) await attempt('ghost@example.com', 'wrong-password');
      const ghost = await attempt('ghost@example.com', 'wrong-password');
      expect(ghost.status).toBe(429);
      expect(ghost.body).toEqual(locked.body);
      expect(lockoutSeconds(2)).toBeGreaterThan(lockoutSeconds(1));
      // Each lockout is logged once, naming the account but never a password tried or the real one.
      const lockouts = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'secret_lockout');
      const locked1 = { level: 40, purpose: 'password', scope: 'client', lockouts: 1, seconds: lockoutSeconds(1) };
      expect(lockouts).toEqual([
        expect.objectContaining({ ...locked1, account: user.emailId.toLowerCase() }),
        expect.objectContaining({ ...locked1, account: 'ghost@example.com' }),
      ]);
      const logged = logLines.join('\n');
      expect(logged).not.toContain('wrong-password');
      expect(logged).not.toContain(user.password);
      // After the lock ends the right password works again.
      await t.server.db.query("UPDATE secret_throttle SET locked_until = now() - interval '1 second'");
      expect((await attempt(user.emailId, user.password)).status).toBe(200);
    });
  });

  describe('users', () => {
    it('adds, lists by state, updates roles, deactivates (ending sessions), activates and deletes', async () => {
      const emailId = uniqueEmail('managed');
      const added = await t.call('POST', '/api/e/enterprise/users', {
        token: admin,
        body: { name: 'Managed One', emailId, password: 'managed-pass-1', roles: 6 },
      });
      expect(added.status).toBe(200);
      const uId = added.body.data.uId;
      const userToken = await t.login({ emailId, password: 'managed-pass-1' });
      const roles = await t.call('PUT', `/api/e/enterprise/users/${uId}/update_roles`, {
        token: admin,
        json: { roles: [3, 4], chat: { maxChats: 5 } },
      });
      expect(roles.body.data).toMatchObject({ roles: [3, 4], chat: { maxChats: 5 } });
      expect((await t.call('GET', ME, { token: userToken })).body.data.permissions).toContain('CHAT.HANDLE');

      expect((await t.call('DELETE', `/api/e/enterprise/users/${uId}`, { token: admin })).status).toBe(200);
      expect((await t.call('GET', ME, { token: userToken })).body.login_required).toBe(true);
      const deactivated = await t.call('GET', '/api/e/enterprise/users?state=2&perPage=-1', { token: admin });
      expect(deactivated.body.data.users.map((u: { uId: string }) => u.uId)).toContain(uId);
      const active = await t.call('GET', '/api/e/enterprise/users?state=1&perPage=-1', { token: admin });
      expect(active.body.data.users.map((u: { uId: string }) => u.uId)).not.toContain(uId);

      expect((await t.call('POST', `/api/e/enterprise/users/${uId}/activate`, { token: admin })).status).toBe(200);
      expect((await t.call('DELETE', `/api/e/enterprise/users/${uId}/permanent`, { token: admin })).status).toBe(400);
      await t.call('DELETE', `/api/e/enterprise/users/${uId}`, { token: admin });
      expect((await t.call('DELETE', `/api/e/enterprise/users/${uId}/permanent`, { token: admin })).status).toBe(200);
      expect((await t.call('GET', `/api/e/enterprise/users/${uId}`, { token: admin })).status).toBe(404);
    });

    it('lists the role configuration without the excluded groups', async () => {
      const { body } = await t.call('GET', '/api/e/enterprise/roles', { token: admin });
      const ids = body.data.groups.map((g: { id: string }) => g.id);
      for (const excluded of ROLE_CONFIG_EXCLUDED_GROUPS) expect(ids).not.toContain(excluded);
      expect(ids).toContain('USERS');
      expect(body.data.roles).toHaveLength(6);
    });
  });

  describe('departments', () => {
    it('creates, maps users (30 a page), unmaps, updates and deletes', async () => {
      const created = await t.call('POST', '/api/e/enterprise/departments', {
        token: admin,
        body: { name: `Sales ${n++}`, desc: 'Sells', manager: '' },
      });
      const id = created.body.data.id;
      const user = await t.addUser([3]);
      const add = await t.call('PUT', `/api/e/enterprise/departments/${id}/add_users`, {
        token: admin,
        json: { users: [user.id] },
      });
      expect(add.status).toBe(200);
      const mapped = await t.call('GET', `/api/e/enterprise/departments/${id}/mapped_users?mapped=true`, {
        token: admin,
      });
      expect(mapped.body.data.users.map((u: { uId: string }) => u.uId)).toEqual([user.id]);
      const unmapped = await t.call('GET', `/api/e/enterprise/departments/${id}/mapped_users?mapped=false`, {
        token: admin,
      });
      expect(unmapped.body.data.users.length).toBeLessThanOrEqual(30);
      expect(unmapped.body.data.users.map((u: { uId: string }) => u.uId)).not.toContain(user.id);
      await t.call('PUT', `/api/e/enterprise/departments/${id}/remove_users`, {
        token: admin,
        json: { users: [user.id] },
      });
      expect((await t.call('GET', `/api/e/enterprise/departments/${id}`, { token: admin })).body.data.userCount).toBe(
        0,
      );
      const updated = await t.call('PUT', '/api/e/enterprise/departments', {
        token: admin,
        body: { id, name: `Renamed ${n++}`, desc: 'd' },
      });
      expect(updated.body.data.name).toMatch(/^Renamed/);
      expect((await t.call('DELETE', `/api/e/enterprise/departments/${id}`, { token: admin })).status).toBe(200);
      expect((await t.call('GET', `/api/e/enterprise/departments/${id}`, { token: admin })).status).toBe(404);
    });

    it("refuses to map another enterprise's user", async () => {
      const foreign = await t.addForeignAdmin();
      const created = await t.call('POST', '/api/e/enterprise/departments', {
        token: admin,
        body: { name: `Ops ${n++}` },
      });
      const add = await t.call('PUT', `/api/e/enterprise/departments/${created.body.data.id}/add_users`, {
        token: admin,
        json: { users: [foreign.id] },
      });
      expect(add.status).toBe(404);
    });
  });

  describe('invitations', () => {
    it('sends an invitation by mail; a resend voids the old link; accepting creates the user', async () => {
      const emailId = uniqueEmail('invitee');
      const sent = await t.call('POST', '/api/e/enterprise/invitations', {
        token: admin,
        json: { emailId, roles: [4] },
      });
      expect(sent.status).toBe(200);
      const firstLink = new URL(linkIn(await mail.waitFor(emailId)));
      expect(firstLink.pathname).toBe('/invitation-accept');
      const resent = await t.call('POST', `/api/e/enterprise/invitations/${sent.body.data.id}/resend`, {
        token: admin,
      });
      expect(resent.status).toBe(200);
      const secondLink = new URL(
        linkIn(await mail.waitFor(emailId, (m) => !m.text.includes(firstLink.searchParams.get('id')!))),
      );
      const oldId = firstLink.searchParams.get('id')!;
      const newId = secondLink.searchParams.get('id')!;
      expect((await t.call('GET', `/api/account/enterprise/users/${oldId}`)).status).toBe(404);
      const info = await t.call('GET', `/api/account/enterprise/users/${newId}`);
      expect(info.body.data).toEqual({ emailId, enterpriseName: 'Demo Enterprise' });
      const accepted = await t.call('POST', `/api/account/enterprise/users/${newId}`, {
        body: { name: 'Invited Person', password: 'invited-pass-1', confirmPassword: 'invited-pass-1' },
      });
      expect(accepted.status).toBe(200);
      const token = await t.login({ emailId, password: 'invited-pass-1' });
      expect((await t.call('GET', ME, { token })).body.data.roles).toEqual([4]);
      expect(
        (
          await t.call('POST', `/api/account/enterprise/users/${newId}`, {
            body: { name: 'Again', password: 'invited-pass-1' },
          })
        ).status,
      ).toBe(404);
      const list = await t.call('GET', '/api/e/enterprise/invitations', { token: admin });
      expect(list.body.data.invitations.map((i: { emailId: string }) => i.emailId)).not.toContain(emailId);
    });
  });

  describe('profile', () => {
    it('updates the name and the audio settings', async () => {
      const user = await t.addUser([6]);
      const token = await t.login(user);
      await t.call('PUT', '/api/e/enterprise/users/update', { token, body: { name: 'New Name' } });
      const sounds = [{ type: 'new_chat', sound: 'bell', repeat: 2, volume: 50 }];
      await t.call('PUT', '/api/e/enterprise/profile/audio', {
        token,
        json: { audioSettings: { enable: true, sounds } },
      });
      const { body } = await t.call('GET', ME, { token });
      expect(body.data.name).toBe('New Name');
      expect(body.data.audioSettings).toEqual({ enable: true, sounds });
    });
  });
});
