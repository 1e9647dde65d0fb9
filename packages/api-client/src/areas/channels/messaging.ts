import { Type } from '@sinclair/typebox';
import { ChannelPermissions } from './channelPermissions.ts';
import {
  ChannelMessage,
  ChannelMessageList,
  ChannelMessageListQuery,
  SendMessageRequest,
  SimulatorConversation,
  SimulatorCustomer,
  SimulatorCustomerSave,
  SimulatorReplyRequest,
} from './messageSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { Id, IdParams } from '../../contract/schemas.ts';

// (ours) Sending through a channel and the messages it records; the sandbox channel's customer simulator.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Messages' } as const;
const CustomerParams = Type.Object({ id: Id, customerId: Id });

export const sendChannelMessage = endpoint({
  ...base,
  id: 'sendChannelMessage',
  summary: '(ours) Send one message (text, an approved template with its values, media or buttons) to a number',
  method: 'POST',
  path: 'e/enterprise/channels/:id/messages',
  encoding: 'json',
  permissions: ChannelPermissions.send,
  params: IdParams,
  body: SendMessageRequest,
  data: ChannelMessage,
});

export const listChannelMessages = endpoint({
  ...base,
  id: 'listChannelMessages',
  summary: "(ours) A channel's messages, newest first, optionally one customer's",
  method: 'GET',
  path: 'e/enterprise/channels/:id/messages',
  permissions: ChannelPermissions.messages,
  params: IdParams,
  query: ChannelMessageListQuery,
  data: ChannelMessageList,
});

export const downloadMessageMedia = endpoint({
  ...base,
  id: 'downloadMessageMedia',
  auth: 'public',
  summary:
    '(ours) The media a customer sent (a photo, a voice note, a document), opened by a download access id ' +
    '(x-access-id) of its enterprise; streamed from the provider, which keeps it for 30 days',
  method: 'GET',
  path: 'e/drive/messages/:messageId/media',
  params: Type.Object({ messageId: Id }),
  query: Type.Object({ 'x-access-id': Type.String({ maxLength: 100 }) }),
  responseKind: 'binary',
  data: Type.Any(),
});

export const listSimulatorCustomers = endpoint({
  ...base,
  id: 'listSimulatorCustomers',
  summary: "(ours) A sandbox channel's virtual customers, latest conversation first",
  method: 'GET',
  path: 'e/enterprise/channels/:id/simulator/customers',
  permissions: ChannelPermissions.simulator,
  params: IdParams,
  data: Type.Array(SimulatorCustomer),
});

export const createSimulatorCustomer = endpoint({
  ...base,
  id: 'createSimulatorCustomer',
  summary: '(ours) Add a virtual customer to a sandbox channel',
  method: 'POST',
  path: 'e/enterprise/channels/:id/simulator/customers',
  encoding: 'json',
  permissions: ChannelPermissions.simulator,
  params: IdParams,
  body: SimulatorCustomerSave,
  data: SimulatorCustomer,
});

export const getSimulatorConversation = endpoint({
  ...base,
  id: 'getSimulatorConversation',
  summary: "(ours) What a virtual customer's phone shows: the conversation, oldest first",
  method: 'GET',
  path: 'e/enterprise/channels/:id/simulator/customers/:customerId',
  permissions: ChannelPermissions.simulator,
  params: CustomerParams,
  data: SimulatorConversation,
});

export const markSimulatorRead = endpoint({
  ...base,
  id: 'markSimulatorRead',
  summary: '(ours) The virtual customer opened the conversation: delivered messages become read',
  method: 'POST',
  path: 'e/enterprise/channels/:id/simulator/customers/:customerId/read',
  encoding: 'json',
  permissions: ChannelPermissions.simulator,
  params: CustomerParams,
  data: Type.Object({ read: Type.Integer() }),
});

export const replyAsSimulatorCustomer = endpoint({
  ...base,
  id: 'replyAsSimulatorCustomer',
  summary: '(ours) The virtual customer replies: typed text or a tapped button; recorded as an inbound message',
  method: 'POST',
  path: 'e/enterprise/channels/:id/simulator/customers/:customerId/messages',
  encoding: 'json',
  permissions: ChannelPermissions.simulator,
  params: CustomerParams,
  body: SimulatorReplyRequest,
  data: ChannelMessage,
});
