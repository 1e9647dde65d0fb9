import {
  CODE_RESEND_INTERVAL_SECONDS,
  ErrorCodes,
  MAX_CODE_RESENDS,
  Messages,
  type Endpoints,
} from '@parley/api-client/contract';
import { hashPassword } from '../../../auth/passwords.ts';
import { sha256 } from '../../../auth/tokens.ts';
import { matchTotp } from '../../../auth/totp.ts';
import type { Queryable } from '../../../db/database.ts';
import type { Handler, ServerServices } from '../../../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { verifyCaptcha } from '../services/captcha.ts';
import { sendLoginCode, startSession } from '../services/signIn.ts';
import { throttledCheck } from '../../../services/secretChecks.ts';
import { consumeToken, findToken, issueToken, newNumericCode } from '../services/oneTimeTokens.ts';
import { spendRecoveryCode } from '../services/twoFactor.ts';
import { createEnterprise, createUser } from '../services/users.ts';

type Services = Pick<ServerServices, 'mailer' | 'publicUrl' | 'db'>;

/** Failed code entries allowed per two-factor challenge before it is void. */
export const MAX_CODE_ATTEMPTS = 5;

export function assertPasswordsMatch(password: string, confirmPassword: string | undefined): void {
  if (confirmPassword !== undefined && password !== confirmPassword) {
    throw badRequest(Messages.passwordsDoNotMatch, [
      { field: 'confirmPassword', message: Messages.passwordsDoNotMatch },
    ]);
  }
  if (!password.trim())
    throw badRequest(Messages.fieldMandatory, [{ field: 'password', message: Messages.fieldMandatory }]);
}

async function sendActivation(ctx: Services, user: { id: string; enterpriseId: string; email: string }) {
  const { token } = await issueToken(ctx.db, 'activation', user);
  const link = `${ctx.publicUrl}/signup-verify/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Activate your Parley account',
    text: `Welcome to Parley.\n\nActivate your account by opening this link:\n${link}\n\nThe link expires in 48 hours.`,
    link,
  });
}

async function userByEmail(db: Queryable, email: string) {
  const [row] = await db.query<{
    id: string;
    enterprise_id: string;
    email: string;
    active: boolean;
    activated: boolean;
  }>('SELECT id, enterprise_id, email, active, activated FROM users WHERE lower(email) = lower($1)', [email.trim()]);
  return row;
}

async function setPassword(db: Queryable, userId: string, password: string) {
  // A password the user chose themselves ends an administrator's demand for a new one.
  await db.query('UPDATE users SET password_hash = $2, must_change_password = false WHERE id = $1', [
    userId,
    await hashPassword(password),
  ]);
  // A new password ends every session of the account.
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export const signup: Handler<Endpoints['signup']> = async (ctx) => {
  const { name, emailId, password, confirmPassword, captcha, captchaId } = ctx.body;
  if (ctx.settings.featureFlags.hideSignup === true) throw new ApiError(403, 1403, Messages.accessDenied);
  if (!(await verifyCaptcha(ctx.db, captchaId, captcha, 'signup'))) throw badRequest(Messages.invalidCaptcha);
  assertPasswordsMatch(password, confirmPassword);
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw badRequest(Messages.fieldMandatory, [{ field: 'name', message: Messages.fieldMandatory }]);
  if (await userByEmail(ctx.db, emailId)) throw conflict(Messages.emailTaken);
  const user = await ctx.db.transaction(async (tx) => {
    const enterpriseId = await createEnterprise(tx, trimmed);
    const id = await createUser(tx, { enterpriseId, name: trimmed, email: emailId.trim(), password, roles: [1] });
    await tx.query('UPDATE users SET activated = false WHERE id = $1', [id]);
    return { id, enterpriseId, email: emailId.trim() };
  });
  await sendActivation(ctx, user);
  return withMessage({ emailId: user.email }, Messages.activationSent);
};

export const isEmailUnique: Handler<Endpoints['isEmailUnique']> = async (ctx) => ({
  unique: !(await userByEmail(ctx.db, ctx.query.emailId)),
});

export const activateAccount: Handler<Endpoints['activateAccount']> = async (ctx) => {
  const row = await consumeToken(ctx.db, 'activation', ctx.body.activationId);
  if (!row) throw badRequest(Messages.activationInvalid);
  const [user] = await ctx.db.query<{ email: string }>(
    'UPDATE users SET activated = true WHERE id = $1 AND enterprise_id = $2 RETURNING email',
    [row.user_id, row.enterprise_id],
  );
  if (!user) throw badRequest(Messages.activationInvalid);
  return withMessage({ emailId: user.email }, Messages.activated);
};

export const resendActivation: Handler<Endpoints['resendActivation']> = async (ctx) => {
  const user = await userByEmail(ctx.db, ctx.body.emailId);
  if (user && !user.activated)
    await sendActivation(ctx, { id: user.id, enterpriseId: user.enterprise_id, email: user.email });
  return withMessage({}, Messages.activationMailResent);
};

export const recoverPassword: Handler<Endpoints['recoverPassword']> = async (ctx) => {
  const { emailId, captcha, captchaId } = ctx.body;
  if (!(await verifyCaptcha(ctx.db, captchaId, captcha, 'forgetPassword'))) throw badRequest(Messages.invalidCaptcha);
  const user = await userByEmail(ctx.db, emailId);
  // The same answer after the same work whether or not the address has an account: the link is made and mailed
  // after the answer has gone, so neither the answer nor its timing tells an address with an account apart.
  if (user && user.active && user.activated) {
    setImmediate(() => {
      mailResetLink(ctx, user).catch((error: unknown) =>
        ctx.request.log.error({ err: error, event: 'reset_mail_failed' }, 'password reset mail not sent'),
      );
    });
  }
  return withMessage({}, Messages.resetMailSent);
};

async function mailResetLink(ctx: Services, user: { id: string; enterprise_id: string; email: string }) {
  const { token } = await issueToken(ctx.db, 'reset', { id: user.id, enterpriseId: user.enterprise_id });
  const query = new URLSearchParams({ uId: user.id, eId: user.enterprise_id, resetCode: token });
  const link = `${ctx.publicUrl}/reset-password?${query}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Parley password',
    text: `Someone asked to reset the password of this account.\n\nChoose a new password here:\n${link}\n\nThe link expires in one hour. If it was not you, ignore this mail.`,
    link,
  });
}

export const changePasswordWithCode: Handler<Endpoints['changePasswordWithCode']> = async (ctx) => {
  const { password, confirmPassword, uId, resetCode } = ctx.body;
  assertPasswordsMatch(password, confirmPassword);
  const row = await findToken(ctx.db, 'reset', resetCode);
  if (!row || row.user_id !== uId) throw badRequest(Messages.resetLinkInvalid);
  const used = await consumeToken(ctx.db, 'reset', resetCode);
  if (!used) throw badRequest(Messages.resetLinkInvalid);
  await setPassword(ctx.db, used.user_id, password);
  return withMessage({}, Messages.passwordChanged);
};

export const resetPassword: Handler<Endpoints['resetPassword']> = async (ctx) => {
  const { password, confirmPassword, resetCode } = ctx.body;
  assertPasswordsMatch(password, confirmPassword);
  const row = await consumeToken(ctx.db, 'admin_reset', resetCode);
  if (!row) throw badRequest(Messages.resetLinkInvalid);
  await setPassword(ctx.db, row.user_id, password);
  return withMessage({}, Messages.passwordChanged);
};

interface ChallengeRow {
  id: string;
  user_id: string;
  enterprise_id: string;
  code_hash: string | null;
  attempts: number;
  resends: number;
  remove_existing: boolean;
  name: string;
  email: string;
  two_factor_method: string | null;
  totp_secret: string | null;
  totp_last_step: string;
}

async function pendingChallenge(db: Queryable, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.query<ChallengeRow>(
    `SELECT t.id, t.user_id, t.enterprise_id, t.code_hash, t.attempts, t.resends, t.remove_existing,
            u.name, u.email, u.two_factor_method, u.totp_secret, u.totp_last_step
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id AND u.enterprise_id = t.enterprise_id
      WHERE t.id = $1 AND t.purpose = 'login_2fa' AND t.used_at IS NULL AND t.expires_at > now() AND u.active`,
    [id],
  );
  return row;
}

export const verifyTwoFactorCode: Handler<Endpoints['verifyTwoFactorCode']> = async (ctx) => {
  const { id, authType, securityCode } = ctx.body;
  const challenge = await pendingChallenge(ctx.db, id);
  if (!challenge) throw badRequest(Messages.invalidCode);
  const code = securityCode.trim();
  // Every second factor of an account shares one budget, whatever the challenge: a new sign-in or a resent
  // mail does not give the guesses back.
  const ok = await throttledCheck(ctx, 'code', challenge.user_id, async () => {
    if (authType === 'email') return challenge.code_hash !== null && challenge.code_hash === sha256(code);
    if (challenge.two_factor_method !== 'totp' || !challenge.totp_secret) return false;
    if (authType === 'totp') {
      const step = matchTotp(challenge.totp_secret, code, Number(challenge.totp_last_step));
      // Recording the step with a compare-and-set makes a code usable once, even by two racing requests.
      return (
        step !== null &&
        (
          await ctx.db.query(
            'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
            [challenge.user_id, step],
          )
        ).length > 0
      );
    }
    return spendRecoveryCode(ctx.db, challenge.user_id, code);
  });
  if (!ok) {
    await ctx.db.query(
      `UPDATE one_time_tokens SET attempts = attempts + 1,
              used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE NULL END
        WHERE id = $1`,
      [challenge.id, MAX_CODE_ATTEMPTS],
    );
    throw badRequest(Messages.invalidCode);
  }
  const used = await ctx.db.query(
    'UPDATE one_time_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [challenge.id],
  );
  if (used.length === 0) throw badRequest(Messages.invalidCode);
  return startSession(
    ctx,
    { id: challenge.user_id, enterprise_id: challenge.enterprise_id, name: challenge.name, email: challenge.email },
    challenge.remove_existing,
  );
};

export const resendTwoFactorMail: Handler<Endpoints['resendTwoFactorMail']> = async (ctx) => {
  const challenge = await pendingChallenge(ctx.db, ctx.body.id);
  if (!challenge || challenge.code_hash === null) throw badRequest(Messages.invalidCode);
  const code = newNumericCode();
  // The attempts already made stay counted; the limits are checked in the same statement that counts the
  // resend, so concurrent resends cannot get past them.
  const [sent] = await ctx.db.query<{ resends: number }>(
    `UPDATE one_time_tokens SET code_hash = $2, resends = resends + 1, last_sent_at = now()
      WHERE id = $1 AND used_at IS NULL AND resends < $3
        AND last_sent_at <= now() - make_interval(secs => $4)
      RETURNING resends`,
    [challenge.id, sha256(code), MAX_CODE_RESENDS, CODE_RESEND_INTERVAL_SECONDS],
  );
  if (!sent) {
    ctx.reply.header('retry-after', String(CODE_RESEND_INTERVAL_SECONDS));
    throw new ApiError(
      429,
      ErrorCodes.tooManyRequests,
      challenge.resends >= MAX_CODE_RESENDS ? Messages.tooManyCodeMails : Messages.codeMailTooSoon,
    );
  }
  await sendLoginCode(ctx, challenge.email, code);
  return withMessage({}, 'A new code was sent to your email address');
};

interface InvitationRow {
  id: string;
  enterprise_id: string;
  email: string;
  roles: number[];
  enterprise_name: string;
}

async function openInvitation(db: Queryable, token: string): Promise<InvitationRow | undefined> {
  const [row] = await db.query<InvitationRow>(
    `SELECT i.id, i.enterprise_id, i.email, i.roles, e.name AS enterprise_name
       FROM invitations i JOIN enterprises e ON e.id = i.enterprise_id
      WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()`,
    [sha256(token)],
  );
  return row;
}

export const getInvitationByToken: Handler<Endpoints['getInvitationByToken']> = async (ctx) => {
  const row = await openInvitation(ctx.db, ctx.params.id);
  if (!row) throw notFound(Messages.invitationInvalid);
  return { emailId: row.email, enterpriseName: row.enterprise_name };
};

export const acceptInvitation: Handler<Endpoints['acceptInvitation']> = async (ctx) => {
  const { name, password, confirmPassword } = ctx.body;
  assertPasswordsMatch(password, confirmPassword);
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw badRequest(Messages.fieldMandatory, [{ field: 'name', message: Messages.fieldMandatory }]);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<InvitationRow>(
      `UPDATE invitations SET accepted_at = now()
        WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now()
        RETURNING id, enterprise_id, email, roles, '' AS enterprise_name`,
      [sha256(ctx.params.id)],
    );
    if (!row) throw notFound(Messages.invitationInvalid);
    if (await userByEmail(tx, row.email)) throw conflict(Messages.emailTaken);
    await createUser(tx, {
      enterpriseId: row.enterprise_id,
      name: trimmed,
      email: row.email,
      password,
      roles: row.roles,
    });
    return withMessage({ emailId: row.email }, 'Welcome aboard. You can sign in now.');
  });
};
