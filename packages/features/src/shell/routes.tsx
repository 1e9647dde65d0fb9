import type { RouteObject } from 'react-router';
import { ComingSoon } from './components/ComingSoon.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { lazyPage } from './components/LazyPage/index.ts';
import { FeatureFlagGuard } from './components/FeatureFlagGuard.tsx';
import { PermissionGuard } from './components/PermissionGuard.tsx';
import { menuPages } from './menuDefinition.ts';
import { composeMenu } from './composeMenu.ts';
import type { FeatureModule } from './featureModule.ts';
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

/**
 * A module's page behind the permissions of its menu entry: the entry whose address is the page's or holds it
 * (`/bots` for `bots/:id/*`), the longest such. Pages under no entry of their module (My Profile) are not guarded.
 */
function guardPermissions(route: RouteObject, module: FeatureModule): RouteObject {
  const path = trimSlashes(route.path ?? '');
  if (!path || route.element === undefined) return route;
  const entry = menuEntriesOf(module)
    .filter(({ href }) => path === trimSlashes(href) || path.startsWith(`${trimSlashes(href)}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  if (!entry) return route;
  return { ...route, element: <PermissionGuard permissions={entry.permissions}>{route.element}</PermissionGuard> };
}

const menuEntriesOf = (module: FeatureModule): { href: string; permissions: readonly string[] }[] =>
  (module.menu ?? []).flatMap((entry) => [
    ...(entry.href === undefined ? [] : [{ href: entry.href, permissions: entry.permissions }]),
    ...('children' in entry && entry.children ? entry.children : []),
  ]);

/** The shell's frame (menu, top bar) loads with the first signed-in page, not with the sign-in page. */
const loadShellLayout = () => import('./components/ShellLayout.tsx').then((m) => m.ShellLayout);
const loadLandingPage = () => import('./components/LandingPage.tsx').then((m) => m.LandingPage);
const loadNotFoundPage = () => import('./components/NotFoundPage.tsx').then((m) => m.NotFoundPage);

/**
 * The logged-in shell for these feature modules as one route object: RequireSession → ShellLayout (with the
 * menu composed from the modules, marking what no module builds) → the start page (the user's first available
 * page), their pages, a ComingSoon page for every menu page no module provides yet, and a not-found page for
 * any other address; pages with feature flags are guarded.
 */
export function shellRoute(modules: readonly FeatureModule[]): RouteObject {
  const pages = modules.flatMap((module) => (module.routes ?? []).map((route) => guardPermissions(route, module)));
  const menu = composeMenu(modules);
  const built = new Set(pages.map((page) => trimSlashes(page.path ?? '')));
  const comingSoon = [...menuPages(menu), ...extraShellPages]
    .filter((page) => !built.has(trimSlashes(page.href)))
    .map<RouteObject>((page) => ({ path: trimSlashes(page.href), element: <ComingSoon title={page.title} /> }));
  // The menu hides what the flags deny (the pages' own flags and the placeholders') and marks what no module builds.
  const flagTable = routeFlagTable(pages);
  const topBar = modules.flatMap((module) => module.topBar ?? []);
  const shellLayout = lazyPage(loadShellLayout, {
    definition: menu,
    routeFlags: flagTable,
    builtPaths: built,
    topBarWidgets: topBar,
  });
  const start: RouteObject = {
    index: true,
    element: lazyPage(loadLandingPage, { definition: menu, routeFlags: flagTable, builtPaths: built }),
  };
  const notFound: RouteObject = { path: '*', element: lazyPage(loadNotFoundPage) };
  return {
    element: <RequireSession>{shellLayout}</RequireSession>,
    children: [start, ...[...pages, ...comingSoon].map(guardRoute), notFound],
  };
}

/** The modules' public pages (sign-in and the like), each behind its feature flags. */
export const publicRoutes = (modules: readonly FeatureModule[]): RouteObject[] =>
  modules.flatMap((module) => module.publicRoutes ?? []).map(guardRoute);
