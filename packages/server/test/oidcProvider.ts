import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A small OpenID Connect provider on 127.0.0.1 for tests: discovery, JWKS, an authorize endpoint that approves
 * at once (redirecting with code and state), and a token endpoint that checks the client secret, the redirect
 * URI and the PKCE verifier before it issues an RS256-signed id_token. Tests bend the next id_token with
 * `nextToken` (claims to change) or `signWithForeignKey`.
 */
export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The email the provider vouches for on the next authorisation (and whether it is verified). */
  user: { email: string; emailVerified: boolean };
  /** Claims merged into the next id_token (undefined removes a claim). */
  nextToken: Partial<Record<keyof JWTPayload | 'nonce' | 'email' | 'email_verified', unknown>>;
  signWithForeignKey: boolean;
  /** What the token endpoint refused, for assertions. */
  refusals: string[];
  /** An id_token as an SSO-direct portal would hand over (no nonce, with a jti). */
  directToken(claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  email: string;
  emailVerified: boolean;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOidcProvider(clientId = 'parley-console'): Promise<OidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let issuer = '';

  const sign = async (claims: Record<string, unknown>, key: CryptoKey) => {
    const now = Math.floor(Date.now() / 1000);
    const payload: Record<string, unknown> = { iss: issuer, aud: clientId, iat: now, exp: now + 300, ...claims };
    for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
    return new SignJWT(payload as JWTPayload).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(key);
  };

  const provider: OidcProvider = {
    issuer: '',
    clientId,
    clientSecret: randomBytes(16).toString('hex'),
    user: { email: '', emailVerified: true },
    nextToken: {},
    signWithForeignKey: false,
    refusals: [],
    directToken: (claims = {}) =>
      sign(
        { sub: `sub-${provider.user.email}`, email: provider.user.email, email_verified: true, jti: randomBytes(8).toString('hex'), ...claims },
        privateKey,
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        redirectUri: q.get('redirect_uri') ?? '',
        nonce: q.get('nonce') ?? '',
        codeChallenge: q.get('code_challenge') ?? '',
        email: provider.user.email,
        emailVerified: provider.user.emailVerified,
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const expectedAuth = `Basic ${Buffer.from(`${clientId}:${provider.clientSecret}`).toString('base64')}`;
      const refuse = (reason: string) => {
        provider.refusals.push(reason);
        return json(400, { error: 'invalid_grant' });
      };
      if (request.headers.authorization !== expectedAuth) return refuse('client authentication');
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending) return refuse('unknown code');
      if (form.get('redirect_uri') !== pending.redirectUri) return refuse('redirect_uri');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (challenge !== pending.codeChallenge) return refuse('pkce');
      const idToken = await sign(
        {
          sub: `sub-${pending.email}`,
          nonce: pending.nonce,
          email: pending.email,
          email_verified: pending.emailVerified,
          ...provider.nextToken,
        },
        provider.signWithForeignKey ? foreign.privateKey : privateKey,
      );
      provider.nextToken = {};
      provider.signWithForeignKey = false;
      return json(200, { access_token: randomBytes(8).toString('hex'), token_type: 'Bearer', id_token: idToken });
    }
    return json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  issuer = `http://127.0.0.1:${address.port}`;
  provider.issuer = issuer;
  return provider;
}
