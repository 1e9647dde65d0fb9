/** Customers: the paged, searched list and one customer's read, save and delete (broadcast-and-customer-master §5 "Customer"). */
import {
  CustomerMessages,
  ErrorCodes,
  CUSTOMER_PAGE_SIZE,
  customerSearchVector,
  parseCustomerSearch,
  validateCustomer,
  type Endpoints,
} from '@parley/api-client/contract';
import { orderedId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import {
  CUSTOMER_COLUMNS,
  adjustSegmentCounts,
  loadDefinitions,
  searchableIds,
  tagDeltas,
  toCustomer,
  upsertSearchWords,
  type CustomerDbRow,
} from '../services/customerMaster.ts';
import { NotFoundMessages } from '@parley/api-client/contract';
import { asList, checkRefs, isUniqueViolation } from './shared.ts';

/** Newest customers a filtered list looks through before it asks the indexes instead (see listCustomers). */
const RECENT_WINDOW = 5_000;
/**
 * The same for a search, which looks each customer's words up by key (~8 µs a customer against ~1 for a tag): a
 * word in fewer than 1 % of the newest customers is then found through the words' index.
 */
const SEARCH_RECENT_WINDOW = 1_000;
const SEARCH_WORK_MEM = '32MB';
/** CUSTOMER_COLUMNS of the customer `c` (the list's queries join other tables). */
const QUALIFIED_CUSTOMER_COLUMNS = CUSTOMER_COLUMNS.split(', ')
  .map((column) => `c.${column}`)
  .join(', ');

/** A customer list's search, in the two forms a query can take (see `parseCustomerSearch`). */
interface SearchCondition {
  /** True for the customer `c` when it matches: its words looked up by key (few customers to test). */
  perRow: string;
  /** The ids of every match in the enterprise, from the words' index and the unique phone index. */
  hits: string;
}

/**
 * The conditions of a customer list besides the enterprise: tag and group filters on the customer `c`, and the
 * search (terms by prefix in the customers' indexed search words, a whole number by the unique phone index).
 */
function customerFilter(
  query: { search?: string; tags?: string | string[]; groups?: string | string[] },
  param: (value: unknown) => string,
): { where: string[]; search: SearchCondition | null } {
  const where: string[] = [];
  const tags = asList(query.tags);
  const groups = asList(query.groups);
  if (tags.length) where.push(`c.tags && ${param(tags)}::text[]`);
  // Spelled like the partial index's predicate, so the planner may use it.
  if (groups.length) where.push(`c.groups <> '{}' AND c.groups && ${param(groups)}::text[]`);
  const text = query.search?.trim();
  if (!text) return { where, search: null };
  const wanted = parseCustomerSearch(text);
  // Terms never hold a quote or a backslash (see searchWords), so quoting them is enough.
  const terms = wanted.terms.length ? `${param(wanted.terms.map((t) => `'${t}':*`).join(' & '))}::tsquery` : null;
  const phone = wanted.phone ? param(wanted.phone) : null;
  const perRow: string[] = [];
  const hits: string[] = [];
  if (terms) {
    // A scalar subquery: the planner cannot turn it into a join over every match of a common word.
    perRow.push(
      `(SELECT s.search FROM cm_customer_search s WHERE s.enterprise_id = $1 AND s.customer_id = c.id) @@ ${terms}`,
    );
    hits.push(`SELECT customer_id AS id FROM cm_customer_search WHERE enterprise_id = $1 AND search @@ ${terms}`);
  }
  if (phone) {
    perRow.push(`c.phone_number = ${phone}`);
    hits.push(`SELECT id FROM cm_customers WHERE enterprise_id = $1 AND phone_number = ${phone}`);
  }
  if (hits.length === 0) return { where, search: { perRow: 'false', hits: 'SELECT NULL::text AS id WHERE false' } };
  return { where, search: { perRow: `(${perRow.join(' OR ')})`, hits: hits.join(' UNION ') } };
}

/**
 * Newest first. A filtered list first looks through the newest customers only (RECENT_WINDOW, more for deep
 * pages), which finds a page at once when the filter is common; when that is not a full page, the filter is
 * rare: a search then takes every match from the indexes and walks them newest first, other filters take every
 * match of the tag and group indexes, which are then sorted. (The planner cannot tell a rare search word from a
 * common one, and walking a million rows newest first to find none is slow.)
 */
export const listCustomers: Handler<Endpoints['listCustomers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? CUSTOMER_PAGE_SIZE;
  const limit = perPage + 1;
  const params: unknown[] = [enterpriseId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { where, search } = customerFilter(ctx.query, param);
  const slice = `LIMIT ${param(limit)} OFFSET ${param(from)}`;
  const page = `ORDER BY c.id DESC ${slice}`;
  let rows: CustomerDbRow[];
  if (where.length === 0 && !search) {
    rows = await ctx.db.query<CustomerDbRow>(
      `SELECT ${QUALIFIED_CUSTOMER_COLUMNS} FROM cm_customers c WHERE c.enterprise_id = $1 ${page}`,
      params,
    );
  } else {
    const window = Math.max(search ? SEARCH_RECENT_WINDOW : RECENT_WINDOW, 20 * (from + limit));
    const conditions = [...where, ...(search ? [search.perRow] : [])];
    rows = await ctx.db.query<CustomerDbRow>(
      `SELECT ${QUALIFIED_CUSTOMER_COLUMNS} FROM (
         SELECT * FROM cm_customers WHERE enterprise_id = $1 ORDER BY id DESC LIMIT ${param(window)}
       ) c WHERE ${conditions.join(' AND ')} ${page}`,
      params,
    );
    if (rows.length < limit) {
      params.pop();
      rows = await ctx.db.transaction(async (tx) => {
        // Room for the index bitmaps of two common words that rarely meet (with the default 4 MB they turn lossy
        // and every row of the matched pages is rechecked: ~1 s instead of ~0.1 s at a million customers).
        await tx.exec(`SET LOCAL work_mem = '${SEARCH_WORK_MEM}'`);
        if (search) {
          // The matches newest first, each customer looked up by key until the page is full (`OFFSET 0` keeps the
          // look-up from being turned into a join, which the planner would run over every customer: it cannot
          // tell how few a prefix matches).
          return tx.query<CustomerDbRow>(
            `WITH hits AS MATERIALIZED (${search.hits})
             SELECT ${QUALIFIED_CUSTOMER_COLUMNS} FROM (SELECT id FROM hits ORDER BY id DESC) h
             CROSS JOIN LATERAL (SELECT * FROM cm_customers c WHERE c.enterprise_id = $1 AND c.id = h.id OFFSET 0) c
              ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY h.id DESC ${slice}`,
            params,
          );
        }
        return tx.query<CustomerDbRow>(
          `WITH matches AS MATERIALIZED (
             SELECT ${CUSTOMER_COLUMNS} FROM cm_customers c WHERE ${['c.enterprise_id = $1', ...where].join(' AND ')}
           )
           SELECT ${QUALIFIED_CUSTOMER_COLUMNS} FROM matches c ${page}`,
          params,
        );
      });
    }
  }
  const hasMore = rows.length > perPage;
  const shown = hasMore ? rows.slice(0, perPage) : rows;
  const catchingUp = await ctx.db.query('SELECT 1 FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]);
  return {
    searchCatchingUp: catchingUp.length > 0,
    headers: defs.map((d) => ({ id: d._id, name: d.fieldLabel })),
    customers: shown.map((row) => ({
      id: row.id,
      name: row.name,
      phoneNumber: row.phone_number,
      details: defs.map((d) => ({ name: d.fieldLabel, value: String(row.data?.[d._id] ?? '') })),
    })),
    hasMore,
  };
};

export const getCustomer: Handler<Endpoints['getCustomer']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<CustomerDbRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM cm_customers WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(NotFoundMessages.customer);
  return { customer: toCustomer(row) };
};

export const saveCustomer: Handler<Endpoints['saveCustomer']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const body = ctx.body;
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  try {
    return await ctx.db.transaction(async (tx) => {
      let existing: CustomerDbRow | undefined;
      if (body.id) {
        // Locked: the segment counts below are computed from these tags.
        [existing] = await tx.query<CustomerDbRow>(
          `SELECT ${CUSTOMER_COLUMNS} FROM cm_customers WHERE id = $1 AND enterprise_id = $2 FOR UPDATE`,
          [body.id, enterpriseId],
        );
        if (!existing) throw notFound(NotFoundMessages.customer);
      }
      // Without `data` an update keeps the stored custom values.
      const data: Record<string, string> = body.data ? {} : { ...(existing?.data ?? {}) };
      for (const entry of body.data ?? []) data[entry.id] = entry.value;
      // The phone number of an existing customer is locked: it keeps its stored (normalised) number.
      const { errors, customer } = validateCustomer(
        defs,
        { name: body.name, phoneNumber: existing ? existing.phone_number : body.phoneNumber, data },
        !existing,
      );
      if (!customer) throw badRequest(errors[0]!.message, errors);
      const tags = [...new Set(body.tags ?? existing?.tags ?? [])];
      const groups = [...new Set(body.groups ?? existing?.groups ?? [])];
      await checkRefs(tx, enterpriseId, 'cm_tags', tags);
      await checkRefs(tx, enterpriseId, 'cm_groups', groups);
      const social = [
        body.whatsAppNumber?.trim() ?? '',
        body.facebookId?.trim() ?? '',
        body.instaId?.trim() ?? '',
        body.twitterId?.trim() ?? '',
      ];
      const search = customerSearchVector(customer, searchableIds(defs));
      let row: CustomerDbRow | undefined;
      if (existing) {
        [row] = await tx.query<CustomerDbRow>(
          `UPDATE cm_customers SET name = $3, whatsapp_number = $4, facebook_id = $5, insta_id = $6, twitter_id = $7,
                  tags = $8::text[], groups = $9::text[], data = $10::json, updated_at = now()
            WHERE id = $1 AND enterprise_id = $2 RETURNING ${CUSTOMER_COLUMNS}`,
          [existing.id, enterpriseId, customer.name, ...social, tags, groups, JSON.stringify(customer.data)],
        );
      } else {
        [row] = await tx.query<CustomerDbRow>(
          `INSERT INTO cm_customers (id, enterprise_id, name, phone_number, whatsapp_number, facebook_id, insta_id, twitter_id, tags, groups, data)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::text[], $11::json) RETURNING ${CUSTOMER_COLUMNS}`,
          [
            orderedId(),
            enterpriseId,
            customer.name,
            customer.phoneNumber,
            ...social,
            tags,
            groups,
            JSON.stringify(customer.data),
          ],
        );
      }
      await upsertSearchWords(tx, enterpriseId, { ids: [row!.id], search: [search] });
      await adjustSegmentCounts(tx, enterpriseId, tagDeltas(existing?.tags ?? [], tags));
      return withMessage(
        { customer: toCustomer(row!) },
        existing ? 'Customer updated successfully' : 'Customer created successfully',
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, ErrorCodes.conflict, CustomerMessages.duplicatePhone, {
        errors: [{ field: 'phoneNumber', message: CustomerMessages.duplicatePhone }],
      });
    }
    throw error;
  }
};

export const deleteCustomer: Handler<Endpoints['deleteCustomer']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; tags: string[] }>(
      'DELETE FROM cm_customers WHERE id = $1 AND enterprise_id = $2 RETURNING id, tags',
      [ctx.params.id, enterpriseId],
    );
    if (!row) throw notFound(NotFoundMessages.customer);
    await tx.query('DELETE FROM cm_customer_search WHERE enterprise_id = $1 AND customer_id = $2', [
      enterpriseId,
      row.id,
    ]);
    await adjustSegmentCounts(tx, enterpriseId, tagDeltas(row.tags, []));
    return withMessage({ id: row.id }, 'Customer deleted successfully');
  });
};
