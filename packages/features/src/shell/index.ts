export { shellRoute, guardRoute, extraShellPages } from './routes.tsx';
export { ROUTE_FLAGS, routeFlags, isRouteDenied, type RouteFlags } from './routeFlags.ts';
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
