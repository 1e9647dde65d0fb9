export * from './agents.ts';
export * from './botBuilder.ts';
export * from './authConfigs.ts';
export * from './botKeys.ts';
