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

/** Route path (as mounted, without the leading slash) → its flags. */
export const ROUTE_FLAGS: Readonly<Record<string, RouteFlags>> = {
  signup: { featureKey: 'hideSignup' },
  billing: { featureKey: 'hideTopUpWallet', enabledBy: 'billing' },
  'admin/enterpriseBilling': { enabledBy: 'billing' },
  'admin/trash': { enabledBy: 'trash' },
  'admin/analytics': { enabledBy: 'analytics' },
  'admin/analytics/config': { enabledBy: 'analytics' },
  bots: { enabledBy: 'bots' },
  'bots/:id/*': { enabledBy: 'bots' },
  'nlp-report/overview': { enabledBy: 'bots' },
  'journey/milestone-report': { enabledBy: 'milestone' },
  encaps: { enabledBy: 'campaignAutomation' },
};

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The flags of a route path or menu href ('/admin/trash' and 'admin/trash' alike). */
export function routeFlags(path: string): RouteFlags | undefined {
  return ROUTE_FLAGS[trimSlashes(path)];
}

/** True when these settings flags deny the route. */
export function isRouteDenied(flags: RouteFlags | undefined, featureFlags: Readonly<Record<string, boolean>>): boolean {
  if (!flags) return false;
  if (flags.featureKey !== undefined && featureFlags[flags.featureKey] === true) return true;
  return flags.enabledBy !== undefined && featureFlags[flags.enabledBy] === false;
}
