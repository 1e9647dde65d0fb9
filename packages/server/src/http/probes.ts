import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/** How long readiness waits for the database before it calls the server not ready. */
export const READINESS_DB_TIMEOUT_MS = 1_000;

/**
 * Probes for load balancers and orchestrators.
 * - `/healthz` (liveness): the process answers. It asks nothing of the database, so a busy database never gets a
 *   merely busy server restarted.
 * - `/readyz` (readiness): the database answers within a second and the server is not shedding load; 503 with
 *   the reason otherwise, so traffic goes elsewhere until it recovers. Migrations ran before the server listened.
 */
export function registerProbes(app: FastifyInstance, db: Queryable, isShedding: () => boolean = () => false): void {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    if (isShedding()) return reply.status(503).header('retry-after', '1').send({ status: 'busy' });
    try {
      await withTimeout(db.query('SELECT 1'), READINESS_DB_TIMEOUT_MS);
      return { status: 'ready' };
    } catch {
      return reply.status(503).header('retry-after', '5').send({ status: 'database unavailable' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
