import type { Database, Queryable } from '../../../db/database.ts';
import type { AdapterChannel, InboundEvent, StatusEvent, TemplateEvent, WebhookEvents } from './adapters/types.ts';
import { insertInboundMessage, type MessageRow, type StatusEntry } from './messageRows.ts';

/**
 * Where a status sits in a message's history, and how far along the delivery is, as SQL: a status only ever
 * moves up accepted < sent < delivered < read, a failure stands, and a read message cannot fail.
 */
const RANK_SQL = (status: string) =>
  `CASE ${status} WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE -1 END`;
const PLACE_SQL = (status: string) => `CASE ${status} WHEN 'failed' THEN 4 ELSE ${RANK_SQL(status)} END`;

/** A status event with the channel it came for. */
export interface ChannelStatus {
  channel: Pick<AdapterChannel, 'id' | 'enterpriseId'>;
  event: StatusEvent;
}

/**
 * Status events of messages their channels sent (found by the provider's id), a statement per round: providers
 * repeat and reorder events, so a status already recorded changes nothing, and a late one joins the history in its
 * place without moving the current status back. One statement updates a message once, so events naming the same
 * message go in successive rounds, in the order given. Each statement locks only its rows.
 */
export async function applyStatuses(db: Queryable, statuses: readonly ChannelStatus[]): Promise<void> {
  let rest = statuses;
  while (rest.length) {
    const round: ChannelStatus[] = [];
    const later: ChannelStatus[] = [];
    const named = new Set<string>();
    for (const s of rest) {
      const key = `${s.channel.id}\u0000${s.event.transId}`;
      if (named.has(key)) later.push(s);
      else {
        named.add(key);
        round.push(s);
      }
    }
    await applyStatusRound(db, round);
    rest = later;
  }
}

async function applyStatusRound(db: Queryable, round: readonly ChannelStatus[]): Promise<void> {
  const rows = round.map(({ channel, event }) => {
    const entry: StatusEntry = { status: event.status, messageStatusTime: event.at.toISOString() };
    if (event.errorDesc) entry.msg = event.errorDesc;
    const failed = event.status === 'failed';
    return {
      c: channel.id,
      e: channel.enterpriseId,
      t: event.transId,
      s: event.status,
      h: entry,
      ec: failed ? event.errorCode : null,
      ed: failed ? event.errorDesc : null,
    };
  });
  await db.query(
    `UPDATE channel_messages m SET
       status = CASE WHEN u.s = 'failed' THEN 'failed'
                     WHEN ${RANK_SQL('u.s')} > ${RANK_SQL('m.status')} THEN u.s ELSE m.status END,
       statuses = (SELECT jsonb_agg(e ORDER BY ${PLACE_SQL("e->>'status'")}, n)
                     FROM jsonb_array_elements(m.statuses || jsonb_build_array(u.h)) WITH ORDINALITY AS h(e, n)),
       error_code = CASE WHEN u.s = 'failed' THEN u.ec ELSE m.error_code END,
       error_desc = CASE WHEN u.s = 'failed' THEN u.ed ELSE m.error_desc END
      FROM json_to_recordset($1::json) AS u(c text, e text, t text, s text, h jsonb, ec integer, ed text)
     WHERE m.channel_id = u.c AND m.enterprise_id = u.e AND m.trans_id = u.t AND m.direction = 'out'
       AND m.status <> 'failed'
       AND NOT (u.s = 'failed' AND m.status = 'read')
       AND NOT m.statuses @> jsonb_build_array(jsonb_build_object('status', u.s))`,
    [JSON.stringify(rows)],
  );
}

/** One inbound message; the same provider id twice is stored once (null the second time). */
async function applyInbound(db: Queryable, channel: AdapterChannel, event: InboundEvent): Promise<MessageRow | null> {
  let replyTo: string | null = null;
  if (event.contextTransId) {
    const [target] = await db.query<{ id: string }>(
      'SELECT id FROM channel_messages WHERE channel_id = $1 AND enterprise_id = $2 AND trans_id = $3',
      [channel.id, channel.enterpriseId, event.contextTransId],
    );
    replyTo = target?.id ?? null;
  }
  return insertInboundMessage(db, {
    enterpriseId: channel.enterpriseId,
    channelId: channel.id,
    customerNumber: event.from,
    kind: event.kind,
    // A reaction names the message it reacts to, here by our id, so a thread can show it on that message.
    content: event.content.reaction
      ? { ...event.content, reaction: { ...event.content.reaction, messageId: replyTo } }
      : event.content,
    replyTo,
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
export type UnrecordedSends = (
  db: Database,
  channel: AdapterChannel,
  statuses: readonly StatusEvent[],
) => Promise<void>;

/**
 * What a verified webhook body said about the channel besides delivery statuses: inbound messages and template
 * reviews. Statuses go through StatusBatcher, which writes those of concurrent calls together.
 */
export async function applyWebhookEvents(
  db: Queryable,
  channel: AdapterChannel,
  events: Pick<WebhookEvents, 'inbound' | 'templates'>,
): Promise<MessageRow[]> {
  const inbound: MessageRow[] = [];
  for (const event of events.inbound) {
    const row = await applyInbound(db, channel, event);
    if (row) inbound.push(row);
  }
  for (const event of events.templates) await applyTemplate(db, channel, event);
  return inbound;
}
