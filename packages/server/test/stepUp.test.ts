import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { totpCode } from '../src/auth/totp.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const TOTP = '/api/e/enterprise/users/twoFactorAuth/totp';
const TOTP_VERIFY = '/api/e/enterprise/users/twoFactorAuth/totp/verify';
const USER_TWO_FACTOR = '/api/e/enterprise/users/twoFactorAuth';
const ENTERPRISE_TWO_FACTOR = '/api/e/enterprise/twoFactorAuth';
const API_KEYS = '/api/chat/apikey';

/** A signed-in caller of its own (so wrong guesses of one case never lock another's account). */
interface Caller {
  id: string;
  password: string;
  token: string;
  enterpriseId: string;
}

/**
 * One sensitive change: how to ask for it with a given password (undefined: none sent), and a snapshot of what it
 * would change, which a refused call must leave as it was.
 */
interface StepUpCase {
  name: string;
  /** An administrator of a fresh enterprise (for the enterprise-wide switch), else a plain user. */
  administrator?: boolean;
  prepare?: (t: TestServer, caller: Caller) => Promise<void>;
  request: (caller: Caller, password: string | undefined) => { method: string; path: string; json: object };
  state: (t: TestServer, caller: Caller) => Promise<unknown>;
}

const withPassword = (body: object, password: string | undefined) =>
  password === undefined ? body : { ...body, password };

const userTwoFactor = async (t: TestServer, caller: Caller) =>
  (
    await t.server.db.query('SELECT two_factor_method, totp_secret, totp_pending_secret FROM users WHERE id = $1', [
      caller.id,
    ])
  )[0];

/** Enrols an authenticator for the caller (right password), so replacing it can be tried. */
async function enrolAuthenticator(t: TestServer, caller: Caller): Promise<void> {
  const started = await t.call('POST', TOTP, { token: caller.token, json: { password: caller.password } });
  const code = totpCode(started.body.data.secret);
  const confirmed = await t.call('POST', TOTP_VERIFY, {
    token: caller.token,
    json: { code, password: caller.password },
  });
  expect(confirmed.status).toBe(200);
}

const CASES: StepUpCase[] = [
  {
    name: 'starting an authenticator enrolment',
    request: (_caller, password) => ({ method: 'POST', path: TOTP, json: withPassword({}, password) }),
    state: userTwoFactor,
  },
  {
    name: 'replacing the authenticator in use',
    prepare: enrolAuthenticator,
    request: (_caller, password) => ({ method: 'POST', path: TOTP, json: withPassword({}, password) }),
    state: userTwoFactor,
  },
  {
    name: 'confirming an authenticator enrolment',
    prepare: async (t, caller) => {
      const started = await t.call('POST', TOTP, { token: caller.token, json: { password: caller.password } });
      expect(started.status).toBe(200);
    },
    // `send` adds the right code, so only the password decides.
    request: (_caller, password) => ({ method: 'POST', path: TOTP_VERIFY, json: withPassword({}, password) }),
    state: userTwoFactor,
  },
  {
    name: 'turning on email codes',
    request: (_caller, password) => ({
      method: 'PUT',
      path: USER_TWO_FACTOR,
      json: withPassword({ isEnabled: true, authType: 'email' }, password),
    }),
    state: userTwoFactor,
  },
  {
    name: 'turning two-factor off',
    prepare: enrolAuthenticator,
    request: (_caller, password) => ({
      method: 'PUT',
      path: USER_TWO_FACTOR,
      json: withPassword({ isEnabled: false }, password),
    }),
    state: userTwoFactor,
  },
  {
    name: 'requiring two-factor enterprise-wide',
    administrator: true,
    request: (_caller, password) => ({
      method: 'PUT',
      path: ENTERPRISE_TWO_FACTOR,
      json: withPassword({ isEnabled: true }, password),
    }),
    state: async (t, caller) =>
      (await t.server.db.query('SELECT two_factor_enabled FROM enterprises WHERE id = $1', [caller.enterpriseId]))[0],
  },
  {
    name: 'no longer requiring two-factor enterprise-wide',
    administrator: true,
    prepare: async (t, caller) => {
      await t.server.db.query('UPDATE enterprises SET two_factor_enabled = true WHERE id = $1', [caller.enterpriseId]);
    },
    request: (_caller, password) => ({
      method: 'PUT',
      path: ENTERPRISE_TWO_FACTOR,
      json: withPassword({ isEnabled: false }, password),
    }),
    state: async (t, caller) =>
      (await t.server.db.query('SELECT two_factor_enabled FROM enterprises WHERE id = $1', [caller.enterpriseId]))[0],
  },
  {
    name: 'creating an API key',
    administrator: true,
    request: (_caller, password) => ({ method: 'POST', path: API_KEYS, json: withPassword({ name: 'ci' }, password) }),
    state: async (t, caller) =>
      (await t.server.db.query('SELECT count(*)::int AS keys FROM api_keys WHERE user_id = $1', [caller.id]))[0],
  },
];

describe.each(backends)('step-up: sensitive changes ask for the current password, on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => t?.close());

  async function newCaller(administrator: boolean): Promise<Caller> {
    const user = administrator ? await t.addForeignAdmin() : await t.addUser([6]);
    const token = await t.login(user);
    const [row] = await t.server.db.query<{ enterprise_id: string }>('SELECT enterprise_id FROM users WHERE id = $1', [
      user.id,
    ]);
    return { id: user.id, password: user.password, token, enterpriseId: row!.enterprise_id };
  }

  /** Sends the case's request; for the enrolment confirmation, with the code the pending secret shows now. */
  async function send(testCase: StepUpCase, caller: Caller, password: string | undefined) {
    const { method, path, json } = testCase.request(caller, password);
    if (path === TOTP_VERIFY) {
      const [row] = await t.server.db.query<{ totp_pending_secret: string }>(
        'SELECT totp_pending_secret FROM users WHERE id = $1',
        [caller.id],
      );
      Object.assign(json, { code: totpCode(row!.totp_pending_secret) });
    }
    return t.call(method, path, { token: caller.token, json });
  }

  it.each(CASES)(
    '$name: refused without the password and with a wrong one, nothing changed; done with it',
    async (testCase) => {
      const caller = await newCaller(testCase.administrator ?? false);
      await testCase.prepare?.(t, caller);
      const before = await testCase.state(t, caller);

      const missing = await send(testCase, caller, undefined);
      expect(missing.status).toBe(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('password');
      expect(await testCase.state(t, caller)).toEqual(before);

      const wrong = await send(testCase, caller, `${caller.password}-not`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(Messages.wrongPassword);
      expect(wrong.body.errors).toEqual([{ field: 'password', message: Messages.wrongPassword }]);
      expect(await testCase.state(t, caller)).toEqual(before);

      const right = await send(testCase, caller, caller.password);
      expect(right.status).toBe(200);
      expect(await testCase.state(t, caller)).not.toEqual(before);
    },
  );
});
