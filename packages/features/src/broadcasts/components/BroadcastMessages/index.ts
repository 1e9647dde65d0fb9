export { BroadcastCounts, type BroadcastCountsProps } from './BroadcastCounts.tsx';
export { BroadcastMessageTable, type BroadcastMessageTableProps } from './BroadcastMessageTable.tsx';
export { BroadcastMessageStatus, type BroadcastMessageStatusProps } from './BroadcastMessageStatus.tsx';
