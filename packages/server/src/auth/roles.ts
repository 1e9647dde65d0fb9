import { ALL_PERMISSIONS, roleGrants, type RoleOverrides } from '@parley/api-client/contract';
import type { Queryable } from '../db/database.ts';

/**
 * Deployment feature flags that switch whole areas off. A flag explicitly set to false removes its keys from
 * every user, whatever their roles; a missing flag leaves them alone. `GROUP.*` stands for the whole group.
 * The console's route guards (features/src/shell/routeFlags.ts, enabledBy) switch the same areas off.
 */
export const FLAG_PERMISSIONS: Record<string, readonly string[]> = {
  bots: ['NLP.*', 'COGNITIVE.VIEW'],
  billing: ['ENTERPRISE.MANAGE_BILLING'],
  trash: ['TRASH.VIEW'],
  analytics: ['ANALYTICS.*'],
  milestone: ['JOURNEYS.VIEW_MILESTONEREPORT'],
  campaignAutomation: ['ENCAPS.*'],
};

const matches = (key: string, pattern: string) =>
  pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;

/**
 * The permission keys a user with `roles` holds under these feature flags and the enterprise's own role
 * configuration, in contract order. Role grants come from the contract (roleGrants) so the fake and the server
 * cannot disagree.
 */
export function permissionsFor(
  roles: readonly number[],
  featureFlags: Record<string, boolean> = {},
  overrides: RoleOverrides = {},
): string[] {
  const granted = new Set(roles.flatMap((role) => roleGrants(role, overrides)));
  const removed = Object.entries(FLAG_PERMISSIONS)
    .filter(([flag]) => featureFlags[flag] === false)
    .flatMap(([, patterns]) => patterns);
  return ALL_PERMISSIONS.filter((key) => granted.has(key) && !removed.some((pattern) => matches(key, pattern)));
}

/** The enterprise's changed roles: role id → the keys it grants instead of the default. */
export async function roleOverrides(db: Queryable, enterpriseId: string): Promise<Record<string, string[]>> {
  const rows = await db.query<{ role_id: number; permissions: string[] }>(
    'SELECT role_id, permissions FROM role_permissions WHERE enterprise_id = $1',
    [enterpriseId],
  );
  return Object.fromEntries(rows.map((row) => [String(row.role_id), row.permissions]));
}
