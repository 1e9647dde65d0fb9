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
 * PARLEY_IMPORT_THREAD_MIN_BYTES: CSV files at least this large are validated in a worker thread (default: 1 MiB,
 * IMPORT_THREAD_MIN_BYTES). The end-to-end journey sets 1, so its import runs in the thread the server's build
 * ships.
 */
function threadMinBytesFromEnv(): number | undefined {
  const raw = process.env.PARLEY_IMPORT_THREAD_MIN_BYTES;
  if (raw === undefined || raw === '') return undefined;
  const bytes = Number(raw);
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw new Error(`PARLEY_IMPORT_THREAD_MIN_BYTES must be a whole number of bytes, not "${raw}"`);
  }
  return bytes;
}

/**
 * Customer master plumbing: multipart bodies (CSV uploads, streamed, one file up to MAX_UPLOAD_BYTES) and the
 * background import worker, which resumes the imports a previous process left WAITING and stops with the server.
 */
export async function registerCustomerMaster(app: FastifyInstance, db: Database): Promise<ImportWorker> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  const worker = new ImportWorker(db, app.log, undefined, { threadMinBytes: threadMinBytesFromEnv() });
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
