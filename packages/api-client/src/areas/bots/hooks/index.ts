export * from './agents.ts';
export * from './botBuilder.ts';
