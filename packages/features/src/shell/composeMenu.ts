import type { FeatureMenuEntry, FeatureModule } from './featureModule.ts';
import {
  platformMenu,
  type MenuGroupDefinition,
  type MenuItemDefinition,
  type MenuLayoutGroup,
  type MenuLinkDefinition,
  type MenuSlot,
} from './menuDefinition.ts';

const isSlot = (entry: object): entry is MenuSlot => 'slot' in entry;

/**
 * The side menu for these modules: the platform menu's slots filled by the modules' entries, placeholders
 * replaced by an entry of the same id, and entries the layout does not know added at the end of their group
 * or parent. A slot no module fills is left out. Two modules claiming one id, or an entry with nowhere to go,
 * is a programming error and throws, so it shows in the first test that mounts the modules.
 */
export function composeMenu(
  modules: readonly FeatureModule[],
  layout: readonly MenuLayoutGroup[] = platformMenu,
): MenuGroupDefinition[] {
  const entries = new Map<string, { entry: FeatureMenuEntry; module: string }>();
  for (const module of modules) {
    for (const entry of module.menu ?? []) {
      const taken = entries.get(entry.id);
      if (taken) throw new Error(`Menu entry "${entry.id}" is declared by both "${taken.module}" and "${module.id}"`);
      entries.set(entry.id, { entry, module: module.id });
    }
  }
  const placed = new Set<string>();
  const take = (id: string): FeatureMenuEntry | undefined => {
    const found = entries.get(id);
    if (found) placed.add(id);
    return found?.entry;
  };

  const groups = layout.map((group) => ({
    id: group.id,
    label: group.label,
    items: group.items.flatMap<MenuItemDefinition>((item) => {
      if (isSlot(item)) {
        const entry = take(item.slot);
        return entry ? [asItem(entry)] : [];
      }
      const own = take(item.id);
      if (own) return [asItem(own)];
      if (!item.children) return [item as MenuItemDefinition];
      const children = item.children.flatMap<MenuLinkDefinition>((child) => {
        if (!isSlot(child)) {
          const own = take(child.id);
          return [own ? asLink(own) : child];
        }
        const entry = take(child.slot);
        return entry ? [asLink(entry)] : [];
      });
      return children.length > 0 ? [{ ...item, children }] : [];
    }),
  }));

  for (const [id, { entry, module }] of entries) {
    if (placed.has(id)) continue;
    if ('parent' in entry && entry.parent) {
      const group = groups.find((candidate) =>
        candidate.items.some((item) => item.id === entry.parent && item.children),
      );
      if (!group) throw new Error(`Menu entry "${id}" of "${module}" names an unknown parent "${entry.parent}"`);
      group.items = group.items.map((item) =>
        item.id === entry.parent ? { ...item, children: [...(item.children ?? []), asLink(entry)] } : item,
      );
      continue;
    }
    const group = groups.find((candidate) => candidate.id === entry.group);
    if (!group)
      throw new Error(`Menu entry "${id}" of "${module}" has no slot in the platform menu and no known group`);
    group.items.push(asItem(entry));
  }
  return groups.filter((group) => group.items.length > 0);
}

function asItem(entry: FeatureMenuEntry): MenuItemDefinition {
  const { id, label, href, permissions } = entry;
  const item = entry as MenuItemDefinition;
  return {
    id,
    label,
    icon: item.icon,
    ...(href === undefined ? {} : { href }),
    permissions,
    ...(item.children ? { children: item.children } : {}),
  };
}

function asLink(entry: FeatureMenuEntry): MenuLinkDefinition {
  if (entry.href === undefined) throw new Error(`Menu entry "${entry.id}" sits under a parent and needs an href`);
  return { id: entry.id, label: entry.label, href: entry.href, permissions: entry.permissions };
}
