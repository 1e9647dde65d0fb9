import { customerSearchVector } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { upsertSearchWords } from './customerMaster.ts';
import { CUSTOMER_COPY_COLUMNS, copiedCustomers, copyValue, type RowBatch } from './customerImportRows.ts';
import type { UploadJob } from './customerImportUpload.ts';

/**
 * The look-up path of a batch: numbers the enterprise has already join the segment (with Replace their name and
 * the mapped values are overwritten, otherwise kept); the others are copied in. Existing rows are locked first,
 * so the segment count is exact. Returns the customers that joined the segment and how many numbers existed.
 */
export async function mergeExisting(
  tx: Queryable,
  job: UploadJob,
  searchable: string[],
  batch: RowBatch,
): Promise<{ joined: number; found: number }> {
  const rows = copiedCustomers(batch.copy);
  const existing = await tx.query<{ id: string; phone_number: string; tags: string[]; data?: Record<string, string> }>(
    `SELECT id, phone_number, tags${job.replace ? ', data' : ''} FROM cm_customers
      WHERE enterprise_id = $1 AND phone_number = ANY($2::text[]) FOR UPDATE`,
    [job.enterprise_id, rows.map((r) => r.phone)],
  );
  const byPhone = new Map(existing.map((row) => [row.phone_number, row]));
  let fresh = '';
  let freshCount = 0;
  const joining: string[] = [];
  const replaced = { ids: [] as string[], names: [] as string[], data: [] as string[], search: [] as string[] };
  const freshWords = { ids: [] as string[], search: [] as string[] };
  for (const r of rows) {
    const row = byPhone.get(r.phone);
    if (!row) {
      fresh += `${r.line}\n`;
      freshCount += 1;
      const data = JSON.parse(copyValue(r.data)) as Record<string, string>;
      freshWords.ids.push(r.id);
      freshWords.search.push(customerSearchVector({ name: copyValue(r.name), phoneNumber: r.phone, data }, searchable));
      continue;
    }
    if (!row.tags.includes(job.segment_id)) joining.push(row.id);
    if (job.replace) {
      const name = copyValue(r.name);
      const data = { ...(row.data ?? {}), ...(JSON.parse(copyValue(r.data)) as Record<string, string>) };
      replaced.ids.push(row.id);
      replaced.names.push(name);
      replaced.data.push(JSON.stringify(data));
      replaced.search.push(customerSearchVector({ name, phoneNumber: r.phone, data }, searchable));
    }
  }
  if (joining.length > 0) {
    await tx.query(
      'UPDATE cm_customers SET tags = tags || $2::text, updated_at = now() WHERE enterprise_id = $3 AND id = ANY($1::text[])',
      [joining, job.segment_id, job.enterprise_id],
    );
  }
  if (replaced.ids.length > 0) {
    await tx.query(
      `UPDATE cm_customers c SET name = u.name, data = u.data::json, updated_at = now()
         FROM unnest($1::text[], $2::text[], $3::text[]) AS u(id, name, data)
        WHERE c.enterprise_id = $4 AND c.id = u.id`,
      [replaced.ids, replaced.names, replaced.data, job.enterprise_id],
    );
    await upsertSearchWords(tx, job.enterprise_id, replaced);
  }
  if (freshCount > 0) await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, fresh);
  // The look-up path is the rare one: its new customers get their words here whether or not the import defers them.
  await upsertSearchWords(tx, job.enterprise_id, freshWords);
  return { joined: joining.length + freshCount, found: existing.length };
}
