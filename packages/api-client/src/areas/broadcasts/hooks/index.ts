export * from './broadcastKeys.ts';
export * from './broadcasts.ts';
export * from './estimate.ts';
