export * from './channelKeys.ts';
export * from './channels.ts';
export * from './templates.ts';
export * from './messaging.ts';
