import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { newId, orderedId, orderedIds } from '../src/db/ids.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { createServer } from '../src/server.ts';
import { nextFieldId } from '../src/areas/customers/services/customerMaster.ts';
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

/** A fresh database with the migrations before `version` applied, for that migration's test; then cleaned up. */
async function withSchemaBefore(backend: (typeof backends)[number], version: number, test: (db: Database) => Promise<void>) {
  const fresh = await backend.fresh();
  const db = await openDatabase(fresh.options);
  const before = mkdtempSync(join(tmpdir(), 'parley-migrations-'));
  try {
    for (const m of listMigrations().filter((m) => m.version < version)) writeFileSync(join(before, m.name), m.sql);
    await migrate(db, before);
    await test(db);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await db.close();
    await fresh.dispose();
  }
}

describe.each(backends)('migration 027 on $name', (backend) => {
  it('orders existing customers by id in their old insertion order and keeps every other column', async () => {
    // The schema as it was before 027, with customers saved under random ids in a known order.
    await withSchemaBefore(backend, 27, async (db) => {
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'One'), ('e2', 'Two')");
      const randomIds = ['f0', '0a', '9c', '33'];
      for (const [i, id] of randomIds.entries()) {
        await db.query(
          `INSERT INTO cm_customers (id, enterprise_id, name, phone_number, tags, data, created_at)
           VALUES ($1, $2, $3, $4, '{t1}', '{"f":"v"}', '2026-01-01T00:00:00Z')`,
          [id, i % 2 ? 'e2' : 'e1', `Customer ${i}`, `+9198765432${i}0`],
        );
      }
      await db.query("INSERT INTO cm_search_rebuilds (enterprise_id, after_seq) VALUES ('e1', 3)");

      expect(await migrate(db)).toContain('027_customer_order_by_id.sql');
      const rows = await db.query<{ id: string; name: string; enterprise_id: string; tags: string[]; data: object }>(
        'SELECT id, name, enterprise_id, tags, data FROM cm_customers ORDER BY id',
      );
      expect(rows.map((r) => r.name)).toEqual(['Customer 0', 'Customer 1', 'Customer 2', 'Customer 3']);
      for (const row of rows) {
        expect(row.id).toMatch(/^[0-9a-f]{32}$/);
        expect(row).toMatchObject({ tags: ['t1'], data: { f: 'v' } });
      }
      const newestFirst = await db.query<{ name: string }>(
        "SELECT name FROM cm_customers WHERE enterprise_id = 'e1' ORDER BY id DESC",
      );
      expect(newestFirst.map((r) => r.name)).toEqual(['Customer 2', 'Customer 0']);
      // A rebuild under way starts again from the first customer.
      expect(await db.query('SELECT after_id FROM cm_search_rebuilds')).toEqual([{ after_id: '' }]);
      // New ids sort after every migrated one.
      expect(orderedId() > rows[3]!.id).toBe(true);
    });
  });
});

describe.each(backends)('migration 028 on $name', (backend) => {
  it("moves customers' search words to a table of their own and keeps them found", async () => {
    await withSchemaBefore(backend, 28, async (db) => {
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'One'), ('e2', 'Two')");
      const customers = [
        ['c1', 'e1', 'Asha Rao', '+919876543210', "'asha' 'rao' '9876543210'"],
        ['c2', 'e2', 'Ravi Iyer', '+919876543211', "'ravi' 'iyer' '9876543211'"],
      ];
      for (const [id, enterprise, name, phone, search] of customers) {
        await db.query(
          'INSERT INTO cm_customers (id, enterprise_id, name, phone_number, search) VALUES ($1, $2, $3, $4, $5::tsvector)',
          [id, enterprise, name, phone, search],
        );
      }

      expect(await migrate(db)).toContain('028_customer_search_table.sql');
      expect(
        await db.query(
          `SELECT 1 FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = 'cm_customers' AND column_name = 'search'`,
        ),
      ).toHaveLength(0);
      const found = await db.query<{ enterprise_id: string; customer_id: string }>(
        "SELECT enterprise_id, customer_id FROM cm_customer_search WHERE search @@ 'rao:*'::tsquery",
      );
      expect(found).toEqual([{ enterprise_id: 'e1', customer_id: 'c1' }]);
      // Deleting an enterprise takes its customers' words too.
      await db.query("DELETE FROM enterprises WHERE id = 'e1'");
      expect(await db.query<{ customer_id: string }>('SELECT customer_id FROM cm_customer_search')).toEqual([{ customer_id: 'c2' }]);
    });
  });
});

describe.each(backends)('migration 029 on $name', (backend) => {
  it("numbers each enterprise's fields from f1 in their order and moves customers' values to the new ids", async () => {
    await withSchemaBefore(backend, 29, async (db) => {
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'One'), ('e2', 'Two'), ('e3', 'Three')");
      const [city, plan, colour] = [newId(), newId(), newId()];
      const fields = [
        [plan, 'e1', 'plan', 1],
        [city, 'e1', 'city', 0],
        [colour, 'e2', 'colour', 0],
      ] as const;
      for (const [id, enterprise, name, position] of fields) {
        await db.query(
          "INSERT INTO cm_field_definitions (id, enterprise_id, field_name, position, definition) VALUES ($1, $2, $3, $4, '{}')",
          [id, enterprise, name, position],
        );
      }
      const customers = [
        ['c1', 'e1', JSON.stringify({ [plan]: 'Gold', gone: 'kept as it is', [city]: 'Pune' })],
        ['c2', 'e2', JSON.stringify({ [colour]: 'Blue' })],
        ['c3', 'e1', '{}'],
        ['c4', 'e3', JSON.stringify({ [city]: 'not e3 field' })],
      ];
      for (const [id, enterprise, data] of customers) {
        await db.query('INSERT INTO cm_customers (id, enterprise_id, name, phone_number, data) VALUES ($1, $2, $1, $1, $3::json)', [
          id,
          enterprise,
          data,
        ]);
      }

      expect(await migrate(db)).toContain('029_short_field_ids.sql');
      const defs = await db.query('SELECT enterprise_id, id, field_name FROM cm_field_definitions ORDER BY enterprise_id, id');
      expect(defs).toEqual([
        { enterprise_id: 'e1', id: 'f1', field_name: 'city' },
        { enterprise_id: 'e1', id: 'f2', field_name: 'plan' },
        { enterprise_id: 'e2', id: 'f1', field_name: 'colour' },
      ]);
      const data = await db.query<{ id: string; data: Record<string, string> }>('SELECT id, data FROM cm_customers ORDER BY id');
      expect(data.map((row) => [row.id, Object.entries(row.data)])).toEqual([
        ['c1', [['f2', 'Gold'], ['gone', 'kept as it is'], ['f1', 'Pune']]],
        ['c2', [['f1', 'Blue']]],
        ['c3', []],
        ['c4', [[city, 'not e3 field']]],
      ]);
      // Numbering goes on after the migrated fields, per enterprise.
      expect(await db.transaction((tx) => nextFieldId(tx, 'e1'))).toBe('f3');
      expect(await db.transaction((tx) => nextFieldId(tx, 'e2'))).toBe('f2');
      expect(await db.transaction((tx) => nextFieldId(tx, 'e3'))).toBe('f1');
    });
  });
});

describe.each(backends)('migration 030 on $name', (backend) => {
  it("numbers segments from t1 in the order they were made; uploads and customers' tags follow", async () => {
    await withSchemaBefore(backend, 30, async (db) => {
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'One'), ('e2', 'Two')");
      const [vip, leads, theirs] = [newId(), newId(), newId()];
      const segments = [
        [leads, 'e1', 'Leads', '2026-01-02T00:00:00Z'],
        [vip, 'e1', 'VIP', '2026-01-01T00:00:00Z'],
        [theirs, 'e2', 'Theirs', '2026-01-03T00:00:00Z'],
      ];
      for (const [id, enterprise, name, created] of segments) {
        await db.query('INSERT INTO cm_tags (id, enterprise_id, name, created_at) VALUES ($1, $2, $3, $4)', [id, enterprise, name, created]);
      }
      await db.query("INSERT INTO cm_uploads (id, enterprise_id, segment_id, file_name) VALUES ('u1', 'e1', $1, 'a.csv')", [leads]);
      const customers = [
        ['c1', 'e1', [leads, 'unknown', vip]],
        ['c2', 'e2', [theirs]],
        ['c3', 'e1', []],
      ] as const;
      for (const [id, enterprise, tags] of customers) {
        await db.query('INSERT INTO cm_customers (id, enterprise_id, name, phone_number, tags) VALUES ($1, $2, $1, $1, $3)', [id, enterprise, tags]);
      }

      expect(await migrate(db)).toContain('030_short_segment_ids.sql');
      expect(await db.query('SELECT id, name FROM cm_tags ORDER BY id')).toEqual([
        { id: 't1', name: 'VIP' },
        { id: 't2', name: 'Leads' },
        { id: 't3', name: 'Theirs' },
      ]);
      expect(await db.query('SELECT id, tags FROM cm_customers ORDER BY id')).toEqual([
        { id: 'c1', tags: ['t2', 'unknown', 't1'] },
        { id: 'c2', tags: ['t3'] },
        { id: 'c3', tags: [] },
      ]);
      expect(await db.query('SELECT segment_id FROM cm_uploads')).toEqual([{ segment_id: 't2' }]);
      // The upload still belongs to its segment, and new segments go on from the last number.
      await db.query("DELETE FROM cm_tags WHERE id = 't2'");
      expect(await db.query('SELECT id FROM cm_uploads')).toEqual([]);
      expect(await db.query("SELECT 't' || nextval('cm_tag_numbers') AS id")).toEqual([{ id: 't4' }]);
    });
  });
});

describe('orderedIds', () => {
  it('makes ids that sort in the order they were made, across calls and within one millisecond', () => {
    const ids = [...orderedIds(5000), orderedId(), ...orderedIds(3)];
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe.each(backends)('migration 031 on $name', (backend) => {
  it('stores uploaded chunks as they are from then on, and keeps reading the compressed ones stored before', async () => {
    await withSchemaBefore(backend, 31, async (db) => {
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'One')");
      await db.query("INSERT INTO cm_uploads (id, enterprise_id, file_name) VALUES ('u1', 'e1', 'a.csv')");
      const csv = Buffer.from('9876543210,Some One,Pune\n'.repeat(20_000)).toString('base64');
      const store = (seq: number) =>
        db.query("INSERT INTO cm_upload_chunks (upload_id, seq, bytes) VALUES ('u1', $1, decode($2, 'base64'))", [seq, csv]);
      await store(0);
      expect(await migrate(db)).toContain('031_upload_chunks_uncompressed.sql');
      await store(1);
      const chunks = await db.query<{ seq: number; stored: number; size: number; same: boolean }>(
        `SELECT seq, pg_column_size(bytes) AS stored, octet_length(bytes) AS size, bytes = decode($1, 'base64') AS same
           FROM cm_upload_chunks ORDER BY seq`,
        [csv],
      );
      expect(chunks.map((c) => c.same)).toEqual([true, true]);
      expect(chunks[0]!.stored).toBeLessThan(chunks[0]!.size / 10);
      expect(chunks[1]!.stored).toBeGreaterThanOrEqual(chunks[1]!.size);
    });
  });
});
