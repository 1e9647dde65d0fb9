import type { Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withMessage } from '../http/message.ts';
import { createApiKey, findApiKey, listApiKeys as visibleApiKeys, revokeApiKey } from '../services/apiKeys.ts';
import { assertOwnPassword } from '../services/secretChecks.ts';

export const addApiKey: Handler<Endpoints['addApiKey']> = async (ctx) => {
  const me = currentUser(ctx);
  const name = ctx.body.name.trim();
  if (!name) throw badRequest('Name is required', [{ field: 'name', message: 'Name is required' }]);
  // Step-up: a key outlives the session, so minting one takes the password, not just a session (or another key).
  await assertOwnPassword(ctx, me, ctx.body.password);
  const created = await createApiKey(ctx.db, { userId: me.id, enterpriseId: me.enterpriseId }, name, {
    expiresInDays: ctx.body.expiresInDays,
  });
  return withMessage(created, 'API key created; copy it now, it will not be shown again');
};

export const listApiKeys: Handler<Endpoints['listApiKeys']> = async (ctx) => visibleApiKeys(ctx.db, currentUser(ctx));

export const getApiKey: Handler<Endpoints['getApiKey']> = async (ctx) => {
  const key = await findApiKey(ctx.db, currentUser(ctx), ctx.params.id);
  if (!key) throw notFound('API key not found');
  return key;
};

export const deleteApiKey: Handler<Endpoints['deleteApiKey']> = async (ctx) => {
  if (!(await revokeApiKey(ctx.db, currentUser(ctx), ctx.params.id))) throw notFound('API key not found');
  return withMessage({ id: ctx.params.id }, 'API key deleted');
};
