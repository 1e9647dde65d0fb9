import {
  CHAT_STATES,
  MONITOR_STATE_ORDER,
  WEB_VISITOR_NAME,
  WEB_VISITOR_PREFIX,
  type ChatHistoryRow,
  type MonitorChatRow,
  type ChatSummaryRow,
  type NotificationChatRow,
  type NotificationType,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

// What the conversation screen and the notification table read of chats: the customer's name from the customer
// master (by the number, with or without its '+'), or a web-chat visitor's, the last message's text, and the customer's messages since an
// agent last answered.

const CUSTOMER_NAME = `coalesce((SELECT cu.name FROM cm_customers cu
   WHERE cu.enterprise_id = c.enterprise_id AND cu.phone_number IN (c.customer_number, '+' || c.customer_number)
   LIMIT 1), (SELECT coalesce(v.name, '${WEB_VISITOR_NAME}') FROM webchat_visitors v
   WHERE c.customer_number LIKE '${WEB_VISITOR_PREFIX}%' AND v.id = substr(c.customer_number, ${WEB_VISITOR_PREFIX.length + 1})), '')`;

const LAST_MESSAGE = `coalesce((SELECT m.content->>'body' FROM channel_messages m
   WHERE m.chat_id = c.id ORDER BY m.created_at DESC LIMIT 1), '')`;

const NEW_MESSAGES = `(SELECT count(*)::int FROM channel_messages m
   WHERE m.chat_id = c.id AND m.direction = 'in' AND m.created_at > coalesce(
     (SELECT max(o.created_at) FROM channel_messages o WHERE o.chat_id = c.id AND o.direction = 'out'), '-infinity'))`;

const channelName = (chat: string) =>
  `coalesce((SELECT ch.name FROM channels ch WHERE ch.id = ${chat}.channel_id), '')`;

const agentNames = (ids: string) =>
  `coalesce((SELECT string_agg(u.name, ', ' ORDER BY u.name) FROM users u WHERE u.id = ANY(${ids})), '')`;

/** The chats of one kind waiting for this agent (the 'Chat Notification' table), oldest offer first. */
export async function notificationChats(
  db: Queryable,
  c: { enterpriseId: string; agentId: string; type: NotificationType },
): Promise<NotificationChatRow[]> {
  return db.query<NotificationChatRow>(
    `SELECT c.id AS "chatId", ${CUSTOMER_NAME} AS "customerName", c.customer_number AS "customerNumber",
            coalesce((SELECT u.name FROM users u WHERE u.id = o.by_agent_id), '') AS "transferringAgent",
            ${agentNames('c.agent_ids')} AS "handlingAgent", ${LAST_MESSAGE} AS "lastMessage"
       FROM chat_offers o JOIN chats c ON c.id = o.chat_id
      WHERE o.enterprise_id = $1 AND o.agent_id = $2 AND o.kind = $3
      ORDER BY o.created_at, c.id`,
    [c.enterpriseId, c.agentId, c.type],
  );
}

interface SummaryRow extends Omit<ChatSummaryRow, 'updatedAt'> {
  updatedAt: Date | string;
}

const SUMMARY_COLUMNS = `c.id AS "chatId", c.channel_id AS "channelId", ${CUSTOMER_NAME} AS "customerName",
  c.customer_number AS "customerNumber", c.state, ${NEW_MESSAGES} AS "newMsgCount",
  c.jit_required AS "isJITRequired", c.pinned, c.tags, ${LAST_MESSAGE} AS "lastMessage", c.updated_at AS "updatedAt"`;

const toSummary = (row: SummaryRow): ChatSummaryRow => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * The chats this agent holds: ongoing and suspended, pinned first, then the most recently active. An agent holds
 * few chats at once; the cap keeps a runaway count from making one call unbounded.
 */
export async function heldChats(db: Queryable, enterpriseId: string, agentId: string): Promise<ChatSummaryRow[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM chats c
      WHERE c.enterprise_id = $1 AND $2::text = ANY(c.agent_ids)
        AND c.state IN (${CHAT_STATES.ONGOING}, ${CHAT_STATES.SUSPEND})
      ORDER BY c.pinned DESC, c.updated_at DESC, c.id LIMIT $3`,
    [enterpriseId, agentId, HELD_CHATS_MAX],
  );
  return rows.map(toSummary);
}

/** The most chats one agent's list shows (ours). */
export const HELD_CHATS_MAX = 500;

/** One chat as the list shows it. */
export async function chatSummaryRow(db: Queryable, enterpriseId: string, chatId: string): Promise<ChatSummaryRow> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM chats c WHERE c.enterprise_id = $1 AND c.id = $2`,
    [enterpriseId, chatId],
  );
  return toSummary(row!);
}

/** One day after a YYYY-MM-DD day, as the exclusive end of a date range. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The enterprise's ended chats (closed, or missed), newest end first, searched by the customer's name or number
 * (any part, any case) and the days they ended on (UTC).
 */
export async function chatHistory(
  db: Queryable,
  enterpriseId: string,
  q: { search?: string; state?: number; fromDate?: string; toDate?: string; from?: number; perPage: number },
): Promise<{ chats: ChatHistoryRow[]; total: number }> {
  const search = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filters = [
    enterpriseId,
    q.state ?? null,
    search,
    q.fromDate ? `${q.fromDate}T00:00:00Z` : null,
    q.toDate ? dayAfter(q.toDate) : null,
  ];
  const ended = `FROM (SELECT c.*, ${CUSTOMER_NAME} AS customer_name, coalesce(c.closed_at, c.missed_at, c.updated_at) AS ended_at
                   FROM chats c
                  WHERE c.enterprise_id = $1 AND c.state IN (${CHAT_STATES.CLOSED}, ${CHAT_STATES.MISSED})
                    AND ($2::int IS NULL OR c.state = $2)) h
    WHERE ($3::text IS NULL OR h.customer_name ILIKE $3 OR h.customer_number ILIKE $3)
      AND ($4::timestamptz IS NULL OR h.ended_at >= $4) AND ($5::timestamptz IS NULL OR h.ended_at < $5)`;
  const rows = await db.query<ChatHistoryRow>(
    `SELECT h.id AS "chatId", ${channelName('h')} AS "channelName",
            h.customer_name AS "customerName", h.customer_number AS "customerNumber", h.state::int AS state,
            ${agentNames('h.agent_ids')} AS agents, h.missed_reason AS "missedReason", h.rating::int AS rating,
            (SELECT count(*)::int FROM channel_messages m WHERE m.chat_id = h.id) AS "messageCount",
            h.created_at AS "startedAt", h.ended_at AS "endedAt"
       ${ended}
      ORDER BY h.ended_at DESC, h.id DESC LIMIT $6 OFFSET $7`,
    [...filters, q.perPage, q.from ?? 0],
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${ended}`, filters);
  return {
    chats: rows.map((r) => ({
      ...r,
      startedAt: new Date(r.startedAt).toISOString(),
      endedAt: new Date(r.endedAt).toISOString(),
    })),
    total: count?.total ?? 0,
  };
}

/** Since when a chat has been in its state (a customer's new message moves updated_at, not these). */
const SINCE = `CASE c.state WHEN ${CHAT_STATES.STARTED} THEN coalesce(c.handed_at, c.updated_at)
  WHEN ${CHAT_STATES.MISSED} THEN coalesce(c.missed_at, c.updated_at)
  WHEN ${CHAT_STATES.ONGOING} THEN coalesce(c.picked_at, c.updated_at)
  ELSE c.created_at END`;

/**
 * The enterprise's chats not yet ended, for the monitor: waiting first, then held, suspended and missed, the
 * longest in their state first, at most `limit`; with the count of each state over all of them.
 */
export async function monitorChats(
  db: Queryable,
  enterpriseId: string,
  limit: number,
): Promise<{ chats: MonitorChatRow[]; inState: Record<number, number> }> {
  const order = MONITOR_STATE_ORDER.map((state, i) => `WHEN ${state} THEN ${i}`).join(' ');
  const rows = await db.query<MonitorChatRow & { since: Date | string }>(
    `SELECT c.id AS "chatId", ${channelName('c')} AS "channelName",
            ${CUSTOMER_NAME} AS "customerName", c.customer_number AS "customerNumber", c.state::int AS state,
            ${agentNames('c.agent_ids')} AS agents, ${LAST_MESSAGE} AS "lastMessage", ${SINCE} AS since
       FROM chats c
      WHERE c.enterprise_id = $1 AND c.state <> ${CHAT_STATES.CLOSED}
      ORDER BY CASE c.state ${order} END, ${SINCE}, c.id LIMIT $2`,
    [enterpriseId, limit],
  );
  const states = await db.query<{ state: number; n: number }>(
    `SELECT state::int AS state, count(*)::int AS n FROM chats
      WHERE enterprise_id = $1 AND state <> ${CHAT_STATES.CLOSED} GROUP BY state`,
    [enterpriseId],
  );
  return {
    chats: rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() })),
    inState: Object.fromEntries(states.map((s) => [s.state, s.n])),
  };
}
