export * from './broadcastKeys.ts';
export * from './broadcasts.ts';
