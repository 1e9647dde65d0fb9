import { ApiKeyMessages, normaliseApiKeyName, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { createApiKey, findApiKey, listApiKeys as visibleApiKeys, revokeApiKey } from '../services/apiKeys.ts';
import { assertOwnPassword } from '../../../services/secretChecks.ts';

export const addApiKey: Handler<Endpoints['addApiKey']> = async (ctx) => {
  const me = currentUser(ctx);
  const name = normaliseApiKeyName(ctx.body.name);
  if (!name) throw badRequest(ApiKeyMessages.nameRequired, [{ field: 'name', message: ApiKeyMessages.nameRequired }]);
  // Step-up: a key outlives the session, so minting one takes the password, not just a session (or another key).
  await assertOwnPassword(ctx, me, ctx.body.password);
  const created = await createApiKey(ctx.db, { userId: me.id, enterpriseId: me.enterpriseId }, name, {
    expiresInDays: ctx.body.expiresInDays,
  });
  return withMessage(created, ApiKeyMessages.created);
};

export const listApiKeys: Handler<Endpoints['listApiKeys']> = async (ctx) => visibleApiKeys(ctx.db, currentUser(ctx));

export const getApiKey: Handler<Endpoints['getApiKey']> = async (ctx) => {
  const key = await findApiKey(ctx.db, currentUser(ctx), ctx.params.id);
  if (!key) throw notFound(ApiKeyMessages.notFound);
  return key;
};

export const deleteApiKey: Handler<Endpoints['deleteApiKey']> = async (ctx) => {
  if (!(await revokeApiKey(ctx.db, currentUser(ctx), ctx.params.id))) throw notFound(ApiKeyMessages.notFound);
  return withMessage({ id: ctx.params.id }, ApiKeyMessages.deleted);
};
