import type { DeliveryStatus } from '@parley/api-client/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { AdapterChannel, InboundEvent, StatusEvent, TemplateEvent, WebhookEvents } from './adapters/types.ts';
import { insertMessage, type StatusEntry } from './messageRows.ts';

/** How far along a delivery is: a status only ever moves up this order. */
const RANK: Partial<Record<DeliveryStatus, number>> = { accepted: 0, sent: 1, delivered: 2, read: 3 };

/** The status a message moves to on an event: forward only, and a failure stands (a read message cannot fail). */
export function nextStatus(current: DeliveryStatus, event: StatusEvent['status']): DeliveryStatus {
  if (current === 'failed') return current;
  if (event === 'failed') return current === 'read' ? current : 'failed';
  return (RANK[event] ?? -1) > (RANK[current] ?? -1) ? event : current;
}

/** Where a status sits in a message's history: its place in the lifecycle (Meta's times have whole seconds only). */
const historyPlace = (status: DeliveryStatus) => (status === 'failed' ? 4 : (RANK[status] ?? 0));

/**
 * One status event of a message this channel sent (found by the provider's id). Providers repeat and reorder
 * events: a status already recorded changes nothing, a late one joins the history in its place without moving the
 * current status back.
 */
async function applyStatus(db: Database, channel: AdapterChannel, event: StatusEvent): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; status: DeliveryStatus; statuses: StatusEntry[] }>(
      `SELECT id, status, statuses FROM channel_messages
        WHERE channel_id = $1 AND enterprise_id = $2 AND trans_id = $3 AND direction = 'out' FOR UPDATE`,
      [channel.id, channel.enterpriseId, event.transId],
    );
    if (!row || row.status === 'failed' || row.statuses.some((s) => s.status === event.status)) return;
    const status = nextStatus(row.status, event.status);
    if (event.status === 'failed' && status !== 'failed') return;
    const entry: StatusEntry = { status: event.status, messageStatusTime: event.at.toISOString() };
    if (event.errorDesc) entry.msg = event.errorDesc;
    const statuses = [...row.statuses, entry].sort((a, b) => historyPlace(a.status) - historyPlace(b.status));
    const failed = status === 'failed';
    await tx.query(
      `UPDATE channel_messages SET status = $2, statuses = $3::jsonb, error_code = $4, error_desc = $5
        WHERE id = $1 AND enterprise_id = $6`,
      [
        row.id,
        status,
        JSON.stringify(statuses),
        failed ? event.errorCode : null,
        failed ? event.errorDesc : null,
        channel.enterpriseId,
      ],
    );
  });
}

/** One inbound message; the same provider id twice is stored once. */
async function applyInbound(db: Queryable, channel: AdapterChannel, event: InboundEvent): Promise<void> {
  let replyTo: string | null = null;
  if (event.contextTransId) {
    const [target] = await db.query<{ id: string }>(
      'SELECT id FROM channel_messages WHERE channel_id = $1 AND enterprise_id = $2 AND trans_id = $3',
      [channel.id, channel.enterpriseId, event.contextTransId],
    );
    replyTo = target?.id ?? null;
  }
  await insertMessage(db, {
    enterpriseId: channel.enterpriseId,
    channelId: channel.id,
    direction: 'in',
    customerNumber: event.from,
    kind: event.kind,
    content: event.content,
    replyTo,
    status: 'received',
    transId: event.transId,
    at: event.at,
  });
}

/** A template's review outcome, found by the provider's id or else by name and language. */
async function applyTemplate(db: Queryable, channel: AdapterChannel, event: TemplateEvent): Promise<void> {
  await db.query(
    `UPDATE message_templates SET status = $5, rejected_reason = $6, review_at = NULL, updated_at = now()
      WHERE channel_id = $1 AND enterprise_id = $2
        AND (provider_template_id = $3 OR (name = $4 AND replace(language, '-', '_') = $7))`,
    [
      channel.id,
      channel.enterpriseId,
      event.providerTemplateId,
      event.name,
      event.status,
      event.reason,
      event.language,
    ],
  );
}

/** Everything a verified webhook body said about the channel. */
export async function applyWebhookEvents(db: Database, channel: AdapterChannel, events: WebhookEvents): Promise<void> {
  for (const event of events.inbound) await applyInbound(db, channel, event);
  for (const event of events.statuses) await applyStatus(db, channel, event);
  for (const event of events.templates) await applyTemplate(db, channel, event);
}
