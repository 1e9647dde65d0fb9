import type { ChannelMessage, ChatAuthor, DeliveryStatus, MessageContent } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { orderedId } from '../../../db/ids.ts';
import { chatForInbound } from '../../chat/services/chatStore.ts';
import { iso } from './channelRows.ts';

export type MessageKind = ChannelMessage['kind'];

export interface StatusEntry {
  status: DeliveryStatus;
  messageStatusTime: string;
  msg?: string;
}

export interface MessageRow {
  id: string;
  enterprise_id: string;
  channel_id: string;
  direction: 'out' | 'in';
  customer_number: string;
  kind: MessageKind;
  content: MessageContent;
  reply_to: string | null;
  status: DeliveryStatus;
  statuses: StatusEntry[];
  trans_id: string | null;
  error_code: number | null;
  error_desc: string | null;
  created_at: Date | string;
  /** The live chat the message belongs to (decision 016). */
  chat_id: string | null;
  author: ChatAuthor | null;
}

export const MESSAGE_COLUMNS =
  'id, enterprise_id, channel_id, direction, customer_number, kind, content, reply_to, status, statuses, trans_id, ' +
  'error_code, error_desc, created_at, chat_id, author';

export function toMessage(row: MessageRow): ChannelMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    direction: row.direction,
    customerNumber: row.customer_number,
    kind: row.kind,
    content: row.content,
    replyTo: row.reply_to,
    currentDeliveryStatus: row.status,
    transId: row.trans_id,
    messageStatuses: row.statuses,
    channelErrorCode: row.error_code,
    channelErrorDesc: row.error_desc,
    createdAt: iso(row.created_at),
  };
}

export interface NewMessage {
  enterpriseId: string;
  channelId: string;
  direction: 'out' | 'in';
  customerNumber: string;
  kind: MessageKind;
  content: MessageContent;
  replyTo: string | null;
  status: DeliveryStatus;
  transId: string | null;
  at: Date;
  /** The sandbox's pending delivery. */
  settlement?: { at: Date; fails: boolean; draw: number };
  /** The live chat the message belongs to (decision 016). */
  chatId?: string | null;
  /** Who wrote a chat message the business sent. */
  author?: ChatAuthor | null;
  /** Why a message recorded as failed was not sent (channelErrorCode, channelErrorDesc). */
  error?: { code: number; desc: string };
}

/**
 * Records a customer's message, in the customer's chat on the channel (opened when there is none): every inbound
 * message, from any channel, reaches live chat (decision 016).
 */
export async function insertInboundMessage(
  db: Queryable,
  m: Omit<NewMessage, 'direction' | 'status' | 'settlement' | 'chatId'>,
): Promise<MessageRow | null> {
  const chat = await chatForInbound(db, {
    enterpriseId: m.enterpriseId,
    channelId: m.channelId,
    customerNumber: m.customerNumber,
    at: m.at,
  });
  return insertMessage(db, { ...m, direction: 'in', status: 'received', chatId: chat.id });
}

/**
 * Records a message (ids made in creation order, so they sort as the messages came). An inbound message the
 * provider delivers twice (same provider id) is stored once: null the second time.
 */
export async function insertMessage(db: Queryable, m: NewMessage): Promise<MessageRow | null> {
  const statuses: StatusEntry[] = [{ status: m.status, messageStatusTime: m.at.toISOString() }];
  const [row] = await db.query<MessageRow>(
    `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content, reply_to,
       status, statuses, trans_id, deliver_at, sandbox_draw, sandbox_fails, created_at, chat_id, author, error_code,
       error_desc)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19)
     ON CONFLICT (channel_id, trans_id) WHERE trans_id IS NOT NULL DO NOTHING
     RETURNING ${MESSAGE_COLUMNS}`,
    [
      orderedId(),
      m.enterpriseId,
      m.channelId,
      m.direction,
      m.customerNumber,
      m.kind,
      JSON.stringify(m.content),
      m.replyTo,
      m.status,
      JSON.stringify(statuses),
      m.transId,
      m.settlement?.at ?? null,
      m.settlement?.draw ?? null,
      m.settlement?.fails ?? false,
      m.at,
      m.chatId ?? null,
      m.author ? JSON.stringify(m.author) : null,
      m.error?.code ?? null,
      m.error?.desc ?? null,
    ],
  );
  return row ?? null;
}
