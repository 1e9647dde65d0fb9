import {
  IntegrationMessages,
  checkAuthConfig,
  checkConnectionTest,
  connectionResult,
  isUsableApiKey,
  maskApiKey,
  type AuthConfig,
  type Endpoints,
} from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { uniquely } from '../../../http/uniquely.ts';
import { withMessage } from '../../../http/message.ts';
import { AUTH_CONFIG_COLUMNS, keyContext, lastFour, testLlmConnection, type AuthConfigRow } from '../services/genai.ts';

const toAuthConfig = (row: AuthConfigRow): AuthConfig => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  authType: row.auth_type,
  llm: row.llm,
  apikey: maskApiKey(row.apikey_last4),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

function checked(body: Parameters<typeof checkAuthConfig>[0], keepKey = false) {
  const result = checkAuthConfig(body, keepKey);
  if (!result.ok) throw badRequest(result.message, [{ field: result.field, message: result.message }]);
  return result.value;
}

export const listAuthConfigs: Handler<Endpoints['listAuthConfigs']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const type = ctx.query?.authType;
  const rows = await ctx.db.query<AuthConfigRow>(
    `SELECT ${AUTH_CONFIG_COLUMNS} FROM auth_configs WHERE enterprise_id = $1 AND ($2::integer IS NULL OR auth_type = $2)
      ORDER BY lower(name), id`,
    [enterpriseId, type ?? null],
  );
  return rows.map(toAuthConfig);
};

export const getAuthConfig: Handler<Endpoints['getAuthConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<AuthConfigRow>(
    `SELECT ${AUTH_CONFIG_COLUMNS} FROM auth_configs WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(IntegrationMessages.notFound);
  return toAuthConfig(row);
};

export const createAuthConfig: Handler<Endpoints['createAuthConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const value = checked(ctx.body);
  const id = newId();
  return uniquely(IntegrationMessages.duplicate, async () => {
    const [row] = await ctx.db.query<AuthConfigRow>(
      `INSERT INTO auth_configs (id, enterprise_id, name, auth_type, llm, apikey_sealed, apikey_last4)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${AUTH_CONFIG_COLUMNS}`,
      [
        id,
        enterpriseId,
        value.name,
        value.authType,
        value.llm,
        ctx.secrets.seal(value.apikey, keyContext(enterpriseId, id)),
        lastFour(value.apikey),
      ],
    );
    return withMessage(toAuthConfig(row!), 'Integration created successfully');
  });
};

export const updateAuthConfig: Handler<Endpoints['updateAuthConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { id } = ctx.params;
  // Another enterprise's id is "not found" whatever the body says.
  const [exists] = await ctx.db.query('SELECT id FROM auth_configs WHERE id = $1 AND enterprise_id = $2', [
    id,
    enterpriseId,
  ]);
  if (!exists) throw notFound(IntegrationMessages.notFound);
  const value = checked(ctx.body, true);
  const sealed = value.apikey ? ctx.secrets.seal(value.apikey, keyContext(enterpriseId, id)) : null;
  return uniquely(IntegrationMessages.duplicate, async () => {
    const [row] = await ctx.db.query<AuthConfigRow>(
      `UPDATE auth_configs SET name = $3, llm = $4, apikey_sealed = COALESCE($5, apikey_sealed),
         apikey_last4 = COALESCE($6, apikey_last4), updated_at = now()
       WHERE id = $1 AND enterprise_id = $2 RETURNING ${AUTH_CONFIG_COLUMNS}`,
      [id, enterpriseId, value.name, value.llm, sealed, value.apikey ? lastFour(value.apikey) : null],
    );
    if (!row) throw notFound(IntegrationMessages.notFound);
    return withMessage(toAuthConfig(row), 'Integration updated successfully');
  });
};

export const deleteAuthConfig: Handler<Endpoints['deleteAuthConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<{ id: string }>(
    'DELETE FROM auth_configs WHERE id = $1 AND enterprise_id = $2 RETURNING id',
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(IntegrationMessages.notFound);
  return withMessage({ id: row.id }, 'Integration deleted successfully');
};

/**
 * Connection test: the typed key, else the stored integration's, against the operator's LLM API (ctx.llm; the
 * address is never the caller's to choose). A refused or unreachable provider is an answer (ok false), not an
 * error; another enterprise's id is not found. Only the outcome and status are logged, never the key.
 */
export const testAuthConfig: Handler<Endpoints['testAuthConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const checked = checkConnectionTest(ctx.body);
  if (!checked.ok) throw badRequest(checked.message, [{ field: checked.field, message: checked.message }]);
  const { id } = checked.value;
  let apiKey = checked.value.apikey;
  if (id) {
    const [row] = await ctx.db.query<Pick<AuthConfigRow, 'apikey_sealed'>>(
      'SELECT apikey_sealed FROM auth_configs WHERE id = $1 AND enterprise_id = $2',
      [id, enterpriseId],
    );
    if (!row) throw notFound(IntegrationMessages.notFound);
    if (!apiKey) {
      try {
        apiKey = ctx.secrets.open(row.apikey_sealed, keyContext(enterpriseId, id));
      } catch (error) {
        ctx.request.log.warn({ integrationId: id, reason: (error as Error).message }, 'integration key unreadable');
        return connectionResult('unreadableKey');
      }
    }
  }
  if (!isUsableApiKey(apiKey)) return connectionResult('unusableKey');
  const result = await testLlmConnection(ctx.llm, apiKey);
  ctx.request.log.info(
    {
      event: 'integration_connection_test',
      integrationId: id ?? null,
      outcome: result.outcome,
      status: result.status,
      reason: result.reason,
    },
    'GenAI connection test',
  );
  return connectionResult(result.outcome);
};

type AuthConfigIds =
  'listAuthConfigs' | 'getAuthConfig' | 'createAuthConfig' | 'updateAuthConfig' | 'deleteAuthConfig' | 'testAuthConfig';

export const authConfigHandlers: Pick<Handlers, AuthConfigIds> = {
  listAuthConfigs,
  getAuthConfig,
  createAuthConfig,
  updateAuthConfig,
  deleteAuthConfig,
  testAuthConfig,
};
