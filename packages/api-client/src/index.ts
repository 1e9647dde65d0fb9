export * from './contract/index.ts';
export * from './client/index.ts';
