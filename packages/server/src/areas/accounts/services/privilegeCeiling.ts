import {
  ErrorCodes,
  FIXED_ROLES,
  actOnUserRefusal,
  grantRefusal,
  isAdministrator,
  lastAdministratorRefusal,
  roleSaveRefusal,
  rolePermissionsRefusal,
  type Actor,
} from '@parley/api-client/contract';
import { permissionsFor, roleOverrides } from '../../../auth/roles.ts';
import type { Queryable } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

/**
 * The server's side of the privilege ceiling (contract/privilegeCeiling.ts holds the rules): it resolves what
 * roles grant in the caller's enterprise and turns a refusal into a 403 that says why.
 */

const refuse = (message: string | null) => {
  if (message) throw new ApiError(403, ErrorCodes.accessDenied, message);
};

const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  roles: user.roles,
  permissions: user.permissions,
});

/** What roles grant in an enterprise, under the deployment's feature flags and the enterprise's role configuration. */
async function roleResolver(
  db: Queryable,
  enterpriseId: string,
  featureFlags: Record<string, boolean>,
): Promise<(roles: readonly number[]) => string[]> {
  const overrides = await roleOverrides(db, enterpriseId);
  return (roles) => permissionsFor(roles, featureFlags, overrides);
}

export async function assertMayGrantRoles(
  db: Queryable,
  me: AuthUser,
  roles: readonly number[],
  featureFlags: Record<string, boolean>,
): Promise<void> {
  const grants = await roleResolver(db, me.enterpriseId, featureFlags);
  refuse(grantRefusal(actorOf(me), grants(roles)));
}

export async function assertMayActOnUser(
  db: Queryable,
  me: AuthUser,
  target: { id: string; roles: readonly number[] },
  featureFlags: Record<string, boolean>,
): Promise<void> {
  const grants = await roleResolver(db, me.enterpriseId, featureFlags);
  refuse(actOnUserRefusal(actorOf(me), { id: target.id, permissions: grants(target.roles) }));
}

/** Saving `target`'s roles as `roles` (unchanged own roles pass: saving one's own chat settings). */
export async function assertMaySaveRoles(
  db: Queryable,
  me: AuthUser,
  target: { id: string; roles: readonly number[] },
  roles: readonly number[],
  featureFlags: Record<string, boolean>,
): Promise<void> {
  const grants = await roleResolver(db, me.enterpriseId, featureFlags);
  const current = { id: target.id, roles: target.roles, permissions: grants(target.roles) };
  refuse(roleSaveRefusal(actorOf(me), current, { roles, permissions: grants(roles) }));
}

/** Making role `role` grant the configurable keys `chosen` instead of what it grants now. */
export async function assertMayChangeRolePermissions(
  db: Queryable,
  me: AuthUser,
  role: number,
  chosen: readonly string[],
  featureFlags: Record<string, boolean>,
): Promise<void> {
  const overrides = await roleOverrides(db, me.enterpriseId);
  const current = permissionsFor([role], featureFlags, overrides);
  const next = permissionsFor([role], featureFlags, { ...overrides, [String(role)]: chosen });
  refuse(rolePermissionsRefusal(actorOf(me), role, current, next));
}

/**
 * Refuses a change that would leave the enterprise without an active Administrator. Call it inside the
 * transaction that makes the change: it locks the enterprise row first, so two administrators demoting or
 * deactivating each other at the same moment are decided one after the other.
 */
export async function assertKeepsAnAdministrator(
  tx: Queryable,
  enterpriseId: string,
  target: { id: string; roles: readonly number[]; active: boolean },
): Promise<void> {
  await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR UPDATE', [enterpriseId]);
  if (!target.active || !isAdministrator(target.roles)) return;
  const [row] = await tx.query<{ others: number }>(
    `SELECT count(*)::int AS others FROM users
      WHERE enterprise_id = $1 AND id <> $2 AND active AND roles && $3::int[]`,
    [enterpriseId, target.id, FIXED_ROLES],
  );
  const message = lastAdministratorRefusal(true, row?.others ?? 0);
  if (message) throw badRequest(message);
}

/** Department ids anywhere in a body must name departments of the caller's enterprise. */
export async function assertDepartmentsOfEnterprise(
  db: Queryable,
  enterpriseId: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM departments WHERE enterprise_id = $1 AND id = ANY($2::text[])',
    [enterpriseId, wanted],
  );
  if ((row?.n ?? 0) !== wanted.length) throw notFound(NotFoundMessages.department);
}
