import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import {
  CsvEncodingDetector,
  CustomerMessages,
  ErrorCodes,
  Messages,
  STANDARD_DEFINITIONS,
  UPLOAD_ERROR_PAGE_SIZE,
  UPLOAD_PAGE_SIZE,
  CUSTOMER_PAGE_SIZE,
  SAMPLE_CSV_NAME,
  buildSampleCsv,
  csvHead,
  customerSearchVector,
  decodeCsvText,
  normaliseDefinition,
  parseCustomerSearch,
  validateCustomer,
  validateDefinition,
  type CsvEncoding,
  type Endpoints,
  type InputFieldDefinitionList,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId, orderedId } from '../../../db/ids.ts';
import { BinaryFile } from '../../../http/binary.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import {
  CUSTOMER_COLUMNS,
  UPLOAD_COLUMNS,
  adjustSegmentCounts,
  loadDefinitions,
  nextFieldId,
  requestSearchRebuild,
  searchableIds,
  tagDeltas,
  toCustomer,
  upsertSearchWords,
  toDefinition,
  toUpload,
  type CustomerDbRow,
  type DefinitionRow,
  type UploadDbRow,
} from '../services/customerMaster.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

const UNIQUE_VIOLATION = '23505';
const CHUNK_BYTES = 1024 * 1024;
/**
 * The first bytes of an upload its header row is read from (and whether a row follows it). A header row is a few
 * kilobytes; a file with no line break in its first megabyte has none.
 */
const HEAD_BYTES = 1024 * 1024;
const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === UNIQUE_VIOLATION;

async function definitionList(db: Queryable, enterpriseId: string): Promise<InputFieldDefinitionList> {
  return {
    standardDefinitions: [...STANDARD_DEFINITIONS],
    inputFieldDefinitions: await loadDefinitions(db, enterpriseId),
  };
}

// ---- Definitions ------------------------------------------------------------------------------------------

export const listInputFieldDefinitions: Handler<Endpoints['listInputFieldDefinitions']> = async (ctx) =>
  definitionList(ctx.db, currentUser(ctx).enterpriseId);

export const getInputFieldDefinition: Handler<Endpoints['getInputFieldDefinition']> = async (ctx) => {
  const defs = await loadDefinitions(ctx.db, currentUser(ctx).enterpriseId);
  const def = defs.find((d) => d._id === ctx.params.id);
  if (!def) throw notFound(NotFoundMessages.field);
  return { inputFieldDefinition: def };
};

export const saveInputFieldDefinition: Handler<Endpoints['saveInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const body = ctx.body;
  const saved = await ctx.db.transaction(async (tx) => {
    // Serialise definition writes of one enterprise (positions and name uniqueness).
    await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR NO KEY UPDATE', [enterpriseId]);
    const defs = await loadDefinitions(tx, enterpriseId);
    if (body._id && !defs.some((d) => d._id === body._id)) throw notFound(NotFoundMessages.field);
    const errors = validateDefinition(body, defs);
    if (errors.length) throw badRequest(CustomerMessages.definitionSaveFailed, errors);
    const definition = normaliseDefinition(body);
    if (body._id) {
      const [row] = await tx.query<DefinitionRow>(
        `UPDATE cm_field_definitions SET field_name = $3, definition = $4::jsonb
          WHERE id = $1 AND enterprise_id = $2 RETURNING id, position, definition`,
        [body._id, enterpriseId, definition.fieldName, JSON.stringify(definition)],
      );
      // Searchable or not decides which values customers are found by: their search words are recomputed.
      const rebuild = Boolean(defs.find((d) => d._id === body._id)!.search) !== Boolean(definition.search);
      if (rebuild) await requestSearchRebuild(tx, enterpriseId);
      const answer = withMessage(
        {
          inputFieldDefinition: toDefinition(
            row!,
            defs.findIndex((d) => d._id === body._id),
          ),
        },
        'Field updated successfully',
      );
      return { answer, rebuild };
    }
    // A new field has no values yet: nobody's search words change.
    const [row] = await tx.query<DefinitionRow>(
      `INSERT INTO cm_field_definitions (id, enterprise_id, field_name, position, definition)
       VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, position, definition`,
      [
        await nextFieldId(tx, enterpriseId),
        enterpriseId,
        definition.fieldName,
        defs.length,
        JSON.stringify(definition),
      ],
    );
    return {
      answer: withMessage({ inputFieldDefinition: toDefinition(row!) }, 'Field created successfully'),
      rebuild: false,
    };
  });
  if (saved.rebuild) await ctx.customerImports.rebuildSearchSoon(enterpriseId);
  return saved.answer;
};

export const moveInputFieldDefinition: Handler<Endpoints['moveInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { from, to } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR NO KEY UPDATE', [enterpriseId]);
    const ids = (await loadDefinitions(tx, enterpriseId)).map((d) => d._id);
    if (from >= ids.length || to >= ids.length) throw badRequest('Index out of range');
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    await tx.query(
      `UPDATE cm_field_definitions d SET position = u.pos - 1
         FROM unnest($2::text[]) WITH ORDINALITY AS u(id, pos)
        WHERE d.id = u.id AND d.enterprise_id = $1`,
      [enterpriseId, ids],
    );
    return withMessage(await definitionList(tx, enterpriseId), 'Field moved successfully');
  });
};

export const deleteInputFieldDefinition: Handler<Endpoints['deleteInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const id = ctx.params.id;
  const searchable = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; search: boolean | null }>(
      "DELETE FROM cm_field_definitions WHERE id = $1 AND enterprise_id = $2 RETURNING id, (definition->>'search')::boolean AS search",
      [id, enterpriseId],
    );
    if (!row) throw notFound(NotFoundMessages.field);
    await tx.query(
      `UPDATE cm_field_definitions d SET position = u.pos - 1
         FROM (SELECT id, row_number() OVER (ORDER BY position, created_at, id) AS pos
                 FROM cm_field_definitions WHERE enterprise_id = $1) u
        WHERE d.enterprise_id = $1 AND d.id = u.id`,
      [enterpriseId],
    );
    await tx.query(
      `UPDATE cm_customers SET data = (data::jsonb - $2::text)::json
        WHERE enterprise_id = $1 AND data -> $2::text IS NOT NULL`,
      [enterpriseId, id],
    );
    if (row.search) await requestSearchRebuild(tx, enterpriseId);
    return Boolean(row.search);
  });
  if (searchable) await ctx.customerImports.rebuildSearchSoon(enterpriseId);
  return withMessage({ id }, 'Field deleted successfully');
};

// ---- Customers ----------------------------------------------------------------------------------------------

async function checkRefs(db: Queryable, enterpriseId: string, table: 'cm_tags' | 'cm_groups', ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE enterprise_id = $1 AND id = ANY($2::text[])`,
    [enterpriseId, [...new Set(ids)]],
  );
  if (rows.length !== new Set(ids).size)
    throw notFound(table === 'cm_tags' ? NotFoundMessages.segment : NotFoundMessages.group);
}

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

// ---- Segments and groups ------------------------------------------------------------------------------------

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

// ---- CSV upload ---------------------------------------------------------------------------------------------

export const downloadSampleCsv: Handler<Endpoints['downloadSampleCsv']> = async (ctx) => {
  const defs = await loadDefinitions(ctx.db, currentUser(ctx).enterpriseId);
  return new BinaryFile(buildSampleCsv(defs), 'text/csv; charset=utf-8', SAMPLE_CSV_NAME);
};

/** A column name as shown and stored: trimmed, without U+0000 (which PostgreSQL cannot store). */
const headerName = (field: string) => field.replaceAll('\u0000', '').trim();

const fileRefused = (message: string) => badRequest(message, [{ field: 'file', message }]);

// A file part sent with an empty file name reaches us without one (busboy leaves it undefined).
const isCsv = (fileName: string | undefined, mimeType: string) =>
  (fileName ?? '').toLowerCase().endsWith('.csv') &&
  /^(text\/csv|text\/plain|application\/(vnd\.ms-excel|csv|octet-stream))/.test(mimeType || 'text/csv');

export const uploadCustomerCsv: Handler<Endpoints['uploadCustomerCsv']> = async (ctx) => {
  const { enterpriseId, id: userId } = currentUser(ctx);
  const request = ctx.request;
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let uploadId: string | null = null;
  let userHeaders: string[] | null = null;
  let fileEncoding: CsvEncoding | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || uploadId) {
        part.file.resume();
        continue;
      }
      if (!isCsv(part.filename, part.mimetype)) {
        part.file.resume();
        throw fileRefused(CustomerMessages.csvOnly);
      }
      const id = newId();
      uploadId = id;
      await ctx.db.query('INSERT INTO cm_uploads (id, enterprise_id, user_id, file_name) VALUES ($1, $2, $3, $4)', [
        id,
        enterpriseId,
        userId,
        part.filename.slice(0, 255),
      ]);
      const hash = createHash('sha256');
      const encoding = new CsvEncodingDetector(isUtf8);
      // The file's first bytes, read for its header row once its encoding is known (the file's end).
      const head: Buffer[] = [];
      let headBytes = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let seq = 0;
      let size = 0;
      const writeChunk = async () => {
        if (pendingBytes === 0) return;
        const bytes = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        // As base64 text: PGlite turns a bytea parameter into hex a byte at a time in JavaScript (seconds per 10 MB).
        await ctx.db.query(
          "INSERT INTO cm_upload_chunks (upload_id, seq, bytes) VALUES ($1, $2, decode($3, 'base64'))",
          [id, seq, bytes.toString('base64')],
        );
        seq += 1;
      };
      for await (const data of part.file as AsyncIterable<Buffer>) {
        hash.update(data);
        size += data.length;
        encoding.push(data);
        if (headBytes < HEAD_BYTES) {
          head.push(data.subarray(0, HEAD_BYTES - headBytes));
          headBytes += head[head.length - 1]!.length;
        }
        pending.push(data);
        pendingBytes += data.length;
        if (pendingBytes >= CHUNK_BYTES) await writeChunk();
      }
      if (part.file.truncated) throw new ApiError(413, 413, CustomerMessages.fileTooLarge);
      await writeChunk();
      fileEncoding = encoding.end();
      if (!fileEncoding) throw fileRefused(CustomerMessages.notText);
      // decodeCsvText drops a byte-order mark, which is not part of the first header's name.
      const headText = decodeCsvText(Buffer.concat(head, headBytes), fileEncoding);
      const { header, hasRows } = csvHead(headText, headBytes >= size);
      userHeaders = header?.map(headerName) ?? null;
      if (userHeaders?.some((h) => h !== '') && !hasRows) throw fileRefused(CustomerMessages.noRows);
      await ctx.db.query('UPDATE cm_uploads SET file_size = $2, file_sha256 = $3, encoding = $4 WHERE id = $1', [
        id,
        size,
        hash.digest('hex'),
        fileEncoding,
      ]);
    }
    if (!uploadId) throw badRequest(CustomerMessages.csvOnly, [{ field: 'file', message: CustomerMessages.required }]);
    if (!userHeaders || userHeaders.every((h) => h === '')) throw badRequest(CustomerMessages.noHeaderRow);
    const segmentId = fields.segmentId ?? '';
    const [segment] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM cm_tags WHERE id = $1 AND enterprise_id = $2',
      [segmentId, enterpriseId],
    );
    if (!segment) throw notFound(NotFoundMessages.segment);
    await ctx.db.query('UPDATE cm_uploads SET segment_id = $2, user_headers = $3::jsonb, replace = $4 WHERE id = $1', [
      uploadId,
      segmentId,
      JSON.stringify(userHeaders),
      fields.replace === 'true',
    ]);
  } catch (error) {
    if (uploadId) await ctx.db.query('DELETE FROM cm_uploads WHERE id = $1', [uploadId]).catch(() => undefined);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 413, CustomerMessages.fileTooLarge);
    throw error;
  }
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  return withMessage(
    {
      uploadId,
      parsedHeaders: { systemHeaders: ['phoneNumber', 'name', ...defs.map((d) => d.fieldName)], userHeaders },
      encoding: fileEncoding ?? 'utf-8',
    },
    'File uploaded successfully',
  );
};

export const startCustomerImport: Handler<Endpoints['startCustomerImport']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { uploadId, headerMapping } = ctx.body;
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  const system = new Set(['phoneNumber', 'name', ...defs.map((d) => d.fieldName)]);
  const [upload] = await ctx.db.query<{ state: string; user_headers: string[]; replace: boolean }>(
    'SELECT state, user_headers, replace FROM cm_uploads WHERE id = $1 AND enterprise_id = $2 AND segment_id IS NOT NULL',
    [uploadId, enterpriseId],
  );
  if (!upload) throw notFound(NotFoundMessages.upload);
  const mapping = headerMapping.filter((m) => m.src !== '');
  for (const m of mapping) {
    if (!system.has(m.des)) throw badRequest(CustomerMessages.unknownHeader(m.des));
    if (!upload.user_headers.includes(m.src)) throw badRequest(CustomerMessages.unknownHeader(m.src));
  }
  if (!mapping.some((m) => m.des === 'phoneNumber')) {
    throw badRequest(CustomerMessages.phoneNotMapped, [
      { field: 'phoneNumber', message: CustomerMessages.phoneNotMapped },
    ]);
  }
  const [row] = await ctx.db.query<UploadDbRow>(
    `UPDATE cm_uploads SET state = 'WAITING', header_mapping = $3::jsonb, replace = $4
      WHERE id = $1 AND enterprise_id = $2 AND state = 'PARSED' RETURNING ${UPLOAD_COLUMNS}`,
    [uploadId, enterpriseId, JSON.stringify(mapping), ctx.body.replace ?? upload.replace],
  );
  if (!row) throw conflict(CustomerMessages.uploadNotParsed);
  ctx.customerImports.enqueue(uploadId);
  return withMessage({ upload: toUpload(row) }, 'Uploaded Succesfully');
};

export const listUploads: Handler<Endpoints['listUploads']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  // Dates are inclusive at millisecond precision, as clients see them: created_at keeps
  // microseconds, so a toDate equal to an upload's createdOn must still include it.
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? UPLOAD_PAGE_SIZE;
  const limit = perPage + 1;
  const rows = await ctx.db.query<UploadDbRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM cm_uploads
      WHERE enterprise_id = $1 AND state <> 'PARSED'
        AND ($2::text IS NULL OR segment_id = $2::text)
        AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz + interval '1 millisecond')
      ORDER BY created_at DESC, id LIMIT $5 OFFSET $6`,
    [enterpriseId, ctx.query.segmentId ?? null, ctx.query.fromDate ?? null, ctx.query.toDate ?? null, limit, from],
  );
  const hasMore = rows.length > perPage;
  return { customerCSVs: (hasMore ? rows.slice(0, perPage) : rows).map(toUpload), hasMore };
};

export const getUpload: Handler<Endpoints['getUpload']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<UploadDbRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM cm_uploads WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(NotFoundMessages.upload);
  return { upload: toUpload(row) };
};

export const listUploadErrors: Handler<Endpoints['listUploadErrors']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [upload] = await ctx.db.query<{ error_lines: number }>(
    'SELECT error_lines FROM cm_uploads WHERE id = $1 AND enterprise_id = $2',
    [ctx.query.entryId, enterpriseId],
  );
  if (!upload) throw notFound(Messages.notFound);
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? UPLOAD_ERROR_PAGE_SIZE;
  const limit = perPage + 1;
  const rows = await ctx.db.query<{ line: number; line_text: string; messages: { message: string }[] }>(
    'SELECT line, line_text, messages FROM cm_upload_errors WHERE upload_id = $1 ORDER BY line LIMIT $2 OFFSET $3',
    [ctx.query.entryId, limit, from],
  );
  const hasMore = rows.length > perPage;
  return {
    errors: (hasMore ? rows.slice(0, perPage) : rows).map((r) => ({
      line: r.line,
      lineStr: r.line_text,
      errors: r.messages,
    })),
    hasMore,
    total: upload.error_lines,
  };
};
