import { Type, type Static } from '@sinclair/typebox';
import {
  AGENT_STATUSES,
  ANY_AGENT_STATUS,
  CHAT_STATES,
  CHAT_TAGS_MAX,
  CHAT_TAG_MAX_LENGTH,
  NOTIFICATION_TYPES,
} from './chatConstants.ts';
import { ChannelMessage } from '../channels/messageSchemas.ts';
import { Paging } from '../../contract/paging.ts';
import { BUSINESS_HOURS_MAX_SCHEDULES, BusinessHours } from './businessHours.ts';

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

/**
 * How the enterprise's chats reach people (ours; platform-shell §7.5 calls "chat config" without its payload). The
 * bot answers first when one is chosen; it hands over to agents when the customer writes a keyword, when the bot
 * recognises the hand-over intent, or after `outOfScopeLimit` messages in a row it did not understand. Without a
 * bot, every new chat goes to agents at once. A chat nobody picks up in `pickupTimeoutSeconds` is missed.
 */
export const ChatSettings = Type.Object({
  botAgentId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
  handOverKeywords: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }),
  handOverIntent: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
  outOfScopeLimit: Type.Integer({ minimum: 1, maximum: 10 }),
  pickupTimeoutSeconds: Type.Integer({ minimum: 30, maximum: 86_400 }),
  handOverMessage: Type.String({ maxLength: 1000 }),
  /** When people answer (ours): none means always. */
  businessHours: Type.Optional(Type.Array(BusinessHours, { maxItems: BUSINESS_HOURS_MAX_SCHEDULES })),
});
export type ChatSettings = Static<typeof ChatSettings>;

/** An agent's reply in a chat (ours: a text; templates go through the broadcast form in chat mode). */
export const ChatReply = Type.Object({ text: Type.String({ maxLength: 4096 }) });
export type ChatReply = Static<typeof ChatReply>;

/** Who wrote a chat message the business sent (ours): the bot with what it understood, an agent, or the system. */
export const ChatAuthor = Type.Union([
  Type.Object({
    type: Type.Literal('bot'),
    intent: Type.Union([Type.String(), Type.Null()]),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
  }),
  Type.Object({ type: Type.Literal('agent'), uId: Type.String(), name: Type.String() }),
  Type.Object({ type: Type.Literal('system') }),
]);
export type ChatAuthor = Static<typeof ChatAuthor>;

/** A message of a chat's thread: the channel's message, with who wrote it when the business did. */
export const ChatThreadMessage = Type.Composite([
  ChannelMessage,
  Type.Object({ author: Type.Union([ChatAuthor, Type.Null()]) }),
]);
export type ChatThreadMessage = Static<typeof ChatThreadMessage>;

export const ChatThread = Type.Object({ messages: Type.Array(ChatThreadMessage), total: Type.Integer({ minimum: 0 }) });
export type ChatThread = Static<typeof ChatThread>;

const StatusValue = Type.Union([
  Type.Literal(AGENT_STATUSES.offline),
  Type.Literal(AGENT_STATUSES.online),
  Type.Literal(AGENT_STATUSES.away),
]);

/** platform-shell §7.3 "PUT update_agent_status (agentStatus)": an agent's availability for new chats. */
export const AgentStatusBody = Type.Object({ agentStatus: StatusValue });
export type AgentStatusBody = Static<typeof AgentStatusBody>;

/** platform-shell §7.5 "Get all agents with roles (… 3), agentStatus -1, perPage 200; … response.users". */
export const ChatAgentsQuery = Type.Object({
  /** -1 (any, the default), or one status. */
  agentStatus: Type.Optional(Type.Integer({ minimum: ANY_AGENT_STATUS, maximum: AGENT_STATUSES.away })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export type ChatAgentsQuery = Static<typeof ChatAgentsQuery>;

export const ChatAgent = Type.Object({
  uId: Type.String(),
  name: Type.String(),
  agentStatus: StatusValue,
  /** Chats the agent holds now. */
  activeChats: Type.Integer({ minimum: 0 }),
  /** The departments the agent answers for (mapped, or named in their chat settings). */
  departments: Type.Array(Type.String()),
});
export type ChatAgent = Static<typeof ChatAgent>;

export const ChatAgents = Type.Object({ users: Type.Array(ChatAgent), total: Type.Integer({ minimum: 0 }) });
export type ChatAgents = Static<typeof ChatAgents>;

/** platform-shell §7.3 "Chat: … history": chats that ended (closed or missed), newest first. */
export const ChatHistoryQuery = Type.Object({
  /** Part of the customer's name or number. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Union([Type.Literal(CHAT_STATES.CLOSED), Type.Literal(CHAT_STATES.MISSED)])),
  /** Ended on or after this day, and on or before that one (YYYY-MM-DD, UTC). */
  fromDate: Type.Optional(Type.String({ format: 'date' })),
  toDate: Type.Optional(Type.String({ format: 'date' })),
  ...Paging,
});
export type ChatHistoryQuery = Static<typeof ChatHistoryQuery>;

/** What the history and the monitor list of any chat: who, on which channel, in which state, held by whom. */
const ChatListing = {
  chatId: Type.String(),
  channelName: Type.String(),
  customerName: Type.String(),
  customerNumber: Type.String(),
  state: Type.Integer(),
  /** Who holds or held it, by name ('' while it waits). */
  agents: Type.String(),
};

export const ChatHistoryRow = Type.Object({
  ...ChatListing,
  missedReason: Type.Union([Type.String(), Type.Null()]),
  rating: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]),
  messageCount: Type.Integer({ minimum: 0 }),
  startedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.String({ format: 'date-time' }),
});
export type ChatHistoryRow = Static<typeof ChatHistoryRow>;

export const ChatHistory = Type.Object({ chats: Type.Array(ChatHistoryRow), total: Type.Integer({ minimum: 0 }) });
export type ChatHistory = Static<typeof ChatHistory>;

/** A transfer or an invitation: the agents the chat is offered to (platform-shell §4.3 "transferred 4, invited 5"). */
export const ChatHandOn = Type.Object({
  agentIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20, uniqueItems: true }),
});
export type ChatHandOn = Static<typeof ChatHandOn>;

/** A chat not yet ended, as a supervisor's monitor shows it. */
export const MonitorChatRow = Type.Object({
  ...ChatListing,
  lastMessage: Type.String(),
  /** Since when it has been in its state (waiting, held, suspended, missed). */
  since: Type.String({ format: 'date-time' }),
});
export type MonitorChatRow = Static<typeof MonitorChatRow>;

/** platform-shell §2.2 chat/monitor (ours): the chats not ended, by state, and the agents with their load. */
export const ChatMonitor = Type.Object({
  chats: Type.Array(MonitorChatRow),
  /** How many chats are in each state (the chats list is capped; these are not). */
  counts: Type.Object({
    waiting: Type.Integer({ minimum: 0 }),
    ongoing: Type.Integer({ minimum: 0 }),
    suspended: Type.Integer({ minimum: 0 }),
    missed: Type.Integer({ minimum: 0 }),
  }),
  agents: Type.Array(ChatAgent),
});
export type ChatMonitor = Static<typeof ChatMonitor>;

/** platform-shell §7.3 "chat/dashboard_info (date range, timeType, clientOffset)". */
export const DashboardQuery = Type.Object({
  /** The first and last day shown, in the viewer's time (YYYY-MM-DD). */
  fromDate: Type.String({ format: 'date' }),
  toDate: Type.String({ format: 'date' }),
  /** A bar per day, or per hour (one day). */
  timeType: Type.Union([Type.Literal('day'), Type.Literal('hour')]),
  /** The viewer's offset from UTC in minutes (India +330), so days begin at their midnight. */
  clientOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** platform-shell §3 "Dashboard graph data: date, avgPickedUpInterval, noOfAttendedChats, noOfMissedChats, chatCount". */
export const DashboardRow = Type.Object({
  /** The bar's day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH), in the viewer's time. */
  date: Type.String(),
  /** Seconds from the hand-over to agents to the first pickup, on average; 0 with none picked up. */
  avgPickedUpInterval: Type.Number({ minimum: 0 }),
  noOfAttendedChats: Type.Integer({ minimum: 0 }),
  noOfMissedChats: Type.Integer({ minimum: 0 }),
  /** Chats that began then (the bot's included). */
  chatCount: Type.Integer({ minimum: 0 }),
});
export type DashboardRow = Static<typeof DashboardRow>;

export const DashboardInfo = Type.Object({ rows: Type.Array(DashboardRow) });
export type DashboardInfo = Static<typeof DashboardInfo>;

/** platform-shell §7.3 "Chat: … pin": a chat kept at the top of its holders' lists. */
export const ChatPin = Type.Object({ pinned: Type.Boolean() });
export type ChatPin = Static<typeof ChatPin>;

/** platform-shell §7.3 "Chat: … update_tag": the chat's tags, the whole list (ours: at most 10, 30 characters each). */
export const ChatTags = Type.Object({
  tags: Type.Array(Type.String({ maxLength: CHAT_TAG_MAX_LENGTH }), { maxItems: CHAT_TAGS_MAX }),
});
export type ChatTags = Static<typeof ChatTags>;
