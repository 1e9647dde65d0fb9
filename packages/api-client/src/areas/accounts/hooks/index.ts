export * from './session.ts';
export * from './accounts.ts';
export * from './apiKeys.ts';
export * from './accountMutations.ts';
