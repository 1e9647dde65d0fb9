import { BroadcastPermissions } from './broadcastPermissions.ts';
import {
  Broadcast,
  BroadcastAccepted,
  BroadcastCheck,
  BroadcastList,
  BroadcastListQuery,
  BroadcastMessageList,
  BroadcastMessageParams,
  BroadcastMessageQuery,
  BroadcastMessageStatus,
  BroadcastRequest,
  ExpressionLookup,
  ExpressionLookupRequest,
  MessageStatusReport,
  MessageStatusReportQuery,
} from './broadcastSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { BROADCAST_LIMITS } from './broadcastLimits.ts';
import { IdParams } from '../../contract/schemas.ts';

// Broadcasts (broadcast-and-customer-master §7 "Broadcast and campaign"; platform-shell §7.4 "broadcast list,
// detail, message, validate, send"). The spec shows operations, not paths; these are ours.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Broadcasts' } as const;

export const listBroadcasts = endpoint({
  ...base,
  id: 'listBroadcasts',
  summary: 'Broadcasts newest first, by name and creation date range, 20 a page',
  method: 'GET',
  path: 'e/broadcasts',
  permissions: BroadcastPermissions.view,
  query: BroadcastListQuery,
  data: BroadcastList,
});

export const getBroadcast = endpoint({
  ...base,
  id: 'getBroadcast',
  summary: 'One broadcast as sent, with its counts per message status',
  method: 'GET',
  path: 'e/broadcasts/:id',
  permissions: BroadcastPermissions.view,
  params: IdParams,
  data: Broadcast,
});

export const listBroadcastMessages = endpoint({
  ...base,
  id: 'listBroadcastMessages',
  summary: "A broadcast's messages (From, To, Sent Date, Status), optionally of one status",
  method: 'GET',
  path: 'e/broadcasts/:id/messages',
  permissions: BroadcastPermissions.view,
  params: IdParams,
  query: BroadcastMessageQuery,
  data: BroadcastMessageList,
});

export const getBroadcastMessageStatus = endpoint({
  ...base,
  id: 'getBroadcastMessageStatus',
  summary: "One message's current status, channel message id and status history",
  method: 'GET',
  path: 'e/broadcasts/:id/messages/:messageId',
  permissions: BroadcastPermissions.view,
  params: BroadcastMessageParams,
  data: BroadcastMessageStatus,
});

export const validateBroadcast = endpoint({
  ...base,
  id: 'validateBroadcast',
  summary:
    'Check a broadcast without sending: recipients, rejections with reasons, the first message as it will arrive',
  method: 'POST',
  path: 'e/broadcasts/validate',
  encoding: 'json',
  permissions: BroadcastPermissions.send,
  maxBodyBytes: BROADCAST_LIMITS.requestBytes,
  body: BroadcastRequest,
  data: BroadcastCheck,
});

export const sendBroadcast = endpoint({
  ...base,
  id: 'sendBroadcast',
  summary: "Render every recipient's message and queue them for the channel; rejected recipients are reported",
  method: 'POST',
  path: 'e/broadcasts',
  encoding: 'json',
  permissions: BroadcastPermissions.send,
  maxBodyBytes: BROADCAST_LIMITS.requestBytes,
  body: BroadcastRequest,
  data: BroadcastAccepted,
});

export const lookupExpressionVariables = endpoint({
  ...base,
  id: 'lookupExpressionVariables',
  summary: "The columns a URL variable's expression names, and whether the customer master has each",
  method: 'POST',
  path: 'e/broadcasts/expression',
  encoding: 'json',
  permissions: BroadcastPermissions.send,
  body: ExpressionLookupRequest,
  data: ExpressionLookup,
});

export const getMessageStatusReport = endpoint({
  ...base,
  id: 'getMessageStatusReport',
  tag: 'Delivery report',
  summary: "Messages sent through the enterprise's channels with their delivery status history, newest first",
  method: 'GET',
  path: 'reports/messages/status',
  permissions: BroadcastPermissions.deliveryReport,
  query: MessageStatusReportQuery,
  data: MessageStatusReport,
});
