import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { Kind, type TSchema } from '@sinclair/typebox';
import { endpoints, fieldLabel, type EndpointDef } from '@parley/api-client/contract';
import { createSession } from '../src/auth/sessions.ts';
import { routeUrl } from '../src/http/routes.ts';
import { ADMIN, TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';
import { hostileOf, hostileText, validOf } from './hostileValues.ts';
import { sampleOf } from './sampleInput.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const ACCOUNT_TAGS = new Set(['Account', 'Profile', 'Two-factor', 'Users', 'Departments', 'Invitations', 'Roles']);
const ACCOUNT_ENDPOINTS = (Object.values(endpoints) as EndpointDef[]).filter(
  (def) => ACCOUNT_TAGS.has(def.tag) && (def.body || def.query || def.params),
);
const SQL = "' OR '1'='1'; DROP TABLE users; --";
const SCRIPT = '<script>alert(1)</script>';
const TABLES = ['enterprises', 'users', 'sessions', 'departments', 'department_users', 'invitations', 'recovery_codes'];

type Part = 'body' | 'query' | 'params';
interface Field {
  part: Part;
  name: string;
  schema: TSchema & Record<string, any>;
}

const fieldsOf = (def: EndpointDef): Field[] =>
  (['body', 'query', 'params'] as Part[]).flatMap((part) => {
    const schema = def[part] as (TSchema & { properties?: Record<string, TSchema> }) | undefined;
    return Object.entries(schema?.properties ?? {}).map(([name, s]) => ({ part, name, schema: s as Field['schema'] }));
  });

const kindOf = (schema: Field['schema']): string =>
  schema[Kind] === 'Union'
    ? kindOf(schema.anyOf.find((s: Field['schema']) => s[Kind] !== 'Literal') ?? schema.anyOf[0])
    : schema[Kind];

/**
 * Bad input on every account endpoint: missing fields, wrong types, oversized strings, malformed emails, SQL and
 * script payloads. Each answer is a 4xx with a message (never a 500) and nothing is stored.
 */
describe.each(backends)('bad input on the account endpoints on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
  });
  afterAll(async () => t?.close());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      result[table] = (await t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    }
    return result;
  };

  async function send(def: EndpointDef, input: Record<Part, Record<string, unknown>>, testedField?: string) {
    let path = routeUrl(def).replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(input.params[name] ?? '')),
    );
    const query = new URLSearchParams(
      Object.entries(input.query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    ).toString();
    if (query) path += `?${query}`;
    const body = { ...input.body };
    // A fresh, correctly answered captcha, so the refusal is about the field under test.
    if ('captchaId' in body && testedField !== 'captchaId') {
      const requestFrom = def.id === 'signup' ? 'signup' : def.id === 'recoverPassword' ? 'forgetPassword' : 'login';
      body.captchaId = (
        await t.call('GET', `/api/account/captcha/generate?requestFrom=${requestFrom}`)
      ).body.data.captchaId;
    }
    if ('captcha' in body && testedField !== 'captcha') body.captcha = TEST_CAPTCHA;
    return t.call(def.method, path, {
      token: def.auth === 'session' ? admin : null,
      ...(def.body ? { json: body } : {}),
    });
  }

  const valid = (def: EndpointDef): Record<Part, Record<string, unknown>> => ({
    body: def.body ? (sampleOf(def.body) as Record<string, unknown>) : {},
    query: def.query ? (sampleOf(def.query) as Record<string, unknown>) : {},
    params: def.params ? (sampleOf(def.params) as Record<string, unknown>) : {},
  });

  async function expectRefused(
    def: EndpointDef,
    label: string,
    input: Record<Part, Record<string, unknown>>,
    field?: string,
  ) {
    const before = await counts();
    const { status, body } = await send(def, input, field);
    const context = `${def.id} ${label}`;
    expect({ context, clientError: status >= 400 && status < 500 }).toEqual({ context, clientError: true });
    expect({
      context,
      status: body.status,
      message: typeof body.message === 'string' && body.message.length > 0,
    }).toEqual({
      context,
      status: false,
      message: true,
    });
    if (field && input.params[field] === undefined && status === 400 && body.code === 400)
      expect({ context, message: body.message }).toEqual({
        context,
        message: expect.stringContaining(fieldLabel(field)),
      });
    expect({ context, counts: await counts() }).toEqual({ context, counts: before });
  }

  it.each(ACCOUNT_ENDPOINTS.map((def) => [def.id, def] as const))(
    '%s refuses bad input with a 4xx and stores nothing',
    async (_, def) => {
      const fields = fieldsOf(def);
      const required = fields.filter((f) => ((def[f.part] as { required?: string[] }).required ?? []).includes(f.name));
      for (const field of required.filter((f) => f.part !== 'params')) {
        const input = valid(def);
        delete input[field.part][field.name];
        await expectRefused(def, `without ${field.name}`, input, field.name);
      }
      for (const field of fields) {
        const kind = kindOf(field.schema);
        const set = async (label: string, value: unknown) => {
          const input = valid(def);
          input[field.part][field.name] = value;
          await expectRefused(def, `${field.name} ${label}`, input, field.name);
        };
        if (kind === 'String') {
          if (field.part === 'body') await set('as an object', { $gt: '' });
          const max = field.schema.maxLength as number | undefined;
          await set('oversized', 'a'.repeat((max ?? 10_000) + 1));
          if (field.schema.format === 'email') await set('malformed email', 'not-an-email@');
          if (field.schema.format || (field.schema.pattern && field.schema.pattern !== '^[^<>]*$'))
            await set('with SQL', SQL);
          if (field.schema.pattern === '^[^<>]*$') await set('with a script', SCRIPT);
        } else if (kind === 'Integer' || kind === 'Number') {
          await set('not a number', 'abc');
          if (field.schema.maximum !== undefined) await set('too large', field.schema.maximum + 1);
        } else if (kind === 'Boolean') {
          await set('not a boolean', 'maybe');
        } else if (kind === 'Array') {
          await set('of the wrong type', [{ nested: true }]);
          if (field.schema.maxItems !== undefined) {
            await set(
              'too long',
              Array.from({ length: field.schema.maxItems + 1 }, () => sampleOf(field.schema.items)),
            );
          }
        } else if (kind === 'Object') {
          await set('as a string', 'plain text');
        }
      }
    },
  );

  it('stores SQL and markup in free text verbatim and harmlessly', async () => {
    const { status, body } = await t.call('POST', '/api/e/enterprise/departments', {
      token: admin,
      body: { name: "O'Brien; DROP TABLE users; --", desc: `${SCRIPT} ${SQL}` },
    });
    expect(status).toBe(200);
    const fetched = await t.call('GET', `/api/e/enterprise/departments/${body.data.id}`, { token: admin });
    expect(fetched.body.data).toMatchObject({ name: "O'Brien; DROP TABLE users; --", desc: `${SCRIPT} ${SQL}` });
    expect((await counts()).users).toBeGreaterThan(0);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const { status, body } = await t.call('POST', '/api/e/enterprise/departments', {
      token: admin,
      json: { name: 'big', desc: 'x'.repeat(1_100_000) },
    });
    expect(status).toBe(413);
    expect(body.status).toBe(false);
  });
});

// ---- Hostile values on every operation ------------------------------------------------------------------------

/** Fixed, so a failure found in CI replays locally; PARLEY_HOSTILE_RUNS raises the runs for a longer hunt. */
const HOSTILE_SEED = 20_251_125;
const HOSTILE_RUNS = Number(process.env.PARLEY_HOSTILE_RUNS ?? 12);
const ALL_ENDPOINTS = Object.values(endpoints) as EndpointDef[];
type Parts = Partial<Record<Part, unknown>>;

/** Percent-encoding that keeps what encodeURIComponent refuses: an unpaired surrogate travels as its WTF-8 bytes. */
function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^]/gu, (char) => {
    if (char.length === 2 || !/[\uD800-\uDFFF]/.test(char)) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

const wireText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** Form and query pairs as the client sends them (arrays repeat the key), or the value itself when it is no object. */
function pairsOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return percentEncode(wireText(value));
  return Object.entries(value)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map((v) => `${percentEncode(key)}=${percentEncode(wireText(v))}`),
    )
    .join('&');
}

function multipartOf(value: unknown): FormData {
  const form = new FormData();
  const entries: [string, unknown][] =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
  for (const [key, item] of entries) {
    if (key === 'file') form.append('file', new Blob([wireText(item)]), typeof item === 'string' ? item : 'upload.zip');
    else form.append(key, wireText(item));
  }
  return form;
}

/** Which parts get hostile values: one declared part per request, the others valid; none declared, a hostile query. */
function hostileRequestOf(def: EndpointDef, knownIds: readonly string[]): fc.Arbitrary<Parts> {
  const declared = (['params', 'query', 'body'] as Part[]).filter((part) => def[part]);
  if (declared.length === 0) return fc.record({ query: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) });
  return fc
    .constantFrom(...declared)
    .chain((hostilePart) =>
      fc.record(
        Object.fromEntries(
          declared.map((part) => [part, (part === hostilePart ? hostileOf : validOf)(def[part] as TSchema, knownIds)]),
        ),
      ),
    );
}

/**
 * Property: no value an operation's schema suggests, made hostile at any one spot (NUL, unpaired surrogates, huge
 * or empty text, wrong types, deep nesting, extreme numbers, prototype keys), and sent with or without an
 * administrator's session, form-encoded or as JSON, makes the server answer 5xx; and it keeps answering /healthz.
 */
describe.each(backends)('hostile values on every operation on $name', (backend) => {
  let t: TestServer;
  let admin: { id: string; enterpriseId: string };
  let knownIds: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(backend);
    const token = await t.login();
    const [row] = await t.server.db.query<{ id: string; enterprise_id: string }>(
      'SELECT id, enterprise_id FROM users WHERE email = $1',
      [ADMIN.emailId],
    );
    admin = { id: row!.id, enterpriseId: row!.enterprise_id };
    // Records to find, so some generated ids reach past the lookup into the handler's work.
    const agent = await t.call('POST', '/api/nlp/agent', {
      token,
      body: { name: 'Hostile target', description: 'x', type: 'nlp' },
    });
    await t.call('POST', '/api/e/enterprise/departments', { token, body: { name: 'Hostile department', desc: 'x' } });
    await t.call('POST', '/api/chat/tags', { token, json: { name: 'Hostile tag' } });
    await t.addUser([2]);
    expect(agent.status).toBe(200);
    const rows = await t.server.db.query<{ id: string }>(
      `SELECT id FROM agents UNION ALL SELECT id FROM stories UNION ALL SELECT id FROM departments
        UNION ALL SELECT id FROM cm_tags UNION ALL SELECT id FROM users WHERE id <> $1`,
      [admin.id],
    );
    knownIds = rows.map((r) => String(r.id));
  });
  afterAll(async () => t?.close());

  async function send(
    def: EndpointDef,
    input: Parts,
    options: { session: boolean; asJson: boolean; solveCaptcha: boolean },
  ) {
    const params = (input.params ?? {}) as Record<string, unknown>;
    let path = routeUrl(def).replace(/:(\w+)/g, (_, name: string) => percentEncode(wireText(params[name] ?? '')));
    const query = input.query === undefined ? '' : pairsOf(input.query);
    if (query) path += `?${query}`;
    let body = input.body;
    if (
      options.solveCaptcha &&
      typeof body === 'object' &&
      body !== null &&
      typeof (body as any).captchaId === 'string'
    ) {
      const requestFrom = def.id === 'signup' ? 'signup' : def.id === 'recoverPassword' ? 'forgetPassword' : 'login';
      const captcha = await t.call('GET', `/api/account/captcha/generate?requestFrom=${requestFrom}`);
      body = { ...body, captchaId: captcha.body.data.captchaId, captcha: TEST_CAPTCHA };
    }
    const headers: Record<string, string> = {};
    // A fresh session per request: the hostile calls include signing out and changing the caller's own settings.
    if (options.session) headers.authorization = `Bearer ${await createSession(t.server.db, admin)}`;
    let payload: string | FormData | undefined;
    if (def.body !== undefined && body !== undefined) {
      if (def.encoding === 'multipart') payload = multipartOf(body);
      else if (def.encoding === 'json' || options.asJson) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = pairsOf(body);
      }
    }
    const response = await fetch(t.url + path, {
      method: def.method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    return { status: response.status, text: await response.text() };
  }

  // Found by the property below; kept as examples so they stay covered whatever the generators draw.
  it('refuses integers written as "Infinity" or "1e309" in query and JSON body with a 400', async () => {
    const token = await createSession(t.server.db, admin);
    for (const query of ['from=Infinity', 'perPage=1e309']) {
      const { status, body } = await t.call('GET', `/api/e/enterprise/departments?${query}`, { token });
      expect({ query, status, code: body.code }).toEqual({ query, status: 400, code: 400 });
    }
    const invite = await t.call('POST', '/api/e/enterprise/invitations', {
      token,
      json: { emailId: 'infinite@example.com', roles: [4, '1e309'] },
    });
    expect({ status: invite.status, message: invite.body.message }).toEqual({
      status: 400,
      message: 'Roles must be a finite number',
    });
  });

  it('refuses a customer upload whose file part has no file name with a 400', async () => {
    const form = new FormData();
    form.append('file', new Blob(['phoneNumber,name\n1,A\n']), '');
    const response = await fetch(`${t.url}/api/chat/customers/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await createSession(t.server.db, admin)}` },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  const seedOf = (id: string) => [...id].reduce((seed, char) => (seed * 31 + char.charCodeAt(0)) | 0, HOSTILE_SEED);

  it.each(ALL_ENDPOINTS.map((def) => [def.id, def] as const))('%s never answers 5xx', async (_, def) => {
    const failures: string[] = [];
    const property = fc.asyncProperty(
      hostileRequestOf(def, knownIds),
      fc.boolean(),
      fc.boolean(),
      async (input, asJson, solveCaptcha) => {
        for (const session of [true, false]) {
          const { status, text } = await send(def, input, { session, asJson, solveCaptcha });
          if (status >= 500) {
            const sent = JSON.stringify(input, (_, v) =>
              typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
            );
            failures.push(
              `${status} ${session ? 'admin' : 'anonymous'}${asJson ? ' json' : ''}: ${sent.slice(0, 800)} → ${text.slice(0, 200)}`,
            );
            return false;
          }
        }
        return true;
      },
    );
    // No shrinking (endOnFailure): the first counterexample is reported as sent, and the run stays bounded.
    await fc.check(property, { seed: seedOf(def.id), numRuns: HOSTILE_RUNS, endOnFailure: true });
    await t.server.db.query('DELETE FROM role_permissions');
    expect(failures).toEqual([]);
    expect((await t.call('GET', '/healthz')).status).toBe(200);
  });
});
