import * as accountsEndpoints from '../areas/accounts/endpoints.ts';
import * as attachmentsEndpoints from '../areas/attachments/endpoints.ts';
import * as billingEndpoints from '../areas/billing/endpoints.ts';
import * as botsEndpoints from '../areas/bots/endpoints.ts';
import * as broadcastsEndpoints from '../areas/broadcasts/endpoints.ts';
import * as channelsEndpoints from '../areas/channels/endpoints.ts';
import * as chatEndpoints from '../areas/chat/endpoints.ts';
import * as customersEndpoints from '../areas/customers/endpoints.ts';
import * as liveChannels from './liveChannels.ts';

// What every area builds on.
export * from './endpoint.ts';
export * from './channel.ts';
export * from './channelRules.ts';
export * from './schemaIssues.ts';
export * from './typeboxIssues.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './storableText.ts';
export * from './paging.ts';

// The areas' schemas, rules and messages: one line per area.
export * from '../areas/accounts/contract.ts';
export * from '../areas/attachments/contract.ts';
export * from '../areas/billing/contract.ts';
export * from '../areas/bots/contract.ts';
export * from '../areas/broadcasts/contract.ts';
export * from '../areas/channels/contract.ts';
export * from '../areas/chat/contract.ts';
export * from '../areas/customers/contract.ts';

/** Every endpoint of the contract, keyed by id. Client, fake, server and the contract suite iterate this. */
export const endpoints = {
  ...accountsEndpoints,
  ...attachmentsEndpoints,
  ...billingEndpoints,
  ...botsEndpoints,
  ...broadcastsEndpoints,
  ...channelsEndpoints,
  ...chatEndpoints,
  ...customersEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

/** Every websocket channel of the contract, by id. */
export const channels = { ...liveChannels } as const;
export type Channels = typeof channels;
export type ChannelId = keyof Channels;
