/** What the accounts fakes share: the store's lookups, mail, sessions, tokens and the privilege ceiling's actors. */
import { ErrorCodes } from '../../../contract/endpoint.ts';
import { Messages } from '../../../contract/messages.ts';
import { isAdministrator, lastAdministratorRefusal, type Actor } from '../privilegeCeiling.ts';
import { pageLimit } from '../../../contract/paging.ts';
import {
  PERMISSION_GROUPS,
  ROLE_CONFIG_EXCLUDED_GROUPS,
  ROLES,
  permissionsForRoles,
  type PermissionGroup,
} from '../permissions.ts';
import type { ManagedUser, TwoFactorStatus } from '../accountSchemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import { TOTP_STEP_SECONDS, totpCode } from './totp.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore, type FakeToken, type FakeUser } from '../../../fake/store.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';

export const MAX_FAILURES = 5;
export const FIRST_LOCKOUT_MS = 30_000;

export const bad = (message: string) => new FakeHttpError(400, 400, message);

/** The privilege ceiling (contract/privilegeCeiling.ts), as the server applies it. */
export const refuse = (message: string | null) => {
  if (message) throw new FakeHttpError(403, ErrorCodes.accessDenied, message);
};
export const actorOf = (user: FakeUser): Actor => ({ id: user.uId, roles: user.roles, permissions: user.permissions });
export const grantsOf = (store: FakeStore, eId: string, roles: readonly number[]) =>
  permissionsForRoles(roles, overridesOf(store, eId));
export function keepsAnAdministrator(store: FakeStore, target: FakeUser): void {
  if (target.active === false || !isAdministrator(target.roles)) return;
  const others = store.users.filter(
    (u) => u.eId === target.eId && u !== target && u.active !== false && isAdministrator(u.roles),
  ).length;
  const message = lastAdministratorRefusal(true, others);
  if (message) throw bad(message);
}
export const missing = (message: string = Messages.notFound) => new FakeHttpError(404, 404, message);
export const lower = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();
export const clean = (value: unknown) =>
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

export function mailToken(store: FakeStore, purpose: string): string {
  return `${purpose}_${nextId(store, 't')}`.padEnd(24, 'x');
}

export function issue(store: FakeStore, token: FakeToken, key = mailToken(store, token.purpose)): string {
  for (const [k, t] of store.tokens) if (t.uId === token.uId && t.purpose === token.purpose) store.tokens.delete(k);
  store.tokens.set(key, token);
  return key;
}

export function consume(store: FakeStore, purpose: FakeToken['purpose'], key: string): FakeToken | null {
  const token = store.tokens.get(key);
  if (!token || token.purpose !== purpose) return null;
  store.tokens.delete(key);
  return token;
}

export function checkCaptcha(store: FakeStore, body: Record<string, unknown>) {
  const captchaId = String(body.captchaId);
  const expected = store.captchas.get(captchaId);
  store.captchas.delete(captchaId);
  if (!expected || lower(expected) !== lower(body.captcha)) throw bad(Messages.invalidCaptcha);
}

export function passwordsMatch(body: Record<string, unknown>) {
  if (body.confirmPassword !== undefined && body.password !== body.confirmPassword)
    throw bad(Messages.passwordsDoNotMatch);
}

export const byEmail = (store: FakeStore, email: unknown) => store.users.find((u) => lower(u.emailId) === lower(email));

export function endSessions(store: FakeStore, uId: string, keep?: string | null) {
  for (const [token, owner] of store.sessions) if (owner === uId && token !== keep) store.sessions.delete(token);
}

export function newSession(store: FakeStore, user: FakeUser, removeExisting?: boolean) {
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

export const effectiveMethod = (store: FakeStore, user: FakeUser) =>
  user.twoFactorMethod ?? (store.twoFactorEnterprises.has(user.eId) ? ('email' as const) : null);

export function status(store: FakeStore, user: FakeUser): TwoFactorStatus {
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

export function sendMail(store: FakeStore, to: string, subject: string, text: string, link?: string) {
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

export function completeSignIn(store: FakeStore, user: FakeUser, removeExisting: boolean): ReturnType<Impl['login']> {
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

export function me(ctx: FakeContext): FakeUser {
  return ctx.user!;
}

export function managed(user: FakeUser): ManagedUser {
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
export const store0Epoch = Date.UTC(2026, 0, 1);

export function findUser(ctx: FakeContext, id: string): FakeUser {
  const user = ctx.store.users.find((u) => u.uId === id && u.eId === me(ctx).eId);
  if (!user) throw missing(NotFoundMessages.user);
  return user;
}

export function findDepartment(ctx: FakeContext, id: string) {
  const department = ctx.store.departments.find((d) => d.id === id && d.eId === me(ctx).eId);
  if (!department) throw missing(NotFoundMessages.department);
  return department;
}

export const publicDepartment = (d: FakeStore['departments'][number]) => ({
  id: d.id,
  name: d.name,
  desc: d.desc,
  manager: d.manager,
  userCount: d.users.length,
});

export const publicInvitation = (i: FakeStore['invitations'][number]) => ({
  id: i.id,
  emailId: i.emailId,
  roles: [...i.roles],
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

export function page<T>(items: T[], query: Record<string, unknown>, defaultSize = 20): T[] {
  const from = Number(query.from ?? 0);
  const perPage = pageLimit(Number(query.perPage ?? defaultSize));
  return items.slice(from, from + perPage);
}

export const overridesOf = (store: FakeStore, eId: string) => store.roleOverrides.get(eId) ?? {};

export function roleConfig(store: FakeStore, eId: string) {
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
export function ssoSignIn(store: FakeStore, email: string) {
  const user = store.users.find(
    (u) => lower(u.emailId) === lower(email) && u.active !== false && u.activated !== false,
  );
  if (!user) throw bad(Messages.ssoUnknownUser);
  return completeSignIn(store, user, false);
}

export function requireSso(store: FakeStore) {
  if (!store.settings.sso) throw new FakeHttpError(404, 404, Messages.ssoNotConfigured);
}

export function createFakeUser(
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

export function mailInvitation(store: FakeStore, emailId: string, token: string) {
  const link = `/invitation-accept?id=${token}`;
  sendMail(store, emailId, 'You are invited to Parley', `Accept the invitation here: ${link}`, link);
}
