import { AttachmentMessages, ErrorCodes } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { findVisibleArtifact, type ArtifactRow } from '../services/artifactRows.ts';
import { findVisibleBucket, type BucketRow } from '../services/bucketRows.ts';
import { editableBy, type LibraryUser } from '../services/libraryAccess.ts';

/** One refused field, as the library's forms show it. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * Seen but not the caller's to change. 403 with the access-denied code: the console reads any other 403 as an
 * expired session and signs the user out (platform-shell §4.1).
 */
export const notYours = () => new ApiError(403, ErrorCodes.accessDenied, AttachmentMessages.notYours);

/** The attachment if the user sees it (404 otherwise, another enterprise's included); `forChange`: and may change it. */
export async function visibleArtifact(
  db: Queryable,
  user: LibraryUser,
  id: string,
  forChange = false,
): Promise<ArtifactRow> {
  const row = await findVisibleArtifact(db, user, id);
  if (!row) throw notFound(AttachmentMessages.notFound);
  if (forChange && !editableBy(user, row)) throw notYours();
  return row;
}

/** The bucket if the user sees it (404 otherwise, another enterprise's included); `forChange`: and may change it. */
export async function visibleBucket(
  db: Queryable,
  user: LibraryUser,
  id: string,
  forChange = false,
): Promise<BucketRow> {
  const row = await findVisibleBucket(db, user, id);
  if (!row) throw notFound(AttachmentMessages.bucketNotFound);
  if (forChange && !editableBy(user, row)) throw notYours();
  return row;
}

const UNIQUE_VIOLATION = '23505';

/** Runs an insert or update that a unique index may refuse (a concurrent twin): that refusal is a 409. */
export async function uniquely<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}

/** Trimmed, inner white space collapsed: how names are stored and compared. */
export const cleanName = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');
