/** Departments and their users in the fake. */
import type * as departments from '../departments.ts';
import { Messages } from '../../../contract/messages.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { Impl } from '../../../fake/context.ts';
import { nextId } from '../../../fake/store.ts';

import { bad, lower, clean, me, findUser, findDepartment, publicDepartment, page } from './accountsShared.ts';

export const departmentsFake: Pick<Impl, keyof typeof departments> = {
  listDepartments(ctx) {
    const name = lower(ctx.query.name);
    const matching = ctx.store.departments
      .filter((d) => d.eId === me(ctx).eId && (!name || lower(d.name).includes(name)))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)));
    return { departments: page(matching, ctx.query).map(publicDepartment), total: matching.length };
  },

  getDepartment(ctx) {
    return publicDepartment(findDepartment(ctx, ctx.params.id!));
  },

  createDepartment(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (ctx.store.departments.some((d) => d.eId === me(ctx).eId && lower(d.name) === lower(name))) {
      throw new FakeHttpError(409, 409, 'A department with this name exists');
    }
    const department = {
      id: nextId(ctx.store, 'dept'),
      eId: me(ctx).eId,
      name,
      desc: String(ctx.body.desc ?? '').trim(),
      manager: String(ctx.body.manager ?? '').trim(),
      users: [],
    };
    ctx.store.departments.push(department);
    ctx.setMessage('Department created successfully');
    return publicDepartment(department);
  },

  updateDepartment(ctx) {
    const department = findDepartment(ctx, String(ctx.body.id));
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (ctx.store.departments.some((d) => d !== department && d.eId === me(ctx).eId && lower(d.name) === lower(name))) {
      throw new FakeHttpError(409, 409, 'A department with this name exists');
    }
    Object.assign(department, {
      name,
      desc: String(ctx.body.desc ?? '').trim(),
      manager: String(ctx.body.manager ?? '').trim(),
    });
    ctx.setMessage('Department updated successfully');
    return publicDepartment(department);
  },

  deleteDepartment(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    ctx.store.departments = ctx.store.departments.filter((d) => d !== department);
    ctx.setMessage('Department deleted successfully');
    return { id: department.id };
  },

  listDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const mapped = ctx.query.mapped === undefined ? true : ctx.query.mapped === true || ctx.query.mapped === 'true';
    const name = lower(ctx.query.name);
    const matching = ctx.store.users
      .filter((u) => u.eId === me(ctx).eId && u.active !== false && department.users.includes(u.uId) === mapped)
      .filter((u) => !name || lower(u.name).includes(name) || lower(u.emailId).includes(name))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)));
    return {
      users: page(matching, ctx.query, 30).map((u) => ({ uId: u.uId, name: u.name, emailId: u.emailId })),
      total: matching.length,
    };
  },

  addDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const ids = [...new Set(ctx.body.users as string[])];
    for (const id of ids) findUser(ctx, id);
    for (const id of ids) if (!department.users.includes(id)) department.users.push(id);
    ctx.setMessage('Users added to the department');
    return { id: department.id };
  },

  removeDepartmentUsers(ctx) {
    const department = findDepartment(ctx, ctx.params.id!);
    const ids = new Set(ctx.body.users as string[]);
    department.users = department.users.filter((id) => !ids.has(id));
    ctx.setMessage('Users removed from the department');
    return { id: department.id };
  },
};
