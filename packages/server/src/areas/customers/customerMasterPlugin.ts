import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ImportWorker } from './services/customerImport.ts';
import type { ServerServices } from '../../http/context.ts';

/** The server's customer import worker (ServerServices.customerImports). */
export const createImportWorker = (db: Database, log: FastifyBaseLogger): ImportWorker =>
  new ImportWorker(db, log, undefined, { threadMinBytes: threadMinBytesFromEnv() });

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
 * Customer master plumbing: the background import worker, which resumes the imports a previous process left WAITING
 * and stops with the server. CSV uploads are multipart bodies (http/multipart.ts: one file up to MAX_UPLOAD_BYTES).
 */
export async function registerCustomerMaster(app: FastifyInstance, services: ServerServices): Promise<void> {
  const worker = services.customerImports;
  app.addHook('onReady', async () => {
    await worker.resumePending();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
}
