export { createServer, DEFAULT_STATIC_DIR, type ParleyServer, type ServerOptions } from './server.ts';
export type { Database, Queryable } from './db/database.ts';
export { openDatabase, type OpenDatabaseOptions } from './db/open.ts';
export { migrate } from './db/migrate.ts';
export { seed, DEFAULT_ADMIN_EMAIL, type SeedResult } from './seed.ts';
export { permissionsFor } from './auth/roles.ts';
