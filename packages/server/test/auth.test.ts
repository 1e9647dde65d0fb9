import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { ADMIN, TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LOGIN = '/api/account/enterprise/login/twoFactorAuth';
const ME = '/api/e/enterprise/users/me';

describe.each(backends)('sign-in and sessions on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => t?.close());

  const newCaptcha = async (): Promise<string> =>
    (await t.call('GET', '/api/account/captcha/generate?requestFrom=login')).body.data.captchaId;
  const attempt = async (emailId: string, password: string, captcha = TEST_CAPTCHA) =>
    t.call('POST', LOGIN, { body: { emailId, password, captcha, captchaId: await newCaptcha() } });

  it('draws the captcha as an SVG data URL and stores only a hash of the answer', async () => {
    const { body } = await t.call('GET', '/api/account/captcha/generate?requestFrom=login');
    expect(body.status).toBe(true);
    expect(body.data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.data.captcha.split(',')[1], 'base64').toString()).toContain('<svg');
    const rows = await t.server.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [
      body.data.captchaId,
    ]);
    expect(rows[0]?.answer_hash).not.toContain(TEST_CAPTCHA);
  });

  it('refuses an unknown requestFrom', async () => {
    const { status, body } = await t.call('GET', '/api/account/captcha/generate?requestFrom=elsewhere');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, code: 400 });
  });

  it('refuses a wrong captcha, and the captcha is used up by the attempt', async () => {
    const captchaId = await newCaptcha();
    const wrong = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: 'wrong', captchaId } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: false, code: 400, message: Messages.invalidCaptcha });
    const replay = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: TEST_CAPTCHA, captchaId } });
    expect(replay.body.message).toBe(Messages.invalidCaptcha);
  });

  it('accepts a captcha once only, case-insensitively', async () => {
    const captchaId = await newCaptcha();
    const first = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: TEST_CAPTCHA.toUpperCase(), captchaId } });
    expect(first.status).toBe(200);
    const second = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: TEST_CAPTCHA, captchaId } });
    expect(second.body.message).toBe(Messages.invalidCaptcha);
  });

  it('refuses a captcha drawn for another purpose', async () => {
    const { body } = await t.call('GET', '/api/account/captcha/generate?requestFrom=signup');
    const result = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: TEST_CAPTCHA, captchaId: body.data.captchaId } });
    expect(result.body.message).toBe(Messages.invalidCaptcha);
  });

  it('refuses an expired captcha', async () => {
    const captchaId = await newCaptcha();
    await t.server.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [captchaId]);
    const result = await t.call('POST', LOGIN, { body: { ...ADMIN, captcha: TEST_CAPTCHA, captchaId } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(Messages.invalidCaptcha);
  });

  it('answers a wrong password, an unknown user and a deactivated user identically (HTTP 400, not 401)', async () => {
    const inactive = await t.addUser([1]);
    await t.server.db.query('UPDATE users SET active = false WHERE id = $1', [inactive.id]);
    const wrongPassword = await attempt(ADMIN.emailId, 'not-the-password');
    const unknownUser = await attempt('nobody@example.com', 'not-the-password');
    const deactivated = await attempt(inactive.emailId, inactive.password);
    for (const result of [wrongPassword, unknownUser, deactivated]) {
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: false, code: 400, message: Messages.invalidCredentials });
    }
  });

  it('signs in, returns the profile, and logout ends the session', async () => {
    const login = await attempt(ADMIN.emailId, ADMIN.password);
    expect(login.body).toMatchObject({
      status: true,
      code: 100,
      data: { twoFactorRequired: false, emailId: ADMIN.emailId, name: 'Administrator' },
    });
    const token: string = login.body.data.authToken;
    const stored = await t.server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const me = await t.call('GET', ME, { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ emailId: ADMIN.emailId, roles: [1], enterpriseName: 'Demo Enterprise' });
    expect(me.body.data.permissions).toEqual(expect.arrayContaining(['NLP.NLP', 'USERS.ADD', 'TRASH.VIEW']));
    expect(me.body.data.twoFactorAuthUserLevel).toEqual({ isEnabled: false });

    const logout = await t.call('GET', '/api/account/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.text).toBe('Logged out');
    const after = await t.call('GET', ME, { token });
    expect(after.status).toBe(401);
  });

  it('answers 401 with login_required for a missing, unknown or expired token', async () => {
    const expected = { status: false, code: 401, message: Messages.loginRequired, login_required: true };
    expect((await t.call('GET', ME)).body).toEqual(expected);
    expect((await t.call('GET', ME, { token: 'made-up' })).body).toEqual(expected);
    const token = await t.login();
    await t.server.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute'");
    const expired = await t.call('GET', ME, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(expected);
  });

  it('removeExistingSession ends the other sessions of the user', async () => {
    const older = await t.login();
    const captchaId = await newCaptcha();
    const login = await t.call('POST', LOGIN, {
      body: { ...ADMIN, captcha: TEST_CAPTCHA, captchaId, removeExistingSession: true },
    });
    expect((await t.call('GET', ME, { token: older })).status).toBe(401);
    expect((await t.call('GET', ME, { token: login.body.data.authToken })).status).toBe(200);
  });

  it('refuses with 403 code 1403 when a role lacks the permission, and keeps the session', async () => {
    const viewer = await t.addUser([6]);
    const token = await t.login(viewer);
    const me = await t.call('GET', ME, { token });
    expect(me.body.data.permissions).toContain('NLP.VIEW');
    expect(me.body.data.permissions).not.toContain('NLP.NLP');
    expect((await t.call('GET', '/api/nlp/v2/agent', { token })).status).toBe(200);
    const denied = await t.call('POST', '/api/nlp/agent', { token, body: { name: 'x', description: 'y', type: 'nlp' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ status: false, code: 1403, message: 'Access Denied' });
    const chatOnly = await t.login(await t.addUser([3]));
    expect((await t.call('GET', '/api/nlp/v2/agent', { token: chatOnly })).body.code).toBe(1403);
    expect((await t.call('GET', ME, { token })).status).toBe(200);
  });

  it('serves blank environment settings without a session', async () => {
    const { status, body } = await t.call('GET', '/api/settings');
    expect(status).toBe(200);
    expect(body.data).toEqual({ featureFlags: {}, whiteLabel: {}, chartColors: [], ssoDirect: false });
  });
});

describe.each(backends)('API keys on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  it('creates a key shown once, stores only its hash, lists, gets, uses and revokes it', async () => {
    const created = await t.call('POST', '/api/chat/apikey', { token, body: { name: 'ci', password: ADMIN.password } });
    expect(created.status).toBe(200);
    const key: string = created.body.data.key;
    expect(key).toMatch(/^pk_/);
    expect(created.body.data).toMatchObject({ name: 'ci', prefix: key.slice(0, 10), lastUsedAt: null });
    const stored = await t.server.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys');
    expect(JSON.stringify(stored)).not.toContain(key);

    const list = await t.call('GET', '/api/chat/apikey', { token });
    expect(list.body.data.map((k: { id: string }) => k.id)).toContain(created.body.data.id);
    expect(list.text).not.toContain(key);

    const me = await t.call('GET', ME, { token: key });
    expect(me.body.data.emailId).toBe(ADMIN.emailId);
    const fetched = await t.call('GET', `/api/chat/apikey/${created.body.data.id}`, { token });
    expect(fetched.body.data.lastUsedAt).not.toBeNull();

    const removed = await t.call('DELETE', `/api/chat/apikey/${created.body.data.id}`, { token });
    expect(removed.body.data).toEqual({ id: created.body.data.id });
    expect((await t.call('GET', ME, { token: key })).status).toBe(401);
    expect((await t.call('GET', `/api/chat/apikey/${created.body.data.id}`, { token })).status).toBe(404);
  });

  it("hides another enterprise's keys", async () => {
    const created = await t.call('POST', '/api/chat/apikey', {
      token,
      body: { name: 'mine', password: ADMIN.password },
    });
    const foreign = await t.login(await t.addForeignAdmin());
    expect((await t.call('GET', `/api/chat/apikey/${created.body.data.id}`, { token: foreign })).status).toBe(404);
    expect((await t.call('DELETE', `/api/chat/apikey/${created.body.data.id}`, { token: foreign })).status).toBe(404);
    expect((await t.call('GET', '/api/chat/apikey', { token: foreign })).body.data).toEqual([]);
  });

  it('refuses an empty key name', async () => {
    const result = await t.call('POST', '/api/chat/apikey', { token, json: { name: '', password: ADMIN.password } });
    expect(result.status).toBe(400);
    expect(result.body.errors[0].field).toBe('name');
  });
});
