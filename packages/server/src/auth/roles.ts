import { ALL_PERMISSIONS } from '@parley/api-client/contract';

/**
 * Role → permission keys. A key ending in `.*` stands for every key of that group.
 * Role 1 holds everything; the others follow platform-shell §6 and bot-builder §6.
 */
const ROLE_PERMISSIONS: Record<number, readonly string[]> = {
  1: ['*'],
  2: ['NLP.*', 'COGNITIVE.VIEW', 'FLOW.VIEW', 'MSG_TEMPLATES.*', 'CHANNELS.VIEW', 'INTEGRATIONS.*'],
  3: ['CHAT.HANDLE', 'CHAT.VIEW_CHATHISTORY', 'CUSTOMER.VIEW'],
  4: [
    'CAMPAIGNS.CREATE',
    'CAMPAIGNS.EDIT',
    'CAMPAIGNS.VIEW',
    'CAMPAIGNS.DELETE',
    'CAMPAIGNS.START',
    'CUSTOMER_MASTER.VIEW',
    'CUSTOMER.VIEW',
    'MSG_TEMPLATES.VIEW',
  ],
  5: ['CAMPAIGNS.VIEW', 'CAMPAIGNS.APPROVE', 'CAMPAIGNS.VIEW_REJECTEDLIST', 'CAMPAIGNS.VIEW_CAMPAIGNREPORT'],
  6: [
    'CAMPAIGNS.VIEW_CAMPAIGNREPORT',
    'REPORTS.VIEW_DELIVERY_REPORT',
    'MANAGE.DELIVERYREPORT.VIEW',
    'ANALYTICS.VIEW',
    'CHAT.VIEW_ANALYTICS',
    'NLP.VIEW',
  ],
};

/**
 * Deployment feature flags that switch whole areas off. A flag explicitly set to false removes its keys from
 * every user, whatever their roles; a missing flag leaves them alone.
 */
const FLAG_PERMISSIONS: Record<string, readonly string[]> = {
  bots: ['NLP.*', 'COGNITIVE.VIEW'],
  billing: ['ENTERPRISE.MANAGE_BILLING'],
  trash: ['TRASH.VIEW'],
  analytics: ['ANALYTICS.*'],
};

function expand(patterns: readonly string[]): string[] {
  return ALL_PERMISSIONS.filter((key) =>
    patterns.some((pattern) =>
      pattern === '*' ? true : pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
    ),
  );
}

/** The permission keys a user with `roles` holds under these feature flags, in contract order. */
export function permissionsFor(roles: readonly number[], featureFlags: Record<string, boolean> = {}): string[] {
  const granted = new Set(roles.flatMap((role) => expand(ROLE_PERMISSIONS[role] ?? [])));
  for (const [flag, keys] of Object.entries(FLAG_PERMISSIONS)) {
    if (featureFlags[flag] === false) for (const key of expand(keys)) granted.delete(key);
  }
  return ALL_PERMISSIONS.filter((key) => granted.has(key));
}
