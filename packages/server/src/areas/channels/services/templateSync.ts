import type { TemplateSyncResult } from '@parley/api-client/contract';
import type { Database } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import type { ProviderTemplate } from './adapters/types.ts';
import { TEMPLATE_COLUMNS, insertTemplate, type TemplateRow } from './templateRows.ts';

const key = (name: string, language: string) => `${name}\u0000${language}`;

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What the provider says differs from what is stored (the provider is right). */
const differs = (row: TemplateRow, remote: ProviderTemplate) =>
  row.status !== remote.status ||
  row.rejected_reason !== remote.rejectedReason ||
  row.provider_template_id !== remote.providerTemplateId ||
  row.category !== remote.category ||
  row.type !== remote.type ||
  canonical(row.components) !== canonical(remote.components);

/**
 * Makes a channel's stored templates what its provider holds: new ones added, changed ones updated (matched by the
 * provider's id, else by name and language), and ones the provider no longer has removed. Templates never
 * submitted (no provider id) stay.
 */
export async function syncChannelTemplates(
  db: Database,
  enterpriseId: string,
  channelId: string,
  remote: readonly ProviderTemplate[],
): Promise<TemplateSyncResult> {
  return db.transaction(async (tx) => {
    const local = await tx.query<TemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS} FROM message_templates WHERE channel_id = $1 AND enterprise_id = $2`,
      [channelId, enterpriseId],
    );
    const byProviderId = new Map(local.filter((r) => r.provider_template_id).map((r) => [r.provider_template_id!, r]));
    const byName = new Map(local.map((r) => [key(r.name, r.language), r]));
    const seen = new Set<string>();
    const added = new Set<string>();
    const result: TemplateSyncResult = { added: 0, updated: 0, removed: 0 };
    for (const template of remote) {
      const row = byProviderId.get(template.providerTemplateId) ?? byName.get(key(template.name, template.language));
      if (row && seen.has(row.id)) continue;
      if (!row) {
        // Meta lists a name and language once; a repeat in a malformed answer is not a second template.
        if (added.has(key(template.name, template.language))) continue;
        added.add(key(template.name, template.language));
        await insertTemplate(tx, { id: newId(), enterpriseId, channelId, ...template, reviewAt: null });
        result.added += 1;
        continue;
      }
      seen.add(row.id);
      if (!differs(row, template)) continue;
      await tx.query(
        `UPDATE message_templates SET status = $3, rejected_reason = $4, provider_template_id = $5, category = $6,
           type = $7, components = $8::jsonb, review_at = NULL, updated_at = now()
         WHERE id = $1 AND enterprise_id = $2`,
        [
          row.id,
          enterpriseId,
          template.status,
          template.rejectedReason,
          template.providerTemplateId,
          template.category,
          template.type,
          JSON.stringify(template.components),
        ],
      );
      result.updated += 1;
    }
    for (const row of local) {
      if (seen.has(row.id) || !row.provider_template_id) continue;
      await tx.query('DELETE FROM message_templates WHERE id = $1 AND enterprise_id = $2', [row.id, enterpriseId]);
      result.removed += 1;
    }
    return result;
  });
}
