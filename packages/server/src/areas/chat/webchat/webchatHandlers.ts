import {
  CHAT_STATES,
  WEBCHAT_LIMITS,
  WebchatMessages,
  webchatSettings,
  type Channels,
} from '@parley/api-client/contract';
import type { ChannelConnection, ChannelHandler } from '../../../http/channels.ts';
import type { AuthUser, ServerServices } from '../../../http/context.ts';
import { MESSAGE_COLUMNS, insertInboundMessage, type MessageRow } from '../../channels/services/messageRows.ts';
import { applyStatuses, type ChannelStatus } from '../../channels/services/webhookEventStore.ts';
import { tellAgents } from '../live/tellAgents.ts';
import { chatTurn } from '../services/chatTurn.ts';
import { SendBudget } from './sendBudget.ts';
import { tellVisitor } from './tellVisitor.ts';
import { toWebchatMessage } from './webchatMessage.ts';

type Connection = ChannelConnection<Channels['webchat']>;
type Visitor = NonNullable<AuthUser['visitor']>;

/** How often one socket's typing reaches the agents at most. */
const TYPING_EVERY_MS = 2_000;

/**
 * Send budgets by visitor (all their sockets on this process share one), oldest forgotten past a bound: a visitor
 * who opens more sockets does not get more messages through.
 */
const budgets = new Map<string, SendBudget>();
const MAX_BUDGETS = 10_000;

function budgetOf(visitorId: string): SendBudget {
  let budget = budgets.get(visitorId);
  if (budget) return budget;
  if (budgets.size >= MAX_BUDGETS) budgets.delete(budgets.keys().next().value!);
  budget = new SendBudget(WEBCHAT_LIMITS.sendsPerWindow, WEBCHAT_LIMITS.sendWindowMs);
  budgets.set(visitorId, budget);
  return budget;
}
const typedAt = new WeakMap<Connection, number>();

const visitorOf = (connection: Connection): Visitor => {
  const { visitor } = connection.user;
  // The channel's authentication gives every connection of it a visitor; a user here would be a wiring fault.
  if (!visitor) throw new Error('webchat connection without a visitor');
  return visitor;
};

/** The visitor's latest chat of the channel: the one they write in, or the last one that ended. */
async function latestChat(services: ServerServices, user: AuthUser, visitor: Visitor) {
  const [chat] = await services.db.query<{ id: string; state: number; agent_ids: string[]; rating: number | null }>(
    `SELECT id, state, agent_ids, rating FROM chats WHERE channel_id = $1 AND enterprise_id = $2 AND customer_number = $3
      ORDER BY created_at DESC LIMIT 1`,
    [visitor.channelId, user.enterpriseId, visitor.customerNumber],
  );
  return chat ?? null;
}

/**
 * The `webchat` live channel (decision 017): the widget of a visitor. Their messages enter the channel like any
 * customer's (chatTurn: the bot, the hand-over, the agents); every tab of the visitor sees them.
 */
export const webchatHandler: ChannelHandler<Channels['webchat']> = {
  onOpen: async (connection, services) => {
    const { user } = connection;
    const visitor = visitorOf(connection);
    const [channel] = await services.db.query<{ config: Record<string, string> }>(
      'SELECT config FROM channels WHERE id = $1',
      [visitor.channelId],
    );
    const settings = webchatSettings(channel?.config ?? {});
    const rows = await services.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM channel_messages
        WHERE channel_id = $1 AND enterprise_id = $2 AND customer_number = $3
        ORDER BY created_at DESC, id DESC LIMIT ${WEBCHAT_LIMITS.historyMessages}`,
      [visitor.channelId, user.enterpriseId, visitor.customerNumber],
    );
    const chat = await latestChat(services, user, visitor);
    connection.send({
      action: 'welcome',
      visitorId: user.id,
      token: visitor.newToken,
      title: settings.title,
      greeting: settings.greeting,
      messages: rows.reverse().map((row) => toWebchatMessage(row)),
      rateChatId: chat && chat.state === CHAT_STATES.CLOSED && chat.rating === null ? chat.id : null,
    });
  },

  messages: {
    send: async (connection, { clientId, text: raw }, services) => {
      const { user } = connection;
      const visitor = visitorOf(connection);
      const text = raw.trim();
      const refuse = (message: string) => connection.send({ action: 'refused', clientId, message });
      if (!text) return refuse(WebchatMessages.empty);
      if (text.length > WEBCHAT_LIMITS.textMax) return refuse(WebchatMessages.tooLong);
      if (!budgetOf(user.id).take()) return refuse(WebchatMessages.tooFast);
      const row = await insertInboundMessage(services.db, {
        enterpriseId: user.enterpriseId,
        channelId: visitor.channelId,
        customerNumber: visitor.customerNumber,
        kind: 'text',
        content: { body: text },
        replyTo: null,
        transId: null,
        at: new Date(),
      });
      if (!row) return refuse(WebchatMessages.notSent);
      tellVisitor(services.channels, row, { action: 'message', message: toWebchatMessage(row, clientId) });
      await chatTurn(services, connection.log, row);
    },

    typing: async (connection, _message, services) => {
      const now = Date.now();
      if (now - (typedAt.get(connection) ?? 0) < TYPING_EVERY_MS) return;
      typedAt.set(connection, now);
      const chat = await latestChat(services, connection.user, visitorOf(connection));
      if (chat?.state === CHAT_STATES.ONGOING)
        tellAgents(services, connection.user.enterpriseId, chat.agent_ids, {
          action: 'customerTyping',
          chatId: chat.id,
        });
    },

    ack: async (connection, { ids, status }, services) => {
      const { user } = connection;
      const visitor = visitorOf(connection);
      // Only the business's messages to this visitor: another conversation's ids match nothing.
      const rows = await services.db.query<{ trans_id: string }>(
        `SELECT trans_id FROM channel_messages
          WHERE id = ANY($1::text[]) AND channel_id = $2 AND enterprise_id = $3 AND customer_number = $4
            AND direction = 'out' AND trans_id IS NOT NULL`,
        [ids, visitor.channelId, user.enterpriseId, visitor.customerNumber],
      );
      const channel = { id: visitor.channelId, enterpriseId: user.enterpriseId };
      const at = new Date();
      const event = (transId: string, s: 'delivered' | 'read'): ChannelStatus => ({
        channel,
        event: { transId, status: s, at, errorCode: null, errorDesc: null },
      });
      // A read message was delivered too: both enter its history, in order.
      const statuses = rows.flatMap((r) =>
        status === 'read' ? [event(r.trans_id, 'delivered'), event(r.trans_id, 'read')] : [event(r.trans_id, status)],
      );
      if (statuses.length) await applyStatuses(services.db, statuses);
    },

    rate: async (connection, { chatId, stars }, services) => {
      const { user } = connection;
      const visitor = visitorOf(connection);
      const [rated] = await services.db.query(
        `UPDATE chats SET rating = $1, rated_at = now()
          WHERE id = $2 AND channel_id = $3 AND enterprise_id = $4 AND customer_number = $5
            AND state = ${CHAT_STATES.CLOSED} AND rating IS NULL
          RETURNING id`,
        [stars, chatId, visitor.channelId, user.enterpriseId, visitor.customerNumber],
      );
      if (!rated) return connection.send({ action: 'error', message: WebchatMessages.notRatable });
      tellVisitor(
        services.channels,
        { enterprise_id: user.enterpriseId, customer_number: visitor.customerNumber },
        { action: 'rated', chatId, stars },
      );
    },
  },
};
