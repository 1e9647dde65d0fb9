import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { Paging } from '../../contract/paging.ts';
import { IdParams } from '../../contract/schemas.ts';
import { ChatPermissions } from './chatPermissions.ts';
import { ChatCustomerProfile } from './customerProfile.ts';
import { CannedReplies, CannedReply, CannedReplySave } from './cannedReplies.ts';
import {
  AgentStatusBody,
  DashboardInfo,
  DashboardQuery,
  ChatMonitor,
  ChatHandOn,
  ChatHistory,
  ChatPin,
  ChatTags,
  ChatHistoryQuery,
  ChatAgents,
  ChatAgentsQuery,
  ChatSettings,
  ChatCountersSchema,
  ChatReply,
  ChatThread,
  ChatThreadMessage,
  ChatSummary,
  ChatSummaryRow,
  NotificationChats,
  NotificationChatsQuery,
} from './chatSchemas.ts';

// Live chat (platform-shell §7.3 "Chat: summary, history, {id}/close, suspend, resume, … chat_count"; §7.5 "Get
// notification chats by type", whose path the spec does not show: ours). Pickups travel over the live channel.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Live chat', permissions: ChatPermissions.handle } as const;

export const getChatCount = endpoint({
  ...base,
  id: 'getChatCount',
  summary: "The chats waiting for this agent, counted by kind (the notification dropdown's badges)",
  method: 'GET',
  path: 'e/enterprise/chat/chat_count',
  data: ChatCountersSchema,
});

export const listNotificationChats = endpoint({
  ...base,
  id: 'listNotificationChats',
  summary: "The chats of one kind waiting for this agent (the 'Chat Notification' table)",
  method: 'GET',
  path: 'e/enterprise/chat/notifications',
  query: NotificationChatsQuery,
  data: NotificationChats,
});

export const getChatSummary = endpoint({
  ...base,
  id: 'getChatSummary',
  summary: 'The chats this agent holds, pinned first, with the counts of those waiting',
  method: 'GET',
  path: 'e/enterprise/chat/summary',
  data: ChatSummary,
});

const move = { ...base, method: 'PUT', params: IdParams, data: ChatSummaryRow } as const;

export const closeChat = endpoint({
  ...move,
  id: 'closeChat',
  summary: 'Close a chat this agent holds (the customer may then rate it)',
  path: 'e/enterprise/chat/:id/close',
});

export const suspendChat = endpoint({
  ...move,
  id: 'suspendChat',
  summary: 'Put aside an ongoing chat this agent holds',
  path: 'e/enterprise/chat/:id/suspend',
});

export const resumeChat = endpoint({
  ...move,
  id: 'resumeChat',
  summary: 'Take up again a suspended chat this agent holds',
  path: 'e/enterprise/chat/:id/resume',
});

export const transferChat = endpoint({
  ...move,
  id: 'transferChat',
  summary: 'Offer a chat this agent holds to other agents; the first who accepts takes it over',
  path: 'e/enterprise/chat/:id/transfer',
  encoding: 'json',
  body: ChatHandOn,
});

export const inviteToChat = endpoint({
  ...move,
  id: 'inviteToChat',
  summary: 'Invite other agents into a chat this agent holds; each who accepts joins it',
  path: 'e/enterprise/chat/:id/invite',
  encoding: 'json',
  body: ChatHandOn,
});

export const pinChat = endpoint({
  ...move,
  id: 'pinChat',
  summary: 'Pin a chat this agent holds to the top of the list, or unpin it',
  path: 'e/enterprise/chat/:id/pin',
  encoding: 'json',
  body: ChatPin,
});

export const updateChatTags = endpoint({
  ...move,
  id: 'updateChatTags',
  summary: 'Replace the tags of a chat this agent holds (trimmed, each once)',
  path: 'e/enterprise/chat/:id/update_tag',
  encoding: 'json',
  body: ChatTags,
});

export const getChatCustomerProfile = endpoint({
  ...base,
  id: 'getChatCustomerProfile',
  summary: "The chat's customer in the customer master (null when there is none), shown beside the thread",
  method: 'GET',
  path: 'e/enterprise/chat/:id/customer/profile',
  params: IdParams,
  data: ChatCustomerProfile,
});

export const leaveChat = endpoint({
  ...move,
  id: 'leaveChat',
  summary: 'Leave a chat another agent holds too',
  path: 'e/enterprise/chat/:id/leave',
});

export const listChatMessages = endpoint({
  ...base,
  id: 'listChatMessages',
  summary:
    "A chat's latest messages (`from` skips the newest), oldest first: the customer's, the bot's and the agents', with delivery statuses",
  method: 'GET',
  path: 'e/enterprise/chat/:id/messages',
  permissions: ChatPermissions.thread,
  params: IdParams,
  query: Type.Object(Paging),
  data: ChatThread,
});

export const sendChatMessage = endpoint({
  ...base,
  id: 'sendChatMessage',
  summary:
    "Answer the customer in a chat this agent holds; outside the 24-hour window it fails with the channel's re-engagement error and the chat needs a template",
  method: 'POST',
  path: 'e/enterprise/chat/:id/messages',
  encoding: 'json',
  params: IdParams,
  body: ChatReply,
  data: ChatThreadMessage,
});

export const getChatSettings = endpoint({
  ...base,
  id: 'getChatSettings',
  summary: 'How chats reach people: the bot, what hands over to agents, the pickup time',
  method: 'GET',
  path: 'e/enterprise/chat/config',
  permissions: ChatPermissions.config,
  data: ChatSettings,
});

export const saveChatSettings = endpoint({
  ...base,
  id: 'saveChatSettings',
  summary: 'Save how chats reach people',
  method: 'PUT',
  path: 'e/enterprise/chat/config',
  encoding: 'json',
  permissions: ChatPermissions.config,
  body: ChatSettings,
  data: ChatSettings,
});

export const getAgentStatus = endpoint({
  ...base,
  id: 'getAgentStatus',
  summary: "(ours) This agent's availability: online agents are offered new chats",
  method: 'GET',
  path: 'e/enterprise/chat/agent_status',
  data: AgentStatusBody,
});

export const updateAgentStatus = endpoint({
  ...base,
  id: 'updateAgentStatus',
  summary: "Set this agent's availability (online, away, offline)",
  method: 'PUT',
  path: 'e/enterprise/update_agent_status',
  encoding: 'json',
  body: AgentStatusBody,
  data: AgentStatusBody,
});

export const listChatAgents = endpoint({
  ...base,
  id: 'listChatAgents',
  summary: "The enterprise's agents (CHAT.HANDLE) with their availability and load, for transfers and invitations",
  method: 'GET',
  path: 'e/enterprise/chat/agents',
  query: ChatAgentsQuery,
  data: ChatAgents,
});

export const listChatHistory = endpoint({
  ...base,
  id: 'listChatHistory',
  summary: "The enterprise's chats that ended (closed or missed), newest first, searched by customer and dates",
  method: 'GET',
  path: 'e/enterprise/chat/history',
  permissions: ChatPermissions.history,
  query: ChatHistoryQuery,
  data: ChatHistory,
});

export const getChatMonitor = endpoint({
  ...base,
  id: 'getChatMonitor',
  summary: "The enterprise's chats not yet ended, counted by state, and its agents with their availability and load",
  method: 'GET',
  path: 'e/enterprise/chat/monitor',
  permissions: ChatPermissions.monitor,
  data: ChatMonitor,
});

export const getChatDashboard = endpoint({
  ...base,
  id: 'getChatDashboard',
  summary: 'Chats by day or hour: how many began, were attended and missed, and the average pickup interval',
  method: 'GET',
  path: 'e/enterprise/chat/dashboard_info',
  permissions: ChatPermissions.analytics,
  query: DashboardQuery,
  data: DashboardInfo,
});

export const listCannedReplies = endpoint({
  ...base,
  id: 'listCannedReplies',
  summary: "The enterprise's canned replies, by shortcut (at most 200)",
  method: 'GET',
  path: 'e/enterprise/chat/canned_replies',
  permissions: ChatPermissions.cannedReplies,
  data: CannedReplies,
});

export const createCannedReply = endpoint({
  ...base,
  id: 'createCannedReply',
  summary: 'Add a canned reply under a shortcut of its own',
  method: 'POST',
  path: 'e/enterprise/chat/canned_replies',
  permissions: ChatPermissions.config,
  encoding: 'json',
  body: CannedReplySave,
  data: CannedReply,
});

export const updateCannedReply = endpoint({
  ...base,
  id: 'updateCannedReply',
  summary: "Change a canned reply's shortcut or text",
  method: 'PUT',
  path: 'e/enterprise/chat/canned_replies/:id',
  permissions: ChatPermissions.config,
  params: IdParams,
  encoding: 'json',
  body: CannedReplySave,
  data: CannedReply,
});

export const deleteCannedReply = endpoint({
  ...base,
  id: 'deleteCannedReply',
  summary: 'Delete a canned reply',
  method: 'DELETE',
  path: 'e/enterprise/chat/canned_replies/:id',
  permissions: ChatPermissions.config,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});
