export { AppFrame } from './AppFrame.tsx';
export type { AppFrameProps } from './AppFrame.tsx';
