import type { Database, Queryable } from '../../../db/database.ts';
import type { AdapterChannel, InboundEvent, StatusEvent, TemplateEvent, WebhookEvents } from './adapters/types.ts';
import { insertMessage, type StatusEntry } from './messageRows.ts';

/**
 * Where a status sits in a message's history, and how far along the delivery is, as SQL: a status only ever
 * moves up accepted < sent < delivered < read, a failure stands, and a read message cannot fail.
 */
const RANK_SQL = (status: string) =>
  `CASE ${status} WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE -1 END`;
const PLACE_SQL = (status: string) => `CASE ${status} WHEN 'failed' THEN 4 ELSE ${RANK_SQL(status)} END`;

/**
 * One status event of a message this channel sent (found by the provider's id), in one statement: providers
 * repeat and reorder events, so a status already recorded changes nothing, and a late one joins the history in its
 * place without moving the current status back. The statement locks only its row; concurrent events of one
 * message apply one after the other.
 */
async function applyStatus(db: Queryable, channel: AdapterChannel, event: StatusEvent): Promise<void> {
  const entry: StatusEntry = { status: event.status, messageStatusTime: event.at.toISOString() };
  if (event.errorDesc) entry.msg = event.errorDesc;
  await db.query(
    `UPDATE channel_messages m SET
       status = CASE WHEN $4 = 'failed' THEN 'failed'
                     WHEN ${RANK_SQL('$4')} > ${RANK_SQL('m.status')} THEN $4 ELSE m.status END,
       statuses = (SELECT jsonb_agg(e ORDER BY ${PLACE_SQL("e->>'status'")}, n)
                     FROM jsonb_array_elements(m.statuses || jsonb_build_array($5::jsonb)) WITH ORDINALITY AS h(e, n)),
       error_code = CASE WHEN $4 = 'failed' THEN $6::integer ELSE m.error_code END,
       error_desc = CASE WHEN $4 = 'failed' THEN $7 ELSE m.error_desc END
     WHERE m.channel_id = $1 AND m.enterprise_id = $2 AND m.trans_id = $3 AND m.direction = 'out'
       AND m.status <> 'failed'
       AND NOT ($4 = 'failed' AND m.status = 'read')
       AND NOT m.statuses @> jsonb_build_array(jsonb_build_object('status', $4::text))`,
    [
      channel.id,
      channel.enterpriseId,
      event.transId,
      event.status,
      JSON.stringify(entry),
      event.status === 'failed' ? event.errorCode : null,
      event.status === 'failed' ? event.errorDesc : null,
    ],
  );
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

/**
 * Statuses of sends whose record another area keeps until it is sure they went (a broadcast message whose process
 * stopped between the provider's answer and writing it down): it records them before the statuses apply.
 */
export type UnrecordedSends = (db: Database, channel: AdapterChannel, statuses: readonly StatusEvent[]) => Promise<void>;

/** Everything a verified webhook body said about the channel. */
export async function applyWebhookEvents(
  db: Database,
  channel: AdapterChannel,
  events: WebhookEvents,
  unrecorded?: UnrecordedSends,
): Promise<void> {
  if (unrecorded && events.statuses.some((s) => s.callbackData)) await unrecorded(db, channel, events.statuses);
  for (const event of events.inbound) await applyInbound(db, channel, event);
  for (const event of events.statuses) await applyStatus(db, channel, event);
  for (const event of events.templates) await applyTemplate(db, channel, event);
}
