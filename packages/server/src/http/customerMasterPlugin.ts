import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@parley/api-client/contract';
import type { Database } from '../db/database.ts';
import { ImportWorker } from '../services/customerImport.ts';

const workers = new WeakMap<Database, ImportWorker>();

/** The import worker serving this database (one per server). */
export function importWorkerFor(db: Database): ImportWorker {
  const worker = workers.get(db);
  if (!worker) throw new Error('customer import worker not started');
  return worker;
}

/**
 * Customer master plumbing: multipart bodies (CSV uploads, streamed, one file up to MAX_UPLOAD_BYTES) and the
 * background import worker, which resumes the imports a previous process left WAITING and stops with the server.
 */
export async function registerCustomerMaster(app: FastifyInstance, db: Database): Promise<ImportWorker> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  const worker = new ImportWorker(db, app.log);
  workers.set(db, worker);
  app.addHook('onReady', async () => {
    await worker.resumePending();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    workers.delete(db);
  });
  return worker;
}
