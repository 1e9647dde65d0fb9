/** Segments and groups, and putting customers in them (broadcast-and-customer-master §5). */
import { CustomerMessages, type Endpoints } from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, conflict } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { adjustSegmentCounts, tagDeltas } from '../services/customerMaster.ts';
import { checkRefs, isUniqueViolation } from './shared.ts';

const likeSearch = (search: string | undefined) =>
  search
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '\\$&') || null;

export const listTags: Handler<Endpoints['listTags']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const tags = await ctx.db.query<{ id: string; name: string; count: number }>(
    // member_count is kept by every write that changes customers' tags (no count over a million rows here).
    `SELECT t.id, t.name, t.member_count AS count
       FROM cm_tags t
      WHERE t.enterprise_id = $1 AND ($2::text IS NULL OR lower(t.name) LIKE '%' || $2::text || '%')
      ORDER BY lower(t.name), t.id`,
    [enterpriseId, likeSearch(ctx.query.search)],
  );
  return { tags };
};

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

export const saveTag: Handler<Endpoints['saveTag']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const name = normaliseName(ctx.body.name);
  if (!name) throw badRequest(CustomerMessages.required, [{ field: 'name', message: CustomerMessages.required }]);
  try {
    const [row] = await ctx.db.query<{ id: string; name: string }>(
      // Short ids ('t' and a number): every customer imported into the segment holds it (migration 030).
      "INSERT INTO cm_tags (id, enterprise_id, name) VALUES ('t' || nextval('cm_tag_numbers'), $1, $2) RETURNING id, name",
      [enterpriseId, name],
    );
    return withMessage({ tag: { ...row!, count: 0 } }, 'Segment created successfully');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CustomerMessages.segmentNameTaken);
    throw error;
  }
};

export const listGroups: Handler<Endpoints['listGroups']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const groups = await ctx.db.query<{ id: string; name: string }>(
    `SELECT id, name FROM cm_groups WHERE enterprise_id = $1 AND ($2::text IS NULL OR lower(name) LIKE '%' || $2::text || '%')
      ORDER BY lower(name), id`,
    [enterpriseId, likeSearch(ctx.query.search)],
  );
  return { groups };
};

export const saveGroup: Handler<Endpoints['saveGroup']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const name = normaliseName(ctx.body.name);
  if (!name) throw badRequest(CustomerMessages.required, [{ field: 'name', message: CustomerMessages.required }]);
  try {
    const [row] = await ctx.db.query<{ id: string; name: string }>(
      'INSERT INTO cm_groups (id, enterprise_id, name) VALUES ($1, $2, $3) RETURNING id, name',
      [newId(), enterpriseId, name],
    );
    return withMessage({ group: row! }, 'Group created successfully');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CustomerMessages.groupNameTaken);
    throw error;
  }
};

export const mapCustomers: Handler<Endpoints['mapCustomers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { customerIds, groupIds = [], tagIds = [] } = ctx.body;
  if (groupIds.length === 0 && tagIds.length === 0) {
    throw badRequest(CustomerMessages.required, [
      { field: groupIds ? 'groupIds' : 'tagIds', message: CustomerMessages.required },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    await checkRefs(tx, enterpriseId, 'cm_tags', tagIds);
    await checkRefs(tx, enterpriseId, 'cm_groups', groupIds);
    // Locked first: who lacked which segment decides the counts.
    const before = await tx.query<{ id: string; tags: string[] }>(
      'SELECT id, tags FROM cm_customers WHERE enterprise_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
      [enterpriseId, customerIds],
    );
    await tx.query(
      `UPDATE cm_customers SET
          tags = ARRAY(SELECT DISTINCT unnest(tags || $3::text[])),
          groups = ARRAY(SELECT DISTINCT unnest(groups || $4::text[])),
          updated_at = now()
        WHERE enterprise_id = $1 AND id = ANY($2::text[])`,
      [enterpriseId, customerIds, tagIds, groupIds],
    );
    const deltas = new Map<string, number>();
    for (const row of before) tagDeltas(row.tags, [...row.tags, ...tagIds], deltas);
    await adjustSegmentCounts(tx, enterpriseId, deltas);
    return withMessage({ updated: before.length }, 'Customers mapped successfully');
  });
};
