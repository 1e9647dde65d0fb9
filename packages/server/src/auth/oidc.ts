import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { SSO_CALLBACK_PATH } from '@parley/api-client/contract';
import type { Queryable } from '../db/database.ts';
import { sha256 } from './tokens.ts';

/** An OpenID Connect provider the operator configured (PARLEY_OIDC_* or ServerOptions.oidc). */
export interface OidcConfig {
  /** Issuer URL; `{issuer}/.well-known/openid-configuration` must answer with this exact issuer. */
  issuer: string;
  clientId: string;
  /** Sent to the token endpoint only; never logged, never served to the console. */
  clientSecret: string;
  /** Where the provider sends the browser back: the console's SSO callback route. */
  redirectUri: string;
  /** Text of the login button. */
  label: string;
  /** Accept provider-signed id_tokens handed over on the `{id}/redirect` route (SSO-direct deployments). */
  allowDirect: boolean;
  /** Only users of this enterprise may sign in with the provider; any enterprise when unset. */
  enterpriseId?: string;
}

/** Seconds an authorisation request (state, nonce, PKCE verifier) stays usable. */
export const OIDC_REQUEST_TTL_SECONDS = 600;
/** An SSO-direct id_token older than this is refused even if it has not expired. */
export const DIRECT_TOKEN_MAX_AGE_SECONDS = 300;
const CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export function oidcConfigFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): OidcConfig | null {
  const issuer = env.PARLEY_OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.PARLEY_OIDC_CLIENT_ID?.trim();
  const clientSecret = env.PARLEY_OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new Error('PARLEY_OIDC_ISSUER needs PARLEY_OIDC_CLIENT_ID and PARLEY_OIDC_CLIENT_SECRET');
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: env.PARLEY_OIDC_REDIRECT_URI?.trim() || `${publicUrl}/${SSO_CALLBACK_PATH}`,
    label: env.PARLEY_OIDC_LABEL?.trim() || 'Sign in with SSO',
    allowDirect: env.PARLEY_OIDC_ALLOW_DIRECT === 'true',
    ...(env.PARLEY_OIDC_ENTERPRISE_ID ? { enterpriseId: env.PARLEY_OIDC_ENTERPRISE_ID } : {}),
  };
}

/** Why a sign-in with the provider failed; logged, never shown (the user sees one generic message). */
export class OidcError extends Error {
  override name = 'OidcError';
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface Provider {
  discovery: Discovery;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

const providers = new Map<string, Promise<Provider>>();

async function loadProvider(config: OidcConfig): Promise<Provider> {
  const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new OidcError(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as Discovery;
  // A discovery document for another issuer would let that issuer's tokens in.
  if (discovery.issuer !== config.issuer) throw new OidcError('discovery issuer does not match the configured issuer');
  for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof discovery[key] !== 'string') throw new OidcError(`discovery has no ${key}`);
  }
  return { discovery, jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
}

/** Discovery and key set, fetched once per issuer and process; a failed fetch is retried on the next call. */
function provider(config: OidcConfig): Promise<Provider> {
  const key = `${config.issuer} ${config.clientId}`;
  let cached = providers.get(key);
  if (!cached) {
    cached = loadProvider(config);
    cached.catch(() => providers.delete(key));
    providers.set(key, cached);
  }
  return cached;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Starts the authorisation-code flow with PKCE (S256): the address to send the browser to. */
export async function startAuthorization(db: Queryable, config: OidcConfig, loginHint?: string): Promise<string> {
  const { discovery } = await provider(config);
  const state = base64url(randomBytes(32));
  const nonce = base64url(randomBytes(32));
  const codeVerifier = base64url(randomBytes(32));
  const codeChallenge = base64url(createHash('sha256').update(codeVerifier).digest());
  await db.query('DELETE FROM oidc_requests WHERE expires_at < now()');
  await db.query(
    `INSERT INTO oidc_requests (state_hash, nonce, code_verifier, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(state), nonce, codeVerifier, OIDC_REQUEST_TTL_SECONDS],
  );
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...(loginHint ? { login_hint: loginHint } : {}),
  }).toString();
  return url.toString();
}

async function verifyIdToken(config: OidcConfig, idToken: string, maxTokenAge?: number): Promise<JWTPayload> {
  const { discovery, jwks } = await provider(config);
  try {
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: discovery.issuer,
      audience: config.clientId,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
      ...(maxTokenAge ? { maxTokenAge } : {}),
    });
    // With several audiences the token must say it was issued for us (OIDC Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
      throw new OidcError('id_token azp is not this client');
    }
    return payload;
  } catch (error) {
    if (error instanceof OidcError) throw error;
    if (error instanceof joseErrors.JOSEError) throw new OidcError(`id_token refused: ${error.code} ${error.message}`);
    throw error;
  }
}

/** The verified email of a token, or an error: an unverified address proves nothing about who signed in. */
function verifiedEmail(payload: JWTPayload): string {
  const email = payload.email;
  if (typeof email !== 'string' || !email) throw new OidcError('id_token has no email');
  if (payload.email_verified !== true) throw new OidcError('id_token email is not verified');
  return email;
}

/**
 * Finishes the flow: the state is used once (wrong or replayed state → error), the code is exchanged with the
 * PKCE verifier and the client secret, and the id_token must be signed by the provider's key, for this client,
 * from this issuer, unexpired and carrying the nonce of this very request.
 */
export async function finishAuthorization(
  db: Queryable,
  config: OidcConfig,
  code: string,
  state: string,
): Promise<{ email: string }> {
  const [request] = await db.query<{ nonce: string; code_verifier: string }>(
    'DELETE FROM oidc_requests WHERE state_hash = $1 AND expires_at > now() RETURNING nonce, code_verifier',
    [sha256(state)],
  );
  if (!request) throw new OidcError('unknown, used or expired state');
  const { discovery } = await provider(config);
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
      ).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      code_verifier: request.code_verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new OidcError(`token endpoint answered ${response.status}`);
  const tokens = (await response.json()) as { id_token?: unknown };
  if (typeof tokens.id_token !== 'string') throw new OidcError('token endpoint sent no id_token');
  const payload = await verifyIdToken(config, tokens.id_token);
  if (payload.nonce !== request.nonce) throw new OidcError('id_token nonce does not match the request');
  return { email: verifiedEmail(payload) };
}

/**
 * SSO-direct: a provider-signed id_token handed over without a request of ours, so no nonce binds it. It must
 * be fresh (issued within five minutes), carry a jti, and is accepted once.
 */
export async function acceptDirectToken(db: Queryable, config: OidcConfig, idToken: string): Promise<{ email: string }> {
  const payload = await verifyIdToken(config, idToken, DIRECT_TOKEN_MAX_AGE_SECONDS);
  if (typeof payload.jti !== 'string' || !payload.jti) throw new OidcError('id_token has no jti');
  const email = verifiedEmail(payload);
  await db.query('DELETE FROM oidc_used_tokens WHERE expires_at < now()');
  const fresh = await db.query(
    `INSERT INTO oidc_used_tokens (jti_hash, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT (jti_hash) DO NOTHING RETURNING jti_hash`,
    [sha256(`${payload.iss} ${payload.jti}`), (payload.exp ?? 0) + CLOCK_TOLERANCE_SECONDS],
  );
  if (fresh.length === 0) throw new OidcError('id_token already used');
  return { email };
}
