export { shellRoute, guardRoute, flaggedRoute, extraShellPages } from './routes.tsx';
export {
  PLACEHOLDER_ROUTE_FLAGS,
  routeFlags,
  routeFlagTable,
  isRouteDenied,
  type RouteFlags,
  type RouteFlagTable,
} from './routeFlags.ts';
export {
  menuDefinition,
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
