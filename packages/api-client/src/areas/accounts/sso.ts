import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { Email, LoginResult } from '../../contract/schemas.ts';

/**
 * Single sign-on with an OpenID Connect provider (platform-shell §1, §2.3, §7.1). The console starts the
 * authorisation-code flow with `oauthValidate`, the provider sends the browser back to SSO_CALLBACK_PATH with
 * `code` and `state`, and the console finishes with `oauthCallback`. `ssoRedirectCallback` serves the
 * `{id}/redirect` login route of SSO-direct deployments, where a portal hands over a provider-signed id_token.
 */

export const oauthValidate = endpoint({
  id: 'oauthValidate',
  summary:
    'Start single sign-on: the provider address to send the browser to (state, nonce and PKCE held by the server)',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/oauth_validate',
  auth: 'public',
  body: Type.Object({ email: Type.Optional(Email) }),
  data: Type.Object({ authorizationUrl: Type.String() }),
});

export const oauthCallback = endpoint({
  id: 'oauthCallback',
  summary: "Finish single sign-on with the provider's code and the state it returned",
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/oauth_callback',
  auth: 'public',
  body: Type.Object({
    token: Type.String({ minLength: 1, maxLength: 2048 }),
    state: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
  data: LoginResult,
});

export const ssoRedirectCallback = endpoint({
  id: 'ssoRedirectCallback',
  summary: 'SSO-direct sign-in with a fresh, single-use id_token issued by the provider for this console',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/sso_redirect_callback',
  auth: 'public',
  body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) }),
  data: LoginResult,
});
