import type { AllowedMime } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

export interface StoredFileRow {
  id: string;
  enterprise_id: string;
  name: string;
  mime_type: AllowedMime;
  size: string | number;
  width: number | null;
  height: number | null;
  storage_key: string;
}

const COLUMNS = 'id, enterprise_id, name, mime_type, size, width, height, storage_key';

/** The enterprise's file with this id, or null (another enterprise's id included). */
export async function findStoredFile(db: Queryable, enterpriseId: string, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.query<StoredFileRow>(
    `SELECT ${COLUMNS} FROM stored_files WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  return row ?? null;
}

export interface NewStoredFile {
  id: string;
  enterpriseId: string;
  uploadedBy: string;
  name: string;
  mimeType: AllowedMime;
  size: number;
  dimensions: { width: number; height: number } | null;
  storageKey: string;
}

export async function insertStoredFile(db: Queryable, file: NewStoredFile): Promise<void> {
  await db.query(
    `INSERT INTO stored_files (id, enterprise_id, uploaded_by, name, mime_type, size, width, height, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      file.id,
      file.enterpriseId,
      file.uploadedBy,
      file.name,
      file.mimeType,
      file.size,
      file.dimensions?.width ?? null,
      file.dimensions?.height ?? null,
      file.storageKey,
    ],
  );
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes the file's row when no attachment uses it any more, and answers its storage key so the caller removes the
 * bytes; null when it is still in use (the foreign key refuses the delete even if an attachment arrived meanwhile)
 * or already gone.
 */
export async function deleteUnusedFile(db: Queryable, enterpriseId: string, id: string): Promise<string | null> {
  try {
    const [row] = await db.query<{ storage_key: string }>(
      `DELETE FROM stored_files f WHERE f.id = $1 AND f.enterprise_id = $2
          AND NOT EXISTS (SELECT 1 FROM artifacts a WHERE a.file_id = f.id)
        RETURNING f.storage_key`,
      [id, enterpriseId],
    );
    return row?.storage_key ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
