import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY_MAX_EXPIRY_DAYS, DEFAULT_ROLE_PERMISSIONS, Messages } from '@parley/api-client/contract';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const API_KEYS = '/api/chat/apikey';
const ROLES = '/api/e/enterprise/roles';
const USERS = '/api/e/enterprise/users';
const ME = '/api/e/enterprise/users/me';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Campaign Checker: by default no key management; the tests grant it ENTERPRISE.EDIT to get a non-administrator. */
const KEY_MANAGER_ROLE = 5;

describe.each(backends)('API keys: lifetime, creator and visibility on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    const granted = await t.call('PUT', `${ROLES}/${KEY_MANAGER_ROLE}`, {
      token: admin,
      json: { permissions: [...DEFAULT_ROLE_PERMISSIONS[KEY_MANAGER_ROLE], 'ENTERPRISE.EDIT'] },
    });
    expect(granted.status).toBe(200);
  });
  afterAll(async () => t?.close());

  /** A signed-in non-administrator who may manage API keys, with its own first key. */
  async function keyManager() {
    const user = await t.addUser([KEY_MANAGER_ROLE]);
    const token = await t.login(user);
    const created = await t.call('POST', API_KEYS, {
      token,
      json: { name: `key of ${user.emailId}`, password: user.password },
    });
    expect(created.status).toBe(200);
    return { ...user, token, key: created.body.data as { id: string; key: string } };
  }

  const keyCount = async () =>
    (await t.server.db.query<{ keys: number }>('SELECT count(*)::int AS keys FROM api_keys'))[0]!.keys;

  const createKey = async (token: string, password: string, extra: object = {}) =>
    t.call('POST', API_KEYS, { token, json: { name: 'ci', password, ...extra } });

  describe('expiry', () => {
    it('gives a key the lifetime asked for, and refuses it after that like an unknown key', async () => {
      const before = Date.now();
      const created = await createKey(admin, ADMIN.password, { expiresInDays: 30 });
      expect(created.status).toBe(200);
      const { id, key, expiresAt } = created.body.data;
      expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY_MS - 5_000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(30 * DAY_MS + 5_000);
      expect((await t.call('GET', ME, { token: key })).status).toBe(200);

      // Thirty days pass for this key.
      await t.server.db.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
      const expired = await t.call('GET', ME, { token: key });
      const unknown = await t.call('GET', ME, { token: `${key.slice(0, -4)}0000` });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual(unknown.body);
      expect((await t.call('GET', `${API_KEYS}/${id}`, { token: admin })).body.data.expiresAt).not.toBeNull();
    });

    it('lasts until revoked when no lifetime is given', async () => {
      const created = await createKey(admin, ADMIN.password);
      expect(created.body.data.expiresAt).toBeNull();
      const [row] = await t.server.db.query<{ expires_at: Date | null }>(
        'SELECT expires_at FROM api_keys WHERE id = $1',
        [created.body.data.id],
      );
      expect(row!.expires_at).toBeNull();
    });

    it.each([0, -1, 1.5, API_KEY_MAX_EXPIRY_DAYS + 1, '7 days'])(
      'refuses a lifetime of %s days at the field, storing nothing',
      async (expiresInDays) => {
        const before = await keyCount();
        const refused = await createKey(admin, ADMIN.password, { expiresInDays });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('expiresInDays');
        expect(await keyCount()).toBe(before);
      },
    );
  });

  describe('acting as the creator', () => {
    it('stops working while its creator is deactivated', async () => {
      const manager = await keyManager();
      expect((await t.call('GET', ME, { token: manager.key.key })).status).toBe(200);
      expect((await t.call('DELETE', `${USERS}/${manager.id}`, { token: admin })).status).toBe(200);
      const refused = await t.call('GET', ME, { token: manager.key.key });
      expect(refused.status).toBe(401);
      expect(refused.body.login_required).toBe(true);
    });

    it("is revoked when an administrator resets its creator's password, and another user's key is not", async () => {
      const manager = await keyManager();
      const bystander = await keyManager();
      const reset = await t.call('PUT', `${USERS}/${manager.id}/reset_password`, {
        token: admin,
        json: { adminPassword: ADMIN.password, password: 'set-by-admin-1' },
      });
      expect(reset.status).toBe(200);
      expect((await t.call('GET', ME, { token: manager.key.key })).status).toBe(401);
      const left = await t.server.db.query('SELECT id FROM api_keys WHERE user_id = $1', [manager.id]);
      expect(left).toEqual([]);
      expect((await t.call('GET', ME, { token: bystander.key.key })).status).toBe(200);
    });

    it("holds at most the creator's current permissions: a role losing one takes it from the key at once", async () => {
      const manager = await keyManager();
      expect((await t.call('GET', API_KEYS, { token: manager.key.key })).status).toBe(200);
      const revoked = await t.call('PUT', `${ROLES}/${KEY_MANAGER_ROLE}`, {
        token: admin,
        json: { permissions: [...DEFAULT_ROLE_PERMISSIONS[KEY_MANAGER_ROLE]] },
      });
      expect(revoked.status).toBe(200);
      try {
        const denied = await t.call('GET', API_KEYS, { token: manager.key.key });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe(Messages.accessDenied);
      } finally {
        await t.call('PUT', `${ROLES}/${KEY_MANAGER_ROLE}`, {
          token: admin,
          json: { permissions: [...DEFAULT_ROLE_PERMISSIONS[KEY_MANAGER_ROLE], 'ENTERPRISE.EDIT'] },
        });
      }
    });

    it('shows who created each key, when it was last used and when it expires', async () => {
      const manager = await keyManager();
      const [creator] = await t.server.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [manager.id]);
      const listed = (await t.call('GET', API_KEYS, { token: manager.token })).body.data;
      expect(listed).toEqual([
        expect.objectContaining({
          id: manager.key.id,
          createdBy: { uId: manager.id, name: creator!.name },
          lastUsedAt: null,
          expiresAt: null,
        }),
      ]);
      await t.call('GET', ME, { token: manager.key.key });
      const used = (await t.call('GET', `${API_KEYS}/${manager.key.id}`, { token: manager.token })).body.data;
      expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it("records a key's last use at most once a minute, not on every request", async () => {
      const manager = await keyManager();
      await t.call('GET', ME, { token: manager.key.key });
      // Every UPDATE leaves a new row version: its xmin tells whether the row was written.
      const version = async () =>
        (
          await t.server.db.query<{ xmin: string; last_used_at: Date }>(
            'SELECT xmin::text AS xmin, last_used_at FROM api_keys WHERE id = $1',
            [manager.key.id],
          )
        )[0]!;
      const before = await version();
      for (let i = 0; i < 1000; i += 20)
        await Promise.all(Array.from({ length: 20 }, () => t.call('GET', ME, { token: manager.key.key })));
      const after = await version();
      expect(after).toEqual(before);
      // A minute later the next use is recorded again.
      await t.server.db.query("UPDATE api_keys SET last_used_at = now() - interval '61 seconds' WHERE id = $1", [
        manager.key.id,
      ]);
      const stale = await version();
      expect((await t.call('GET', ME, { token: manager.key.key })).status).toBe(200);
      const touched = await version();
      expect(touched.last_used_at.getTime()).toBeGreaterThan(stale.last_used_at.getTime());
    });
  });

  describe('who sees and revokes a key', () => {
    it("a non-administrator lists only its own keys and gets 404 for anyone else's, which stay untouched", async () => {
      const manager = await keyManager();
      const colleague = await keyManager();
      const adminKey = (await createKey(admin, ADMIN.password)).body.data;

      const listed = (await t.call('GET', API_KEYS, { token: manager.token })).body.data;
      expect(listed.map((k: { id: string }) => k.id)).toEqual([manager.key.id]);

      for (const other of [adminKey, colleague.key]) {
        const fetched = await t.call('GET', `${API_KEYS}/${other.id}`, { token: manager.token });
        const removed = await t.call('DELETE', `${API_KEYS}/${other.id}`, { token: manager.token });
        const missing = await t.call('GET', `${API_KEYS}/no-such-key`, { token: manager.token });
        expect([fetched.status, removed.status]).toEqual([404, 404]);
        // The same answer as for a key that does not exist: nothing tells that it does.
        expect(fetched.body).toEqual(missing.body);
        expect((await t.call('GET', ME, { token: other.key })).status).toBe(200);
      }

      expect((await t.call('DELETE', `${API_KEYS}/${manager.key.id}`, { token: manager.token })).status).toBe(200);
      expect((await t.call('GET', ME, { token: manager.key.key })).status).toBe(401);
    });

    it("an administrator lists every key of the enterprise and revokes a user's key", async () => {
      const manager = await keyManager();
      const listed = (await t.call('GET', API_KEYS, { token: admin })).body.data;
      expect(listed.map((k: { id: string }) => k.id)).toContain(manager.key.id);
      expect((await t.call('GET', `${API_KEYS}/${manager.key.id}`, { token: admin })).status).toBe(200);
      expect((await t.call('DELETE', `${API_KEYS}/${manager.key.id}`, { token: admin })).status).toBe(200);
      expect((await t.call('GET', ME, { token: manager.key.key })).status).toBe(401);
    });
  });
});
