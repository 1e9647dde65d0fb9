import { hasAnyPermission } from '@parley/api-client';
import type { MenuGroupDefinition, MenuItemDefinition } from './menuDefinition.ts';

/**
 * The menu a user sees (platform-shell §2.4, §6): an item shows when the user holds any one of its
 * permissions; a parent keeps only its visible children and disappears without any; a group with no
 * visible item is hidden.
 */
export function visibleMenu(
  definition: readonly MenuGroupDefinition[],
  permissions: readonly string[],
): MenuGroupDefinition[] {
  return definition
    .map((group) => ({
      ...group,
      items: group.items.map((item) => visibleItem(item, permissions)).filter((item) => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

function visibleItem(item: MenuItemDefinition, permissions: readonly string[]): MenuItemDefinition | null {
  if (!item.children) return hasAnyPermission(permissions, item.permissions) ? item : null;
  const children = item.children.filter((child) => hasAnyPermission(permissions, child.permissions));
  return children.length > 0 ? { ...item, children } : null;
}
