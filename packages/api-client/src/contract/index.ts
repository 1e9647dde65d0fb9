import * as account from './account.ts';
import * as agents from './agents.ts';
import * as apiKeys from './apiKeys.ts';
import * as accounts from './accounts.ts';
import * as profile from './profile.ts';
import * as users from './users.ts';
import * as departments from './departments.ts';
import * as invitations from './invitations.ts';
import * as botBuilder from './botBuilder.ts';
import * as customerMaster from './customerMaster.ts';
import * as agentExchange from './agentExchange.ts';
import * as sso from './sso.ts';
import * as authConfigs from './authConfigs.ts';
import * as liveChannels from './liveChannels.ts';

export * from './endpoint.ts';
export * from './channel.ts';
export * from './channelRules.ts';
export * from './schemas.ts';
export * from './permissions.ts';
export * from './privilegeCeiling.ts';
export * from './signInCodes.ts';
export * from './messages.ts';
export * from './agentRules.ts';
export * from './apiKeyRules.ts';
export * from './accountSchemas.ts';
export * from './botBuilderSchemas.ts';
export * from './botBuilderMessages.ts';
export * from './botBuilderValidation.ts';
export * from './userPattern.ts';
export * from './customerMasterSchemas.ts';
export * from './customerValidation.ts';
export * from './csv.ts';
export * from './csvEncoding.ts';
export * from './storableText.ts';
export * from './agentExchangeSchemas.ts';
export * from './agentImportLimits.ts';
export * from './paging.ts';
export * from './authConfigSchemas.ts';

/** Every endpoint of the contract, keyed by id. Client, fake, server and the contract suite iterate this. */
export const endpoints = {
  ...account,
  ...agents,
  ...apiKeys,
  ...accounts,
  ...profile,
  ...users,
  ...departments,
  ...invitations,
  ...botBuilder,
  ...customerMaster,
  ...agentExchange,
  ...sso,
  ...authConfigs,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

/** Every websocket channel of the contract, by id. */
export const channels = { ...liveChannels } as const;
export type Channels = typeof channels;
export type ChannelId = keyof Channels;
