import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { Messages, NotFoundMessages } from '../src/contract/messages.ts';
import { RoleMessages } from '../src/areas/accounts/roleRules.ts';
import type { ContractHarness, Credentials } from './harness.ts';
import { accessDenied, failure, notFound } from './failure.ts';

export interface AccountsSuiteContext {
  harness: () => ContractHarness;
  anonymous: () => BoundApi;
  apiWith: (token: string | null) => BoundApi;
  signIn: (credentials: Credentials) => Promise<BoundApi>;
}

let counter = 0;
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@contract.example`;

/** Accounts and access behaviour both backends share (sign-up, recovery, two-factor, users, departments, invitations). */
export function defineAccountsSuite(ctx: AccountsSuiteContext) {
  const captcha = async (requestFrom: 'login' | 'signup' | 'forgetPassword') => {
    const { data } = await ctx.anonymous().captchaGenerate({ query: { requestFrom } });
    return { captchaId: data.captchaId, captcha: await ctx.harness().solveCaptcha(data.captchaId) };
  };
  const mailText = async (to: string) => {
    const mail = await ctx.harness().readMail(to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail.text;
  };

  describe('accounts', () => {
    let admin: BoundApi;
    beforeAll(async () => {
      admin = await ctx.signIn(ctx.harness().admin);
    });

    it('signs up, activates from the mailed link, then signs in', async () => {
      const emailId = email('signup');
      const anonymous = ctx.anonymous();
      expect((await anonymous.isEmailUnique({ query: { emailId } })).data.unique).toBe(true);
      const created = await anonymous.signup({
        body: {
          name: 'Contract Co',
          emailId,
          password: 'contract-pass',
          confirmPassword: 'contract-pass',
          termsOfService: 'on',
          ...(await captcha('signup')),
        },
      });
      expect(created.message).toBe(Messages.activationSent);
      const notYet = await failure(ctx.signIn({ emailId, password: 'contract-pass' }));
      expect(notYet.message).toBe(Messages.notActivated);
      const activationId = /signup-verify\/([A-Za-z0-9_-]+)/.exec(await mailText(emailId))![1]!;
      const activated = await anonymous.activateAccount({ body: { activationId } });
      expect(activated.data.emailId).toBe(emailId);
      const again = await failure(anonymous.activateAccount({ body: { activationId } }));
      expect(again.message).toBe(Messages.activationInvalid);
      const api = await ctx.signIn({ emailId, password: 'contract-pass' });
      expect((await api.getProfile()).data.roles).toEqual([1]);
    });

    it('recovers a password with the mailed code, once', async () => {
      const emailId = email('recover');
      await admin.addUser({ body: { name: 'Forgetful', emailId, password: 'forgot-this-1', roles: [6] } });
      const anonymous = ctx.anonymous();
      const sent = await anonymous.recoverPassword({ body: { emailId, ...(await captcha('forgetPassword')) } });
      expect(sent.message).toBe(Messages.resetMailSent);
      const unknown = await anonymous.recoverPassword({
        body: { emailId: email('nobody'), ...(await captcha('forgetPassword')) },
      });
      expect(unknown.message).toBe(sent.message);
      const text = await mailText(emailId);
      const uId = /uId=([A-Za-z0-9_-]+)/.exec(text)![1]!;
      const resetCode = /resetCode=([A-Za-z0-9_-]+)/.exec(text)![1]!;
      const body = { password: 'remembered-1', confirmPassword: 'remembered-1', uId, resetCode };
      await anonymous.changePasswordWithCode({ body });
      expect((await failure(anonymous.changePasswordWithCode({ body }))).message).toBe(Messages.resetLinkInvalid);
      await ctx.signIn({ emailId, password: 'remembered-1' });
    });

    it('enrols an authenticator app, then signs in with a TOTP code', async () => {
      const emailId = email('totp');
      await admin.addUser({ body: { name: 'Careful', emailId, password: 'careful-pass-1', roles: [6] } });
      const user = await ctx.signIn({ emailId, password: 'careful-pass-1' });
      const refused = await failure(user.startTotpEnrolment({ body: { password: 'not-the-password' } }));
      expect(refused.message).toBe(Messages.wrongPassword);
      expect(refused.errors).toEqual([{ field: 'password', message: Messages.wrongPassword }]);
      const { data: enrolment } = await user.startTotpEnrolment({ body: { password: 'careful-pass-1' } });
      expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const code = await ctx.harness().totpCode(enrolment.secret);
      const unconfirmed = await failure(user.confirmTotpEnrolment({ body: { code, password: 'not-the-password' } }));
      expect(unconfirmed.message).toBe(Messages.wrongPassword);
      expect((await user.getTwoFactorStatus()).data.method).toBeNull();
      const { data: recovery } = await user.confirmTotpEnrolment({ body: { code, password: 'careful-pass-1' } });
      expect(recovery.recoveryCodes).toHaveLength(10);
      expect((await user.getTwoFactorStatus()).data.method).toBe('totp');

      const anonymous = ctx.anonymous();
      const { data: challenge } = await anonymous.login({
        body: { emailId, password: 'careful-pass-1', ...(await captcha('login')) },
      });
      if (!challenge.twoFactorRequired) throw new Error('expected a two-factor challenge');
      expect(challenge.authType).toBe('totp');
      const reused = await failure(
        anonymous.verifyTwoFactorCode({ body: { id: challenge.id, authType: 'totp', securityCode: code } }),
      );
      expect(reused.message).toBe(Messages.invalidCode);
      const next = await ctx.harness().totpCode(enrolment.secret, 1);
      const { data: session } = await anonymous.verifyTwoFactorCode({
        body: { id: challenge.id, authType: 'totp', securityCode: next },
      });
      if (!('authToken' in session)) throw new Error('no session');
      expect((await ctx.apiWith(session.authToken).getProfile()).data.emailId).toBe(emailId);
    });

    it('manages users: add, list by state, roles, deactivate, activate', async () => {
      const emailId = email('managed');
      const { data: added } = await admin.addUser({
        body: { name: 'Managed', emailId, password: 'managed-pass-1', roles: [6] },
      });
      expect(added).toMatchObject({ emailId, roles: [6], state: 1 });
      const dup = await failure(
        admin.addUser({ body: { name: 'Twin', emailId, password: 'managed-pass-1', roles: [6] } }),
      );
      expect(dup).toMatchObject({ code: 409, message: Messages.emailTaken });
      const { data: updated } = await admin.updateUserRoles({ params: { id: added.uId }, body: { roles: [3] } });
      expect(updated.roles).toEqual([3]);
      await admin.deactivateUser({ params: { id: added.uId }, query: {} });
      expect((await admin.listUsers({ query: { state: 2, perPage: -1 } })).data.users.map((u) => u.uId)).toContain(
        added.uId,
      );
      expect((await failure(ctx.signIn({ emailId, password: 'managed-pass-1' }))).message).toBe(
        Messages.invalidCredentials,
      );
      await admin.activateUser({ params: { id: added.uId } });
      expect((await admin.listUsers({ query: { state: 1, perPage: -1 } })).data.users.map((u) => u.uId)).toContain(
        added.uId,
      );
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      const denied = await failure(
        viewer.addUser({ body: { name: 'No', emailId: email('no'), password: 'nope-nope-1', roles: [6] } }),
      );
      expect(denied).toMatchObject(accessDenied);
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect(await failure(foreign.getUser({ params: { id: added.uId } }))).toMatchObject(
        notFound(NotFoundMessages.user),
      );
    });

    it('manages departments and their users', async () => {
      const { data: department } = await admin.createDepartment({
        body: { name: `Support ${(counter += 1)}`, desc: 'Helps' },
      });
      const { data: user } = await admin.addUser({
        body: { name: 'Agent', emailId: email('agent'), password: 'agent-pass-1', roles: [3] },
      });
      await admin.addDepartmentUsers({ params: { id: department.id }, body: { users: [user.uId] } });
      const { data: mapped } = await admin.listDepartmentUsers({
        params: { id: department.id },
        query: { mapped: true },
      });
      expect(mapped.users.map((u) => u.uId)).toEqual([user.uId]);
      await admin.removeDepartmentUsers({ params: { id: department.id }, body: { users: [user.uId] } });
      expect((await admin.getDepartment({ params: { id: department.id } })).data.userCount).toBe(0);
      const { data: renamed } = await admin.updateDepartment({
        body: { id: department.id, name: `Care ${(counter += 1)}`, desc: '' },
      });
      expect(renamed.name).toMatch(/^Care/);
      await admin.deleteDepartment({ params: { id: department.id } });
      expect(await failure(admin.getDepartment({ params: { id: department.id } }))).toMatchObject(
        notFound(NotFoundMessages.department),
      );
    });

    it('invites by mail and the invitee accepts', async () => {
      const emailId = email('invitee');
      const { data: invitation } = await admin.sendInvitation({ body: { emailId, roles: [5] } });
      expect((await admin.listInvitations({ query: {} })).data.invitations.map((i) => i.id)).toContain(invitation.id);
      const token = /invitation-accept\?id=([A-Za-z0-9_-]+)/.exec(await mailText(emailId))![1]!;
      const anonymous = ctx.anonymous();
      expect((await anonymous.getInvitationByToken({ params: { id: token } })).data.emailId).toBe(emailId);
      await anonymous.acceptInvitation({
        params: { id: token },
        body: { name: 'Invitee', password: 'invitee-pass', confirmPassword: 'invitee-pass' },
      });
      const api = await ctx.signIn({ emailId, password: 'invitee-pass' });
      expect((await api.getProfile()).data.roles).toEqual([5]);
      expect(await failure(anonymous.getInvitationByToken({ params: { id: token } }))).toMatchObject(
        notFound(Messages.invitationInvalid),
      );
    });

    it("a changed role configuration changes what that role's users may call; Administrator is fixed", async () => {
      const initial = (await admin.getRoleConfig()).data;
      const viewerDefault = initial.roles.find((role) => role.id === 6)!.permissions;
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.listUsers({ query: {} }))).toMatchObject(accessDenied);
      try {
        const { data } = await admin.updateRolePermissions({
          params: { id: '6' },
          body: { permissions: [...viewerDefault, 'USERS.VIEW'] },
        });
        expect(data.roles.find((role) => role.id === 6)!.permissions).toContain('USERS.VIEW');
        expect((await viewer.listUsers({ query: {} })).data.users).toEqual(expect.any(Array));
        expect((await viewer.getProfile()).data.permissions).toContain('USERS.VIEW');
        const fixed = await failure(admin.updateRolePermissions({ params: { id: '1' }, body: { permissions: [] } }));
        expect(fixed).toMatchObject({ httpStatus: 400, message: RoleMessages.administratorFixed });
        // A key the role configuration does not offer is refused by name, not "saved" and dropped.
        const offList = await failure(
          admin.updateRolePermissions({
            params: { id: '6' },
            body: { permissions: [...viewerDefault, 'CUSTOMER_MASTER.VIEW'] },
          }),
        );
        expect(offList).toMatchObject({
          httpStatus: 400,
          message: RoleMessages.notConfigurable(['CUSTOMER_MASTER.VIEW']),
        });
        expect((await viewer.getProfile()).data.permissions).not.toContain('CUSTOMER_MASTER.VIEW');
        const unknown = await failure(admin.updateRolePermissions({ params: { id: '9' }, body: { permissions: [] } }));
        expect(unknown).toMatchObject({ httpStatus: 404, message: NotFoundMessages.role });
      } finally {
        await admin.updateRolePermissions({ params: { id: '6' }, body: { permissions: [...viewerDefault] } });
      }
      expect(await failure(viewer.listUsers({ query: {} }))).toMatchObject(accessDenied);
    });

    it('after an administrator resets a password the next sign-in only opens the admin-forced reset (901)', async () => {
      const credentials = await ctx.harness().createUser([3]);
      const uId = (await (await ctx.signIn(credentials)).getProfile()).data.uId;
      await admin.resetUserPassword({
        params: { id: uId },
        body: { adminPassword: ctx.harness().admin.password, password: 'forced-by-admin' },
      });
      const signIn = async (password: string) =>
        (await ctx.anonymous().login({ body: { emailId: credentials.emailId, password, ...(await captcha('login')) } }))
          .data;
      const forced = await signIn('forced-by-admin');
      if (forced.twoFactorRequired || !('passwordChangeRequired' in forced)) throw new Error('expected 901');
      expect(forced).toMatchObject({ uId, code: '901' });
      await ctx.anonymous().resetPassword({
        body: { password: 'chosen-by-me', confirmPassword: 'chosen-by-me', resetCode: forced.resetCode },
      });
      const signedIn = await signIn('chosen-by-me');
      expect('authToken' in signedIn && signedIn.authToken).toBeTruthy();
    });

    it("an administrator's reset revokes the user's API keys", async () => {
      const credentials = await ctx.harness().createUser([1]);
      const user = await ctx.signIn(credentials);
      const uId = (await user.getProfile()).data.uId;
      const { key } = (await user.addApiKey({ body: { name: 'ci', password: credentials.password } })).data;
      expect((await ctx.apiWith(key).getProfile()).data.uId).toBe(uId);
      await admin.resetUserPassword({
        params: { id: uId },
        body: { adminPassword: ctx.harness().admin.password, password: 'forced-by-admin' },
      });
      expect((await failure(ctx.apiWith(key).getProfile())).kind).toBe('session-expired');
    });
  });
}
