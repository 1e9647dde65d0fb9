/** The library's attachments: list and search, create, change and delete (platform-shell §7.3 "Artifacts"). */
import { ATTACHMENT_PAGE_SIZE, AttachmentMessages, pageLimit, type Endpoints } from '@parley/api-client/contract';
import { orderedId } from '../../../db/ids.ts';
import { containsPattern } from '../../../db/likePattern.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import {
  ARTIFACT_COLUMNS,
  insertArtifact,
  toArtifact,
  updateArtifactRow,
  type ArtifactRow,
} from '../services/artifactRows.ts';
import { removeFileIfUnused } from '../services/fileRemoval.ts';
import { visibleSql } from '../services/libraryAccess.ts';
import { checkedArtifact } from './artifactInput.ts';
import { visibleArtifact } from './shared.ts';

// The search looks in what a card shows: name, description, a location's address, a message's text.
const SEARCHED = ['name', 'desc', 'address', 'text'].map((key) => `lower(a.data->>'${key}') LIKE $9 ESCAPE '\\'`);

const LIST_WHERE = `${visibleSql('a', 1)}
  AND ($3::int IS NULL OR a.type = $3)
  AND ($4::text IS NULL OR a.visibility = $4)
  AND ($5::text IS NULL OR a.data->>'type' = $5)
  AND ($6::text IS NULL OR a.dept_id = $6)
  AND ($7::text IS NULL OR a.bucket_id = $7)
  AND (NOT $8::boolean OR a.bucket_id IS NULL)
  AND ($9::text IS NULL OR ${SEARCHED.join(' OR ')})`;

export const listArtifacts: Handler<Endpoints['listArtifacts']> = async (ctx) => {
  const user = currentUser(ctx);
  const q = ctx.query;
  const text = q.desc?.trim() ?? '';
  const filters = [
    user.enterpriseId,
    user.id,
    q.type ?? null,
    q.visibility ?? null,
    q.mediaType ?? null,
    q.deptId ?? null,
    q.bucketId ?? null,
    q.unbucketed === true,
    text ? containsPattern(text) : null,
  ];
  const rows = await ctx.db.query<ArtifactRow>(
    `SELECT ${ARTIFACT_COLUMNS} FROM artifacts a WHERE ${LIST_WHERE}
      ORDER BY a.updated_at DESC, a.id DESC LIMIT $10 OFFSET $11`,
    [...filters, pageLimit(q.perPage ?? ATTACHMENT_PAGE_SIZE), q.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM artifacts a WHERE ${LIST_WHERE}`,
    filters,
  );
  const total = count?.total ?? 0;
  return {
    artifacts: rows.map((row) => toArtifact(user, row)),
    more: (q.from ?? 0) + rows.length < total,
    total,
  };
};

export const createArtifact: Handler<Endpoints['createArtifact']> = async (ctx) => {
  const user = currentUser(ctx);
  const values = await checkedArtifact(ctx.db, user, ctx.body);
  // Ordered ids: among attachments saved in the same instant, the newest still lists first.
  const row = await insertArtifact(ctx.db, {
    id: orderedId(),
    enterpriseId: user.enterpriseId,
    createdBy: user.id,
    ...values,
  });
  return withMessage(toArtifact(user, row), AttachmentMessages.created);
};

export const updateArtifact: Handler<Endpoints['updateArtifact']> = async (ctx) => {
  const user = currentUser(ctx);
  const current = await visibleArtifact(ctx.db, user, ctx.params.id, true);
  const values = await checkedArtifact(ctx.db, user, ctx.body, current);
  const updated = await updateArtifactRow(ctx.db, user.enterpriseId, current.id, values);
  if (!updated) throw notFound(AttachmentMessages.notFound);
  // An attachment that no longer names its file (it became a link, say) may have been the file's last user.
  if (current.file_id !== updated.file_id)
    await removeFileIfUnused(ctx.db, ctx.files, ctx.request.log, user.enterpriseId, current.file_id);
  return withMessage(toArtifact(user, updated), AttachmentMessages.updated);
};

export const deleteArtifact: Handler<Endpoints['deleteArtifact']> = async (ctx) => {
  const user = currentUser(ctx);
  const current = await visibleArtifact(ctx.db, user, ctx.params.id, true);
  await ctx.db.query('DELETE FROM artifacts WHERE id = $1 AND enterprise_id = $2', [current.id, user.enterpriseId]);
  await removeFileIfUnused(ctx.db, ctx.files, ctx.request.log, user.enterpriseId, current.file_id);
  return withMessage({ id: current.id }, AttachmentMessages.deleted);
};

type ArtifactIds = 'listArtifacts' | 'createArtifact' | 'updateArtifact' | 'deleteArtifact';

export const artifactHandlers: Pick<Handlers, ArtifactIds> = {
  listArtifacts,
  createArtifact,
  updateArtifact,
  deleteArtifact,
};
