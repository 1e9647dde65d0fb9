import { Value } from '@sinclair/typebox/value';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_PREFIXES } from '../client/client.ts';
import { ACCESS_DENIED_CODE, SUCCESS_CODE, type EndpointDef } from '../contract/endpoint.ts';
import { endpoints } from '../contract/index.ts';
import { Messages } from '../contract/messages.ts';
import { validationFailure } from '../contract/schemaIssues.ts';
import { issueOfTypeBoxError } from '../contract/typeboxIssues.ts';
import { hasAnyPermission } from '../areas/accounts/permissions.ts';
import { findUnstorableText, unstorableTextMessage } from '../contract/storableText.ts';
import { FakeHttpError, fakeImpl, type FakeContext } from './impl.ts';
import { usableFakeApiKey } from '../areas/accounts/fake/apiKeys.ts';
import type { FakeStore, FakeUser } from './store.ts';

// The formats the server's Ajv knows (ajv-formats), so the fake refuses the same input.
if (!FormatRegistry.Has('email')) {
  FormatRegistry.Set('email', (value) =>
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(
      value,
    ),
  );
}
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));
// A calendar day, YYYY-MM-DD, that exists (ajv-formats' full `date`: no 2026-02-30).
if (!FormatRegistry.Has('date'))
  FormatRegistry.Set('date', (value) => {
    const day = Date.parse(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day) && new Date(day).toISOString().startsWith(value);
  });

/** The URL pattern MSW matches for an endpoint (path parameters stay as `:name`). */
export function endpointPattern(endpoint: EndpointDef, baseUrl: string): string {
  const prefix = DEFAULT_PREFIXES[endpoint.service];
  return [baseUrl.replace(/\/+$/, ''), prefix, endpoint.path].filter(Boolean).join('/');
}

function errorResponse(status: number, code: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ status: false, code, message, ...extra }, { status });
}

function entriesToObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

/** The contract's rule for text the server can store, answered as the server answers it. */
function refuseUnstorable(value: unknown, part: string): void {
  const unstorable = findUnstorableText(value, part);
  if (unstorable) {
    throw new FakeHttpError(400, 400, unstorableTextMessage(unstorable), { errors: [unstorable] });
  }
}

async function readBody(endpoint: EndpointDef, request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return {};
  if (type.includes('application/json'))
    return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  if (type.includes('application/x-www-form-urlencoded')) {
    return entriesToObject(new URLSearchParams(await request.text()).entries());
  }
  if (type.includes('multipart/form-data')) {
    // Files reach the fake implementation already read: { name, type, size, bytes }.
    const entries: [string, unknown][] = [];
    for (const [key, value] of (await request.formData()).entries()) {
      // Field values and file names are request text; a file's content is not.
      refuseUnstorable({ [key]: typeof value === 'string' ? value : value.name }, 'body');
      entries.push([
        key,
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) },
      ]);
    }
    return entriesToObject(entries);
  }
  return {};
}

/** Converts text values (form, query) to the schema's types, then checks them as the server's Ajv does. */
function validate(schema: TSchema | undefined, value: Record<string, unknown>, where: string) {
  if (!schema) return value;
  const converted = Value.Convert(schema, Value.Clean(schema, Value.Clone(value))) as Record<string, unknown>;
  const first = Value.Errors(schema, converted).First();
  if (first) {
    const { message, errors } = validationFailure([issueOfTypeBoxError(first)], where);
    throw new FakeHttpError(400, 400, message, { errors });
  }
  return converted;
}

function authenticate(store: FakeStore, request: Request): { user: FakeUser | null; token: string | null } {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  return { user: token ? userForFakeToken(store, token) : null, token };
}

/** The active user a fake session token or API key stands for, or null. */
export function userForFakeToken(store: FakeStore, token: string): FakeUser | null {
  const uId = store.sessions.get(token) ?? usableFakeApiKey(store, token)?.uId;
  return store.users.find((u) => u.uId === uId && u.active !== false) ?? null;
}

export function createHandlers(getStore: () => FakeStore, baseUrl: string): HttpHandler[] {
  return Object.values(endpoints).map((endpoint: EndpointDef) => {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](endpointPattern(endpoint, baseUrl), async ({ request, params }) => {
      const store = getStore();
      if (store.latencyMs > 0) await delay(store.latencyMs);
      const failure = store.failures.get(endpoint.id);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        return errorResponse(
          failure.status,
          failure.code,
          failure.message,
          failure.status === 401 ? { login_required: true } : {},
        );
      }
      try {
        const { user, token } = authenticate(store, request);
        if (endpoint.auth === 'session') {
          if (!user) return errorResponse(401, 401, Messages.loginRequired, { login_required: true });
          if (!hasAnyPermission(user.permissions, endpoint.permissions)) {
            return errorResponse(403, ACCESS_DENIED_CODE, Messages.accessDenied);
          }
        }
        const url = new URL(request.url);
        const query = entriesToObject(url.searchParams.entries());
        const body = await readBody(endpoint, request);
        refuseUnstorable(params, 'params');
        refuseUnstorable(query, 'query');
        if (endpoint.encoding !== 'multipart') refuseUnstorable(body, 'body');
        const context: FakeContext = {
          endpoint,
          store,
          user,
          token,
          params: validate(endpoint.params, params as Record<string, unknown>, 'params') as Record<string, string>,
          query: validate(endpoint.query, query, 'query'),
          body: validate(endpoint.body, body, 'body'),
          setMessage: (text) => (message = text),
          setHeader: (name, value) => void (headers[name] = value),
        };
        let message = '';
        const headers: Record<string, string> = {};
        const implementation = fakeImpl[endpoint.id as keyof typeof fakeImpl] as (ctx: FakeContext) => unknown;
        const data = implementation(context);
        if (endpoint.responseKind === 'text') return HttpResponse.text(String(data));
        if (endpoint.responseKind === 'binary' && data instanceof Blob) {
          return new HttpResponse(data, {
            headers: { ...headers, 'content-type': data.type || 'application/octet-stream' },
          });
        }
        return HttpResponse.json({ status: true, code: SUCCESS_CODE, message, data });
      } catch (error) {
        if (error instanceof FakeHttpError) return errorResponse(error.status, error.code, error.message, error.extra);
        return errorResponse(500, 500, Messages.somethingWentWrong);
      }
    });
  });
}
