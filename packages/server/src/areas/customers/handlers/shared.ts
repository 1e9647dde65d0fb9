/** What the customer master's handlers share: limits, small helpers and the definitions list. */
import { STANDARD_DEFINITIONS, type InputFieldDefinitionList } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { notFound } from '../../../http/errors.ts';
import { loadDefinitions } from '../services/customerMaster.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

export const UNIQUE_VIOLATION = '23505';
export const CHUNK_BYTES = 1024 * 1024;
/**
 * The first bytes of an upload its header row is read from (and whether a row follows it). A header row is a few
 * kilobytes; a file with no line break in its first megabyte has none.
 */
export const HEAD_BYTES = 1024 * 1024;
export const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === UNIQUE_VIOLATION;

export async function definitionList(db: Queryable, enterpriseId: string): Promise<InputFieldDefinitionList> {
  return {
    standardDefinitions: [...STANDARD_DEFINITIONS],
    inputFieldDefinitions: await loadDefinitions(db, enterpriseId),
  };
}

export async function checkRefs(
  db: Queryable,
  enterpriseId: string,
  table: 'cm_tags' | 'cm_groups',
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE enterprise_id = $1 AND id = ANY($2::text[])`,
    [enterpriseId, [...new Set(ids)]],
  );
  if (rows.length !== new Set(ids).size)
    throw notFound(table === 'cm_tags' ? NotFoundMessages.segment : NotFoundMessages.group);
}
