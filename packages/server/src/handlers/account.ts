import { Messages, ROLES, type DataOf, type Endpoints } from '@parley/api-client/contract';
import { verifyPassword } from '../auth/passwords.ts';
import { createSession, deleteOtherSessions, deleteSession } from '../auth/sessions.ts';
import { createCaptcha, verifyCaptcha } from '../services/captcha.ts';
import { currentUser, type Handler, type ServerServices } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withMessage, type WithMessage } from '../http/message.ts';
import { issueToken, newNumericCode } from '../services/oneTimeTokens.ts';
import { throttledCheck } from '../services/secretChecks.ts';
import { effectiveMethod, twoFactorState } from '../services/twoFactor.ts';
import { sendLoginCode } from './accounts.ts';

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

type SignInServices = Pick<ServerServices, 'db' | 'sessionHours' | 'mailer' | 'publicUrl'>;
type LoginAnswer = WithMessage<DataOf<Endpoints['login']>>;

/** After the first factor (password or single sign-on): the second factor when one applies, else a session. */
export async function completeSignIn(
  ctx: SignInServices,
  user: { id: string; enterprise_id: string; name: string; email: string },
  removeExistingSession: boolean,
): Promise<LoginAnswer> {
  const method = effectiveMethod(await twoFactorState(ctx.db, user.id, user.enterprise_id));
  if (method) {
    const code = method === 'email' ? newNumericCode() : undefined;
    const challenge = await issueToken(
      ctx.db,
      'login_2fa',
      { id: user.id, enterpriseId: user.enterprise_id },
      { ...(code ? { code } : {}), removeExisting: removeExistingSession },
    );
    if (code) await sendLoginCode(ctx, user.email, code);
    return withMessage(
      { twoFactorRequired: true as const, id: challenge.id, authType: method },
      method === 'email' ? 'A sign-in code was sent to your email address' : 'Enter the code from your authenticator app',
    );
  }
  return startSession(ctx, user, removeExistingSession);
}

/**
 * Every factor passed. A user whose password an administrator reset gets no session yet: a single-use
 * admin-reset code instead, for the reset-password route's admin-forced path (code 901).
 */
export async function startSession(
  ctx: SignInServices,
  user: { id: string; enterprise_id: string; name: string; email: string },
  removeExistingSession: boolean,
): Promise<WithMessage<DataOf<Endpoints['verifyTwoFactorCode']>>> {
  const [flags] = await ctx.db.query<{ must_change_password: boolean }>(
    'SELECT must_change_password FROM users WHERE id = $1 AND enterprise_id = $2',
    [user.id, user.enterprise_id],
  );
  if (flags?.must_change_password) {
    const { token } = await issueToken(ctx.db, 'admin_reset', { id: user.id, enterpriseId: user.enterprise_id });
    return withMessage(
      {
        twoFactorRequired: false as const,
        passwordChangeRequired: true as const,
        uId: user.id,
        eId: user.enterprise_id,
        resetCode: token,
        code: '901' as const,
      },
      Messages.passwordChangeRequired,
    );
  }
  const authToken = await createSession(ctx.db, { id: user.id, enterpriseId: user.enterprise_id }, ctx.sessionHours);
  if (removeExistingSession) await deleteOtherSessions(ctx.db, user.id, authToken);
  return withMessage(
    { twoFactorRequired: false as const, authToken, uId: user.id, name: user.name, emailId: user.email },
    'Logged in successfully',
  );
}

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
