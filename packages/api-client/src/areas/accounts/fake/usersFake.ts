/** Users: list, add, roles, reset, activate, deactivate, delete; roles and permissions in the fake. */
import type * as users from '../users.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  actOnUserRefusal,
  grantRefusal,
  isAdministrator,
  rolePermissionsRefusal,
  roleSaveRefusal,
} from '../privilegeCeiling.ts';
import { permissionsForRoles } from '../permissions.ts';
import { checkRolePermissions, RoleMessages } from '../roleRules.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { Impl } from '../../../fake/context.ts';
import { type FakeUser } from '../../../fake/store.ts';

import {
  bad,
  refuse,
  actorOf,
  grantsOf,
  keepsAnAdministrator,
  lower,
  clean,
  issue,
  byEmail,
  endSessions,
  sendMail,
  me,
  managed,
  findUser,
  findDepartment,
  page,
  overridesOf,
  roleConfig,
  createFakeUser,
} from './accountsShared.ts';

export const usersFake: Pick<Impl, keyof typeof users> = {
  listUsers(ctx) {
    const name = lower(ctx.query.name);
    const active = Number(ctx.query.state ?? 1) === 1;
    const matching = ctx.store.users
      .filter((u) => u.eId === me(ctx).eId && (u.active !== false) === active)
      .filter((u) => !name || lower(u.name).includes(name) || lower(u.emailId).includes(name))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)) || a.uId.localeCompare(b.uId));
    return { users: page(matching, ctx.query).map(managed), total: matching.length };
  },

  getUser(ctx) {
    return managed(findUser(ctx, ctx.params.id!));
  },

  addUser(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    const roles = [...new Set(ctx.body.roles as number[])];
    refuse(grantRefusal(actorOf(me(ctx)), grantsOf(ctx.store, me(ctx).eId, roles)));
    const taken = byEmail(ctx.store, ctx.body.emailId);
    if (taken) {
      throw new FakeHttpError(409, 409, taken.eId === me(ctx).eId ? Messages.emailTaken : Messages.emailUnavailable);
    }
    const user = createFakeUser(ctx.store, {
      eId: me(ctx).eId,
      name,
      emailId: String(ctx.body.emailId).trim(),
      password: String(ctx.body.password),
      roles,
    });
    ctx.setMessage('User added successfully');
    return managed(user);
  },

  updateUserRoles(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    const roles = [...new Set(ctx.body.roles as number[])];
    const target = { id: user.uId, roles: user.roles, permissions: user.permissions };
    refuse(roleSaveRefusal(actorOf(me(ctx)), target, { roles, permissions: grantsOf(ctx.store, user.eId, roles) }));
    const departments = (ctx.body.chat as FakeUser['chat'] | undefined)?.departments ?? [];
    for (const id of departments) findDepartment(ctx, id);
    if (!isAdministrator(roles)) keepsAnAdministrator(ctx.store, user);
    user.roles = roles;
    user.permissions = permissionsForRoles(roles, overridesOf(ctx.store, user.eId));
    if (ctx.body.chat) user.chat = structuredClone(ctx.body.chat as FakeUser['chat']);
    ctx.setMessage('Roles updated successfully');
    return managed(user);
  },

  resetUserPassword(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    if (me(ctx).password !== ctx.body.adminPassword) throw bad(Messages.wrongPassword);
    user.password = String(ctx.body.password);
    user.mustChangePassword = true;
    endSessions(ctx.store, user.uId);
    // As the server: an administrator's reset also revokes the user's API keys.
    ctx.store.apiKeys = ctx.store.apiKeys.filter((key) => key.uId !== user.uId);
    const token = issue(ctx.store, { purpose: 'admin_reset', uId: user.uId, attempts: 0 });
    const link = `/reset-password?uId=${user.uId}&eId=${user.eId}&resetCode=${token}&code=900`;
    sendMail(ctx.store, user.emailId, 'Your Parley password was reset', `Choose your own password: ${link}`, link);
    ctx.setMessage('Password reset successfully');
    return {};
  },

  deactivateUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    if (user === me(ctx)) throw bad('You cannot deactivate yourself');
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    keepsAnAdministrator(ctx.store, user);
    user.active = false;
    endSessions(ctx.store, user.uId);
    ctx.setMessage('User deactivated successfully');
    return { uId: user.uId };
  },

  activateUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    user.active = true;
    ctx.setMessage('User activated successfully');
    return { uId: user.uId };
  },

  deleteUser(ctx) {
    const user = findUser(ctx, ctx.params.id!);
    if (user.active !== false) throw bad('Deactivate the user before deleting them');
    refuse(actOnUserRefusal(actorOf(me(ctx)), { id: user.uId, permissions: user.permissions }));
    ctx.store.users = ctx.store.users.filter((u) => u !== user);
    endSessions(ctx.store, user.uId);
    ctx.setMessage('User deleted successfully');
    return { uId: user.uId };
  },

  getRoleConfig(ctx) {
    return roleConfig(ctx.store, me(ctx).eId);
  },

  updateRolePermissions(ctx) {
    const check = checkRolePermissions(String(ctx.params.id), ctx.body.permissions as string[]);
    if (!check.ok) throw new FakeHttpError(check.httpStatus, check.httpStatus, check.message, { errors: check.errors });
    const { role, chosen } = check;
    const eId = me(ctx).eId;
    const next = permissionsForRoles([role], { ...overridesOf(ctx.store, eId), [String(role)]: chosen });
    refuse(rolePermissionsRefusal(actorOf(me(ctx)), role, grantsOf(ctx.store, eId, [role]), next));
    ctx.store.roleOverrides.set(eId, { ...overridesOf(ctx.store, eId), [String(role)]: chosen });
    for (const user of ctx.store.users.filter((u) => u.eId === eId)) {
      user.permissions = permissionsForRoles(user.roles, overridesOf(ctx.store, eId));
    }
    ctx.setMessage(RoleMessages.saved);
    return roleConfig(ctx.store, eId);
  },
};
