/**
 * An upload's row and stored file as the import worker sees them: the WAITING upload it picks up, the file's
 * chunks it reads, and the end state it leaves (COMPLETED, or ERROR with the reason).
 */
import type { CsvEncoding, HeaderMapping } from '@parley/api-client/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { ChunkReader } from './customerImportBatchSource.ts';

export interface UploadJob {
  id: string;
  enterprise_id: string;
  segment_id: string;
  file_size: string | number;
  user_headers: string[];
  header_mapping: HeaderMapping[];
  replace: boolean;
  cursor_line: number;
  encoding: CsvEncoding;
}

/** The upload if it is still WAITING (another process may have finished or failed it meanwhile). */
export async function loadWaitingUpload(db: Queryable, uploadId: string): Promise<UploadJob | undefined> {
  const [job] = await db.query<UploadJob>(
    `SELECT id, enterprise_id, segment_id, file_size, user_headers, header_mapping, replace, cursor_line, encoding
         FROM cm_uploads WHERE id = $1 AND state = 'WAITING'`,
    [uploadId],
  );
  return job;
}

/** Reads the upload's file from cm_upload_chunks, where the upload request stored it. */
export function uploadChunkReader(db: Queryable, uploadId: string): ChunkReader {
  return async (seq) => {
    // As base64 text: PGlite reads a bytea result into bytes a character at a time in JavaScript.
    const [chunk] = await db.query<{ bytes: string }>(
      "SELECT encode(bytes, 'base64') AS bytes FROM cm_upload_chunks WHERE upload_id = $1 AND seq = $2",
      [uploadId, seq],
    );
    return chunk ? Buffer.from(chunk.bytes, 'base64') : null;
  };
}

/** Marks the upload COMPLETED and drops its stored file, in one transaction. */
export async function completeUpload(db: Database, uploadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      "UPDATE cm_uploads SET state = 'COMPLETED', completed_at = now(), bytes_read = file_size WHERE id = $1 AND state = 'WAITING'",
      [uploadId],
    );
    await tx.query('DELETE FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
  });
}

/**
 * Marks a WAITING upload ERROR with the failure's message. Returns its enterprise, or nothing when the upload was
 * no longer WAITING or the update itself failed (the database may be what failed the import).
 */
export async function failUpload(
  db: Queryable,
  uploadId: string,
  error: unknown,
): Promise<{ enterprise_id: string } | undefined> {
  const [failed] = await db
    .query<{ enterprise_id: string }>(
      "UPDATE cm_uploads SET state = 'ERROR', message = $2, completed_at = now() WHERE id = $1 AND state = 'WAITING' RETURNING enterprise_id",
      [uploadId, error instanceof Error ? error.message.slice(0, 500) : String(error)],
    )
    .catch(() => []);
  return failed;
}
