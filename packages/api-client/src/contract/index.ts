import * as account from './account.ts';
import * as agents from './agents.ts';
import * as apiKeys from './apiKeys.ts';

export * from './endpoint.ts';
export * from './schemas.ts';
export * from './permissions.ts';
export * from './messages.ts';

/** Every endpoint of the contract, keyed by id. Client, fake, server and the contract suite iterate this. */
export const endpoints = { ...account, ...agents, ...apiKeys } as const;
export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
