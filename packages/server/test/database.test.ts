import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { createServer } from '../src/server.ts';
import { backends, startTestServer } from './harness.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates missing parent directories, migrates once, seeds once and keeps data across restarts', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = await createServer({ dataDir, adminPassword: 'first-password' });
    expect(first.seed).toMatchObject({ created: true, adminEmail: 'admin@parley.local', adminPassword: 'first-password' });
    await first.db.query("UPDATE agents SET description = 'kept' WHERE name = 'Product FAQ'");
    await first.close();

    const second = await createServer({ dataDir, adminPassword: 'ignored-now' });
    expect(second.seed).toEqual({ created: false, adminEmail: 'admin@parley.local', adminPassword: null });
    expect(await migrate(second.db)).toEqual([]);
    const versions = await second.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(listMigrations().map((m) => m.version));
    const [agent] = await second.db.query<{ description: string }>("SELECT description FROM agents WHERE name = 'Product FAQ'");
    expect(agent?.description).toBe('kept');
    expect(await second.db.query('SELECT id FROM enterprises')).toHaveLength(1);
    await second.close();
  }, 120_000);
});

describe.each(backends)('database layer on $name', (backend) => {
  it('applies migrations in order inside a transaction and records them', async () => {
    const fresh = await backend.fresh();
    const db = await openDatabase(fresh.options);
    try {
      const applied = await migrate(db);
      expect(applied).toEqual(listMigrations().map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO enterprises (id, name) VALUES ('rolled', 'back')");
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await db.query("SELECT id FROM enterprises WHERE id = 'rolled'")).toEqual([]);
    } finally {
      await db.close();
      await fresh.dispose();
    }
  });

  it('seeds a generated 16-character password when none is given, and never stores it in clear', async () => {
    const t = await startTestServer(backend, { adminPassword: undefined });
    try {
      const password = t.server.seed.adminPassword!;
      expect(password).toHaveLength(16);
      const [user] = await t.server.db.query<{ password_hash: string; roles: number[] }>(
        'SELECT password_hash, roles FROM users',
      );
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
      expect(user?.roles).toEqual([1]);
      const token = await t.login({ emailId: 'admin@parley.local', password });
      expect((await t.call('GET', '/api/e/enterprise/users/me', { token })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
