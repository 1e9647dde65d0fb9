export { SideNav, SIDE_NAV_COMING_SOON } from './SideNav.tsx';
export type { SideNavProps, SideNavGroup, SideNavItem, SideNavChild } from './SideNav.tsx';
export { findActiveHref, isHrefPrefix } from './activeHref.ts';
