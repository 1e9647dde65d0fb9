/** Permission groups and entries of platform-shell §6. A key is `GROUP.ENTRY`, e.g. `CHAT.HANDLE`. */
export const PERMISSION_GROUPS = {
  CHAT: ['HANDLE', 'VIEW_ANALYTICS', 'VIEW_CHATHISTORY', 'VIEW_MONITOR', 'CHAT_CONFIG'],
  ENCAPS: ['DELETE', 'VIEW', 'EDIT', 'CREATE', 'VIEW_EXECUTIONLOGS'],
  CAMPAIGNS: ['CREATE', 'EDIT', 'VIEW', 'DELETE', 'APPROVE', 'START', 'VIEW_REJECTEDLIST', 'VIEW_CAMPAIGNREPORT'],
  JOURNEYS: [
    'CREATE',
    'EDIT',
    'VIEW',
    'DELETE',
    'VIEW_REPORTS',
    'VIEW_JOURNEYMONITOR',
    'VIEW_MILESTONEREPORT',
    'VIEW_PUBLISH',
  ],
  NLP: ['NLP', 'VIEW'],
  ANALYTICS: ['ANALYTICS', 'VIEW'],
  BLACKLIST: ['VIEW'],
  COGNITIVE: ['VIEW'],
  CUSTOMER: ['VIEW'],
  CUSTOMER_MASTER: ['VIEW'],
  CREATIVES: ['VIEW', 'CREATE', 'EDIT', 'DELETE'],
  RICHCARDS: ['VIEW', 'CREATE', 'EDIT', 'DELETE'],
  MARKET_PLACE: ['VIEW', 'MODULE.VIEW'],
  CHANNELS: ['VIEW', 'CREATE', 'EDIT', 'DELETE'],
  WABAONBOARD: ['VIEW'],
  MSG_TEMPLATES: ['CREATE', 'VIEW', 'DELETE'],
  FLOW: ['VIEW'],
  INTEGRATIONS: ['VIEW', 'CREATE', 'EDIT', 'DELETE'],
  ENTERPRISE: ['EDIT', 'VIEW', 'MANAGE_BILLING'],
  USERS: ['ADD', 'EDIT', 'VIEW'],
  DEPARTMENTS: ['CREATE', 'EDIT', 'VIEW'],
  AUDITTRAIL: ['VIEW'],
  REPORTS: ['VIEW_DELIVERY_REPORT'],
  TRASH: ['VIEW'],
  ROLES: ['VIEW', 'EDIT'],
  MANAGE: ['DELIVERYREPORT.VIEW'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

export const ALL_PERMISSIONS: readonly string[] = Object.entries(PERMISSION_GROUPS).flatMap(([group, entries]) =>
  entries.map((entry) => `${group}.${entry}`),
);

/** Groups left out of the role configuration list (§6). */
export const ROLE_CONFIG_EXCLUDED_GROUPS: readonly PermissionGroup[] = [
  'ENCAPS',
  'NLP',
  'INTEGRATIONS',
  'MARKET_PLACE',
  'ANALYTICS',
  'CUSTOMER',
  'CUSTOMER_MASTER',
];

export const ROLES = {
  1: 'Administrator',
  2: 'Development',
  3: 'Handle Chats',
  4: 'Campaign Maker',
  5: 'Campaign Checker',
  6: 'Report Viewer',
} as const;
export type RoleId = keyof typeof ROLES;

/** True when the holder has at least one of `required` (an empty list needs nothing). */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const set = new Set(held);
  return required.some((key) => set.has(key));
}

const group = (name: PermissionGroup) => PERMISSION_GROUPS[name].map((entry) => `${name}.${entry}`);

/**
 * The default role configuration: what each role grants before feature flags remove anything.
 * The specs name the roles but not their grants; this is our reading of each role's job.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleId, readonly string[]> = {
  1: ALL_PERMISSIONS,
  2: [
    ...group('NLP'),
    'COGNITIVE.VIEW',
    'FLOW.VIEW',
    ...group('MSG_TEMPLATES'),
    'CHANNELS.VIEW',
    ...group('INTEGRATIONS'),
  ],
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

/** An enterprise's own grants per role id, replacing the default for the keys the role configuration lists. */
export type RoleOverrides = Readonly<Record<string, readonly string[]>>;

/** The keys the role configuration list shows (and lets an administrator change): §6 leaves some groups out. */
export const CONFIGURABLE_PERMISSIONS: readonly string[] = ALL_PERMISSIONS.filter(
  (key) => !ROLE_CONFIG_EXCLUDED_GROUPS.some((group) => key.startsWith(`${group}.`)),
);

/** Administrator keeps every permission, so no enterprise can lock itself out of its own configuration. */
export const FIXED_ROLES: readonly RoleId[] = [1];

/**
 * What one role grants in an enterprise: its own choice for the configurable keys when it made one, the
 * default for the rest (the groups the list leaves out cannot be changed there, so they keep the default).
 */
export function roleGrants(role: number, overrides: RoleOverrides = {}): readonly string[] {
  const defaults = DEFAULT_ROLE_PERMISSIONS[role as RoleId] ?? [];
  const own = overrides[String(role)];
  if (!own || FIXED_ROLES.includes(role as RoleId)) return defaults;
  const configurable = new Set(CONFIGURABLE_PERMISSIONS);
  const chosen = new Set(own.filter((key) => configurable.has(key)));
  return ALL_PERMISSIONS.filter((key) => (configurable.has(key) ? chosen.has(key) : defaults.includes(key)));
}

/** The union of the grants of a user's roles. */
export function permissionsForRoles(roles: readonly number[], overrides: RoleOverrides = {}): string[] {
  const keys = new Set<string>();
  for (const role of roles) for (const key of roleGrants(role, overrides)) keys.add(key);
  return [...keys];
}
