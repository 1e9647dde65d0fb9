import type { RouteObject } from 'react-router';
import { ComingSoon } from './components/ComingSoon.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { lazyPage } from './components/LazyPage/index.ts';
import { FeatureFlagGuard } from './components/FeatureFlagGuard.tsx';
import { menuPages } from './menuDefinition.ts';
import { flagsOfRoute, routeFlags, routeFlagTable, trimSlashes, type RouteFlags } from './routeFlags.ts';

/** Shell pages reached outside the side menu (platform-shell §2.2, §2.5). */
export const extraShellPages = [
  { href: '/dashboard', title: 'Dashboard' },
  { href: '/details/myprofile', title: 'My Profile' },
  { href: '/content-library', title: 'My Library' },
  { href: '/billing', title: 'Billing' },
];

/** A route that carries its feature flags (routeFlags.ts): its area declares them where it declares the route. */
export const flaggedRoute = (route: RouteObject, flags: RouteFlags): RouteObject => ({ ...route, handle: { flags } });

/**
 * A page behind the feature-flag guard when it has flags (its own, or the placeholder table's for pages no area
 * builds yet), unchanged otherwise.
 */
export function guardRoute(route: RouteObject): RouteObject {
  const flags = flagsOfRoute(route) ?? (route.path === undefined ? undefined : routeFlags(route.path));
  if (!flags || route.element === undefined) return route;
  return { ...route, element: <FeatureFlagGuard {...flags}>{route.element}</FeatureFlagGuard> };
}

/** The shell's frame (menu, top bar) loads with the first signed-in page, not with the sign-in page. */
const loadShellLayout = () => import('./components/ShellLayout.tsx').then((m) => m.ShellLayout);

/**
 * The logged-in shell as one route object: RequireSession → ShellLayout → the given pages, plus a
 * ComingSoon page for every menu page no feature provides yet; pages with feature flags are guarded.
 */
export function shellRoute(pages: RouteObject[]): RouteObject {
  const built = new Set(pages.map((page) => trimSlashes(page.path ?? '')));
  const comingSoon = [...menuPages(), ...extraShellPages]
    .filter((page) => !built.has(trimSlashes(page.href)))
    .map<RouteObject>((page) => ({ path: trimSlashes(page.href), element: <ComingSoon title={page.title} /> }));
  // The menu hides what the flags deny: the pages' own flags and the placeholders'.
  const shellLayout = lazyPage(loadShellLayout, { routeFlags: routeFlagTable(pages) });
  return {
    element: <RequireSession>{shellLayout}</RequireSession>,
    children: [...pages, ...comingSoon].map(guardRoute),
  };
}
