/** Bots: the schemas, rules and messages the server, the fake and the screens share. */
export * from './agentRules.ts';
export * from './botBuilderSchemas.ts';
export * from './botBuilderMessages.ts';
export * from './botBuilderValidation.ts';
export * from './agentExchangeSchemas.ts';
export * from './agentImportLimits.ts';
export * from './authConfigSchemas.ts';
