export { FloatingActionMenu } from './FloatingActionMenu.tsx';
export type { FloatingActionMenuProps, FloatingAction } from './FloatingActionMenu.tsx';
