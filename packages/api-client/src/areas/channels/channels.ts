import { Type } from '@sinclair/typebox';
import { ChannelPermissions } from './channelPermissions.ts';
import {
  Channel,
  ChannelConnectionTestRequest,
  ChannelConnectionTestResult,
  ChannelDetails,
  ChannelList,
  ChannelListQuery,
  ChannelSaveRequest,
} from './channelSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';

// platform-shell §7.3 "Channels: GET channels (perPage, from, name); GET channels/{id}; GET channels/{id}/details;
// POST channels (name, type, deptId, vendor, contactId, data); PUT channels/{id}; DELETE channels/{id}".
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Channels' } as const;

export const listChannels = endpoint({
  ...base,
  id: 'listChannels',
  summary: "The enterprise's channels, paged, searched by name; secrets masked",
  method: 'GET',
  path: 'e/enterprise/channels',
  permissions: ChannelPermissions.view,
  query: ChannelListQuery,
  data: ChannelList,
});

export const getChannel = endpoint({
  ...base,
  id: 'getChannel',
  summary: 'One channel; secrets masked',
  method: 'GET',
  path: 'e/enterprise/channels/:id',
  permissions: ChannelPermissions.view,
  params: IdParams,
  data: Channel,
});

export const getChannelDetails = endpoint({
  ...base,
  id: 'getChannelDetails',
  summary: 'One channel with its webhook path and message and template counts',
  method: 'GET',
  path: 'e/enterprise/channels/:id/details',
  permissions: ChannelPermissions.view,
  params: IdParams,
  data: ChannelDetails,
});

export const createChannel = endpoint({
  ...base,
  id: 'createChannel',
  summary: "Create a channel: name, type, vendor, department, contact number and the vendor's fields",
  method: 'POST',
  path: 'e/enterprise/channels',
  encoding: 'json',
  permissions: ChannelPermissions.create,
  body: ChannelSaveRequest,
  data: Channel,
});

export const updateChannel = endpoint({
  ...base,
  id: 'updateChannel',
  summary: 'Change a channel; an empty secret field keeps the stored secret',
  method: 'PUT',
  path: 'e/enterprise/channels/:id',
  encoding: 'json',
  permissions: ChannelPermissions.edit,
  params: IdParams,
  body: ChannelSaveRequest,
  data: Channel,
});

export const deleteChannel = endpoint({
  ...base,
  id: 'deleteChannel',
  summary: 'Delete a channel with its templates and message records',
  method: 'DELETE',
  path: 'e/enterprise/channels/:id',
  permissions: ChannelPermissions.delete,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const testChannelConnection = endpoint({
  ...base,
  id: 'testChannelConnection',
  summary:
    "(ours) Waba Onboarding's test connection: asks the provider for the phone number and answers its display " +
    'name and quality rating; a refusal is an answer (ok false), never an error',
  method: 'POST',
  path: 'e/enterprise/channels/test',
  encoding: 'json',
  permissions: ChannelPermissions.test,
  body: ChannelConnectionTestRequest,
  data: ChannelConnectionTestResult,
  rateLimit: { max: 20, perSeconds: 60 },
});
