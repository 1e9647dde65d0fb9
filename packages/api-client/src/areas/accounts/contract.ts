/** Accounts: the schemas, rules and messages the server, the fake and the screens share. */
export * from './permissions.ts';
export * from './privilegeCeiling.ts';
export * from './roleRules.ts';
export * from './signInCodes.ts';
export * from './apiKeyRules.ts';
export * from './accountSchemas.ts';
export * from './userPattern.ts';
