import {
  uploadMessage,
  type CsvEncoding,
  type Customer,
  type InputFieldDefinition,
  type UploadRecord,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

export interface DefinitionRow {
  id: string;
  position: number;
  definition: Omit<InputFieldDefinition, '_id' | 'index'>;
}

export const toDefinition = (row: DefinitionRow, index = row.position): InputFieldDefinition => ({
  ...row.definition,
  _id: row.id,
  index,
});

/** The enterprise's custom definitions by position (index 0..n-1). */
export async function loadDefinitions(db: Queryable, enterpriseId: string): Promise<InputFieldDefinition[]> {
  const rows = await db.query<DefinitionRow>(
    'SELECT id, position, definition FROM cm_field_definitions WHERE enterprise_id = $1 ORDER BY position, created_at, id',
    [enterpriseId],
  );
  return rows.map((row, i) => toDefinition(row, i));
}

/**
 * The id of a new custom field: 'f' and the enterprise's next field number, in the caller's transaction. Short,
 * because customers' values are stored by field id (every imported row repeats the keys); never given twice in an
 * enterprise, so values a deleted field left behind never become a new field's. Unique within the enterprise only.
 */
export async function nextFieldId(tx: Queryable, enterpriseId: string): Promise<string> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO cm_field_counters (enterprise_id, last_number) VALUES ($1, 1)
     ON CONFLICT (enterprise_id) DO UPDATE SET last_number = cm_field_counters.last_number + 1
     RETURNING last_number`,
    [enterpriseId],
  );
  return `f${row!.last_number}`;
}

export interface CustomerDbRow {
  id: string;
  name: string;
  phone_number: string;
  whatsapp_number: string;
  facebook_id: string;
  insta_id: string;
  twitter_id: string;
  tags: string[];
  groups: string[];
  data: Record<string, string>;
}

export const CUSTOMER_COLUMNS =
  'id, name, phone_number, whatsapp_number, facebook_id, insta_id, twitter_id, tags, groups, data';

export const toCustomer = (row: CustomerDbRow): Customer => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  whatsAppNumber: row.whatsapp_number,
  facebookId: row.facebook_id,
  instaId: row.insta_id,
  twitterId: row.twitter_id,
  tags: row.tags,
  groups: row.groups,
  data: Object.entries(row.data ?? {}).map(([id, value]) => ({ id, value: String(value) })),
});

export interface UploadDbRow {
  id: string;
  segment_id: string;
  file_name: string;
  file_size: string | number;
  replace: boolean;
  state: UploadRecord['state'];
  total_lines: number;
  accepted_lines: number;
  error_lines: number;
  bytes_read: string | number;
  message: string | null;
  encoding: CsvEncoding;
  created_at: Date | string;
  completed_at: Date | string | null;
}

export const UPLOAD_COLUMNS =
  'id, segment_id, file_name, file_size, replace, state, total_lines, accepted_lines, error_lines, bytes_read, ' +
  'message, encoding, created_at, completed_at';

export function toUpload(row: UploadDbRow): UploadRecord {
  const message = uploadMessage(row.message, row.encoding);
  const size = Number(row.file_size);
  const progress =
    row.state === 'COMPLETED' ? 100 : size > 0 ? Math.min(99, Math.floor((Number(row.bytes_read) / size) * 100)) : 0;
  return {
    uploadId: row.id,
    segmentId: row.segment_id,
    file: { name: row.file_name, size },
    replace: row.replace,
    state: row.state,
    totalLines: row.total_lines,
    acceptedLines: row.accepted_lines,
    errorLines: row.error_lines,
    progress,
    createdOn: new Date(row.created_at).toISOString(),
    completedOn: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    encoding: row.encoding,
    ...(message ? { message } : {}),
  };
}

/** Ids of the custom fields whose values a search matches (besides the name and phone number). */
export const searchableIds = (definitions: readonly InputFieldDefinition[]): string[] =>
  definitions.filter((d) => d.search).map((d) => d._id);

/**
 * Adds `deltas` (segment id → members gained, or lost when negative) to the segments' member counts, in the
 * caller's transaction. Rows are locked in id order, so two transactions never wait for each other in a circle.
 */
export async function adjustSegmentCounts(
  tx: Queryable,
  enterpriseId: string,
  deltas: ReadonlyMap<string, number>,
): Promise<void> {
  const entries = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return;
  if (entries.length > 1) {
    await tx.query('SELECT id FROM cm_tags WHERE enterprise_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE', [
      enterpriseId,
      entries.map(([id]) => id),
    ]);
  }
  await tx.query(
    `UPDATE cm_tags t SET member_count = t.member_count + u.delta
       FROM unnest($2::text[], $3::int[]) AS u(id, delta)
      WHERE t.enterprise_id = $1 AND t.id = u.id`,
    [enterpriseId, entries.map(([id]) => id), entries.map(([, delta]) => delta)],
  );
}

/** Tag changes of one customer as count deltas. */
export function tagDeltas(
  before: readonly string[],
  after: readonly string[],
  into = new Map<string, number>(),
): Map<string, number> {
  for (const id of new Set(after)) if (!before.includes(id)) into.set(id, (into.get(id) ?? 0) + 1);
  for (const id of new Set(before)) if (!after.includes(id)) into.set(id, (into.get(id) ?? 0) - 1);
  return into;
}

/**
 * Asks for the enterprise's customers' search words to be recomputed (which fields are searchable changed), in
 * the caller's transaction: a rebuild under way starts again from the first customer.
 */
export async function requestSearchRebuild(tx: Queryable, enterpriseId: string): Promise<void> {
  await tx.query(
    `INSERT INTO cm_search_rebuilds (enterprise_id) VALUES ($1)
     ON CONFLICT (enterprise_id) DO UPDATE SET after_id = '', requested_at = now()`,
    [enterpriseId],
  );
}

/**
 * Asks for the search words of the enterprise's customers made from `firstId` on (an import that leaves them to a
 * catch-up after it), in the caller's transaction; a rebuild already asked for from further back still covers them.
 */
export async function requestSearchCatchUp(tx: Queryable, enterpriseId: string, firstId: string): Promise<void> {
  // A prefix sorts just before the id itself: the catch-up starts at it.
  await tx.query(
    `INSERT INTO cm_search_rebuilds (enterprise_id, after_id) VALUES ($1, $2)
     ON CONFLICT (enterprise_id) DO UPDATE SET after_id = least(cm_search_rebuilds.after_id, excluded.after_id)`,
    [enterpriseId, firstId.slice(0, -1)],
  );
}

/**
 * Writes the search words of these customers (`search` as tsvector text), replacing what they had, in the caller's
 * transaction. Customers deleted meanwhile get none.
 */
export async function upsertSearchWords(
  tx: Queryable,
  enterpriseId: string,
  words: { ids: readonly string[]; search: readonly string[] },
): Promise<void> {
  if (words.ids.length === 0) return;
  await tx.query(
    `INSERT INTO cm_customer_search (enterprise_id, customer_id, search)
     SELECT c.enterprise_id, c.id, u.search::tsvector
       FROM unnest($2::text[], $3::text[]) AS u(id, search)
       JOIN cm_customers c ON c.enterprise_id = $1 AND c.id = u.id
     ON CONFLICT (enterprise_id, customer_id) DO UPDATE SET search = excluded.search`,
    [enterpriseId, words.ids, words.search],
  );
}
