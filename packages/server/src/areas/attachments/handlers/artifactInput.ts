import {
  ALLOWED_UPLOADS,
  AttachmentMessages,
  NotFoundMessages,
  checkArtifact,
  fileDownloadPath,
  type ArtifactData,
  type ArtifactSave,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import type { ArtifactRow, ArtifactValues } from '../services/artifactRows.ts';
import type { LibraryUser } from '../services/libraryAccess.ts';
import { findStoredFile, type StoredFileRow } from '../services/storedFiles.ts';
import { visibleBucket } from './shared.ts';

/** What an attachment says about its file, always taken from the stored file: the caller cannot lie about it. */
function fileFacts(file: StoredFileRow): Partial<ArtifactData> {
  return {
    type: ALLOWED_UPLOADS[file.mime_type].dataType,
    fileName: file.name,
    mimeType: file.mime_type,
    size: Number(file.size),
    url: fileDownloadPath(file.id),
    ...(file.width ? { width: file.width, height: file.height ?? 0 } : {}),
  };
}

/**
 * The attachment as it will be saved: the shared rules (checkArtifact), then every id it names checked as the
 * caller's enterprise's (a bucket the caller sees, a department, an uploaded file). `current`: the attachment being
 * changed, whose file cannot be swapped for another.
 */
export async function checkedArtifact(
  db: Queryable,
  user: LibraryUser,
  body: ArtifactSave,
  current?: ArtifactRow,
): Promise<ArtifactValues> {
  const result = checkArtifact(body);
  if (!result.ok) throw fieldError(result.field, result.message);
  const value = result.value;
  if (value.bucketId) await visibleBucket(db, user, value.bucketId);
  if (value.deptId) {
    const [dept] = await db.query('SELECT 1 FROM departments WHERE id = $1 AND enterprise_id = $2', [
      value.deptId,
      user.enterpriseId,
    ]);
    if (!dept) throw notFound(NotFoundMessages.department);
  }
  const fileId = value.data.fileId;
  if (fileId) {
    if (current && current.data.fileId !== fileId) throw fieldError('data.fileId', AttachmentMessages.fileRequired);
    const file = await findStoredFile(db, user.enterpriseId, fileId);
    if (!file) throw notFound(AttachmentMessages.fileNotFound);
    Object.assign(value.data, fileFacts(file));
  }
  return value;
}
