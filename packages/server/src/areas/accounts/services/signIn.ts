/**
 * Signing in once the first factor (password or single sign-on) passed: the second factor when one applies, the
 * admin-forced password change, else a session. Shared by the sign-in, second-factor and single sign-on handlers.
 */
import { Messages, type DataOf, type Endpoints } from '@parley/api-client/contract';
import { createSession, deleteOtherSessions } from '../../../auth/sessions.ts';
import type { ServerServices } from '../../../http/context.ts';
import { withMessage, type WithMessage } from '../../../http/message.ts';
import { issueToken, newNumericCode } from './oneTimeTokens.ts';
import { effectiveMethod, twoFactorState } from './twoFactor.ts';

export async function sendLoginCode(ctx: Pick<ServerServices, 'mailer'>, to: string, code: string): Promise<void> {
  await ctx.mailer.send({
    to,
    subject: 'Your Parley sign-in code',
    text: `Your sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
  });
}

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
      method === 'email'
        ? 'A sign-in code was sent to your email address'
        : 'Enter the code from your authenticator app',
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
