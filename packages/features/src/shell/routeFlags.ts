/**
 * The feature flags that guard a console route (platform-shell §1, §2.2, §5, §8).
 *
 * `featureKey` follows the spec's entry-path rule: the route is denied when that flag is true (the spec's
 * "hide…" flags). `enabledBy` names an area flag of the environment settings whose false value removes the
 * area's permissions on the server; the route is denied then too, so the page cannot be opened by address
 * only to meet 403s. A missing flag denies nothing: the settings object starts blank.
 */
export interface RouteFlags {
  featureKey?: string;
  enabledBy?: string;
}

/** A route path (as mounted, without the leading slash) → its flags. */
export type RouteFlagTable = Readonly<Record<string, RouteFlags>>;

/**
 * Flags of the menu's pages that no feature area provides yet (they show Coming soon). A built page carries its
 * own flags on its route object (`handle: { flags }`, see flaggedRoute), in its area's routes.
 */
export const PLACEHOLDER_ROUTE_FLAGS: RouteFlagTable = {
  billing: { featureKey: 'hideTopUpWallet', enabledBy: 'billing' },
  'admin/enterpriseBilling': { enabledBy: 'billing' },
  'admin/trash': { enabledBy: 'trash' },
  'admin/analytics': { enabledBy: 'analytics' },
  'admin/analytics/config': { enabledBy: 'analytics' },
  'nlp-report/overview': { enabledBy: 'bots' },
  'journey/milestone-report': { enabledBy: 'milestone' },
  encaps: { enabledBy: 'campaignAutomation' },
};

/** A route path or menu href without its leading and trailing slashes ('/admin/trash/' → 'admin/trash'). */
export const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The flags of a route path or menu href ('/admin/trash' and 'admin/trash' alike) in a table. */
export function routeFlags(path: string, table: RouteFlagTable = PLACEHOLDER_ROUTE_FLAGS): RouteFlags | undefined {
  return table[trimSlashes(path)];
}

/** What a route object carries in react-router's `handle`: its feature flags, when it has any. */
export interface FlaggedRouteHandle {
  flags?: RouteFlags;
}

/** The flags a route object carries in its handle. */
export const flagsOfRoute = (route: { handle?: unknown }): RouteFlags | undefined =>
  (route.handle as FlaggedRouteHandle | undefined)?.flags;

/** The route flags of these routes (by their paths) added to `base`. */
export function routeFlagTable(
  routes: readonly { path?: string; handle?: unknown }[],
  base: RouteFlagTable = PLACEHOLDER_ROUTE_FLAGS,
): RouteFlagTable {
  const table: Record<string, RouteFlags> = { ...base };
  for (const route of routes) {
    const flags = flagsOfRoute(route);
    if (flags && route.path !== undefined) table[trimSlashes(route.path)] = flags;
  }
  return table;
}

/** True when these settings flags deny the route. */
export function isRouteDenied(flags: RouteFlags | undefined, featureFlags: Readonly<Record<string, boolean>>): boolean {
  if (!flags) return false;
  if (flags.featureKey !== undefined && featureFlags[flags.featureKey] === true) return true;
  return flags.enabledBy !== undefined && featureFlags[flags.enabledBy] === false;
}
