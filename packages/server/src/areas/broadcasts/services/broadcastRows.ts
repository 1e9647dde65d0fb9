import {
  BROADCAST_LIMITS,
  broadcastStatusOf,
  type Broadcast,
  type BroadcastListRow,
  type BroadcastMessage,
  type BroadcastRequest,
  type BroadcastTemplateRef,
  type MappingRow,
  type RecipientStatus,
  type RejectedRecipient,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { iso } from '../../channels/services/channelRows.ts';
import type { TemplateRow } from '../../channels/services/templateRows.ts';
import type { AcceptedMessage } from './broadcastPlan.ts';
import { QUEUE_ROW_COLUMNS, QUEUE_ROW_RECORD, queueRowValues, queueRowsJson } from './stagedRecipients.ts';

export interface BroadcastRow {
  id: string;
  enterprise_id: string;
  channel_id: string | null;
  channel_name: string | null;
  template_id: string | null;
  template_name: string;
  name: string;
  user_id: string | null;
  user_name: string;
  request: StoredRequest;
  total: number;
  created_at: Date | string;
  completed_at: Date | string | null;
}

/** What a broadcast record shows back of its request. */
export interface StoredRequest {
  phoneNumbers: string[];
  customerIds: string[];
  segmentId: string | null;
  template: BroadcastTemplateRef;
  columnMapping: MappingRow[];
  resourceType: 'CAMPAIGN' | 'CHAT' | null;
  resourceId: string | null;
}

const BROADCAST_COLUMNS =
  'id, enterprise_id, channel_id, channel_name, template_id, template_name, name, user_id, user_name, request, total, ' +
  'created_at, completed_at';

/** A recipient's status: its queue state until handed to the provider, then its channel message's. */
export const RECIPIENT_STATUS_SQL = `CASE WHEN bm.state = 'done' THEN coalesce(cm.status, 'sent') ELSE bm.state END`;

export async function insertBroadcast(
  db: Queryable,
  b: {
    id: string;
    enterpriseId: string;
    channel: { id: string; name: string };
    template: TemplateRow;
    user: { id: string; name: string };
    request: BroadcastRequest;
  },
): Promise<void> {
  const stored: StoredRequest = {
    phoneNumbers: b.request.phoneNumber.slice(0, BROADCAST_LIMITS.numbersShown),
    customerIds: (b.request.customerIds ?? []).slice(0, BROADCAST_LIMITS.numbersShown),
    segmentId: b.request.segmentId ?? null,
    template: b.request.message.template,
    columnMapping: b.request.columnMapping,
    resourceType: b.request.resourceType ?? null,
    resourceId: b.request.resourceId ?? null,
  };
  const { name, language, category, type, components } = b.template;
  await db.query(
    `INSERT INTO broadcasts (id, enterprise_id, channel_id, channel_name, template_id, template_name, template, name,
       user_id, user_name, request, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11::jsonb, 0)`,
    [
      b.id,
      b.enterpriseId,
      b.channel.id,
      b.channel.name,
      b.template.id,
      b.template.name,
      JSON.stringify({ name, language, category, type, components }),
      b.request.name?.trim() || b.template.name,
      b.user.id,
      b.user.name,
      JSON.stringify(stored),
    ],
  );
}

/**
 * Queues a chunk of rendered messages and records its rejected recipients, in one statement; `seq` continues
 * from `firstSeq` so the message table lists recipients in the order they were given. The chunk travels as one JSON
 * document (serialised natively here, parsed natively by the database) rather than as arrays escaped element by
 * element, which took a fifth of the time to accept 100,000.
 */
export async function insertBroadcastMessages(
  db: Queryable,
  b: { id: string; enterpriseId: string; channelId: string },
  firstSeq: number,
  recipients: readonly (AcceptedMessage | RejectedRecipient)[],
): Promise<number> {
  if (!recipients.length) return firstSeq;
  await db.query(
    `INSERT INTO broadcast_messages (${QUEUE_ROW_COLUMNS})
     SELECT ${queueRowValues('$1', '$2', '$3')} FROM json_to_recordset($4::json) ${QUEUE_ROW_RECORD}`,
    [b.enterpriseId, b.id, b.channelId, queueRowsJson(firstSeq, recipients)],
  );
  return firstSeq + recipients.length;
}

export async function setBroadcastTotal(db: Queryable, id: string, total: number): Promise<void> {
  await db.query('UPDATE broadcasts SET total = $2 WHERE id = $1', [id, total]);
}

/** Messages per recipient status (and `total`) of each broadcast; staged recipients count as queued or rejected. */
export async function countsOf(
  db: Queryable,
  enterpriseId: string,
  ids: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const rows = await db.query<{ broadcast_id: string; status: RecipientStatus; n: number }>(
    `SELECT bm.broadcast_id, ${RECIPIENT_STATUS_SQL} AS status, count(*)::int AS n
       FROM broadcast_messages bm LEFT JOIN channel_messages cm ON bm.state = 'done' AND cm.id = bm.id
      WHERE bm.enterprise_id = $1 AND bm.broadcast_id = ANY($2::text[])
      GROUP BY 1, 2
     UNION ALL
     SELECT s.broadcast_id, k.status, sum(CASE k.status WHEN 'queued' THEN s.queued ELSE s.rejected END)::int
       FROM broadcast_staged s CROSS JOIN (VALUES ('queued'), ('rejected')) AS k(status)
      WHERE s.enterprise_id = $1 AND s.broadcast_id = ANY($2::text[])
      GROUP BY 1, 2`,
    [enterpriseId, ids],
  );
  const counts = new Map<string, Record<string, number>>(ids.map((id) => [id, { total: 0 }]));
  for (const row of rows) {
    const c = counts.get(row.broadcast_id)!;
    if (!row.n) continue;
    c[row.status] = (c[row.status] ?? 0) + row.n;
    c.total = (c.total ?? 0) + row.n;
  }
  return counts;
}

export function toListRow(row: BroadcastRow, counts: Record<string, number>): BroadcastListRow {
  return {
    id: row.id,
    name: row.name,
    templateName: row.template_name,
    user: { id: row.user_id, name: row.user_name },
    channelId: row.channel_id,
    channelName: row.channel_name,
    createdOn: iso(row.created_at),
    status: broadcastStatusOf(counts),
    counts,
  };
}

export function toBroadcast(row: BroadcastRow, counts: Record<string, number>): Broadcast {
  const r = row.request;
  return {
    ...toListRow(row, counts),
    phoneNumbers: r.phoneNumbers,
    customerIds: r.customerIds,
    segmentId: r.segmentId,
    message: { template: r.template },
    columnMapping: r.columnMapping,
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    completedOn: row.completed_at ? iso(row.completed_at) : null,
  };
}

export async function findBroadcast(db: Queryable, enterpriseId: string, id: string): Promise<BroadcastRow | null> {
  const [row] = await db.query<BroadcastRow>(
    `SELECT ${BROADCAST_COLUMNS} FROM broadcasts WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  return row ?? null;
}

export async function listBroadcastRows(
  db: Queryable,
  enterpriseId: string,
  q: { name: string | null; fromDate: Date | null; toDate: Date | null; from: number; perPage: number },
): Promise<BroadcastRow[]> {
  return db.query<BroadcastRow>(
    `SELECT ${BROADCAST_COLUMNS} FROM broadcasts
      WHERE enterprise_id = $1
        AND ($2::text IS NULL OR strpos(lower(name), lower($2)) > 0 OR strpos(lower(template_name), lower($2)) > 0)
        AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at <= $4)
      ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [enterpriseId, q.name, q.fromDate, q.toDate, q.perPage + 1, q.from],
  );
}

interface MessageTableRow {
  id: string;
  to_number: string;
  status: RecipientStatus;
  status_time: Date | string;
  sent_at: Date | string | null;
  reason: string | null;
  error_code: number | null;
}

const MESSAGE_TABLE_SQL = `
  SELECT bm.id, bm.to_number, ${RECIPIENT_STATUS_SQL} AS status,
         coalesce((cm.statuses -> -1 ->> 'messageStatusTime')::timestamptz, bm.updated_at) AS status_time,
         bm.sent_at, coalesce(cm.error_desc, bm.reason) AS reason, coalesce(cm.error_code, bm.error_code) AS error_code
    FROM broadcast_messages bm LEFT JOIN channel_messages cm ON bm.state = 'done' AND cm.id = bm.id`;

export async function listMessageRows(
  db: Queryable,
  enterpriseId: string,
  broadcastId: string,
  q: { status: RecipientStatus | null; from: number; perPage: number },
): Promise<MessageTableRow[]> {
  return db.query<MessageTableRow>(
    `${MESSAGE_TABLE_SQL}
      WHERE bm.enterprise_id = $1 AND bm.broadcast_id = $2 AND ($3::text IS NULL OR ${RECIPIENT_STATUS_SQL} = $3)
      ORDER BY bm.seq LIMIT $4 OFFSET $5`,
    [enterpriseId, broadcastId, q.status, q.perPage + 1, q.from],
  );
}

export function toMessageRow(row: MessageTableRow, from: string): BroadcastMessage {
  return {
    id: row.id,
    from,
    to: row.to_number,
    currentDeliveryStatus: row.status,
    currentDeliveryStatusTime: iso(row.status_time),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    reason: row.reason,
    errorCode: row.error_code,
  };
}
