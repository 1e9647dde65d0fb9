import { Messages, pageLimit, type Department, type Endpoints } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

/** Mapped-users page size (platform-shell §9). */
export const MAPPED_USERS_PAGE_SIZE = 30;
const UNIQUE_VIOLATION = '23505';

interface DepartmentRow {
  id: string;
  name: string;
  description: string;
  manager: string;
  user_count: number;
}

const COLUMNS = `d.id, d.name, d.description, d.manager,
  (SELECT count(*)::int FROM department_users m WHERE m.department_id = d.id) AS user_count`;

const toDepartment = (row: DepartmentRow): Department => ({
  id: row.id,
  name: row.name,
  desc: row.description,
  manager: row.manager,
  userCount: row.user_count,
});

async function findDepartment(db: Queryable, enterpriseId: string, id: string): Promise<DepartmentRow> {
  const [row] = await db.query<DepartmentRow>(
    `SELECT ${COLUMNS} FROM departments d WHERE d.id = $1 AND d.enterprise_id = $2`,
    [id, enterpriseId],
  );
  if (!row) throw notFound(NotFoundMessages.department);
  return row;
}

const cleanName = (name: string) => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw badRequest(Messages.fieldMandatory, [{ field: 'name', message: Messages.fieldMandatory }]);
  return trimmed;
};

async function uniqueGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw conflict('A department with this name exists');
    throw error;
  }
}

export const listDepartments: Handler<Endpoints['listDepartments']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const search = ctx.query.name?.trim() || null;
  const perPage = pageLimit(ctx.query.perPage ?? 20);
  const where = 'd.enterprise_id = $1 AND ($2::text IS NULL OR strpos(lower(d.name), lower($2::text)) > 0)';
  const rows = await ctx.db.query<DepartmentRow>(
    `SELECT ${COLUMNS} FROM departments d WHERE ${where} ORDER BY lower(d.name), d.id LIMIT $3 OFFSET $4`,
    [enterpriseId, search, perPage, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM departments d WHERE ${where}`,
    [enterpriseId, search],
  );
  return { departments: rows.map(toDepartment), total: count?.total ?? 0 };
};

export const getDepartment: Handler<Endpoints['getDepartment']> = async (ctx) =>
  toDepartment(await findDepartment(ctx.db, currentUser(ctx).enterpriseId, ctx.params.id));

export const createDepartment: Handler<Endpoints['createDepartment']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const id = newId();
  await uniqueGuard(() =>
    ctx.db.query(
      'INSERT INTO departments (id, enterprise_id, name, description, manager) VALUES ($1, $2, $3, $4, $5)',
      [id, enterpriseId, cleanName(ctx.body.name), ctx.body.desc?.trim() ?? '', ctx.body.manager?.trim() ?? ''],
    ),
  );
  return withMessage(toDepartment(await findDepartment(ctx.db, enterpriseId, id)), 'Department created successfully');
};

export const updateDepartment: Handler<Endpoints['updateDepartment']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const rows = await uniqueGuard(() =>
    ctx.db.query(
      `UPDATE departments SET name = $3, description = $4, manager = $5 WHERE id = $1 AND enterprise_id = $2 RETURNING id`,
      [
        ctx.body.id,
        enterpriseId,
        cleanName(ctx.body.name),
        ctx.body.desc?.trim() ?? '',
        ctx.body.manager?.trim() ?? '',
      ],
    ),
  );
  if (rows.length === 0) throw notFound(NotFoundMessages.department);
  return withMessage(
    toDepartment(await findDepartment(ctx.db, enterpriseId, ctx.body.id)),
    'Department updated successfully',
  );
};

export const deleteDepartment: Handler<Endpoints['deleteDepartment']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const rows = await ctx.db.query('DELETE FROM departments WHERE id = $1 AND enterprise_id = $2 RETURNING id', [
    ctx.params.id,
    enterpriseId,
  ]);
  if (rows.length === 0) throw notFound(NotFoundMessages.department);
  return withMessage({ id: ctx.params.id }, 'Department deleted successfully');
};

export const listDepartmentUsers: Handler<Endpoints['listDepartmentUsers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await findDepartment(ctx.db, enterpriseId, ctx.params.id);
  const mapped = ctx.query.mapped ?? true;
  const search = ctx.query.name?.trim() || null;
  const perPage = ctx.query.perPage ?? MAPPED_USERS_PAGE_SIZE;
  const where = `u.enterprise_id = $1 AND u.active
     AND ${mapped ? '' : 'NOT '}EXISTS (SELECT 1 FROM department_users m WHERE m.department_id = $2 AND m.user_id = u.id)
     AND ($3::text IS NULL OR strpos(lower(u.name), lower($3::text)) > 0 OR strpos(lower(u.email), lower($3::text)) > 0)`;
  const rows = await ctx.db.query<{ id: string; name: string; email: string }>(
    `SELECT u.id, u.name, u.email FROM users u WHERE ${where} ORDER BY lower(u.name), u.id LIMIT $4 OFFSET $5`,
    [enterpriseId, ctx.params.id, search, perPage, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, [
    enterpriseId,
    ctx.params.id,
    search,
  ]);
  return { users: rows.map((r) => ({ uId: r.id, name: r.name, emailId: r.email })), total: count?.total ?? 0 };
};

export const addDepartmentUsers: Handler<Endpoints['addDepartmentUsers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await findDepartment(ctx.db, enterpriseId, ctx.params.id);
  const ids = [...new Set(ctx.body.users)];
  // Only users of the caller's enterprise can be mapped; any other id means the request is wrong.
  const [count] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE enterprise_id = $1 AND id = ANY($2::text[])',
    [enterpriseId, ids],
  );
  if ((count?.n ?? 0) !== ids.length) throw notFound(NotFoundMessages.user);
  for (const userId of ids) {
    await ctx.db.query(
      `INSERT INTO department_users (department_id, user_id, enterprise_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [ctx.params.id, userId, enterpriseId],
    );
  }
  return withMessage({ id: ctx.params.id }, 'Users added to the department');
};

export const removeDepartmentUsers: Handler<Endpoints['removeDepartmentUsers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await findDepartment(ctx.db, enterpriseId, ctx.params.id);
  await ctx.db.query(
    'DELETE FROM department_users WHERE department_id = $1 AND enterprise_id = $2 AND user_id = ANY($3::text[])',
    [ctx.params.id, enterpriseId, ctx.body.users],
  );
  return withMessage({ id: ctx.params.id }, 'Users removed from the department');
};
