import { Messages, type Endpoints } from '@parley/api-client/contract';
import {
  acceptDirectToken,
  finishAuthorization,
  OidcError,
  startAuthorization,
  type OidcConfig,
} from '../../../auth/oidc.ts';
import type { Handler, HandlerContext } from '../../../http/context.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { assertSsoStartAllowed } from '../../../services/throttle.ts';
import { completeSignIn } from '../services/signIn.ts';

function configured(ctx: { oidc: OidcConfig | null }): OidcConfig {
  if (!ctx.oidc) throw new ApiError(404, 404, Messages.ssoNotConfigured);
  return ctx.oidc;
}

/** Runs a provider step; its reason is logged for the operator, the user gets one generic message. */
async function providerStep<T>(ctx: HandlerContext<unknown>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof OidcError) && !(error instanceof TypeError)) throw error;
    ctx.request.log.warn({ event: 'sso_refused', reason: error.message }, 'single sign-on refused');
    throw badRequest(Messages.ssoFailed);
  }
}

/**
 * Unknown emails are refused, never provisioned: an enterprise decides who joins (invitations, Users), and a
 * provider that vouches for an address does not make its owner a member of any enterprise.
 */
async function signInByEmail(ctx: HandlerContext<unknown>, config: OidcConfig, email: string) {
  const [user] = await ctx.db.query<{ id: string; enterprise_id: string; name: string; email: string }>(
    `SELECT id, enterprise_id, name, email FROM users
      WHERE lower(email) = lower($1) AND active AND activated AND ($2::text IS NULL OR enterprise_id = $2::text)`,
    [email.trim(), config.enterpriseId ?? null],
  );
  if (!user) {
    ctx.request.log.warn({ event: 'sso_unknown_user' }, 'single sign-on for an address with no active account');
    throw badRequest(Messages.ssoUnknownUser);
  }
  return completeSignIn(ctx, user, false);
}

export const oauthValidate: Handler<Endpoints['oauthValidate']> = async (ctx) => {
  const config = configured(ctx);
  await assertSsoStartAllowed(ctx.db, ctx.request, ctx.reply);
  const authorizationUrl = await providerStep(ctx as HandlerContext<unknown>, () =>
    startAuthorization(ctx.db, config, ctx.body.email),
  );
  return withMessage({ authorizationUrl }, 'Continue with your identity provider');
};

export const oauthCallback: Handler<Endpoints['oauthCallback']> = async (ctx) => {
  const config = configured(ctx);
  const { email } = await providerStep(ctx as HandlerContext<unknown>, () =>
    finishAuthorization(ctx.db, config, ctx.body.token, ctx.body.state),
  );
  return signInByEmail(ctx as HandlerContext<unknown>, config, email);
};

export const ssoRedirectCallback: Handler<Endpoints['ssoRedirectCallback']> = async (ctx) => {
  const config = configured(ctx);
  if (!config.allowDirect) throw new ApiError(404, 404, Messages.ssoNotConfigured);
  const { email } = await providerStep(ctx as HandlerContext<unknown>, () =>
    acceptDirectToken(ctx.db, config, ctx.body.token),
  );
  return signInByEmail(ctx as HandlerContext<unknown>, config, email);
};
