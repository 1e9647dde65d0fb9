import {
  PERMISSION_GROUPS,
  ROLE_CONFIG_EXCLUDED_GROUPS,
  ROLES,
  Messages,
  RoleMessages,
  checkRolePermissions,
  isAdministrator,
  pageLimit,
  type Endpoints,
  type ManagedUser,
  type PermissionConfig,
  type PermissionGroup,
} from '@parley/api-client/contract';
import { hashPassword } from '../../../auth/passwords.ts';
import { permissionsFor, roleOverrides } from '../../../auth/roles.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { issueToken } from '../services/oneTimeTokens.ts';
import {
  assertDepartmentsOfEnterprise,
  assertKeepsAnAdministrator,
  assertMayActOnUser,
  assertMayChangeRolePermissions,
  assertMayGrantRoles,
  assertMaySaveRoles,
} from '../services/privilegeCeiling.ts';
import { assertOwnPassword } from '../../../services/secretChecks.ts';
import { createUser, findUserByEmail } from '../services/users.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

export const USER_COLUMNS = 'id, name, email, roles, active, activated, chat_config, created_at';

export interface ManagedUserRow {
  id: string;
  name: string;
  email: string;
  roles: number[];
  active: boolean;
  activated: boolean;
  chat_config: ManagedUser['chat'];
  created_at: Date | string;
}

export const toManagedUser = (row: ManagedUserRow): ManagedUser => ({
  uId: row.id,
  name: row.name,
  emailId: row.email,
  roles: row.roles,
  state: row.active ? 1 : 2,
  activated: row.activated,
  chat: row.chat_config ?? {},
  createdAt: new Date(row.created_at).toISOString(),
});

async function findUser(db: Queryable, enterpriseId: string, id: string): Promise<ManagedUserRow> {
  const [row] = await db.query<ManagedUserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  if (!row) throw notFound(NotFoundMessages.user);
  return row;
}

export const listUsers: Handler<Endpoints['listUsers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const search = ctx.query.name?.trim() || null;
  const active = (ctx.query.state ?? 1) === 1;
  const perPage = pageLimit(ctx.query.perPage ?? 20);
  const where = `enterprise_id = $1 AND active = $2
     AND ($3::text IS NULL OR strpos(lower(name), lower($3::text)) > 0 OR strpos(lower(email), lower($3::text)) > 0)`;
  const rows = await ctx.db.query<ManagedUserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE ${where} ORDER BY lower(name), id LIMIT $4 OFFSET $5`,
    [enterpriseId, active, search, perPage, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users WHERE ${where}`, [
    enterpriseId,
    active,
    search,
  ]);
  return { users: rows.map(toManagedUser), total: count?.total ?? 0 };
};

export const getUser: Handler<Endpoints['getUser']> = async (ctx) =>
  toManagedUser(await findUser(ctx.db, currentUser(ctx).enterpriseId, ctx.params.id));

export const addUser: Handler<Endpoints['addUser']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const name = ctx.body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(Messages.fieldMandatory, [{ field: 'name', message: Messages.fieldMandatory }]);
  const roles = [...new Set(ctx.body.roles)];
  await assertMayGrantRoles(ctx.db, currentUser(ctx), roles, ctx.settings.featureFlags);
  const taken = await findUserByEmail(ctx.db, ctx.body.emailId.trim());
  // An address already used in this enterprise is in the caller's own user list; one used elsewhere is not the
  // caller's business, so the answer does not say so (an invitation reaches that person without telling anyone).
  if (taken) throw conflict(taken.enterprise_id === enterpriseId ? Messages.emailTaken : Messages.emailUnavailable);
  const id = await createUser(ctx.db, {
    enterpriseId,
    name,
    email: ctx.body.emailId.trim(),
    password: ctx.body.password,
    roles,
  });
  return withMessage(toManagedUser(await findUser(ctx.db, enterpriseId, id)), 'User added successfully');
};

export const updateUserRoles: Handler<Endpoints['updateUserRoles']> = async (ctx) => {
  const me = currentUser(ctx);
  const target = await findUser(ctx.db, me.enterpriseId, ctx.params.id);
  const roles = [...new Set(ctx.body.roles)];
  await assertMaySaveRoles(ctx.db, me, target, roles, ctx.settings.featureFlags);
  await assertDepartmentsOfEnterprise(ctx.db, me.enterpriseId, ctx.body.chat?.departments);
  const row = await ctx.db.transaction(async (tx) => {
    if (!isAdministrator(roles)) await assertKeepsAnAdministrator(tx, me.enterpriseId, target);
    const [updated] = await tx.query<ManagedUserRow>(
      `UPDATE users SET roles = $3, chat_config = $4 WHERE id = $1 AND enterprise_id = $2 RETURNING ${USER_COLUMNS}`,
      [target.id, me.enterpriseId, roles, JSON.stringify(ctx.body.chat ?? target.chat_config ?? {})],
    );
    return updated!;
  });
  return withMessage(toManagedUser(row), 'Roles updated successfully');
};

export const resetUserPassword: Handler<Endpoints['resetUserPassword']> = async (ctx) => {
  const me = currentUser(ctx);
  const target = await findUser(ctx.db, me.enterpriseId, ctx.params.id);
  await assertMayActOnUser(ctx.db, me, target, ctx.settings.featureFlags);
  await assertOwnPassword(ctx, me, ctx.body.adminPassword, 'adminPassword');
  const passwordHash = await hashPassword(ctx.body.password);
  await ctx.db.transaction(async (tx) => {
    // The password the administrator chose opens the next sign-in only as far as choosing a new one (code 901).
    await tx.query(
      'UPDATE users SET password_hash = $3, must_change_password = true WHERE id = $1 AND enterprise_id = $2',
      [target.id, me.enterpriseId, passwordHash],
    );
    // An administrator resets a password when the account may be in other hands: whatever those hands signed in
    // or created with it stops, sessions and API keys alike (a user changing their own password keeps their keys).
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [target.id]);
    await tx.query('DELETE FROM api_keys WHERE user_id = $1', [target.id]);
  });
  // The user may choose their own password with the admin-forced link (code 900).
  const { token } = await issueToken(ctx.db, 'admin_reset', { id: target.id, enterpriseId: me.enterpriseId });
  const query = new URLSearchParams({ uId: target.id, eId: me.enterpriseId, resetCode: token, code: '900' });
  const link = `${ctx.publicUrl}/reset-password?${query}`;
  await ctx.mailer.send({
    to: target.email,
    subject: 'Your Parley password was reset',
    text:
      'An administrator reset your password. You were signed out everywhere and your API keys were revoked.\n' +
      `They will tell you the new password, or choose your own here:\n${link}`,
    link,
  });
  return withMessage({}, 'Password reset successfully');
};

async function setActive(db: Database, enterpriseId: string, target: ManagedUserRow, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (!active) await assertKeepsAnAdministrator(tx, enterpriseId, target);
    const rows = await tx.query('UPDATE users SET active = $3 WHERE id = $1 AND enterprise_id = $2 RETURNING id', [
      target.id,
      enterpriseId,
      active,
    ]);
    if (rows.length === 0) throw notFound(NotFoundMessages.user);
    if (!active) await tx.query('DELETE FROM sessions WHERE user_id = $1', [target.id]);
  });
}

export const deactivateUser: Handler<Endpoints['deactivateUser']> = async (ctx) => {
  const me = currentUser(ctx);
  const target = await findUser(ctx.db, me.enterpriseId, ctx.params.id);
  if (target.id === me.id) throw badRequest('You cannot deactivate yourself');
  await assertMayActOnUser(ctx.db, me, target, ctx.settings.featureFlags);
  await setActive(ctx.db, me.enterpriseId, target, false);
  return withMessage({ uId: target.id }, 'User deactivated successfully');
};

export const activateUser: Handler<Endpoints['activateUser']> = async (ctx) => {
  const me = currentUser(ctx);
  const target = await findUser(ctx.db, me.enterpriseId, ctx.params.id);
  await assertMayActOnUser(ctx.db, me, target, ctx.settings.featureFlags);
  await setActive(ctx.db, me.enterpriseId, target, true);
  return withMessage({ uId: target.id }, 'User activated successfully');
};

export const deleteUser: Handler<Endpoints['deleteUser']> = async (ctx) => {
  const me = currentUser(ctx);
  const target = await findUser(ctx.db, me.enterpriseId, ctx.params.id);
  if (target.active) throw badRequest('Deactivate the user before deleting them');
  await assertMayActOnUser(ctx.db, me, target, ctx.settings.featureFlags);
  await ctx.db.query('DELETE FROM users WHERE id = $1 AND enterprise_id = $2', [target.id, me.enterpriseId]);
  return withMessage({ uId: target.id }, 'User deleted successfully');
};

async function roleConfig(
  db: Queryable,
  enterpriseId: string,
  featureFlags: Record<string, boolean>,
): Promise<PermissionConfig> {
  const groups = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[])
    .filter((group) => !ROLE_CONFIG_EXCLUDED_GROUPS.includes(group))
    .map((group) => ({
      id: group,
      values: PERMISSION_GROUPS[group].map((entry) => ({ id: entry, value: `${group}.${entry}` })),
    }));
  const overrides = await roleOverrides(db, enterpriseId);
  const roles = Object.entries(ROLES).map(([id, name]) => ({
    id: Number(id),
    name,
    permissions: permissionsFor([Number(id)], featureFlags, overrides),
  }));
  return { groups, roles };
}

export const getRoleConfig: Handler<Endpoints['getRoleConfig']> = async (ctx) =>
  roleConfig(ctx.db, currentUser(ctx).enterpriseId, ctx.settings.featureFlags);

export const updateRolePermissions: Handler<Endpoints['updateRolePermissions']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const check = checkRolePermissions(ctx.params.id, ctx.body.permissions);
  if (!check.ok) throw check.httpStatus === 404 ? notFound(check.message) : badRequest(check.message, check.errors);
  const { role, chosen } = check;
  await assertMayChangeRolePermissions(ctx.db, currentUser(ctx), role, chosen, ctx.settings.featureFlags);
  await ctx.db.query(
    `INSERT INTO role_permissions (enterprise_id, role_id, permissions) VALUES ($1, $2, $3)
     ON CONFLICT (enterprise_id, role_id) DO UPDATE SET permissions = EXCLUDED.permissions`,
    [enterpriseId, role, chosen],
  );
  return withMessage(await roleConfig(ctx.db, enterpriseId, ctx.settings.featureFlags), RoleMessages.saved);
};
