import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TObject, TSchema } from '@sinclair/typebox';
import { ALL_ITEMS, ALL_ITEMS_MAX, PAGE_SIZE_MAX, endpoints, type EndpointDef } from '@parley/api-client/contract';
import { routeUrl } from '../src/http/routes.ts';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Query names that size a page in one API or another: a list must use `perPage`, which the contract caps. */
const PAGE_SIZE_NAMES = ['perPage', 'pageSize', 'size', 'limit', 'count', 'max'];

const queryProperties = (def: EndpointDef): Record<string, TSchema> =>
  (def.query as TObject | undefined)?.properties ?? {};

/** Every list endpoint of the contract, found by its query: a new one is covered without a change here. */
const lists = Object.values(endpoints as Record<string, EndpointDef>).filter(
  (def) => 'perPage' in queryProperties(def),
);
const offersAll = (def: EndpointDef) => queryProperties(def).perPage!.minimum === ALL_ITEMS;

/** A valid value for each query field a list requires besides its paging, so only `perPage` can be refused. */
function requiredQuery(def: EndpointDef): Record<string, string> {
  const query = def.query as TObject;
  const values: Record<string, string> = {};
  for (const name of query.required ?? []) {
    const type = query.properties[name]!.type;
    if (type === 'string') values[name] = 'x1';
    else if (type === 'integer' || type === 'number') values[name] = '1';
    else if (type === 'boolean') values[name] = 'true';
    else throw new Error(`${def.id}: no test value for the required query field ${name}`);
  }
  return values;
}

/**
 * Lists that offer "all" (perPage -1): how to put ALL_ITEMS_MAX + 1 records into the caller's enterprise, and where
 * the answer holds them. A list that offers "all" without an entry here fails the test.
 */
const OVERFILL: Record<string, { seed: string; items: string }> = {
  listAgents: {
    seed: `INSERT INTO agents (id, enterprise_id, name, config)
           SELECT 'paged-agent-' || g, u.enterprise_id, 'Paged agent ' || g, (SELECT config FROM agents LIMIT 1)
             FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
    items: 'agents',
  },
  listUsers: {
    seed: `INSERT INTO users (id, enterprise_id, name, email, password_hash, roles, chat_config, audio_settings)
           SELECT 'paged-user-' || g, u.enterprise_id, 'Paged user ' || g, 'paged-user-' || g || '@example.com',
                  u.password_hash, u.roles, u.chat_config, u.audio_settings
             FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
    items: 'users',
  },
  listDepartments: {
    seed: `INSERT INTO departments (id, enterprise_id, name)
           SELECT 'paged-dept-' || g, u.enterprise_id, 'Paged department ' || g
             FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
    items: 'departments',
  },
  listInvitations: {
    seed: `INSERT INTO invitations (id, enterprise_id, email, roles, token_hash, expires_at)
           SELECT 'paged-inv-' || g, u.enterprise_id, 'paged-inv-' || g || '@example.com', '{2}', 'paged-inv-' || g,
                  now() + interval '1 day'
             FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
    items: 'invitations',
  },
  listArtifacts: {
    seed: `INSERT INTO artifacts (id, enterprise_id, type, visibility, data, created_by)
           SELECT 'paged-artifact-' || g, u.enterprise_id, 4, 'private',
                  jsonb_build_object('type', 'TAG', 'name', 'Paged tag ' || g), u.id
             FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
    items: 'artifacts',
  },
};

describe('page size caps of every list in the contract', () => {
  it('finds the lists, caps each at PAGE_SIZE_MAX in the schema, and names no other page size', () => {
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const def of lists) expect([def.id, queryProperties(def).perPage!.maximum]).toEqual([def.id, PAGE_SIZE_MAX]);
    for (const def of Object.values(endpoints as Record<string, EndpointDef>)) {
      const other = Object.keys(queryProperties(def)).filter((name) => PAGE_SIZE_NAMES.slice(1).includes(name));
      expect([def.id, other]).toEqual([def.id, []]);
    }
    for (const def of lists.filter(offersAll)) expect(OVERFILL, `${def.id} offers "all"`).toHaveProperty(def.id);
  });
});

describe.each(backends)('page sizes on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const get = (def: EndpointDef, perPage: number) => {
    const path = routeUrl(def).replace(/:\w+/g, 'x1');
    const query = new URLSearchParams({ ...requiredQuery(def), perPage: String(perPage) });
    return t.call('GET', `${path}?${query}`, { token });
  };

  it.each(lists.map((def) => [def.id, def] as const))('%s refuses a page past the cap with a 400', async (_, def) => {
    const answer = await get(def, PAGE_SIZE_MAX + 1);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Per page must be at most ${PAGE_SIZE_MAX}`);
  });

  it.each(lists.filter((def) => !offersAll(def)).map((def) => [def.id, def] as const))(
    '%s refuses perPage -1 (no "all")',
    async (_, def) => {
      const answer = await get(def, ALL_ITEMS);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Per page must be at least 1');
    },
  );

  it.each(lists.filter(offersAll).map((def) => [def.id, def] as const))(
    '%s answers "all" (perPage -1) with at most ALL_ITEMS_MAX and says there is more',
    async (id, def) => {
      const overfill = OVERFILL[id]!;
      await t.server.db.query(overfill.seed, [ADMIN.emailId, ALL_ITEMS_MAX + 1]);
      const answer = await get(def, ALL_ITEMS);
      expect(answer.status).toBe(200);
      const data = answer.body.data as Record<string, unknown>;
      expect(data[overfill.items]).toHaveLength(ALL_ITEMS_MAX);
      // Agents say `more`; the account lists give the total.
      if ('more' in data) expect(data.more).toBe(true);
      else expect(data.total).toBeGreaterThan(ALL_ITEMS_MAX);
    },
  );
});
