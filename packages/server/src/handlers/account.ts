import { Messages, ROLES, type Endpoints } from '@parley/api-client/contract';
import { verifyPassword } from '../auth/passwords.ts';
import { createSession, deleteOtherSessions, deleteSession } from '../auth/sessions.ts';
import { createCaptcha, verifyCaptcha } from '../services/captcha.ts';
import { currentUser, type Handler } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withMessage } from '../http/message.ts';

export const captchaGenerate: Handler<Endpoints['captchaGenerate']> = async (ctx) =>
  createCaptcha(ctx.db, ctx.query.requestFrom, ctx.testCaptchaAnswer);

interface LoginRow {
  id: string;
  enterprise_id: string;
  name: string;
  email: string;
  password_hash: string;
  active: boolean;
}

export const login: Handler<Endpoints['login']> = async (ctx) => {
  const { emailId, password, captcha, captchaId, removeExistingSession } = ctx.body;
  if (!(await verifyCaptcha(ctx.db, captchaId, captcha, 'login'))) throw badRequest(Messages.invalidCaptcha);

  const [user] = await ctx.db.query<LoginRow>(
    'SELECT id, enterprise_id, name, email, password_hash, active FROM users WHERE lower(email) = lower($1)',
    [emailId.trim()],
  );
  // Unknown user, wrong password and deactivated account get the same answer after the same work.
  const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !passwordOk || !user.active) throw badRequest(Messages.invalidCredentials);

  // Two-factor seam: when enterprise or user two-factor is enabled, answer
  // { twoFactorRequired: true, id, authType } here instead of creating the session.
  const authToken = await createSession(ctx.db, { id: user.id, enterpriseId: user.enterprise_id }, ctx.sessionHours);
  if (removeExistingSession) await deleteOtherSessions(ctx.db, user.id, authToken);
  return withMessage(
    { twoFactorRequired: false as const, authToken, uId: user.id, name: user.name, emailId: user.email },
    'Logged in successfully',
  );
};

export const logout: Handler<Endpoints['logout']> = async (ctx) => {
  await deleteSession(ctx.db, currentUser(ctx).token);
  return 'Logged out';
};

export const getProfile: Handler<Endpoints['getProfile']> = async (ctx) => {
  const me = currentUser(ctx);
  const [row] = await ctx.db.query<{ name: string; email: string; enterprise_name: string }>(
    `SELECT u.name, u.email, e.name AS enterprise_name
       FROM users u JOIN enterprises e ON e.id = u.enterprise_id
      WHERE u.id = $1 AND u.enterprise_id = $2`,
    [me.id, me.enterpriseId],
  );
  if (!row) throw notFound();
  return {
    uId: me.id,
    eId: me.enterpriseId,
    enterpriseName: row.enterprise_name,
    name: row.name,
    userName: row.name,
    emailId: row.email,
    roles: me.roles.filter((role) => role in ROLES),
    permissions: me.permissions,
    enablePushNotification: false,
    enableChatNotification: false,
    audioSettings: { enable: false, sounds: [] },
    artifactsEnabled: false,
    twoFactAuthEnterpriseLevel: { twoFactorAuth: { isEnabled: false } },
    twoFactorAuthUserLevel: { isEnabled: false },
  };
};

export const getSettings: Handler<Endpoints['getSettings']> = async (ctx) => ctx.settings;
