import { Messages } from '../../contract/messages.ts';
import { FIXED_ROLES, type RoleId } from './permissions.ts';

/**
 * Nobody hands out what they do not hold. These rules decide every change to who may do what — creating,
 * inviting, editing, resetting, (de)activating or deleting a user, and changing a role's permissions — and are
 * called by the server and the fake alike. Each answers the refusal's message, or null when the change is allowed.
 *
 * Permissions are compared as sets of keys already resolved for the enterprise (its role configuration and the
 * deployment's feature flags), so a role the caller cannot see in full is compared by what it really grants.
 */

export interface Actor {
  id: string;
  roles: readonly number[];
  permissions: readonly string[];
}

export interface TargetUser {
  id: string;
  /** What the user holds now. */
  permissions: readonly string[];
}

/** The keys of `wanted` that `held` lacks. */
export function permissionsBeyond(held: readonly string[], wanted: readonly string[]): string[] {
  const own = new Set(held);
  return [...new Set(wanted)].filter((key) => !own.has(key));
}

/** Creating or inviting a user with roles that grant `granted`. */
export function grantRefusal(actor: Actor, granted: readonly string[]): string | null {
  return permissionsBeyond(actor.permissions, granted).length > 0 ? Messages.grantBeyondOwn : null;
}

/**
 * Acting on another user (changing their roles, resetting their password, activating, deactivating or deleting
 * them): the target may not hold anything the actor lacks, so a user manager cannot take over an administrator.
 */
export function actOnUserRefusal(actor: Actor, target: TargetUser): string | null {
  return permissionsBeyond(actor.permissions, target.permissions).length > 0 ? Messages.userBeyondOwn : null;
}

/** Giving `target` roles that grant `granted`: own roles stay as they are; both ceilings apply to anyone else. */
export function roleChangeRefusal(actor: Actor, target: TargetUser, granted: readonly string[]): string | null {
  if (actor.id === target.id) return Messages.ownRoles;
  return actOnUserRefusal(actor, target) ?? grantRefusal(actor, granted);
}

/** Roles as a user holds them: the same set, whatever the order or repeats. */
export const sameRoles = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((role) => right.has(role));
};

/**
 * Saving `target`'s roles as `next` (with their chat settings): saving one's own settings with the same roles is
 * no change of roles; anything else is judged as a change (roleChangeRefusal).
 */
export function roleSaveRefusal(
  actor: Actor,
  target: TargetUser & { roles: readonly number[] },
  next: { roles: readonly number[]; permissions: readonly string[] },
): string | null {
  if (actor.id === target.id && sameRoles(target.roles, next.roles)) return null;
  return roleChangeRefusal(actor, target, next.permissions);
}

/**
 * Changing role `role` from granting `current` to granting `next`: not a role the actor holds (it would raise
 * itself), and neither side may exceed the actor (lowering a role above you is acting on users above you).
 */
export function rolePermissionsRefusal(
  actor: Actor,
  role: number,
  current: readonly string[],
  next: readonly string[],
): string | null {
  if (actor.roles.includes(role)) return Messages.ownRolePermissions;
  if (permissionsBeyond(actor.permissions, current).length > 0) return Messages.roleBeyondOwn;
  return grantRefusal(actor, next);
}

/** The roles that make a user an Administrator. */
export const isAdministrator = (roles: readonly number[]) => roles.some((role) => FIXED_ROLES.includes(role as RoleId));

/**
 * A change that would leave the enterprise with no active Administrator: `remainingAdmins` counts the active
 * Administrators other than the one the change removes, demotes or deactivates.
 */
export function lastAdministratorRefusal(targetIsActiveAdmin: boolean, remainingAdmins: number): string | null {
  return targetIsActiveAdmin && remainingAdmins === 0 ? Messages.lastAdministrator : null;
}
