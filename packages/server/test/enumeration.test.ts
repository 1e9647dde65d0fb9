import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';

const RECOVER = '/api/account/enterprise/recover';

/**
 * A mail server that accepts connections and never says a word: a reset mail to it never completes. The answer
 * to a password reset request must not wait for it, or its timing would tell an address with an account apart.
 */
async function startSilentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(backends)('account enumeration ($name)', (backend) => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;

  beforeAll(async () => {
    smtp = await startSilentSmtp();
    t = await startTestServer(backend, { mail: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const recover = async (emailId: string) => {
    const captcha = await t.call('GET', '/api/account/captcha/generate?requestFrom=forgetPassword');
    return t.call('POST', RECOVER, {
      json: { emailId, captcha: TEST_CAPTCHA, captchaId: captcha.body.data.captchaId },
    });
  };

  it('answers a reset request for a known address without waiting for its mail, exactly as for an unknown one', async () => {
    const user = await t.addUser([6]);
    // On the code that mailed before answering, this call waited on the silent mail server until it gave up.
    const known = await recover(user.emailId);
    const unknown = await recover('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(Messages.resetMailSent);
    // The reset link was still made for the known address (its mail is what waits).
    const resetLinks = async () =>
      (
        await t.server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM one_time_tokens WHERE purpose = 'reset' AND user_id = $1",
          [user.id],
        )
      )[0]!.n;
    await expect.poll(resetLinks).toBe(1);
  });
});
