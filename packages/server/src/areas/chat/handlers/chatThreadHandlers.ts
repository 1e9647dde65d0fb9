/** A chat's thread, and an agent's reply in it. */
import {
  ChatMessages,
  ErrorCodes,
  MESSAGE_PAGE_SIZE,
  VENDOR_IDS,
  chatMove,
  customerProfileOf,
  profileNumbers,
  withinServiceWindow,
  type ChatState,
  type Endpoints,
} from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { findChannel } from '../../channels/services/channelRows.ts';
import { MESSAGE_COLUMNS, insertMessage, type MessageRow } from '../../channels/services/messageRows.ts';
import { settleSandboxDeliveries } from '../../channels/services/sandboxSettlement.ts';
import { tellAgents } from '../live/tellAgents.ts';
import { sendChatText } from '../services/chatSend.ts';
import { toThreadMessage } from '../services/chatThread.ts';
import { tellVisitor } from '../webchat/tellVisitor.ts';
import type { Queryable } from '../../../db/database.ts';
import {
  CUSTOMER_COLUMNS,
  loadDefinitions,
  toCustomer,
  type CustomerDbRow,
} from '../../customers/services/customerMaster.ts';

interface ThreadChat {
  id: string;
  channel_id: string;
  customer_number: string;
  state: ChatState;
  agent_ids: string[];
  last_inbound_at: Date | string | null;
}

async function ownChat(db: Queryable, enterpriseId: string, chatId: string): Promise<ThreadChat> {
  const [chat] = await db.query<ThreadChat>(
    `SELECT id, channel_id, customer_number, state, agent_ids, last_inbound_at
       FROM chats WHERE id = $1 AND enterprise_id = $2`,
    [chatId, enterpriseId],
  );
  if (!chat) throw notFound(ChatMessages.notFound);
  return chat;
}

/** The re-engagement error a free-form message gets outside the window (platform-shell §8: 470 marks JIT). */
const WINDOW_CLOSED_CODE = 470;

export const listChatMessages: Handler<Endpoints['listChatMessages']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const chat = await ownChat(ctx.db, enterpriseId, ctx.params.id);
  await settleSandboxDeliveries(ctx.db, enterpriseId, chat.channel_id);
  const rows = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM channel_messages WHERE chat_id = $1 AND enterprise_id = $2
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [chat.id, enterpriseId, ctx.query.perPage ?? MESSAGE_PAGE_SIZE, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM channel_messages WHERE chat_id = $1 AND enterprise_id = $2',
    [chat.id, enterpriseId],
  );
  // An agent holding the chat has now seen the customer's messages: a web-chat visitor's window says so.
  if (chat.agent_ids.includes(currentUser(ctx).id))
    tellVisitor(
      ctx.channels,
      { enterprise_id: enterpriseId, customer_number: chat.customer_number },
      { action: 'seen', at: new Date().toISOString() },
    );
  // The newest page (`from` skips the newest), shown oldest first as a thread reads.
  return { messages: rows.reverse().map(toThreadMessage), total: count?.total ?? 0 };
};

/**
 * An agent holding the chat answers. Outside the customer-service window the message is not sent: it is recorded
 * as failed with the re-engagement code and the chat needs a template (isJITRequired), as WhatsApp would answer.
 */
export const sendChatMessage: Handler<Endpoints['sendChatMessage']> = async (ctx) => {
  const user = currentUser(ctx);
  const chat = await ownChat(ctx.db, user.enterpriseId, ctx.params.id);
  const text = ctx.body.text.trim();
  if (!text) throw fieldError('text', ChatMessages.replyRequired);
  if (!chat.agent_ids.includes(user.id)) throw new ApiError(409, ErrorCodes.conflict, ChatMessages.notYours);
  const allowed = chatMove(chat.state, 'reply');
  if (!allowed.ok) throw new ApiError(409, ErrorCodes.conflict, allowed.message);
  const channel = await findChannel(ctx.db, user.enterpriseId, chat.channel_id);
  if (!channel) throw notFound(ChatMessages.notFound);
  const [me] = await ctx.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [user.id]);
  const author = { type: 'agent' as const, uId: user.id, name: me?.name ?? '' };

  let row: MessageRow;
  // WhatsApp's customer-service window; a web-chat visitor can be answered at any time.
  if (channel.vendor === VENDOR_IDS.webChat || withinServiceWindow(chat.last_inbound_at, new Date())) {
    row = await sendChatText(ctx, ctx.request.log, {
      channel,
      chatId: chat.id,
      to: chat.customer_number,
      text,
      author,
    });
    await ctx.db.query('UPDATE chats SET jit_required = false, updated_at = now() WHERE id = $1', [chat.id]);
  } else {
    const failed = await insertMessage(ctx.db, {
      enterpriseId: user.enterpriseId,
      channelId: channel.id,
      direction: 'out',
      customerNumber: chat.customer_number,
      kind: 'text',
      content: { body: text },
      replyTo: null,
      status: 'failed',
      transId: null,
      at: new Date(),
      chatId: chat.id,
      author,
      error: { code: WINDOW_CLOSED_CODE, desc: ChatMessages.windowClosed },
    });
    row = failed!;
    await ctx.db.query('UPDATE chats SET jit_required = true, updated_at = now() WHERE id = $1', [chat.id]);
  }
  const message = toThreadMessage(row);
  const others = chat.agent_ids.filter((id) => id !== user.id);
  tellAgents(ctx, user.enterpriseId, others, { action: 'chatMessage', chatId: chat.id, message });
  return message;
};

/** platform-shell §7.3 customer/profile: the chat's customer in the customer master, or null. */
export const getChatCustomerProfile: Handler<Endpoints['getChatCustomerProfile']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const chat = await ownChat(ctx.db, enterpriseId, ctx.params.id);
  const [row] = await ctx.db.query<CustomerDbRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM cm_customers WHERE enterprise_id = $1 AND phone_number = ANY($2::text[]) LIMIT 1`,
    [enterpriseId, profileNumbers(chat.customer_number)],
  );
  if (!row) return { customer: null };
  const customer = toCustomer(row);
  const named = (table: 'cm_tags' | 'cm_groups', ids: string[]) =>
    ctx.db.query<{ id: string; name: string }>(
      `SELECT id, name FROM ${table} WHERE enterprise_id = $1 AND id = ANY($2::text[])`,
      [enterpriseId, ids],
    );
  const [tags, groups, definitions] = await Promise.all([
    named('cm_tags', customer.tags),
    named('cm_groups', customer.groups),
    loadDefinitions(ctx.db, enterpriseId),
  ]);
  const names = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { customer: customerProfileOf(customer, { tags: names(tags), groups: names(groups) }, definitions) };
};
