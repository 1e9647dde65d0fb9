/**
 * Buckets, the library's folders: create, list, rename, delete, and moving attachments in and out
 * (platform-shell §7.3; broadcast-and-customer-master §2 "Bucket folders").
 */
import { AttachmentMessages, VISIBILITIES, type Endpoints, type Visibility } from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { containsPattern } from '../../../db/likePattern.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { conflict, fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { ARTIFACT_COLUMNS, toArtifact, type ArtifactRow } from '../services/artifactRows.ts';
import { bucketColumns, bucketNameTaken, toBucket, type BucketRow } from '../services/bucketRows.ts';
import { editableBy, visibleSql, type LibraryUser } from '../services/libraryAccess.ts';
import { cleanName, notYours, visibleArtifact, visibleBucket } from './shared.ts';
import { uniquely } from '../../../http/uniquely.ts';
import type { Queryable } from '../../../db/database.ts';

/** A bucket name the user does not see yet, or the refusal. */
async function freshName(db: Queryable, user: LibraryUser, raw: string | undefined, exceptId: string | null = null) {
  const name = cleanName(raw);
  if (!name) throw fieldError('name', AttachmentMessages.bucketNameRequired);
  if (await bucketNameTaken(db, user, name, exceptId)) throw conflict(AttachmentMessages.bucketDuplicate);
  return name;
}

export const createBucket: Handler<Endpoints['createBucket']> = async (ctx) => {
  const user = currentUser(ctx);
  const name = await freshName(ctx.db, user, ctx.body.name);
  const visibility: Visibility = (VISIBILITIES as readonly string[]).includes(ctx.body.visibility ?? '')
    ? (ctx.body.visibility as Visibility)
    : 'private';
  const [row] = await uniquely(AttachmentMessages.bucketDuplicate, () =>
    ctx.db.query<BucketRow>(
      `INSERT INTO buckets AS b (id, enterprise_id, name, visibility, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING b.id, b.enterprise_id, b.name, b.visibility, b.created_by, b.created_at, 0 AS count`,
      [newId(), user.enterpriseId, name, visibility, user.id],
    ),
  );
  return withMessage(toBucket(user, row!), AttachmentMessages.bucketCreated);
};

export const listBuckets: Handler<Endpoints['listBuckets']> = async (ctx) => {
  const user = currentUser(ctx);
  const text = ctx.query.desc?.trim() ?? '';
  // Unpaged (broadcast-and-customer-master §9 "bucket lists unpaged"): a user's buckets are folders, not records
  // by the thousand.
  const rows = await ctx.db.query<BucketRow>(
    `SELECT ${bucketColumns(1)} FROM buckets b WHERE ${visibleSql('b', 1)}
        AND ($3::text IS NULL OR b.visibility = $3)
        AND ($4::text IS NULL OR lower(b.name) LIKE $4 ESCAPE '\\')
      ORDER BY lower(b.name), b.id`,
    [user.enterpriseId, user.id, ctx.query.visibility ?? null, text ? containsPattern(text) : null],
  );
  return { list: rows.map((row) => toBucket(user, row)) };
};

export const editBucket: Handler<Endpoints['editBucket']> = async (ctx) => {
  const user = currentUser(ctx);
  const bucket = await visibleBucket(ctx.db, user, ctx.body.id, true);
  const name = await freshName(ctx.db, user, ctx.body.name, bucket.id);
  await uniquely(AttachmentMessages.bucketDuplicate, () =>
    ctx.db.query('UPDATE buckets SET name = $3 WHERE id = $1 AND enterprise_id = $2', [
      bucket.id,
      user.enterpriseId,
      name,
    ]),
  );
  return withMessage(toBucket(user, { ...bucket, name }), AttachmentMessages.bucketUpdated);
};

export const moveToBucket: Handler<Endpoints['moveToBucket']> = async (ctx) => {
  const user = currentUser(ctx);
  // Into any bucket the caller sees; only attachments the caller may change move.
  const bucket = await visibleBucket(ctx.db, user, ctx.body.bucketId);
  const ids = [...new Set(ctx.body.artifactIds)];
  const rows = await ctx.db.query<ArtifactRow>(
    `SELECT ${ARTIFACT_COLUMNS} FROM artifacts a WHERE a.id = ANY($3::text[]) AND ${visibleSql('a', 1)}`,
    [user.enterpriseId, user.id, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Judged in the order sent, as a whole: the first refused id answers, and nothing moves.
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw notFound(AttachmentMessages.notFound);
    if (!editableBy(user, row)) throw notYours();
  }
  await ctx.db.query(
    'UPDATE artifacts SET bucket_id = $3, updated_at = now() WHERE id = ANY($2::text[]) AND enterprise_id = $1',
    [user.enterpriseId, ids, bucket.id],
  );
  return withMessage({ moved: ctx.body.artifactIds.length }, AttachmentMessages.moved);
};

export const deleteBucket: Handler<Endpoints['deleteBucket']> = async (ctx) => {
  const user = currentUser(ctx);
  const bucket = await visibleBucket(ctx.db, user, ctx.body.id, true);
  // Its attachments stay in the library, in no bucket (the foreign key sets their bucket_id to null).
  await ctx.db.query('DELETE FROM buckets WHERE id = $1 AND enterprise_id = $2', [bucket.id, user.enterpriseId]);
  return withMessage({ id: bucket.id }, AttachmentMessages.bucketDeleted);
};

export const removeFromBucket: Handler<Endpoints['removeFromBucket']> = async (ctx) => {
  const user = currentUser(ctx);
  const current = await visibleArtifact(ctx.db, user, ctx.params.id, true);
  const [row] = await ctx.db.query<ArtifactRow>(
    `UPDATE artifacts AS a SET bucket_id = NULL, updated_at = now() WHERE a.id = $1 AND a.enterprise_id = $2
      RETURNING ${ARTIFACT_COLUMNS}`,
    [current.id, user.enterpriseId],
  );
  if (!row) throw notFound(AttachmentMessages.notFound);
  return withMessage(toArtifact(user, row), AttachmentMessages.removed);
};

type BucketIds = 'createBucket' | 'listBuckets' | 'editBucket' | 'moveToBucket' | 'deleteBucket' | 'removeFromBucket';

export const bucketHandlers: Pick<Handlers, BucketIds> = {
  createBucket,
  listBuckets,
  editBucket,
  moveToBucket,
  deleteBucket,
  removeFromBucket,
};
