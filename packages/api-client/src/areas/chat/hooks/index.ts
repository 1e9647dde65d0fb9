export * from './chatKeys.ts';
export * from './chat.ts';
