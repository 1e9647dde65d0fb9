export * from './client.ts';
export * from './errors.ts';
export * from './tokenStore.ts';
export { fillPath, toSearchParams, toFormData } from './encode.ts';
export * from './channelClient.ts';
