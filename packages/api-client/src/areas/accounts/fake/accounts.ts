import { ErrorCodes } from '../../../contract/endpoint.ts';
import type * as accounts from '../accounts.ts';
import type * as departments from '../departments.ts';
import type * as invitations from '../invitations.ts';
import type * as profile from '../profile.ts';
import type * as users from '../users.ts';
import type * as sso from '../sso.ts';
import { SSO_CALLBACK_PATH } from '../accountSchemas.ts';
import { Messages } from '../../../contract/messages.ts';
import { MAX_CODE_RESENDS } from '../signInCodes.ts';
import {
  actOnUserRefusal,
  grantRefusal,
  isAdministrator,
  lastAdministratorRefusal,
  rolePermissionsRefusal,
  roleSaveRefusal,
  type Actor,
} from '../privilegeCeiling.ts';
import { pageLimit } from '../../../contract/paging.ts';
import {
  ALL_PERMISSIONS,
  CONFIGURABLE_PERMISSIONS,
  FIXED_ROLES,
  PERMISSION_GROUPS,
  ROLE_CONFIG_EXCLUDED_GROUPS,
  ROLES,
  permissionsForRoles,
  type PermissionGroup,
  type RoleId,
} from '../permissions.ts';
import type { ManagedUser, TwoFactorStatus } from '../accountSchemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import { TOTP_STEP_SECONDS, matchTotp, totpCode, totpStep } from './totp.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore, type FakeToken, type FakeUser } from '../../../fake/store.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';

/** The endpoints of the accounts-and-access area, implemented here. */
type AccountIds =
  | keyof typeof sso
  | keyof typeof accounts
  | keyof typeof profile
  | keyof typeof users
  | keyof typeof departments
  | keyof typeof invitations;

const MAX_FAILURES = 5;
const FIRST_LOCKOUT_MS = 30_000;

const bad = (message: string) => new FakeHttpError(400, 400, message);

/** The privilege ceiling (contract/privilegeCeiling.ts), as the server applies it. */
const refuse = (message: string | null) => {
  if (message) throw new FakeHttpError(403, ErrorCodes.accessDenied, message);
};
const actorOf = (user: FakeUser): Actor => ({ id: user.uId, roles: user.roles, permissions: user.permissions });
const grantsOf = (store: FakeStore, eId: string, roles: readonly number[]) =>
  permissionsForRoles(roles, overridesOf(store, eId));
function keepsAnAdministrator(store: FakeStore, target: FakeUser): void {
  if (target.active === false || !isAdministrator(target.roles)) return;
  const others = store.users.filter(
    (u) => u.eId === target.eId && u !== target && u.active !== false && isAdministrator(u.roles),
  ).length;
  const message = lastAdministratorRefusal(true, others);
  if (message) throw bad(message);
}
const missing = (message: string = Messages.notFound) => new FakeHttpError(404, 404, message);
const lower = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();
const clean = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ');

/**
 * The code an authenticator app shows for a secret now (offset in 30 s steps): real RFC 6238, so a phone's
 * authenticator works against the fake as against the server.
 */
export function fakeTotpCode(_store: FakeStore, secret: string, offsetSteps = 0): string {
  return totpCode(secret, Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000);
}

function mailToken(store: FakeStore, purpose: string): string {
  return `${purpose}_${nextId(store, 't')}`.padEnd(24, 'x');
}

function issue(store: FakeStore, token: FakeToken, key = mailToken(store, token.purpose)): string {
  for (const [k, t] of store.tokens) if (t.uId === token.uId && t.purpose === token.purpose) store.tokens.delete(k);
  store.tokens.set(key, token);
  return key;
}

function consume(store: FakeStore, purpose: FakeToken['purpose'], key: string): FakeToken | null {
  const token = store.tokens.get(key);
  if (!token || token.purpose !== purpose) return null;
  store.tokens.delete(key);
  return token;
}

function checkCaptcha(store: FakeStore, body: Record<string, unknown>) {
  const captchaId = String(body.captchaId);
  const expected = store.captchas.get(captchaId);
  store.captchas.delete(captchaId);
  if (!expected || lower(expected) !== lower(body.captcha)) throw bad(Messages.invalidCaptcha);
}

function passwordsMatch(body: Record<string, unknown>) {
  if (body.confirmPassword !== undefined && body.password !== body.confirmPassword)
    throw bad(Messages.passwordsDoNotMatch);
}

const byEmail = (store: FakeStore, email: unknown) => store.users.find((u) => lower(u.emailId) === lower(email));

function endSessions(store: FakeStore, uId: string, keep?: string | null) {
  for (const [token, owner] of store.sessions) if (owner === uId && token !== keep) store.sessions.delete(token);
}

function newSession(store: FakeStore, user: FakeUser, removeExisting?: boolean) {
  if (user.mustChangePassword) {
    // As the server: an administrator's reset opens only the admin-forced reset path (code 901).
    const resetCode = issue(store, { purpose: 'admin_reset', uId: user.uId, attempts: 0 });
    return {
      twoFactorRequired: false as const,
      passwordChangeRequired: true as const,
      uId: user.uId,
      eId: user.eId,
      resetCode,
      code: '901' as const,
    };
  }
  const authToken = `fake-token-${nextId(store, 's')}`;
  if (removeExisting) endSessions(store, user.uId);
  store.sessions.set(authToken, user.uId);
  return { twoFactorRequired: false as const, authToken, uId: user.uId, name: user.name, emailId: user.emailId };
}

const effectiveMethod = (store: FakeStore, user: FakeUser) =>
  user.twoFactorMethod ?? (store.twoFactorEnterprises.has(user.eId) ? ('email' as const) : null);

function status(store: FakeStore, user: FakeUser): TwoFactorStatus {
  return {
    enterpriseEnabled: store.twoFactorEnterprises.has(user.eId),
    method: effectiveMethod(store, user),
    recoveryCodesLeft: user.recoveryCodes?.length ?? 0,
  };
}

export function fakeProfileExtras(store: FakeStore, user: FakeUser) {
  return {
    audioSettings: structuredClone(user.audioSettings ?? { enable: false, sounds: [] }),
    twoFactAuthEnterpriseLevel: { twoFactorAuth: { isEnabled: store.twoFactorEnterprises.has(user.eId) } },
    twoFactorAuthUserLevel: { isEnabled: effectiveMethod(store, user) !== null },
  };
}

function sendMail(store: FakeStore, to: string, subject: string, text: string, link?: string) {
  store.mails.push({ to, subject, text, ...(link ? { link } : {}) });
}

/** Sign-in as the server does it: captcha, lockout, same answer for unknown user and wrong password, second factor. */
export function fakeLogin({ store, body }: FakeContext): ReturnType<Impl['login']> {
  checkCaptcha(store, body);
  const key = lower(body.emailId);
  const throttle = store.loginFailures.get(key) ?? { failures: 0, lockouts: 0, lockedUntil: 0 };
  if (throttle.lockedUntil > store.clock)
    throw new FakeHttpError(429, ErrorCodes.tooManyRequests, Messages.tooManyAttempts);
  const user = byEmail(store, body.emailId);
  if (!user || user.password !== body.password || user.active === false) {
    throttle.failures += 1;
    if (throttle.failures >= MAX_FAILURES) {
      throttle.failures = 0;
      throttle.lockouts += 1;
      throttle.lockedUntil = store.clock + FIRST_LOCKOUT_MS * 2 ** (throttle.lockouts - 1);
    }
    store.loginFailures.set(key, throttle);
    throw bad(Messages.invalidCredentials);
  }
  store.loginFailures.delete(key);
  if (user.activated === false) throw bad(Messages.notActivated);
  const removeExisting = body.removeExistingSession === true || body.removeExistingSession === 'true';
  return completeSignIn(store, user, removeExisting);
}

function completeSignIn(store: FakeStore, user: FakeUser, removeExisting: boolean): ReturnType<Impl['login']> {
  const method = effectiveMethod(store, user);
  if (method) {
    const id = nextId(store, 'challenge');
    const code = method === 'email' ? String(100000 + store.counter).slice(-6) : undefined;
    issue(store, { purpose: 'login_2fa', uId: user.uId, attempts: 0, removeExisting, ...(code ? { code } : {}) }, id);
    if (code) sendMail(store, user.emailId, 'Your Parley sign-in code', `Your sign-in code is ${code}.`);
    return { twoFactorRequired: true, id, authType: method };
  }
  return newSession(store, user, removeExisting);
}

function me(ctx: FakeContext): FakeUser {
  return ctx.user!;
}

function managed(user: FakeUser): ManagedUser {
  return {
    uId: user.uId,
    name: user.name,
    emailId: user.emailId,
    roles: [...user.roles],
    state: user.active === false ? 2 : 1,
    activated: user.activated !== false,
    chat: structuredClone(user.chat ?? {}),
    createdAt: user.createdAt ?? new Date(store0Epoch).toISOString(),
  };
}
const store0Epoch = Date.UTC(2026, 0, 1);

function findUser(ctx: FakeContext, id: string): FakeUser {
  const user = ctx.store.users.find((u) => u.uId === id && u.eId === me(ctx).eId);
  if (!user) throw missing(NotFoundMessages.user);
  return user;
}

function findDepartment(ctx: FakeContext, id: string) {
  const department = ctx.store.departments.find((d) => d.id === id && d.eId === me(ctx).eId);
  if (!department) throw missing(NotFoundMessages.department);
  return department;
}

const publicDepartment = (d: FakeStore['departments'][number]) => ({
  id: d.id,
  name: d.name,
  desc: d.desc,
  manager: d.manager,
  userCount: d.users.length,
});

const publicInvitation = (i: FakeStore['invitations'][number]) => ({
  id: i.id,
  emailId: i.emailId,
  roles: [...i.roles],
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

function page<T>(items: T[], query: Record<string, unknown>, defaultSize = 20): T[] {
  const from = Number(query.from ?? 0);
  const perPage = pageLimit(Number(query.perPage ?? defaultSize));
  return items.slice(from, from + perPage);
}

const overridesOf = (store: FakeStore, eId: string) => store.roleOverrides.get(eId) ?? {};

function roleConfig(store: FakeStore, eId: string) {
  const groups = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[])
    .filter((group) => !ROLE_CONFIG_EXCLUDED_GROUPS.includes(group))
    .map((group) => ({
      id: group,
      values: PERMISSION_GROUPS[group].map((entry) => ({ id: entry, value: `${group}.${entry}` })),
    }));
  const roles = Object.entries(ROLES).map(([id, name]) => ({
    id: Number(id),
    name,
    permissions: permissionsForRoles([Number(id)], overridesOf(store, eId)),
  }));
  return { groups, roles };
}

/** The fake signs in by the email its provider vouches for, as the server does: no account, no sign-in. */
function ssoSignIn(store: FakeStore, email: string) {
  const user = store.users.find(
    (u) => lower(u.emailId) === lower(email) && u.active !== false && u.activated !== false,
  );
  if (!user) throw bad(Messages.ssoUnknownUser);
  return completeSignIn(store, user, false);
}

function requireSso(store: FakeStore) {
  if (!store.settings.sso) throw new FakeHttpError(404, 404, Messages.ssoNotConfigured);
}

function createFakeUser(
  store: FakeStore,
  user: Pick<FakeUser, 'eId' | 'name' | 'emailId' | 'password' | 'roles'> & Partial<FakeUser>,
) {
  const created: FakeUser = {
    uId: nextId(store, 'user'),
    permissions: permissionsForRoles(user.roles, overridesOf(store, user.eId)),
    createdAt: tick(store),
    ...user,
  };
  store.users.push(created);
  return created;
}

/** The caller's own password, asked again before a sensitive change; refused at the field as the server does. */
export function assertOwnPassword(ctx: FakeContext, password: unknown) {
  if (me(ctx).password !== password) {
    throw new FakeHttpError(400, 400, Messages.wrongPassword, {
      errors: [{ field: 'password', message: Messages.wrongPassword }],
    });
  }
}

function mailInvitation(store: FakeStore, emailId: string, token: string) {
  const link = `/invitation-accept?id=${token}`;
  sendMail(store, emailId, 'You are invited to Parley', `Accept the invitation here: ${link}`, link);
}

export const accountsImpl: Pick<Impl, AccountIds> = {
  signup({ store, body, setMessage }) {
    if (store.settings.featureFlags.hideSignup === true) throw new FakeHttpError(403, 1403, Messages.accessDenied);
    checkCaptcha(store, body);
    passwordsMatch(body);
    const name = clean(body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (byEmail(store, body.emailId)) throw new FakeHttpError(409, 409, Messages.emailTaken);
    const eId = nextId(store, 'ent');
    store.enterprises.push({ eId, name });
    const user = createFakeUser(store, {
      eId,
      name,
      emailId: String(body.emailId).trim(),
      password: String(body.password),
      roles: [1],
      activated: false,
    });
    const token = issue(store, { purpose: 'activation', uId: user.uId, attempts: 0 });
    const link = `/signup-verify/${token}`;
    sendMail(store, user.emailId, 'Activate your Parley account', `Activate your account: ${link}`, link);
    setMessage(Messages.activationSent);
    return { emailId: user.emailId };
  },

  isEmailUnique({ store, query }) {
    return { unique: !byEmail(store, query.emailId) };
  },

  activateAccount({ store, body, setMessage }) {
    const token = consume(store, 'activation', String(body.activationId));
    const user = token && store.users.find((u) => u.uId === token.uId);
    if (!user) throw bad(Messages.activationInvalid);
    user.activated = true;
    setMessage(Messages.activated);
    return { emailId: user.emailId };
  },

  resendActivation({ store, body, setMessage }) {
    const user = byEmail(store, body.emailId);
    if (user && user.activated === false) {
      const token = issue(store, { purpose: 'activation', uId: user.uId, attempts: 0 });
      const link = `/signup-verify/${token}`;
      sendMail(store, user.emailId, 'Activate your Parley account', `Activate your account: ${link}`, link);
    }
    setMessage(Messages.activationMailResent);
    return {};
  },

  recoverPassword({ store, body, setMessage }) {
    checkCaptcha(store, body);
    const user = byEmail(store, body.emailId);
    if (user && user.active !== false && user.activated !== false) {
      const token = issue(store, { purpose: 'reset', uId: user.uId, attempts: 0 });
      const link = `/reset-password?uId=${user.uId}&eId=${user.eId}&resetCode=${token}`;
      sendMail(store, user.emailId, 'Reset your Parley password', `Choose a new password: ${link}`, link);
    }
    setMessage(Messages.resetMailSent);
    return {};
  },

  changePasswordWithCode({ store, body, setMessage }) {
    passwordsMatch(body);
    const token = store.tokens.get(String(body.resetCode));
    if (!token || token.purpose !== 'reset' || token.uId !== body.uId) throw bad(Messages.resetLinkInvalid);
    store.tokens.delete(String(body.resetCode));
    const user = store.users.find((u) => u.uId === token.uId)!;
    user.password = String(body.password);
    user.mustChangePassword = false;
    endSessions(store, user.uId);
    setMessage(Messages.passwordChanged);
    return {};
  },

  resetPassword({ store, body, setMessage }) {
    passwordsMatch(body);
    const token = consume(store, 'admin_reset', String(body.resetCode));
    const user = token && store.users.find((u) => u.uId === token.uId);
    if (!user) throw bad(Messages.resetLinkInvalid);
    user.password = String(body.password);
    user.mustChangePassword = false;
    endSessions(store, user.uId);
    setMessage(Messages.passwordChanged);
    return {};
  },

  verifyTwoFactorCode({ store, body }) {
    const id = String(body.id);
    const challenge = store.tokens.get(id);
    const user = challenge?.purpose === 'login_2fa' ? store.users.find((u) => u.uId === challenge.uId) : undefined;
    if (!challenge || !user) throw bad(Messages.invalidCode);
    const code = String(body.securityCode).trim();
    let ok: boolean;
    if (body.authType === 'email') ok = challenge.code !== undefined && challenge.code === code;
    else if (body.authType === 'totp') {
      const secret = user.totpSecret;
      const step =
        user.twoFactorMethod === 'totp' && secret ? matchTotp(secret, code, user.totpLastStep ?? -1, Date.now()) : null;
      ok = step !== null;
      if (step !== null) user.totpLastStep = step;
    } else {
      const normalised = code.toLowerCase();
      const index = (user.recoveryCodes ?? []).indexOf(normalised);
      ok = user.twoFactorMethod === 'totp' && index >= 0;
      if (ok) user.recoveryCodes!.splice(index, 1);
    }
    if (!ok) {
      challenge.attempts += 1;
      if (challenge.attempts >= 5) store.tokens.delete(id);
      throw bad(Messages.invalidCode);
    }
    store.tokens.delete(id);
    return newSession(store, user, challenge.removeExisting);
  },

  resendTwoFactorMail({ store, body, setMessage }) {
    const challenge = store.tokens.get(String(body.id));
    const user = challenge && store.users.find((u) => u.uId === challenge.uId);
    if (!challenge || challenge.purpose !== 'login_2fa' || challenge.code === undefined || !user)
      throw bad(Messages.invalidCode);
    // Guesses already made stay counted. The fake's clock moves a minute with every write, so only the count
    // of resends can run out here, not the interval between them.
    if ((challenge.resends ?? 0) >= MAX_CODE_RESENDS) {
      throw new FakeHttpError(429, ErrorCodes.tooManyRequests, Messages.tooManyCodeMails);
    }
    challenge.resends = (challenge.resends ?? 0) + 1;
    challenge.code = String(200000 + store.counter++).slice(-6);
    sendMail(store, user.emailId, 'Your Parley sign-in code', `Your sign-in code is ${challenge.code}.`);
    setMessage('A new code was sent to your email address');
    return {};
  },

  getInvitationByToken({ store, params }) {
    const invitation = store.invitations.find((i) => i.token === params.id);
    if (!invitation) throw missing(Messages.invitationInvalid);
    return {
      emailId: invitation.emailId,
      enterpriseName: store.enterprises.find((e) => e.eId === invitation.eId)?.name ?? '',
    };
  },

  acceptInvitation({ store, params, body, setMessage }) {
    passwordsMatch(body);
    const name = clean(body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    const invitation = store.invitations.find((i) => i.token === params.id);
    if (!invitation) throw missing(Messages.invitationInvalid);
    if (byEmail(store, invitation.emailId)) throw new FakeHttpError(409, 409, Messages.emailTaken);
    store.invitations = store.invitations.filter((i) => i !== invitation);
    createFakeUser(store, {
      eId: invitation.eId,
      name,
      emailId: invitation.emailId,
      password: String(body.password),
      roles: invitation.roles,
    });
    setMessage('Welcome aboard. You can sign in now.');
    return { emailId: invitation.emailId };
  },

  updateProfile(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    me(ctx).name = name;
    ctx.setMessage('Profile updated successfully');
    return {};
  },

  changePassword(ctx) {
    passwordsMatch(ctx.body);
    assertOwnPassword(ctx, ctx.body.oldPassword);
    me(ctx).password = String(ctx.body.password);
    me(ctx).mustChangePassword = false;
    endSessions(ctx.store, me(ctx).uId, ctx.token);
    ctx.setMessage('Password changed successfully');
    return {};
  },

  updateAudioSettings(ctx) {
    me(ctx).audioSettings = structuredClone(ctx.body.audioSettings as FakeUser['audioSettings']);
    ctx.setMessage('Audio settings saved');
    return {};
  },

  getTwoFactorStatus(ctx) {
    return status(ctx.store, me(ctx));
  },

  setUserTwoFactor(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    if (ctx.body.isEnabled) {
      if (ctx.body.authType === 'totp') throw bad('Enrol an authenticator app with a QR code first');
      user.twoFactorMethod = 'email';
      user.totpSecret = null;
    } else {
      user.twoFactorMethod = null;
      user.totpSecret = null;
      user.recoveryCodes = [];
    }
    return status(ctx.store, user);
  },

  startTotpEnrolment(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    // 32 base32 characters (160 bits) like the server's; random, so no two enrolments share a secret.
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const secret = [...bytes].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte & 31]).join('');
    me(ctx).totpPendingSecret = secret;
    const otpauthUrl = `otpauth://totp/Parley:${encodeURIComponent(me(ctx).emailId)}?secret=${secret}&issuer=Parley`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fff"/><path d="M1 1h3v3H1zM6 1h3v3H6zM1 6h3v3H1zM5 5h1v1H5zM7 6h1v2H7z" fill="#000"/></svg>`;
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${btoa(svg)}` };
  },

  confirmTotpEnrolment(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    const secret = user.totpPendingSecret;
    if (!secret) throw bad('Start the enrolment first');
    const code = String(ctx.body.code);
    const step = matchTotp(secret, code, -1, Date.now());
    if (step === null) throw bad(Messages.invalidCode);
    // The code that confirmed enrolment cannot open a session.
    user.totpLastStep = Math.max(step, totpStep(Date.now()));
    user.twoFactorMethod = 'totp';
    user.totpSecret = secret;
    user.totpPendingSecret = null;
    user.recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `rc${String(ctx.store.counter + i).padStart(3, '0')}-fake${i}`,
    );
    ctx.setMessage('Authenticator app enrolled. Keep the recovery codes somewhere safe.');
    return { recoveryCodes: [...user.recoveryCodes] };
  },

  regenerateRecoveryCodes(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    if (user.twoFactorMethod !== 'totp') throw bad('Recovery codes come with an authenticator app');
    user.recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `rn${String(ctx.store.counter++).padStart(3, '0')}-fake${i}`,
    );
    return { recoveryCodes: [...user.recoveryCodes] };
  },

  setEnterpriseTwoFactor(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    if (ctx.body.isEnabled) ctx.store.twoFactorEnterprises.add(me(ctx).eId);
    else ctx.store.twoFactorEnterprises.delete(me(ctx).eId);
    return status(ctx.store, me(ctx));
  },

  listUsers(ctx) {
    const name = lower(ctx.query.name);
    const active = Number(ctx.query.state ?? 1) === 1;
    const matching = ctx.store.users
      .filter((u) => u.eId === me(ctx).eId && (u.active !== false) === active)
      .filter((u) => !name || lower(u.name).includes(name) || lower(u.emailId).includes(name))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)) || a.uId.localeCompare(b.uId));
    return { users: page(matching, ctx.query).map(managed), total: matching.length };
  },

  getUser(ctx) {
    return managed(findUser(ctx, ctx.params.id!));
  },

  addUser(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    const roles = [...new Set(ctx.body.roles as number[])];
    refuse(grantRefusal(actorOf(me(ctx)), grantsOf(ctx.store, me(ctx).eId, roles)));
    const taken = byEmail(ctx.store, ctx.body.emailId);
    if (taken) {
      throw new FakeHttpError(409, 409, taken.eId === me(ctx).eId ? Messages.emailTaken : Messages.emailUnavailable);
    }
    const user = createFakeUser(ctx.store, {
      eId: me(ctx).eId,
      name,
      emailId: String(ctx.body.emailId).trim(),
      password: String(ctx.body.password),
      roles,
    });
    ctx.setMessage('User added successfully');
    return managed(user);
  },

  updateUserRoles(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    const roles = [...new Set(ctx.body.roles as number[])];
    const target = { id: user.uId, roles: user.roles, permissions: user.permissions };
    refuse(roleSaveRefusal(actorOf(me(ctx)), target, { roles, permissions: grantsOf(ctx.store, user.eId, roles) }));
    const departments = (ctx.body.chat as FakeUser['chat'] | undefined)?.departments ?? [];
    for (const id of departments) findDepartment(ctx, id);
    if (!isAdministrator(roles)) keepsAnAdministrator(ctx.store, user);
    user.roles = roles;
    user.permissions = permissionsForRoles(roles, overridesOf(ctx.store, user.eId));
    if (ctx.body.chat) user.chat = structuredClone(ctx.body.chat as FakeUser['chat']);
    ctx.setMessage('Roles updated successfully');
    return managed(user);
  },

  resetUserPassword(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    if (me(ctx).password !== ctx.body.adminPassword) throw bad(Messages.wrongPassword);
    user.password = String(ctx.body.password);
    user.mustChangePassword = true;
    endSessions(ctx.store, user.uId);
    // As the server: an administrator's reset also revokes the user's API keys.
    ctx.store.apiKeys = ctx.store.apiKeys.filter((key) => key.uId !== user.uId);
    const token = issue(ctx.store, { purpose: 'admin_reset', uId: user.uId, attempts: 0 });
    const link = `/reset-password?uId=${user.uId}&eId=${user.eId}&resetCode=${token}&code=900`;
    sendMail(ctx.store, user.emailId, 'Your Parley password was reset', `Choose your own password: ${link}`, link);
    ctx.setMessage('Password reset successfully');
    return {};
  },

  deactivateUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    if (user === me(ctx)) throw bad('You cannot deactivate yourself');
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    keepsAnAdministrator(ctx.store, user);
    user.active = false;
    endSessions(ctx.store, user.uId);
    ctx.setMessage('User deactivated successfully');
    return { uId: user.uId };
  },

  activateUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    user.active = true;
    ctx.setMessage('User activated successfully');
    return { uId: user.uId };
  },

  deleteUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    if (user.active !== false) throw bad('Deactivate the user before deleting them');
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    ctx.store.users = ctx.store.users.filter((u) => u !== user);
    endSessions(ctx.store, user.uId);
    ctx.setMessage('User deleted successfully');
    return { uId: user.uId };
  },

  getRoleConfig(ctx) {
    return roleConfig(ctx.store, me(ctx).eId);
  },

  updateRolePermissions(ctx) {
    const role = Number(ctx.params.id);
    if (!/^[1-9]$/.test(String(ctx.params.id)) || !(role in ROLES)) throw missing(NotFoundMessages.role);
    if (FIXED_ROLES.includes(role as RoleId)) throw bad('The Administrator role always holds every permission');
    const keys = ctx.body.permissions as string[];
    const unknown = keys.filter((key) => !ALL_PERMISSIONS.includes(key));
    if (unknown.length > 0) throw bad(`Unknown permission keys: ${unknown.slice(0, 5).join(', ')}`);
    const eId = me(ctx).eId;
    const chosen = [...new Set(keys.filter((key) => CONFIGURABLE_PERMISSIONS.includes(key)))];
    const next = permissionsForRoles([role], { ...overridesOf(ctx.store, eId), [String(role)]: chosen });
    refuse(rolePermissionsRefusal(actorOf(me(ctx)), role, grantsOf(ctx.store, eId, [role]), next));
    ctx.store.roleOverrides.set(eId, { ...overridesOf(ctx.store, eId), [String(role)]: chosen });
    for (const user of ctx.store.users.filter((u) => u.eId === eId)) {
      user.permissions = permissionsForRoles(user.roles, overridesOf(ctx.store, eId));
    }
    ctx.setMessage('Role permissions saved');
    return roleConfig(ctx.store, eId);
  },

  oauthValidate({ store, body, setMessage }) {
    requireSso(store);
    // The fake provider approves at once and vouches for the address typed (or the demo administrator).
    const state = `state_${nextId(store, 'sso')}`.padEnd(24, 'x');
    const code = `code_${nextId(store, 'sso')}`;
    store.ssoRequests.set(state, { code, email: String(body.email ?? store.users[0]?.emailId ?? '') });
    setMessage('Continue with your identity provider');
    return { authorizationUrl: `/${SSO_CALLBACK_PATH}?${new URLSearchParams({ code, state })}` };
  },

  oauthCallback({ store, body }) {
    requireSso(store);
    const request = store.ssoRequests.get(String(body.state));
    store.ssoRequests.delete(String(body.state));
    if (!request || request.code !== body.token) throw bad(Messages.ssoFailed);
    return ssoSignIn(store, request.email);
  },

  ssoRedirectCallback({ store, body }) {
    requireSso(store);
    const email = store.ssoDirectTokens.get(String(body.token));
    store.ssoDirectTokens.delete(String(body.token));
    if (!email) throw bad(Messages.ssoFailed);
    return ssoSignIn(store, email);
  },

  listDepartments(ctx) {
    const name = lower(ctx.query.name);
    const matching = ctx.store.departments
      .filter((d) => d.eId === me(ctx).eId && (!name || lower(d.name).includes(name)))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)));
    return { departments: page(matching, ctx.query).map(publicDepartment), total: matching.length };
  },

  getDepartment(ctx) {
    return publicDepartment(findDepartment(ctx, ctx.params.id!));
  },

  createDepartment(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (ctx.store.departments.some((d) => d.eId === me(ctx).eId && lower(d.name) === lower(name))) {
      throw new FakeHttpError(409, 409, 'A department with this name exists');
    }
    const department = {
      id: nextId(ctx.store, 'dept'),
      eId: me(ctx).eId,
      name,
      desc: String(ctx.body.desc ?? '').trim(),
      manager: String(ctx.body.manager ?? '').trim(),
      users: [],
    };
    ctx.store.departments.push(department);
    ctx.setMessage('Department created successfully');
    return publicDepartment(department);
  },

  updateDepartment(ctx) {
    const department = findDepartment(ctx, String(ctx.body.id));
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (ctx.store.departments.some((d) => d !== department && d.eId === me(ctx).eId && lower(d.name) === lower(name))) {
      throw new FakeHttpError(409, 409, 'A department with this name exists');
    }
    Object.assign(department, {
      name,
      desc: String(ctx.body.desc ?? '').trim(),
      manager: String(ctx.body.manager ?? '').trim(),
    });
    ctx.setMessage('Department updated successfully');
    return publicDepartment(department);
  },

  deleteDepartment(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    ctx.store.departments = ctx.store.departments.filter((d) => d !== department);
    ctx.setMessage('Department deleted successfully');
    return { id: department.id };
  },

  listDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const mapped = ctx.query.mapped === undefined ? true : ctx.query.mapped === true || ctx.query.mapped === 'true';
    const name = lower(ctx.query.name);
    const matching = ctx.store.users
      .filter((u) => u.eId === me(ctx).eId && u.active !== false && department.users.includes(u.uId) === mapped)
      .filter((u) => !name || lower(u.name).includes(name) || lower(u.emailId).includes(name))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)));
    return {
      users: page(matching, ctx.query, 30).map((u) => ({ uId: u.uId, name: u.name, emailId: u.emailId })),
      total: matching.length,
    };
  },

  addDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const ids = [...new Set(ctx.body.users as string[])];
    for (const id of ids) findUser(ctx, id);
    for (const id of ids) if (!department.users.includes(id)) department.users.push(id);
    ctx.setMessage('Users added to the department');
    return { id: department.id };
  },

  removeDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const ids = new Set(ctx.body.users as string[]);
    department.users = department.users.filter((id) => !ids.has(id));
    ctx.setMessage('Users removed from the department');
    return { id: department.id };
  },

  sendInvitation(ctx) {
    const emailId = String(ctx.body.emailId).trim();
    const roles = [...new Set(ctx.body.roles as number[])];
    refuse(grantRefusal(actorOf(me(ctx)), grantsOf(ctx.store, me(ctx).eId, roles)));
    // Only a colleague's address is refused: one used elsewhere is invited like any other (as the server does).
    if (byEmail(ctx.store, emailId)?.eId === me(ctx).eId) throw new FakeHttpError(409, 409, Messages.emailTaken);
    ctx.store.invitations = ctx.store.invitations.filter(
      (i) => !(i.eId === me(ctx).eId && lower(i.emailId) === lower(emailId)),
    );
    const createdAt = tick(ctx.store);
    const invitation = {
      id: nextId(ctx.store, 'inv'),
      eId: me(ctx).eId,
      emailId,
      roles,
      token: mailToken(ctx.store, 'invitation'),
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
    };
    ctx.store.invitations.push(invitation);
    mailInvitation(ctx.store, emailId, invitation.token);
    ctx.setMessage('Invitation sent successfully');
    return publicInvitation(invitation);
  },

  listInvitations(ctx) {
    const matching = ctx.store.invitations
      .filter((i) => i.eId === me(ctx).eId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { invitations: page(matching, ctx.query).map(publicInvitation), total: matching.length };
  },

  resendInvitation(ctx) {
    const invitation = ctx.store.invitations.find((i) => i.id === ctx.params.id && i.eId === me(ctx).eId);
    if (!invitation) throw missing(NotFoundMessages.invitation);
    invitation.token = mailToken(ctx.store, 'invitation');
    mailInvitation(ctx.store, invitation.emailId, invitation.token);
    ctx.setMessage('Invitation sent again');
    return publicInvitation(invitation);
  },

  deleteInvitation(ctx) {
    const invitation = ctx.store.invitations.find((i) => i.id === ctx.params.id && i.eId === me(ctx).eId);
    if (!invitation) throw missing(NotFoundMessages.invitation);
    ctx.store.invitations = ctx.store.invitations.filter((i) => i !== invitation);
    ctx.setMessage('Invitation deleted');
    return { id: invitation.id };
  },
};
