export * from './ApiProvider.tsx';
export * from './queryKeys.ts';
export * from './session.ts';
export * from './agents.ts';
export * from './botBuilder.ts';
export * from './customerMaster.ts';
export * from './accounts.ts';
export * from './apiKeys.ts';
