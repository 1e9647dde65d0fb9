import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';
import { ChatPermissions } from './chatPermissions.ts';
import {
  ChatCountersSchema,
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
