import type { Bucket, Visibility } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { editableBy, visibleSql, type LibraryUser } from './libraryAccess.ts';

export interface BucketRow {
  id: string;
  enterprise_id: string;
  name: string;
  visibility: Visibility;
  created_by: string;
  created_at: Date | string;
  /** Members the user sees. */
  count: number;
}

/** A bucket's columns and its member count as the user at `$<enterpriseParam>`, `$<enterpriseParam + 1>` sees it. */
export const bucketColumns = (enterpriseParam: number): string =>
  `b.id, b.enterprise_id, b.name, b.visibility, b.created_by, b.created_at,
   (SELECT count(*)::int FROM artifacts a WHERE a.bucket_id = b.id AND ${visibleSql('a', enterpriseParam)}) AS count`;

export function toBucket(user: LibraryUser, row: BucketRow): Bucket {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    visibility: row.visibility,
    count: row.count,
    editable: editableBy(user, row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The bucket with this id if the user sees it, else null (another enterprise's id included). */
export async function findVisibleBucket(db: Queryable, user: LibraryUser, id: string): Promise<BucketRow | null> {
  const [row] = await db.query<BucketRow>(
    `SELECT ${bucketColumns(2)} FROM buckets b WHERE b.id = $1 AND ${visibleSql('b', 2)}`,
    [id, user.enterpriseId, user.id],
  );
  return row ?? null;
}

/** Whether the user already sees a bucket of this name (case-insensitively), other than `exceptId`. */
export async function bucketNameTaken(
  db: Queryable,
  user: LibraryUser,
  name: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM buckets b WHERE ${visibleSql('b', 1)} AND lower(b.name) = lower($3) AND b.id IS DISTINCT FROM $4
      LIMIT 1`,
    [user.enterpriseId, user.id, name, exceptId],
  );
  return Boolean(row);
}
