import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { lockDataDir, type DataDirLock } from './dataDirLock.ts';
import { cheapMissingFiles, copySource } from './pgliteFiles.ts';

export const IN_MEMORY = 'memory://';
const UTF8 = new TextEncoder();

/**
 * PGlite's buffer cache lives in the WebAssembly heap, which never shrinks. 32 MB instead of the default 128 MB
 * keeps ~80 MB off the server's memory; a 1,000,000-customer import and the list and search timings after it
 * measured no slower (the files stay in the operating system's cache; `npm run bench:customers`).
 */
const SHARED_BUFFERS = '32MB';
/**
 * PGlite runs PostgreSQL in single-user mode, with no WAL writer: with the default (1 MB, from shared_buffers) a
 * bulk load wrote its WAL a page at a time, synchronously, in the server's thread. 16 MB took a COPY of validated
 * customers from ~63,000 to ~85,000 rows/s (8 and 32 MB measured the same within noise).
 */
const WAL_BUFFERS = '16MB';

/** PostgreSQL's settings for an embedded database (also read by `bench/embedded-floor.ts`). */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${SHARED_BUFFERS}`,
  '-c',
  `wal_buffers=${WAL_BUFFERS}`,
];

/**
 * Embedded PostgreSQL in WebAssembly. One process may hold a data directory at a time: it is locked (see
 * dataDirLock.ts) before anything in it is read, initdb included, and unlocked by close().
 */
export async function openPglite(dataDir: string = IN_MEMORY): Promise<Database> {
  if (dataDir === IN_MEMORY) return wrapPglite(await startPglite(IN_MEMORY), IN_MEMORY);
  // Taking the lock creates the directory (PGlite does not create parent directories itself).
  const lock = await lockDataDir(dataDir);
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseInChildProcess(dataDir);
    return wrapPglite(await startPglite(dataDir), dataDir, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startPglite(dataDir: string): Promise<PGlite> {
  const pg = new PGlite({
    ...(dataDir === IN_MEMORY ? {} : { dataDir }),
    startParams: [...PGLITE_START_PARAMS],
  });
  await pg.waitReady;
  return pg;
}

function wrapPglite(pg: PGlite, dataDir: string, lock?: DataDirLock): Database {
  cheapMissingFiles(pg, dataDir);
  const copies = copySource(pg);

  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async copyIn(table: string, columns: readonly string[], rows: string | Uint8Array) {
      const sql = `COPY ${table} (${columns.join(', ')}) FROM`;
      if (!copies) {
        // PGlite's own virtual /dev/blob device, filled from the `blob` option.
        await q.query(`${sql} '/dev/blob'`, [], { blob: new Blob([rows as BlobPart]) });
        return;
      }
      const bytes = typeof rows === 'string' ? UTF8.encode(rows) : rows;
      await copies.copyFrom(bytes, (path) => q.query(`${sql} '${path}'`));
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

const INIT_SCRIPT = fileURLToPath(new URL('./pgliteInit.mjs', import.meta.url));

/** initdb in a process of its own: its WebAssembly memory goes away with that process instead of staying in ours. */
async function initialiseInChildProcess(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [INIT_SCRIPT, dataDir], { timeout: 120_000 });
}
