import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, hasAnyPermission, type EndpointDef } from '@parley/api-client/contract';
import { permissionsFor } from '../src/auth/roles.ts';
import { routeUrl } from '../src/http/routes.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { sampleOf } from './sampleInput.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

/**
 * The authorisation matrix: every endpoint of the contract (so a new endpoint is covered without touching this
 * file) called with no token, as each role 1–6 and as an administrator of another enterprise.
 */
const ALL = Object.values(endpoints) as EndpointDef[];
const SESSION = ALL.filter((def) => def.auth === 'session');
const ROLES = [1, 2, 3, 4, 5, 6];

describe.each(backends)('authorisation matrix on $name', (backend) => {
  let t: TestServer;
  const tokens = new Map<number, string>();
  let foreignToken: string;
  /** Records of the seeded enterprise, by the tag of the endpoints that address them. */
  const ids: Record<string, string> = {};
  let secrets: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(backend);
    const admin = await t.login();
    for (const role of ROLES) tokens.set(role, await t.login(await t.addUser([role])));
    const target = await t.addUser([6]);
    ids.Users = target.id;
    ids.Departments = (
      await t.call('POST', '/api/e/enterprise/departments', { token: admin, body: { name: 'Matrix dept' } })
    ).body.data.id;
    ids.Invitations = (
      await t.call('POST', '/api/e/enterprise/invitations', {
        token: admin,
        json: { emailId: 'matrix-invitee@example.com', roles: [6] },
      })
    ).body.data.id;
    ids.Agents = (
      await t.call('POST', '/api/nlp/agent', {
        token: admin,
        body: { name: 'Matrix agent', description: 'd', type: 'nlp' },
      })
    ).body.data.id;
    ids['API keys'] = (
      await t.call('POST', '/api/chat/apikey', { token: admin, body: { name: 'matrix' } })
    ).body.data.id;
    foreignToken = await t.login(await t.addForeignAdmin());
    secrets = [...Object.values(ids), target.emailId, 'matrix-invitee@example.com', 'Matrix dept', 'Matrix agent'];
  });
  afterAll(async () => t?.close());

  /** A request that passes validation, addressing the seeded enterprise's record where the endpoint takes an id. */
  function request(def: EndpointDef, token: string | null) {
    const record = ids[def.tag] ?? 'no-such-record';
    let path = routeUrl(def).replace(/:(\w+)/g, () => record);
    if (def.query) {
      const query = new URLSearchParams(
        Object.entries(sampleOf(def.query) as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString();
      if (query) path += `?${query}`;
    }
    const body = def.body ? (sampleOf(def.body) as Record<string, unknown>) : undefined;
    if (body && 'id' in body && def.method !== 'POST') body.id = record;
    const options = { token, ...(body ? { json: body } : {}) };
    return t.call(def.method, path, options);
  }

  it('answers 401 with login_required to every session endpoint called without a token, or with a bad one', async () => {
    for (const def of SESSION) {
      for (const token of [null, 'not-a-real-token']) {
        const { status, body } = await request(def, token);
        expect({ id: def.id, status, login_required: body.login_required }).toEqual({
          id: def.id,
          status: 401,
          login_required: true,
        });
      }
    }
  });

  it("never answers another enterprise's record: 404 for addressed records, and no foreign data in any answer", async () => {
    for (const def of SESSION) {
      if (def.id === 'logout') continue;
      const { status, text } = await request(def, foreignToken);
      const addresses =
        def.path.includes(':id') || (def.body && 'id' in (sampleOf(def.body) as object) && def.method !== 'POST');
      if (addresses) expect({ id: def.id, status }).toEqual({ id: def.id, status: 404 });
      else expect({ id: def.id, status: status < 500 }).toEqual({ id: def.id, status: true });
      for (const secret of secrets)
        expect({ id: def.id, leaked: text.includes(secret) }).toEqual({ id: def.id, leaked: false });
    }
  });

  it.each(ROLES)('answers role %i with 403/1403 exactly where it lacks the permission', async (role) => {
    const held = permissionsFor([role]);
    // Logging out ends the session the remaining calls need, so it goes last.
    const ordered = [...SESSION.filter((d) => d.id !== 'logout'), ...SESSION.filter((d) => d.id === 'logout')];
    for (const def of ordered) {
      const { status, body } = await request(def, tokens.get(role)!);
      if (hasAnyPermission(held, def.permissions)) {
        expect({ id: def.id, denied: status === 401 || status === 403, error: status >= 500 }).toEqual({
          id: def.id,
          denied: false,
          error: false,
        });
      } else {
        expect({ id: def.id, status, code: body.code }).toEqual({ id: def.id, status: 403, code: 1403 });
        expect(body.message).toBeTruthy();
      }
    }
    // Every call after a 403 above still ran signed in (access denied keeps the session); the last call,
    // logout, ended it.
    const profile = await t.call('GET', '/api/e/enterprise/users/me', { token: tokens.get(role)! });
    expect(profile.status).toBe(401);
  });

  it('never fails with a server error on a public endpoint called with minimal input', async () => {
    for (const def of ALL.filter((d) => d.auth === 'public')) {
      const { status } = await request(def, null);
      expect({ id: def.id, status: status !== 401 && status < 500 }).toEqual({ id: def.id, status: true });
    }
  });
});
