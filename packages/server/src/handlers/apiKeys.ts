import type { Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withMessage } from '../http/message.ts';
import { API_KEY_COLUMNS, createApiKey, toApiKey, type ApiKeyRow } from '../services/apiKeys.ts';

export const addApiKey: Handler<Endpoints['addApiKey']> = async (ctx) => {
  const me = currentUser(ctx);
  const name = ctx.body.name.trim();
  if (!name) throw badRequest('Name is required');
  const created = await createApiKey(ctx.db, { userId: me.id, enterpriseId: me.enterpriseId }, name);
  return withMessage(created, 'API key created; copy it now, it will not be shown again');
};

export const listApiKeys: Handler<Endpoints['listApiKeys']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const rows = await ctx.db.query<ApiKeyRow>(
    `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE enterprise_id = $1 ORDER BY created_at DESC, id`,
    [enterpriseId],
  );
  return rows.map(toApiKey);
};

export const getApiKey: Handler<Endpoints['getApiKey']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<ApiKeyRow>(
    `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound('API key not found');
  return toApiKey(row);
};

export const deleteApiKey: Handler<Endpoints['deleteApiKey']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const rows = await ctx.db.query('DELETE FROM api_keys WHERE id = $1 AND enterprise_id = $2 RETURNING id', [
    ctx.params.id,
    enterpriseId,
  ]);
  if (rows.length === 0) throw notFound('API key not found');
  return withMessage({ id: ctx.params.id }, 'API key deleted');
};
