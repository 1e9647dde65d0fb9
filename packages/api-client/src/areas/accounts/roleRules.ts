import { NotFoundMessages } from '../../contract/messages.ts';
import {
  ALL_PERMISSIONS,
  CONFIGURABLE_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  FIXED_ROLES,
  ROLES,
  type RoleId,
} from './permissions.ts';

/** What saving a role's permissions answers; the server and the fake both word it from here. */
export const RoleMessages = {
  saved: 'Role permissions saved',
  administratorFixed: 'The Administrator role always holds every permission',
  unknownKeys: (keys: readonly string[]) => `Unknown permission keys: ${keys.slice(0, 5).join(', ')}`,
  notConfigurable: (keys: readonly string[]) =>
    `The role configuration cannot change these permissions: ${keys.slice(0, 5).join(', ')}`,
} as const;

export type RolePermissionsCheck =
  | { ok: true; role: RoleId; chosen: string[] }
  | { ok: false; httpStatus: 400 | 404; message: string; errors?: { field: string; message: string }[] };

/**
 * A request to set what `roleText` grants, read against the role configuration (platform-shell §6): the role must
 * exist and not be Administrator, every key must exist, and a key of a group the list leaves out may only ride
 * along when the role holds it by default (a read configuration sent back). Such a key that would change what
 * the role holds is refused by name: saving it would store nothing while answering "saved".
 */
export function checkRolePermissions(roleText: string, keys: readonly string[]): RolePermissionsCheck {
  const role = Number(roleText);
  if (!/^[1-9]$/.test(roleText) || !(role in ROLES))
    return { ok: false, httpStatus: 404, message: NotFoundMessages.role };
  if (FIXED_ROLES.includes(role as RoleId))
    return { ok: false, httpStatus: 400, message: RoleMessages.administratorFixed };
  const unknown = keys.filter((key) => !ALL_PERMISSIONS.includes(key));
  if (unknown.length > 0) {
    const message = RoleMessages.unknownKeys(unknown);
    return { ok: false, httpStatus: 400, message, errors: [{ field: 'permissions', message }] };
  }
  const configurable = new Set(CONFIGURABLE_PERMISSIONS);
  const defaults = DEFAULT_ROLE_PERMISSIONS[role as RoleId] ?? [];
  const fixedChanges = keys.filter((key) => !configurable.has(key) && !defaults.includes(key));
  if (fixedChanges.length > 0) {
    const message = RoleMessages.notConfigurable([...new Set(fixedChanges)]);
    return { ok: false, httpStatus: 400, message, errors: [{ field: 'permissions', message }] };
  }
  return { ok: true, role: role as RoleId, chosen: [...new Set(keys.filter((key) => configurable.has(key)))] };
}
