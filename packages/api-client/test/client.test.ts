import { describe, expect, it, vi } from 'vitest';
import { createApiClient, endpoints, isApiError, Messages } from '../src/index.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that records the request and answers with the given JSON, as a remote server would. */
function answering(status: number, body: unknown, contentType = 'application/json') {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  it('builds service paths and sends the token as a bearer header', async () => {
    const { fetch, seen } = answering(200, { status: true, code: 100, message: '', data: { agents: [], more: false } });
    const client = createApiClient({ baseUrl: 'https://x.test/api/', getToken: () => 'tok', fetch });
    await client.call(endpoints.listAgents, { query: { name: 'bank', from: 0, perPage: 15 } });
    expect(seen[0]!.url).toBe('https://x.test/api/nlp/v2/agent?name=bank&from=0&perPage=15');
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('lets a host app choose prefixes and the token header', async () => {
    const { fetch, seen } = answering(200, { status: true, code: '100', message: 'ok', data: { id: 'a1' } });
    const client = createApiClient({
      baseUrl: '/gw',
      prefixes: { nlp: 'chatbot/v1' },
      getToken: () => 'abc',
      authHeader: { name: 'x-auth-token', format: (t) => t },
      fetch,
    });
    const result = await client.call(endpoints.deleteAgent, { params: { id: 'a/1' } });
    expect(seen[0]!.url).toBe('/gw/chatbot/v1/agent/a%2F1');
    expect(new Headers(seen[0]!.init.headers).get('x-auth-token')).toBe('abc');
    expect(result).toEqual({ data: { id: 'a1' }, message: 'ok', code: 100 });
  });

  it('sends writes form-encoded by default and sends no token header when signed out', async () => {
    const { fetch, seen } = answering(200, { status: true, code: 100, message: '', data: {} });
    const client = createApiClient({ baseUrl: '/api', getToken: () => null, fetch });
    await client.call(endpoints.saveAgent, { body: { name: 'A b', description: 'd', type: 'nlp' } });
    const headers = new Headers(seen[0]!.init.headers);
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(headers.has('authorization')).toBe(false);
    expect(seen[0]!.init.body).toBe('name=A+b&description=d&type=nlp');
  });

  it('turns a non-100 code into an error carrying the server message and code', async () => {
    const { fetch } = answering(409, { status: false, code: 101, message: Messages.agentHasChildren });
    const client = createApiClient({ baseUrl: '/api', fetch });
    const error = await caught(client.call(endpoints.deleteAgent, { params: { id: 'a1' } }));
    expect(error.code).toBe(101);
    expect(error.message).toBe(Messages.agentHasChildren);
    expect(error.kind).toBe('api');
  });

  it('treats 403 with code 1403 as access denied, keeping the session', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = answering(403, { status: false, code: 1403, message: 'Access Denied' });
    const client = createApiClient({ baseUrl: '/api', fetch, onSessionExpired });
    const error = await caught(client.call(endpoints.getProfile));
    expect(error.kind).toBe('access-denied');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['401 with login_required', 401, { status: false, code: 401, message: 'x', login_required: true }],
    ['a 403 without code 1403', 403, { status: false, code: 403, message: 'Forbidden' }],
    ['a 200 body saying login_required', 200, { status: false, login_required: true, message: 'x' }],
  ])('ends the session on %s', async (_label, status, body) => {
    const onSessionExpired = vi.fn();
    const { fetch } = answering(status, body);
    const client = createApiClient({ baseUrl: '/api', fetch, onSessionExpired });
    const error = await caught(client.call(endpoints.getProfile));
    expect(error.kind).toBe('session-expired');
    expect(error.message).toBe(Messages.sessionExpired);
    expect(onSessionExpired).toHaveBeenCalledWith(Messages.sessionExpired);
  });

  it('reads a text answer for text endpoints', async () => {
    const { fetch } = answering(200, 'Logged out', 'text/plain');
    const client = createApiClient({ baseUrl: '/api', fetch });
    expect((await client.call(endpoints.logout)).data).toBe('Logged out');
  });

  it('reports a network failure with the generic message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: '/api', fetch });
    const error = await caught(client.call(endpoints.getSettings));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(Messages.somethingWentWrong);
  });

  it('refuses a call with a missing path parameter before sending it', async () => {
    const { fetch } = answering(200, {});
    const client = createApiClient({ baseUrl: '/api', fetch });
    await expect(client.call(endpoints.getAgent, { params: { id: '' } })).rejects.toThrow('Missing path parameter id');
  });
});
