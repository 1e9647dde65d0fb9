/** Live chat: the codes, rules and messages the server, the fake and the screens share. */
export * from './chatConstants.ts';
export * from './chatRules.ts';
export * from './chatSchemas.ts';
export * from './chatPermissions.ts';
export * from './webchat.ts';
export * from './businessHours.ts';
export * from './customerProfile.ts';
export * from './cannedReplies.ts';
