import { useMemo } from 'react';
import {
  actOnUserRefusal,
  grantRefusal,
  rolePermissionsRefusal,
  type Actor,
  type PermissionConfig,
} from '@parley/api-client';
import { useRoleConfig } from '@parley/api-client/hooks';
import { useSession } from '../../auth/session/SessionProvider.tsx';

/** A user as the Users screen lists them: their roles, not their resolved permissions. */
export interface ListedUser {
  uId: string;
  roles: readonly number[];
}

/**
 * What the signed-in user may do to users and roles, decided by the contract's privilege-ceiling rules (the
 * ones the server enforces), so the screens offer only what the server would accept.
 */
export interface PrivilegeCeiling {
  /** The roles the signed-in user may give: each grants nothing they lack. */
  grantableRoles: readonly number[];
  /** Why the signed-in user may not act on `user` (reset, (de)activate, delete), or null. */
  actOnRefusal(user: ListedUser): string | null;
  /** Why the signed-in user may not change what `role` grants, or null. */
  roleEditRefusal(role: number): string | null;
  /** Whether the signed-in user holds permission `key` (only held keys can be granted). */
  holds(key: string): boolean;
}

/**
 * The ceiling for the signed-in user, or null until their profile and the enterprise's role configuration
 * (what each role really grants here) are both in. The query's state is returned too, so a screen can show
 * a failed load.
 */
export function usePrivilegeCeiling() {
  const { profile } = useSession();
  const roleConfig = useRoleConfig();
  const ceiling = useMemo(
    () =>
      profile && roleConfig.data
        ? privilegeCeiling({ id: profile.uId, roles: profile.roles, permissions: profile.permissions }, roleConfig.data)
        : null,
    [profile, roleConfig.data],
  );
  return { ceiling, roleConfig };
}

export function privilegeCeiling(actor: Actor, config: PermissionConfig): PrivilegeCeiling {
  const grantsByRole = new Map(config.roles.map((role) => [role.id, role.permissions]));
  // A user's permissions are the union of their roles' grants, as the server resolves them.
  const grantsOf = (roles: readonly number[]) => [...new Set(roles.flatMap((role) => grantsByRole.get(role) ?? []))];
  const target = (user: ListedUser) => ({ id: user.uId, permissions: grantsOf(user.roles) });
  const held = new Set(actor.permissions);
  return {
    grantableRoles: config.roles
      .filter((role) => grantRefusal(actor, role.permissions) === null)
      .map((role) => role.id),
    actOnRefusal: (user) => actOnUserRefusal(actor, target(user)),
    roleEditRefusal: (role) => {
      const current = grantsByRole.get(role) ?? [];
      return rolePermissionsRefusal(actor, role, current, current);
    },
    holds: (key) => held.has(key),
  };
}
