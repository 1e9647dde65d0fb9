import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_TYPES } from './chatConstants.ts';

/** platform-shell §3 "Chat counters" (the total is their sum, `totalChatCount`). */
export const ChatCountersSchema = Type.Object({
  newChatCount: Type.Integer({ minimum: 0 }),
  invitedChatCount: Type.Integer({ minimum: 0 }),
  transferredChatCount: Type.Integer({ minimum: 0 }),
  assignedChatCount: Type.Integer({ minimum: 0 }),
  missedChatCount: Type.Integer({ minimum: 0 }),
});
export type ChatCountersSchema = Static<typeof ChatCountersSchema>;

const ChatId = Type.String({ minLength: 1, maxLength: 64 });

/** platform-shell §3 "Notification chat row", one per chat waiting for this agent in the 'Chat Notification' table. */
export const NotificationChatRow = Type.Object({
  chatId: ChatId,
  customerName: Type.String(),
  customerNumber: Type.String(),
  /** Who transferred it (Transferred) or invited this agent (Invited); empty otherwise. */
  transferringAgent: Type.String(),
  /** Who holds it now; empty for a chat nobody holds. */
  handlingAgent: Type.String(),
  lastMessage: Type.String(),
});
export type NotificationChatRow = Static<typeof NotificationChatRow>;

export const NotificationChatsQuery = Type.Object({
  type: Type.Union(
    NOTIFICATION_TYPES.map((t) => Type.Literal(t.type)),
    {
      description: 'Transferred, Live, Invited, Assigned or Missed',
    },
  ),
});
export type NotificationChatsQuery = Static<typeof NotificationChatsQuery>;

export const NotificationChats = Type.Object({ data: Type.Array(NotificationChatRow) });
export type NotificationChats = Static<typeof NotificationChats>;

/** One of the agent's chats in the conversation screen's list (platform-shell §3 "Chat", without its messages). */
export const ChatSummaryRow = Type.Object({
  chatId: ChatId,
  channelId: Type.String(),
  customerName: Type.String(),
  customerNumber: Type.String(),
  state: Type.Integer({ minimum: 0, maximum: 5, description: 'platform-shell §4.3 chat state' }),
  /** The customer's messages since an agent last answered. */
  newMsgCount: Type.Integer({ minimum: 0 }),
  isJITRequired: Type.Boolean(),
  pinned: Type.Boolean(),
  tags: Type.Array(Type.String()),
  lastMessage: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ChatSummaryRow = Static<typeof ChatSummaryRow>;

/** The chats this agent holds (ongoing and suspended), pinned first, then most recently active (spec: perPage -1, all). */
export const ChatSummary = Type.Object({ chats: Type.Array(ChatSummaryRow), counts: ChatCountersSchema });
export type ChatSummary = Static<typeof ChatSummary>;
