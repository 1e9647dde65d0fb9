import { AttachmentMessages, ErrorCodes } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { findVisibleArtifact, type ArtifactRow } from '../services/artifactRows.ts';
import { findVisibleBucket, type BucketRow } from '../services/bucketRows.ts';
import { editableBy, type LibraryUser } from '../services/libraryAccess.ts';

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

/** Trimmed, inner white space collapsed: how names are stored and compared. */
export const cleanName = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');
