import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import type { FileStorage } from './fileStorage.ts';
import { deleteUnusedFile } from './storedFiles.ts';

/**
 * Deletes a file once no attachment uses it: its row, then its bytes. Bytes that cannot be removed are logged and
 * left (the row is gone, so nothing serves them); the caller's change stands either way.
 */
export async function removeFileIfUnused(
  db: Queryable,
  files: FileStorage,
  log: FastifyBaseLogger,
  enterpriseId: string,
  fileId: string | null,
): Promise<void> {
  if (!fileId) return;
  const storageKey = await deleteUnusedFile(db, enterpriseId, fileId);
  if (!storageKey) return;
  await files.delete(storageKey).catch((error: unknown) => {
    log.warn({ fileId, reason: (error as Error).message }, 'stored file not removed');
  });
}
