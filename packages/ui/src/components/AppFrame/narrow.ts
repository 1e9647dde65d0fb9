import { useMediaQuery } from '../../internal/useMediaQuery.ts';

/**
 * Below a tablet's width the side menu is a drawer over the page, closed until asked for: a 248 px column would
 * leave a phone a third of its width (390 px) for the page.
 */
export const NARROW_MAX_WIDTH_PX = 767;
export const NARROW_MEDIA = `(max-width: ${NARROW_MAX_WIDTH_PX}px)`;

/** Whether the screen is narrow enough for the drawer menu. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_MEDIA);
