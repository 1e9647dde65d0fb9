import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { MAX_FAILURES } from '../src/services/throttle.ts';
import { MAX_CODE_RESENDS } from '@parley/api-client/contract';
import { startMailCatcher, type MailCatcher } from './mailCatcher.ts';
import { TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';

const LOGIN = '/api/account/enterprise/login/twoFactorAuth';
const VERIFY = '/api/account/enterprise/login/twoFactorAuth/verifyCode';
const RESEND = '/api/account/enterprise/login/twoFactorAuth/resendAuthMail';

/**
 * Every check of a secret goes through one throttle whose count comes before the check, atomically: however
 * many guesses arrive at once, no more than the budget are evaluated, and a right one hidden in a burst gets
 * no session. Budgets are per account and client address, so a burst from one address does not lock the owner
 * out from another (the test server sees 127.0.0.1 and 127.0.0.2 as two clients).
 */
describe.each(backends)('secret throttle ($name)', (backend) => {
  let t: TestServer;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestServer(backend, { mail: { smtpUrl: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** A JSON call from a chosen loopback address. */
  const callFrom = (from: string, method: string, path: string, json: unknown, token?: string) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const body = json === undefined ? '' : JSON.stringify(json);
      const req = httpRequest(
        `${t.url}${path}`,
        {
          method,
          localAddress: from,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const signIn = async (from: string, emailId: string, password: string) => {
    const captcha = await t.call('GET', '/api/account/captcha/generate?requestFrom=login');
    return callFrom(from, 'POST', LOGIN, {
      emailId,
      password,
      captcha: TEST_CAPTCHA,
      captchaId: captcha.body.data.captchaId,
    });
  };

  it('evaluates no more guesses than the budget in a concurrent burst, and the right one in it gets no session', async () => {
    const user = await t.addUser([6]);
    const captchas = await Promise.all(
      Array.from({ length: 100 }, () => t.call('GET', '/api/account/captcha/generate?requestFrom=login')),
    );
    const burst = await Promise.all(
      captchas.map((captcha, i) =>
        callFrom('127.0.0.1', 'POST', LOGIN, {
          emailId: user.emailId,
          password: i === 80 ? user.password : `wrong-${i}`,
          captcha: TEST_CAPTCHA,
          captchaId: captcha.body.data.captchaId,
        }),
      ),
    );
    const evaluated = burst.filter((answer) => answer.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(burst.filter((answer) => answer.body.data?.authToken)).toHaveLength(
      burst[80]!.status === 200 ? 1 : 0,
    );
    // The guesses before the right one were wrong ones; only a right one evaluated within the budget signs in.
    if (burst[80]!.status !== 200) expect(burst[80]!.body.message).toBe(Messages.tooManyAttempts);
    // The owner, from another address, is not locked out by the burst.
    const owner = await signIn('127.0.0.2', user.emailId, user.password);
    expect(owner.status).toBe(200);
    expect(owner.body.data.authToken).toBeTruthy();
  });

  it('locks guesses of a signed-in user’s own password on every endpoint that asks for it, shared with sign-in', async () => {
    const user = await t.addUser([1]);
    const token = await t.login(user);
    const other = await t.addUser([6]);
    const wrongCalls: [string, string, Record<string, unknown>][] = [
      ['PUT', '/api/e/enterprise/change_password', { oldPassword: 'nope', password: 'new-password-1', confirmPassword: 'new-password-1' }],
      ['PUT', `/api/e/enterprise/users/${other.id}/reset_password`, { adminPassword: 'nope', password: 'another-pass-1' }],
    ];
    // Concurrent wrong guesses across two endpoints share one budget.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [method, path, body] = wrongCalls[i % wrongCalls.length]!;
        return callFrom('127.0.0.3', method, path, body, token);
      }),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(40 - MAX_FAILURES);
    // Now even the right password is refused from that address, on these endpoints and at sign-in alike.
    const right = await callFrom(
      '127.0.0.3',
      'PUT',
      '/api/e/enterprise/change_password',
      { oldPassword: user.password, password: 'new-password-1', confirmPassword: 'new-password-1' },
      token,
    );
    expect(right.status).toBe(429);
    expect((await signIn('127.0.0.3', user.emailId, user.password)).status).toBe(429);
  });

  it('counts second-factor guesses per account across challenges and resends, and limits resends', async () => {
    const user = await t.addUser([6]);
    await t.server.db.query("UPDATE users SET two_factor_method = 'email' WHERE id = $1", [user.id]);
    const challenge = async () => {
      const answer = await signIn('127.0.0.4', user.emailId, user.password);
      expect(answer.body.data.twoFactorRequired).toBe(true);
      return answer.body.data.id as string;
    };
    const first = await challenge();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await callFrom('127.0.0.4', 'POST', VERIFY, { id: first, authType: 'email', securityCode: '000000' });
      expect(wrong.status).toBe(400);
    }
    // A resend right away is refused; a later one does not give the guesses back.
    const soon = await callFrom('127.0.0.4', 'POST', RESEND, { id: first });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(Messages.codeMailTooSoon);
    await t.server.db.query("UPDATE one_time_tokens SET last_sent_at = now() - interval '1 hour' WHERE id = $1", [first]);
    expect((await callFrom('127.0.0.4', 'POST', RESEND, { id: first })).status).toBe(200);
    // A new sign-in starts a new challenge, but the account's code budget goes on.
    const second = await challenge();
    for (let i = 0; i < MAX_FAILURES - 3; i += 1) {
      await callFrom('127.0.0.4', 'POST', VERIFY, { id: second, authType: 'email', securityCode: '000000' });
    }
    const code = /\b(\d{6})\b/.exec(
      (await mail.waitFor(user.emailId, (m) => m.subject.includes('sign-in code'))).text,
    )![1]!;
    const locked = await callFrom('127.0.0.4', 'POST', VERIFY, { id: second, authType: 'email', securityCode: code });
    expect(locked.status).toBe(429);

    // Resends stop after the limit.
    const third = (await signIn('127.0.0.5', user.emailId, user.password)).body.data.id as string;
    for (let i = 0; i < MAX_CODE_RESENDS; i += 1) {
      await t.server.db.query("UPDATE one_time_tokens SET last_sent_at = now() - interval '1 hour' WHERE id = $1", [third]);
      expect((await callFrom('127.0.0.5', 'POST', RESEND, { id: third })).status).toBe(200);
    }
    await t.server.db.query("UPDATE one_time_tokens SET last_sent_at = now() - interval '1 hour' WHERE id = $1", [third]);
    const over = await callFrom('127.0.0.5', 'POST', RESEND, { id: third });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(Messages.tooManyCodeMails);
  });

  it('limits anonymous look-ups per address', async () => {
    const answers = [];
    for (let i = 0; i < 25; i += 1) {
      answers.push(await callFrom('127.0.0.6', 'GET', `/api/account/enterprise/isEmailUnique?emailId=x${i}%40example.com`, undefined));
    }
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[24]!.status).toBe(429);
    expect(answers[24]!.body.message).toBe(Messages.tooManyRequests);
    // Another address still gets answers.
    const elsewhere = await callFrom('127.0.0.7', 'GET', '/api/account/enterprise/isEmailUnique?emailId=y%40example.com', undefined);
    expect(elsewhere.status).toBe(200);
  });
});
