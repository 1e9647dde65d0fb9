/** Channels: the schemas, rules and messages the server, the fake and the screens share. */
export * from './channelCatalog.ts';
export * from './channelPermissions.ts';
export * from './channelRules.ts';
export * from './channelSchemas.ts';
export * from './templateSchemas.ts';
export * from './templateRules.ts';
export * from './messageSchemas.ts';
export * from './messageRules.ts';
