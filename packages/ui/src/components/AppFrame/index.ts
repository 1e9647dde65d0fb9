export { AppFrame } from './AppFrame.tsx';
export type { AppFrameProps } from './AppFrame.tsx';
export { NARROW_MAX_WIDTH_PX, NARROW_MEDIA, useNarrowScreen } from './narrow.ts';
