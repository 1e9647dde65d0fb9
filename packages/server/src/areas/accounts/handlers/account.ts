import { Messages, ROLES, type Endpoints } from '@parley/api-client/contract';
import { verifyPassword } from '../../../auth/passwords.ts';
import { deleteSession } from '../../../auth/sessions.ts';
import { createCaptcha, verifyCaptcha } from '../services/captcha.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { throttledCheck } from '../../../services/secretChecks.ts';
import { effectiveMethod, twoFactorState } from '../services/twoFactor.ts';
import { completeSignIn } from '../services/signIn.ts';

export const captchaGenerate: Handler<Endpoints['captchaGenerate']> = async (ctx) =>
  createCaptcha(ctx.db, ctx.query.requestFrom, ctx.testCaptchaAnswer);

interface LoginRow {
  id: string;
  enterprise_id: string;
  name: string;
  email: string;
  password_hash: string;
  active: boolean;
  activated: boolean;
}

export const login: Handler<Endpoints['login']> = async (ctx) => {
  const { emailId, password, captcha, captchaId, removeExistingSession } = ctx.body;
  if (!(await verifyCaptcha(ctx.db, captchaId, captcha, 'login'))) throw badRequest(Messages.invalidCaptcha);
  const [user] = await ctx.db.query<LoginRow>(
    'SELECT id, enterprise_id, name, email, password_hash, active, activated FROM users WHERE lower(email) = lower($1)',
    [emailId.trim()],
  );
  // Counted per typed address, known or not, so a lockout reveals nothing; unknown user, wrong password and
  // deactivated account get the same answer after the same work.
  const ok = await throttledCheck(ctx, 'password', emailId, async () => {
    const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
    return Boolean(user && passwordOk && user.active);
  });
  if (!ok || !user) throw badRequest(Messages.invalidCredentials);
  // Only someone who knows the password learns that the account still waits for activation.
  if (!user.activated) throw badRequest(Messages.notActivated);

  return completeSignIn(ctx, user, Boolean(removeExistingSession));
};

export const logout: Handler<Endpoints['logout']> = async (ctx) => {
  await deleteSession(ctx.db, currentUser(ctx).token);
  return 'Logged out';
};

interface ProfileRow {
  name: string;
  email: string;
  enterprise_name: string;
  audio_settings: { enable: boolean; sounds: never[] };
  enable_push: boolean;
  enable_chat_notification: boolean;
}

export const getProfile: Handler<Endpoints['getProfile']> = async (ctx) => {
  const me = currentUser(ctx);
  const [row] = await ctx.db.query<ProfileRow>(
    `SELECT u.name, u.email, e.name AS enterprise_name, u.audio_settings, u.enable_push, u.enable_chat_notification
       FROM users u JOIN enterprises e ON e.id = u.enterprise_id
      WHERE u.id = $1 AND u.enterprise_id = $2`,
    [me.id, me.enterpriseId],
  );
  if (!row) throw notFound();
  const twoFactor = await twoFactorState(ctx.db, me.id, me.enterpriseId);
  return {
    uId: me.id,
    eId: me.enterpriseId,
    enterpriseName: row.enterprise_name,
    name: row.name,
    userName: row.name,
    emailId: row.email,
    roles: me.roles.filter((role) => role in ROLES),
    permissions: me.permissions,
    enablePushNotification: row.enable_push,
    enableChatNotification: row.enable_chat_notification,
    audioSettings: row.audio_settings,
    artifactsEnabled: ctx.settings.featureFlags.artifactsEnabled === true,
    twoFactAuthEnterpriseLevel: { twoFactorAuth: { isEnabled: twoFactor.enterprise_two_factor } },
    twoFactorAuthUserLevel: { isEnabled: effectiveMethod(twoFactor) !== null },
  };
};

export const getSettings: Handler<Endpoints['getSettings']> = async (ctx) => {
  // Single sign-on is offered only when a provider is configured, whatever a settings file says; and only its
  // label travels, nothing of the provider's configuration.
  const { sso: _fromFile, ...settings } = ctx.settings;
  return { ...settings, ...(ctx.oidc ? { sso: { label: ctx.oidc.label } } : {}) };
};
