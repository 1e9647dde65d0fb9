import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kind, type TSchema } from '@sinclair/typebox';
import { endpoints, type EndpointDef } from '@parley/api-client/contract';
import { routeUrl } from '../src/http/routes.ts';
import { TEST_CAPTCHA, backends, startTestServer, type TestServer } from './harness.ts';
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
  schema[Kind] === 'Union' ? kindOf(schema.anyOf.find((s: Field['schema']) => s[Kind] !== 'Literal') ?? schema.anyOf[0]) : schema[Kind];

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
    let path = routeUrl(def).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params[name] ?? '')));
    const query = new URLSearchParams(
      Object.entries(input.query).map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    ).toString();
    if (query) path += `?${query}`;
    const body = { ...input.body };
    // A fresh, correctly answered captcha, so the refusal is about the field under test.
    if ('captchaId' in body && testedField !== 'captchaId') {
      const requestFrom = def.id === 'signup' ? 'signup' : def.id === 'recoverPassword' ? 'forgetPassword' : 'login';
      body.captchaId = (await t.call('GET', `/api/account/captcha/generate?requestFrom=${requestFrom}`)).body.data.captchaId;
    }
    if ('captcha' in body && testedField !== 'captcha') body.captcha = TEST_CAPTCHA;
    return t.call(def.method, path, { token: def.auth === 'session' ? admin : null, ...(def.body ? { json: body } : {}) });
  }

  const valid = (def: EndpointDef): Record<Part, Record<string, unknown>> => ({
    body: def.body ? (sampleOf(def.body) as Record<string, unknown>) : {},
    query: def.query ? (sampleOf(def.query) as Record<string, unknown>) : {},
    params: def.params ? (sampleOf(def.params) as Record<string, unknown>) : {},
  });

  async function expectRefused(def: EndpointDef, label: string, input: Record<Part, Record<string, unknown>>, field?: string) {
    const before = await counts();
    const { status, body } = await send(def, input, field);
    const context = `${def.id} ${label}`;
    expect({ context, clientError: status >= 400 && status < 500 }).toEqual({ context, clientError: true });
    expect({ context, status: body.status, message: typeof body.message === 'string' && body.message.length > 0 }).toEqual({
      context,
      status: false,
      message: true,
    });
    if (field && input.params[field] === undefined && status === 400 && body.code === 400) expect({ context, message: body.message }).toEqual({ context, message: expect.stringContaining(field) });
    expect({ context, counts: await counts() }).toEqual({ context, counts: before });
  }

  it.each(ACCOUNT_ENDPOINTS.map((def) => [def.id, def] as const))('%s refuses bad input with a 4xx and stores nothing', async (_, def) => {
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
        if (field.schema.format || (field.schema.pattern && field.schema.pattern !== '^[^<>]*$')) await set('with SQL', SQL);
        if (field.schema.pattern === '^[^<>]*$') await set('with a script', SCRIPT);
      } else if (kind === 'Integer' || kind === 'Number') {
        await set('not a number', 'abc');
        if (field.schema.maximum !== undefined) await set('too large', field.schema.maximum + 1);
      } else if (kind === 'Boolean') {
        await set('not a boolean', 'maybe');
      } else if (kind === 'Array') {
        await set('of the wrong type', [{ nested: true }]);
        if (field.schema.maxItems !== undefined) {
          await set('too long', Array.from({ length: field.schema.maxItems + 1 }, () => sampleOf(field.schema.items)));
        }
      } else if (kind === 'Object') {
        await set('as a string', 'plain text');
      }
    }
  });

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
