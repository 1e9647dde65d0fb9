import type { MenuGroupDefinition, MenuItemDefinition } from './menuDefinition.ts';
import { trimSlashes } from './routeFlags.ts';

/** The paths a host's modules build (trimmed of slashes); a menu page outside it is not available yet. */
export type BuiltPaths = ReadonlySet<string>;

export const isBuilt = (built: BuiltPaths, href: string): boolean => built.has(trimSlashes(href));

/** The menu's pages in menu order, as title and address. */
function menuLinks(groups: readonly MenuGroupDefinition[]): { title: string; href: string }[] {
  const linksOf = (item: MenuItemDefinition) =>
    item.children
      ? item.children.map((child) => ({ title: child.label, href: child.href }))
      : item.href === undefined
        ? []
        : [{ title: item.label, href: item.href }];
  return groups.flatMap((group) => group.items.flatMap(linksOf));
}

/**
 * Where a signed-in user starts: the first page of their menu (already filtered by their permissions and the
 * feature flags) that a module builds, in menu order; null when there is none.
 */
export function landingHref(visible: readonly MenuGroupDefinition[], built: BuiltPaths): string | null {
  return menuLinks(visible).find((link) => isBuilt(built, link.href))?.href ?? null;
}

/** The titles of the user's menu pages that are not available yet (what their role will open when they land). */
export function comingSoonTitles(visible: readonly MenuGroupDefinition[], built: BuiltPaths): string[] {
  return [
    ...new Set(
      menuLinks(visible)
        .filter((link) => !isBuilt(built, link.href))
        .map((link) => link.title),
    ),
  ];
}
