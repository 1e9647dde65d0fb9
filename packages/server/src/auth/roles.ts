import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, type RoleId } from '@parley/api-client/contract';

/**
 * Deployment feature flags that switch whole areas off. A flag explicitly set to false removes its keys from
 * every user, whatever their roles; a missing flag leaves them alone. `GROUP.*` stands for the whole group.
 */
export const FLAG_PERMISSIONS: Record<string, readonly string[]> = {
  bots: ['NLP.*', 'COGNITIVE.VIEW'],
  billing: ['ENTERPRISE.MANAGE_BILLING'],
  trash: ['TRASH.VIEW'],
  analytics: ['ANALYTICS.*'],
};

const matches = (key: string, pattern: string) =>
  pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;

/**
 * The permission keys a user with `roles` holds under these feature flags, in contract order. Role grants come
 * from the contract (DEFAULT_ROLE_PERMISSIONS) so the fake and the server cannot disagree.
 */
export function permissionsFor(roles: readonly number[], featureFlags: Record<string, boolean> = {}): string[] {
  const granted = new Set(roles.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role as RoleId] ?? []));
  const removed = Object.entries(FLAG_PERMISSIONS)
    .filter(([flag]) => featureFlags[flag] === false)
    .flatMap(([, patterns]) => patterns);
  return ALL_PERMISSIONS.filter((key) => granted.has(key) && !removed.some((pattern) => matches(key, pattern)));
}
