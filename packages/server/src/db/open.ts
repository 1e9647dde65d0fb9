import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` (the default) for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL only: keep every table in this schema. */
  schema?: string;
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres({
      connectionString: options.databaseUrl,
      ...(options.schema ? { schema: options.schema } : {}),
    });
  }
  return openPglite(options.dataDir);
}
