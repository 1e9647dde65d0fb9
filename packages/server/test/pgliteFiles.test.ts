import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../src/db/pglite.ts';
import { cheapMissingFiles, copySource } from '../src/db/pgliteFiles.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** What these tests look at in PGlite's file system (Emscripten's FS). */
interface Fs {
  lookupPath(path: string): { node: { name: string } };
  readdir(path: string): string[];
}
const fsOf = (pg: PGlite) => (pg as unknown as { mod: { FS: Fs } }).mod.FS;
const errnoOf = (fn: () => unknown): number | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { errno?: number }).errno;
  }
};

describe('PGlite file access', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-pglite-files-'));
  const dataDir = join(dir, 'data');
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite({ dataDir });
    await pg.waitReady;
  });
  afterAll(async () => {
    await pg?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads COPY input from the bytes handed over, one device per statement, removed after it', async () => {
    const copies = copySource(pg);
    expect(copies).toBeDefined();
    await pg.exec('CREATE TABLE copied (a text, b json)');
    const copyIn = (text: string) =>
      copies!.copyFrom(new TextEncoder().encode(text), (path) => pg.query(`COPY copied (a, b) FROM '${path}'`));
    // A value larger than one read of PostgreSQL's (64 KiB) crosses reads whole.
    const long = 'é'.repeat(100_000);
    await Promise.all([copyIn('first ✓\t{"k":"ü"}\ntab\\there\t{}\n'), copyIn(`${long}\t[1]\n`)]);
    const rows = await pg.query<{ a: string; b: unknown }>(
      `SELECT CASE WHEN a = $1 THEN 'the long one' ELSE a END AS a, b FROM copied ORDER BY length(a)`,
      [long],
    );
    expect(rows.rows).toEqual([
      { a: 'first ✓', b: { k: 'ü' } },
      { a: 'tab\there', b: {} },
      { a: 'the long one', b: [1] },
    ]);
    await expect(copyIn('not json\tnot json\n')).rejects.toThrow(/json/i);
    expect(fsOf(pg).readdir('/dev').filter((name) => name.startsWith('parley-copy'))).toEqual([]);
    // The other devices are untouched: PostgreSQL still reads its random bytes from /dev/urandom.
    const [uuid] = (await pg.query<{ id: string }>('SELECT gen_random_uuid()::text AS id')).rows;
    expect(uuid?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers look-ups of missing files in the data directory as missing and still finds what PostgreSQL writes', async () => {
    expect(cheapMissingFiles(pg, dataDir)).toBe(true);
    const FS = fsOf(pg);
    const mountpoint = '/pglite/data';
    expect(errnoOf(() => FS.lookupPath(`${mountpoint}/base/no-such-file`))).toBe(44);
    await pg.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('after the change'); CHECKPOINT");
    const [{ path }] = (await pg.query<{ path: string }>("SELECT pg_relation_filepath('kept') AS path")).rows as [
      { path: string },
    ];
    expect(errnoOf(() => FS.lookupPath(`${mountpoint}/${path}`))).toBeUndefined();
    // A table without a free-space map yet: the look-ups PostgreSQL makes for it fail as "missing", and it goes on.
    expect(errnoOf(() => FS.lookupPath(`${mountpoint}/${path}_fsm`))).toBe(44);
    await pg.exec("INSERT INTO kept SELECT 'row ' || g FROM generate_series(1, 5000) g");
    expect((await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 5001 }]);
    // Other failures keep their own errors (here: a name too long), and the database goes on answering.
    expect(errnoOf(() => FS.lookupPath(`${mountpoint}/${'a'.repeat(300)}`))).toBeGreaterThan(0);
    await expect(pg.query(`SELECT pg_stat_file('${'a'.repeat(300)}', true)`)).rejects.toThrow(/could not stat file/);
    expect((await pg.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('leaves an in-memory database as it is', async () => {
    const memory = new PGlite();
    await memory.waitReady;
    try {
      expect(cheapMissingFiles(memory, dataDir)).toBe(false);
    } finally {
      await memory.close();
    }
  });

  it("copies rows in through the server's database layer, text and bytes alike, and keeps them across a restart", async () => {
    const layerDir = join(dir, 'layer');
    const first = await openPglite(layerDir);
    await first.exec('CREATE TABLE t (a text)');
    await first.transaction(async (tx) => {
      await tx.copyIn('t', ['a'], 'from text ✓\n');
      await tx.copyIn('t', ['a'], new TextEncoder().encode('from bytes\n'));
    });
    await first.close();
    const second = await openPglite(layerDir);
    expect(await second.query('SELECT a FROM t ORDER BY a')).toEqual([{ a: 'from bytes' }, { a: 'from text ✓' }]);
    await second.close();
  });
});
