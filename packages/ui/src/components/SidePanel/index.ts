export { SidePanel } from './SidePanel.tsx';
export type { SidePanelProps } from './SidePanel.tsx';
