import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import type { FileStorage } from './fileStorage.ts';

/**
 * How long an upload may wait for the attachment that uses it. The console saves one right after uploading; a file
 * nobody attached a day later was abandoned (a closed dialog, a failed save), and is deleted.
 */
export const UNUSED_FILE_HOURS = 24;
/** At most this many per sweep, so one upload never pays for a large backlog. */
const SWEEP_BATCH = 50;

/** Deletes the enterprise's uploads that no attachment has used for UNUSED_FILE_HOURS: their rows, then their bytes. */
export async function sweepUnusedFiles(
  db: Queryable,
  files: FileStorage,
  log: FastifyBaseLogger,
  enterpriseId: string,
): Promise<void> {
  const swept = await db.query<{ storage_key: string }>(
    `DELETE FROM stored_files WHERE id IN (
        SELECT f.id FROM stored_files f
         WHERE f.enterprise_id = $1 AND f.created_at < now() - make_interval(hours => $2)
           AND NOT EXISTS (SELECT 1 FROM artifacts a WHERE a.file_id = f.id)
         ORDER BY f.created_at LIMIT $3)
      AND NOT EXISTS (SELECT 1 FROM artifacts a WHERE a.file_id = stored_files.id)
      RETURNING storage_key`,
    [enterpriseId, UNUSED_FILE_HOURS, SWEEP_BATCH],
  );
  for (const { storage_key: key } of swept)
    await files.delete(key).catch((error: unknown) => {
      log.warn({ key, reason: (error as Error).message }, 'unused file not removed');
    });
}
