import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { MenuItemDefinition, MenuLinkDefinition } from './menuDefinition.ts';

/**
 * A side-menu entry an area contributes. Its `id` names its place: the platform menu (platformMenu.ts) keeps the
 * order of platform-shell §2.4 as slots and placeholders, and an entry fills the slot or replaces the placeholder
 * of the same id. An entry the platform menu does not know goes at the end of `group`, or of `parent`'s links.
 */
export type FeatureMenuEntry =
  (MenuItemDefinition & { group?: string; parent?: never }) | (MenuLinkDefinition & { parent: string; group?: never });

/**
 * What a feature area gives a host: its pages, its menu entries and the permission keys its pages check. Feature
 * flags travel on the routes themselves (flaggedRoute). The console's app lists its modules once; the shell builds
 * the routes, the menu and the placeholders from that list.
 */
export interface FeatureModule {
  /** The area's name, unique among the modules a host mounts ('bots', 'customer-master'). */
  id: string;
  /** Pages inside the signed-in frame; paths are relative to where the host mounts the console. */
  routes?: readonly RouteObject[];
  /** Pages outside the frame: sign-in, recovery and the like. */
  publicRoutes?: readonly RouteObject[];
  menu?: readonly FeatureMenuEntry[];
  /**
   * Widgets the area puts in the top bar, before the profile menu (live chat's notifications). Each renders nothing
   * for a user it does not concern.
   */
  topBar?: readonly ComponentType[];
  /** Every permission key the area's pages and menu entries check (a test holds them to the known keys). */
  permissions?: readonly string[];
}

/** Declares a feature module; the type checker tells an area what it is missing or misspells. */
export const defineFeatureModule = <const M extends FeatureModule>(module: M): M => module;
