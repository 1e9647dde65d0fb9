export { shellRoute, publicRoutes, guardRoute, flaggedRoute, extraShellPages } from './routes.tsx';
export { defineFeatureModule, type FeatureModule, type FeatureMenuEntry } from './featureModule.ts';
export { composeMenu } from './composeMenu.ts';
export {
  PLACEHOLDER_ROUTE_FLAGS,
  routeFlags,
  routeFlagTable,
  isRouteDenied,
  type RouteFlags,
  type RouteFlagTable,
} from './routeFlags.ts';
export {
  platformMenu,
  slot,
  type MenuLayoutGroup,
  type MenuSlot,
  menuPages,
  all,
  type MenuGroupDefinition,
  type MenuItemDefinition,
  type MenuLinkDefinition,
} from './menuDefinition.ts';
export { visibleMenu } from './visibleMenu.ts';
export { ShellLayout, type ShellLayoutProps } from './components/ShellLayout.tsx';
export { RequireSession, type RequireSessionProps } from './components/RequireSession.tsx';
export { FeatureFlagGuard, type FeatureFlagGuardProps } from './components/FeatureFlagGuard.tsx';
export { ComingSoon, type ComingSoonProps } from './components/ComingSoon.tsx';
export { WelcomePage } from './components/WelcomePage.tsx';
