/** Channels: channels and their vendors, message templates, sending and the sandbox's customer simulator. Every endpoint of the area (contract/index.ts gathers the areas'). */
export * from './channels.ts';
export * from './templates.ts';
export * from './messaging.ts';
