/** Broadcasts: the schemas, rules and messages the server, the fake and the screens share. */
export * from './broadcastLimits.ts';
export * from './broadcastPermissions.ts';
export * from './broadcastSchemas.ts';
export * from './broadcastExpression.ts';
export * from './broadcastRules.ts';
