import type {
  MessageTemplate,
  TemplateCategory,
  TemplateComponent,
  TemplateStatus,
  TemplateType,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { iso } from './channelRows.ts';

export interface TemplateRow {
  id: string;
  enterprise_id: string;
  channel_id: string;
  name: string;
  language: string;
  category: TemplateCategory;
  type: TemplateType;
  status: TemplateStatus;
  rejected_reason: string | null;
  provider_template_id: string | null;
  components: TemplateComponent[];
  review_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const TEMPLATE_COLUMNS =
  'id, enterprise_id, channel_id, name, language, category, type, status, rejected_reason, provider_template_id, ' +
  'components, review_at, created_at, updated_at';

export function toTemplate(row: TemplateRow): MessageTemplate {
  return {
    _id: row.id,
    id: row.id,
    // The spec's broadcast request names a template by `templateId`, its name (broadcast-and-customer-master §3).
    templateId: row.name,
    channelId: row.channel_id,
    name: row.name,
    language: row.language,
    category: row.category,
    type: row.type,
    status: row.status,
    rejectedReason: row.rejected_reason,
    providerTemplateId: row.provider_template_id,
    components: row.components,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The enterprise's template with this id, or null. */
export async function findTemplate(db: Queryable, enterpriseId: string, id: string): Promise<TemplateRow | null> {
  const [row] = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM message_templates WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  return row ?? null;
}

export interface NewTemplate {
  id: string;
  enterpriseId: string;
  channelId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  type: TemplateType;
  status: TemplateStatus;
  rejectedReason: string | null;
  providerTemplateId: string | null;
  components: TemplateComponent[];
  reviewAt: Date | null;
}

export async function insertTemplate(db: Queryable, t: NewTemplate): Promise<TemplateRow> {
  const [row] = await db.query<TemplateRow>(
    `INSERT INTO message_templates (id, enterprise_id, channel_id, name, language, category, type, status, rejected_reason,
       provider_template_id, components, review_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12) RETURNING ${TEMPLATE_COLUMNS}`,
    [
      t.id,
      t.enterpriseId,
      t.channelId,
      t.name,
      t.language,
      t.category,
      t.type,
      t.status,
      t.rejectedReason,
      t.providerTemplateId,
      JSON.stringify(t.components),
      t.reviewAt,
    ],
  );
  return row!;
}
