import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import {
  MAX_PENDING_SSO_REQUESTS,
  SSO_START_WINDOW_SECONDS,
  SSO_STARTS_PER_CLIENT,
  clientKey,
} from '../src/services/throttle.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { startOidcProvider, type OidcProvider } from './oidcProvider.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const VALIDATE = '/api/account/enterprise/oauth_validate';
const CALLBACK = '/api/account/enterprise/oauth_callback';
const DIRECT = '/api/account/enterprise/sso_redirect_callback';
const ME = '/api/e/enterprise/users/me';
const REDIRECT_URI = 'http://console.test/login/sso';

describe.each(backends)('single sign-on (OpenID Connect) on $name', (backend) => {
  let idp: OidcProvider;
  let t: TestServer;
  let member: { emailId: string; password: string; id: string };

  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await startTestServer(backend, {
      publicUrl: 'http://console.test',
      oidc: {
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        redirectUri: REDIRECT_URI,
        label: 'Sign in with Acme ID',
        allowDirect: true,
      },
    });
    member = await t.addUser([3]);
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  beforeEach(async () => {
    idp.user = { email: member.emailId, emailVerified: true };
    // Every call here comes from 127.0.0.1: each test starts with a fresh window.
    await t.server.db.query('DELETE FROM sso_start_throttle');
  });

  /** Starts the flow and lets the provider approve: the code and state the browser brings back. */
  async function authorise(email?: string) {
    const started = await t.call('POST', VALIDATE, { body: email ? { email } : {} });
    expect(started.status).toBe(200);
    const authorizationUrl = new URL(started.body.data.authorizationUrl);
    const answer = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    return { authorizationUrl, back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  const finish = (token: string, state: string) => t.call('POST', CALLBACK, { body: { token, state } });

  async function expectRefused(answer: { status: number; body: any }, message: string = Messages.ssoFailed) {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message });
    expect(answer.body.data).toBeUndefined();
  }

  it('offers the provider in the settings without any of its secrets', async () => {
    const settings = await t.call('GET', '/api/settings');
    expect(settings.body.data.sso).toEqual({ label: 'Sign in with Acme ID' });
    expect(settings.text).not.toContain(idp.clientSecret);
    expect(settings.text).not.toContain(idp.issuer);
  });

  it('sends the browser to the provider with state, nonce, PKCE (S256) and the registered redirect URI', async () => {
    const { authorizationUrl, back } = await authorise(member.emailId);
    const q = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${idp.issuer}/authorize`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(idp.clientId);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('scope')).toContain('openid');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('login_hint')).toBe(member.emailId);
    expect(q.has('client_secret')).toBe(false);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    // The state travels only as a hash in the database.
    const stored = await t.server.db.query<{ state_hash: string }>('SELECT state_hash FROM oidc_requests');
    expect(stored.map((row) => row.state_hash)).not.toContain(q.get('state'));
  });

  it('signs in the user with the verified email, once per state', async () => {
    const { code, state } = await authorise();
    const signedIn = await finish(code, state);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ twoFactorRequired: false, uId: member.id, emailId: member.emailId });
    const profile = await t.call('GET', ME, { token: signedIn.body.data.authToken });
    expect(profile.body.data.emailId).toBe(member.emailId);
    expect(idp.refusals).toEqual([]);

    // The same code and state again: the state was spent.
    await expectRefused(await finish(code, state));
  });

  it('refuses a state it did not issue, and a code without its PKCE verifier', async () => {
    const { code } = await authorise();
    await expectRefused(await finish(code, 'x'.repeat(43)));

    // A stolen code replayed with another request's state: the verifier does not match the code's challenge.
    const first = await authorise();
    const second = await authorise();
    await expectRefused(await finish(first.code, second.state));
    expect(idp.refusals).toContain('pkce');
  });

  it('refuses an id_token with another nonce', async () => {
    const { code, state } = await authorise();
    idp.nextToken = { nonce: 'some-other-nonce' };
    await expectRefused(await finish(code, state));
  });

  it('refuses an id_token for another audience or from another issuer', async () => {
    let flow = await authorise();
    idp.nextToken = { aud: 'another-client' };
    await expectRefused(await finish(flow.code, flow.state));

    flow = await authorise();
    idp.nextToken = { iss: 'http://evil.example' };
    await expectRefused(await finish(flow.code, flow.state));

    flow = await authorise();
    idp.nextToken = { aud: [idp.clientId, 'another-client'], azp: 'another-client' };
    await expectRefused(await finish(flow.code, flow.state));
  });

  it('refuses an expired id_token and one signed by a key the provider does not publish', async () => {
    let flow = await authorise();
    const past = Math.floor(Date.now() / 1000) - 3600;
    idp.nextToken = { iat: past - 300, exp: past };
    await expectRefused(await finish(flow.code, flow.state));

    flow = await authorise();
    idp.signWithForeignKey = true;
    await expectRefused(await finish(flow.code, flow.state));
  });

  it('refuses unknown and unverified addresses without creating an account', async () => {
    const before = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    idp.user = { email: 'stranger@example.com', emailVerified: true };
    let flow = await authorise();
    await expectRefused(await finish(flow.code, flow.state), Messages.ssoUnknownUser);

    idp.user = { email: member.emailId, emailVerified: false };
    flow = await authorise();
    await expectRefused(await finish(flow.code, flow.state));
    const after = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('keeps the second factor of a user who has one', async () => {
    const guarded = await t.addUser([6]);
    await t.server.db.query("UPDATE users SET two_factor_method = 'email' WHERE id = $1", [guarded.id]);
    idp.user = { email: guarded.emailId, emailVerified: true };
    const flow = await authorise();
    const answer = await finish(flow.code, flow.state);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ twoFactorRequired: true, authType: 'email' });
    expect(answer.body.data.authToken).toBeUndefined();
  });

  /** A start from another address than the test's own. */
  const startFrom = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    const answer = await t.server.app.inject({ method: 'POST', url: VALIDATE, remoteAddress, headers, payload: {} });
    return { status: answer.statusCode, body: answer.json(), retryAfter: answer.headers['retry-after'] };
  };
  const liveRequests = async () => {
    const [row] = await t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM oidc_requests WHERE expires_at > now()',
    );
    return row!.n;
  };

  it('limits starts per client address with a 429, leaves other clients alone and lets the client in again later', async () => {
    for (let i = 0; i < SSO_STARTS_PER_CLIENT; i += 1) expect((await startFrom('203.0.113.7')).status).toBe(200);
    const before = await liveRequests();
    const refused = await startFrom('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: false, code: 429, message: Messages.ssoTooManyStarts });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(SSO_START_WINDOW_SECONDS);
    // A refused start stores nothing.
    expect(await liveRequests()).toBe(before);
    // No proxy is trusted by default, so naming another client in X-Forwarded-For does not get round the limit.
    expect((await startFrom('203.0.113.7', { 'x-forwarded-for': '192.0.2.44' })).status).toBe(429);

    // Another address, and the same address over IPv6 mapping, are counted on their own.
    expect((await startFrom('198.51.100.9')).status).toBe(200);
    expect((await startFrom('::ffff:203.0.113.7')).status).toBe(429);

    // One IPv6 host holds its whole /64.
    for (let i = 1; i <= SSO_STARTS_PER_CLIENT; i += 1) {
      expect((await startFrom(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(200);
    }
    expect((await startFrom('2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await startFrom('2001:db8:1:3::1')).status).toBe(200);

    // Once the window has passed the client may start again, and spent windows are cleared.
    await t.server.db.query(
      "UPDATE sso_start_throttle SET window_started = now() - make_interval(secs => $1) - interval '1 second'",
      [SSO_START_WINDOW_SECONDS],
    );
    expect((await startFrom('203.0.113.7')).status).toBe(200);
    const windows = await t.server.db.query<{ client: string }>('SELECT client FROM sso_start_throttle');
    expect(windows.map((row) => row.client)).toEqual(['203.0.113.7']);

    // And an ordinary sign-in goes through.
    const { code, state } = await authorise();
    expect((await finish(code, state)).status).toBe(200);
  });

  it('refuses starts with a 429 while too many requests are live, until expired ones are cleared', async () => {
    await t.server.db.query('DELETE FROM oidc_requests');
    await t.server.db.query(
      `INSERT INTO oidc_requests (state_hash, nonce, code_verifier, expires_at)
       SELECT 'flood-' || g, 'n', 'v', now() + interval '10 minutes' FROM generate_series(1, $1::int) AS g`,
      [MAX_PENDING_SSO_REQUESTS],
    );
    const refused = await startFrom('192.0.2.44');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(Messages.ssoTooManyStarts);
    expect(await liveRequests()).toBe(MAX_PENDING_SSO_REQUESTS);

    await t.server.db.query("UPDATE oidc_requests SET expires_at = now() - interval '1 second'");
    const { code, state } = await authorise();
    const flood = await t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM oidc_requests WHERE state_hash LIKE 'flood-%'",
    );
    expect(flood[0]!.n).toBe(0);
    expect((await finish(code, state)).status).toBe(200);
  });

  it('SSO-direct: accepts a fresh provider-signed id_token once, and nothing stale, foreign or without jti', async () => {
    const token = await idp.directToken();
    const signedIn = await t.call('POST', DIRECT, { body: { token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.uId).toBe(member.id);
    await expectRefused(await t.call('POST', DIRECT, { body: { token } }));

    await expectRefused(await t.call('POST', DIRECT, { body: { token: await idp.directToken({ jti: undefined }) } }));
    await expectRefused(
      await t.call('POST', DIRECT, { body: { token: await idp.directToken({ aud: 'another-client' }) } }),
    );
    const old = Math.floor(Date.now() / 1000) - 900;
    await expectRefused(
      await t.call('POST', DIRECT, { body: { token: await idp.directToken({ iat: old, exp: old + 3600 }) } }),
    );
    await expectRefused(await t.call('POST', DIRECT, { body: { token: 'not.a.token' } }));
  });
});

describe('single sign-on start throttle', () => {
  it('counts IPv4 addresses singly and IPv6 ones by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:abcd:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('single sign-on switched off', () => {
  let t: TestServer;
  beforeAll(async () => {
    // A settings file cannot switch the button on without a provider.
    t = await startTestServer(backends[0]!, { oidc: null, settings: { sso: { label: 'Forged' } } });
  });
  afterAll(async () => t?.close());

  it('answers 404 and offers nothing in the settings', async () => {
    const started = await t.call('POST', VALIDATE, { body: {} });
    expect(started.status).toBe(404);
    expect(started.body.message).toBe(Messages.ssoNotConfigured);
    expect((await t.call('GET', '/api/settings')).body.data.sso).toBeUndefined();
    expect((await t.call('POST', DIRECT, { body: { token: 'x' } })).status).toBe(404);
  });
});

describe('single sign-on behind a trusted reverse proxy', () => {
  let idp: OidcProvider;
  let t: TestServer;
  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await startTestServer(backends[0]!, {
      trustProxy: '127.0.0.1',
      oidc: {
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        redirectUri: REDIRECT_URI,
        label: 'SSO',
        allowDirect: false,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const startVia = async (remoteAddress: string, forwardedFor: string) => {
    const answer = await t.server.app.inject({
      method: 'POST',
      url: VALIDATE,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {},
    });
    return answer.statusCode;
  };

  it('counts each client the proxy names, and ignores the header from anyone else', async () => {
    for (let i = 0; i < SSO_STARTS_PER_CLIENT; i += 1) expect(await startVia('127.0.0.1', '203.0.113.7')).toBe(200);
    expect(await startVia('127.0.0.1', '203.0.113.7')).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect(await startVia('127.0.0.1', '198.51.100.9')).toBe(200);
    // A client that is not the proxy is counted by its own address whatever it claims.
    for (let i = 0; i < SSO_STARTS_PER_CLIENT; i += 1)
      expect(await startVia('192.0.2.5', `192.0.2.${100 + i}`)).toBe(200);
    expect(await startVia('192.0.2.5', '192.0.2.250')).toBe(429);
  });
});
