import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import pgCopyStreams from 'pg-copy-streams';
import type { Database, Queryable } from './database.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Isolates everything in one schema (tests share a database, each file gets its own schema). */
  schema?: string;
}

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres({ connectionString, schema }: PostgresOptions): Promise<Database> {
  if (schema !== undefined && !SAFE_IDENTIFIER.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  // search_path set at connection start holds for every pooled connection, not only the first one.
  const pool = new pg.Pool({ connectionString, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });

  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    async copyIn(table: string, columns: readonly string[], rows: string | Uint8Array) {
      const data = typeof rows === 'string' ? Buffer.from(rows) : Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength);
      // COPY needs one connection from start to end: inside a transaction `q` is already one.
      const client = q instanceof pg.Pool ? await q.connect() : q;
      try {
        await pipeline(Readable.from([data]), client.query(pgCopyStreams.from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
      } finally {
        if (client !== q) (client as pg.PoolClient).release();
      }
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
