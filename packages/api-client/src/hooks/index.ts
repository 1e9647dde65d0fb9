export * from './ApiProvider.tsx';
export * from './queryKeys.ts';
export * from './channels.ts';
export { saveBlob } from './saveBlob.ts';
export { useEndpointMutation } from './endpointMutation.ts';

// The areas' hooks: one line per area.
export * from '../areas/accounts/hooks/index.ts';
export * from '../areas/attachments/hooks/index.ts';
export * from '../areas/billing/hooks/index.ts';
export * from '../areas/bots/hooks/index.ts';
export * from '../areas/broadcasts/hooks/index.ts';
export * from '../areas/chat/hooks/index.ts';
export * from '../areas/channels/hooks/index.ts';
export * from '../areas/customers/hooks/index.ts';
