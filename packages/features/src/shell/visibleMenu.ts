import { hasAnyPermission } from '@parley/api-client';
import type { MenuGroupDefinition, MenuItemDefinition } from './menuDefinition.ts';
import { isRouteDenied, PLACEHOLDER_ROUTE_FLAGS, routeFlags, type RouteFlagTable } from './routeFlags.ts';

type Entry = { href?: string; permissions: readonly string[] };

/**
 * The menu a user sees (platform-shell §2.4, §6): an item shows when the user holds any one of its
 * permissions; a parent keeps only its visible children and disappears without any; a group with no
 * visible item is hidden. An entry whose route the feature flags deny (`flagTable`) is hidden as well,
 * so the menu never offers a page that answers 'Access Denied'.
 */
export function visibleMenu(
  definition: readonly MenuGroupDefinition[],
  permissions: readonly string[],
  featureFlags: Readonly<Record<string, boolean>> = {},
  flagTable: RouteFlagTable = PLACEHOLDER_ROUTE_FLAGS,
): MenuGroupDefinition[] {
  const shows = (entry: Entry) =>
    hasAnyPermission(permissions, entry.permissions) &&
    (entry.href === undefined || !isRouteDenied(routeFlags(entry.href, flagTable), featureFlags));
  return definition
    .map((group) => ({
      ...group,
      items: group.items.map((item) => visibleItem(item, shows)).filter((item) => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

function visibleItem(item: MenuItemDefinition, shows: (entry: Entry) => boolean): MenuItemDefinition | null {
  if (!item.children) return shows(item) ? item : null;
  const children = item.children.filter(shows);
  return children.length > 0 ? { ...item, children } : null;
}
