export * from './agents.ts';
export * from './botBuilder.ts';
export * from './botKeys.ts';
