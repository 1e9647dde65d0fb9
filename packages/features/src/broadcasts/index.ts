export { broadcastsRoutes } from './routes.tsx';
export { broadcastsModule } from './module.ts';
export { broadcastPaths } from './paths.ts';
export { BroadcastListScreen, type BroadcastListScreenProps } from './screens/BroadcastListScreen.tsx';
export { BroadcastFormScreen } from './screens/BroadcastFormScreen.tsx';
export {
  BroadcastForm,
  type BroadcastFormEvent,
  type BroadcastFormMode,
  type BroadcastFormProps,
  type BroadcastFormValues,
} from './components/BroadcastForm/index.ts';
export {
  BroadcastCounts,
  BroadcastMessageStatus,
  BroadcastMessageTable,
  type BroadcastCountsProps,
  type BroadcastMessageStatusProps,
  type BroadcastMessageTableProps,
} from './components/BroadcastMessages/index.ts';
export * from './components/CampaignDialog/index.ts';
