import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { ServerOptions } from '../packages/server/src/server.ts';
import { arg } from './args.ts';

/**
 * What the benches that drive a server in a child process share: the child's server with an API key of its
 * administrator, the child's database options from its command line, and a PostgreSQL schema of its own that is
 * dropped afterwards.
 */

export type ChildDatabase = { dataDir: string } | { databaseUrl: string; schema: string };

/** The child's database, from `--child pglite --dir D` or `--child postgres --url U --schema S`. */
export const childDatabase = (): ChildDatabase =>
  arg('child') === 'pglite' ? { dataDir: arg('dir')! } : { databaseUrl: arg('url')!, schema: arg('schema')! };

/** A server on a random port over `database`, and its administrator with an API key; `options` win. */
export async function startBenchServer(
  database: ChildDatabase,
  logger?: { level: string },
  options: Omit<ServerOptions, 'dataDir' | 'databaseUrl' | 'schema' | 'db'> = {},
) {
  const { createServer } = await import('../packages/server/src/server.ts');
  const { createApiKey } = await import('../packages/server/src/areas/accounts/services/apiKeys.ts');
  const server = await createServer({
    ...database,
    staticDir: '/nonexistent',
    adminPassword: 'bench-password-123',
    ...(logger ? { logger } : {}),
    ...options,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const [owner] = await server.db.query<{ id: string; enterprise_id: string }>(
    'SELECT id, enterprise_id FROM users ORDER BY created_at LIMIT 1',
  );
  const user = { id: owner!.id, enterpriseId: owner!.enterprise_id };
  const { key } = await createApiKey(server.db, { userId: user.id, enterpriseId: user.enterpriseId }, 'bench');
  return { server, port: address.port, user, key };
}

/** Runs `measure` with a fresh schema name on `url`, then drops that schema whatever happened. */
export async function withPostgresSchema<T>(url: string, prefix: string, measure: (schema: string) => Promise<T>) {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  try {
    return await measure(schema);
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

/**
 * Starts `script` again as the bench's server child (with `childArgs`, and Node.js `nodeFlags` such as
 * `--cpu-prof`), and reads its answers: `next(key)` is the next JSON line of its output carrying `key` (the child
 * may print other lines, a database notice say).
 */
export function spawnBenchChild(script: string, childArgs: string[], nodeFlags: readonly string[] = []) {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', '--conditions=@parley/source', script, ...childArgs],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async (key: string): Promise<Record<string, unknown>> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('the server child exited');
      try {
        const parsed = JSON.parse(value as string) as Record<string, unknown>;
        if (key in parsed) return parsed;
      } catch {
        // not ours
      }
    }
  };
  return { child, next };
}
