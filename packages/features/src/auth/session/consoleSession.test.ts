import { describe, expect, it, vi } from 'vitest';
import { ApiError, endpoints, Messages } from '@parley/api-client';
import { createConsoleSession, type SessionEventType } from './consoleSession.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(fetchImpl: typeof fetch, token?: string) {
  const session = createConsoleSession({ baseUrl: '/api', storage: undefined, token, fetch: fetchImpl });
  const events: [SessionEventType, string][] = [];
  session.events.on((type, message) => events.push([type, message]));
  return { session, events };
}

describe('createConsoleApiClient', () => {
  it('sends the stored token', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json(200, { code: 100, message: '', data: { agents: [], more: false } }),
    );
    const { session } = setup(fetchImpl, 'tok-1');
    await session.client.call(endpoints.listAgents, { query: {} });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('never sends a session call without a token, and clears the stored session', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const { session } = setup(fetchImpl);
    const cleared = vi.fn();
    session.tokenStore.subscribe(cleared);
    await expect(session.client.call(endpoints.getProfile)).rejects.toMatchObject({ kind: 'session-expired' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(cleared).toHaveBeenCalledWith(null);
  });

  it('lets public calls through without a token', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json(200, { code: 100, message: '', data: { captchaId: 'c', captcha: 'x' } }),
    );
    const { session } = setup(fetchImpl);
    await expect(
      session.client.call(endpoints.captchaGenerate, { query: { requestFrom: 'login' } }),
    ).resolves.toMatchObject({
      data: { captchaId: 'c' },
    });
  });

  it('reports an expired session', async () => {
    const { session, events } = setup(async () => json(401, { status: false, login_required: true }), 'tok-1');
    await expect(session.client.call(endpoints.getProfile)).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([['session-expired', Messages.sessionExpired]]);
  });

  it('reports access denied (1403) and keeps the token', async () => {
    const { session, events } = setup(async () => json(403, { code: 1403, message: 'Access Denied' }), 'tok-1');
    await expect(session.client.call(endpoints.listAgents, { query: {} })).rejects.toMatchObject({
      kind: 'access-denied',
    });
    expect(events).toEqual([['access-denied', Messages.accessDenied]]);
    expect(session.tokenStore.get()).toBe('tok-1');
  });
});
