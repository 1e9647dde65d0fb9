import type { Artifact, ArtifactData, Visibility } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { editableBy, visibleSql, type LibraryUser } from './libraryAccess.ts';

export interface ArtifactRow {
  id: string;
  enterprise_id: string;
  type: number;
  visibility: Visibility;
  dept_id: string | null;
  bucket_id: string | null;
  file_id: string | null;
  data: ArtifactData;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const ARTIFACT_COLUMNS =
  'a.id, a.enterprise_id, a.type, a.visibility, a.dept_id, a.bucket_id, a.file_id, a.data, a.created_by, a.created_at, a.updated_at';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toArtifact(user: LibraryUser, row: ArtifactRow): Artifact {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    visibility: row.visibility,
    deptId: row.dept_id,
    bucketId: row.bucket_id,
    data: row.data,
    createdBy: row.created_by,
    editable: editableBy(user, row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The artifact with this id if the user sees it (their private ones, the enterprise's public ones), else null. */
export async function findVisibleArtifact(db: Queryable, user: LibraryUser, id: string): Promise<ArtifactRow | null> {
  const [row] = await db.query<ArtifactRow>(
    `SELECT ${ARTIFACT_COLUMNS} FROM artifacts a WHERE a.id = $1 AND ${visibleSql('a', 2)}`,
    [id, user.enterpriseId, user.id],
  );
  return row ?? null;
}

/** What an artifact is saved as, after the rules and the references were checked. */
export interface ArtifactValues {
  type: number;
  visibility: Visibility;
  deptId: string | null;
  bucketId: string | null;
  data: ArtifactData;
}

export async function insertArtifact(
  db: Queryable,
  row: { id: string; enterpriseId: string; createdBy: string } & ArtifactValues,
): Promise<ArtifactRow> {
  const [inserted] = await db.query<ArtifactRow>(
    `INSERT INTO artifacts AS a (id, enterprise_id, type, visibility, dept_id, bucket_id, file_id, data, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING ${ARTIFACT_COLUMNS}`,
    [
      row.id,
      row.enterpriseId,
      row.type,
      row.visibility,
      row.deptId,
      row.bucketId,
      row.data.fileId ?? null,
      JSON.stringify(row.data),
      row.createdBy,
    ],
  );
  return inserted!;
}

export async function updateArtifactRow(
  db: Queryable,
  enterpriseId: string,
  id: string,
  values: ArtifactValues,
): Promise<ArtifactRow | null> {
  const [updated] = await db.query<ArtifactRow>(
    `UPDATE artifacts AS a SET type = $3, visibility = $4, dept_id = $5, bucket_id = $6, file_id = $7, data = $8::jsonb,
        updated_at = now()
      WHERE a.id = $1 AND a.enterprise_id = $2 RETURNING ${ARTIFACT_COLUMNS}`,
    [
      id,
      enterpriseId,
      values.type,
      values.visibility,
      values.deptId,
      values.bucketId,
      values.data.fileId ?? null,
      JSON.stringify(values.data),
    ],
  );
  return updated ?? null;
}
