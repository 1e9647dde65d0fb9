export { CountBadge } from './CountBadge.tsx';
export type { CountBadgeProps } from './CountBadge.tsx';
