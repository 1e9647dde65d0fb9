import { Type } from '@sinclair/typebox';
import { CONNECTION_TEST_RATE_LIMIT, IntegrationPermissions } from './authConfigRules.ts';
import {
  AuthConfig,
  AuthConfigListQuery,
  AuthConfigSaveRequest,
  AuthConfigTestRequest,
  AuthConfigTestResult,
  AuthConfigUpdateRequest,
} from './authConfigSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';

// (ours) Integration auth configs of the enterprise admin service (platform-shell §7.3: "GET list, GET, POST,
// PUT, DELETE by id"); bot-builder §7 saves the LLM integration "through an admin auth-config call" whose path
// it does not show. API keys are encrypted at rest and only ever answered masked.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Integrations' } as const;

export const listAuthConfigs = endpoint({
  ...base,
  id: 'listAuthConfigs',
  summary: "(ours) The enterprise's integration auth configs (authType filters; 5 = GenAI), keys masked",
  method: 'GET',
  path: 'e/enterprise/auth_configs',
  permissions: IntegrationPermissions.view,
  query: AuthConfigListQuery,
  data: Type.Array(AuthConfig),
});

export const getAuthConfig = endpoint({
  ...base,
  id: 'getAuthConfig',
  summary: '(ours) One integration auth config, key masked',
  method: 'GET',
  path: 'e/enterprise/auth_configs/:id',
  permissions: IntegrationPermissions.view,
  params: IdParams,
  data: AuthConfig,
});

export const createAuthConfig = endpoint({
  ...base,
  id: 'createAuthConfig',
  summary: '(ours) Create a GenAI integration: name, authType 5, llm (1 OpenAI, 2 GPT), apikey; answers `_id`',
  method: 'POST',
  path: 'e/enterprise/auth_configs',
  encoding: 'json',
  permissions: IntegrationPermissions.create,
  body: AuthConfigSaveRequest,
  data: AuthConfig,
});

export const updateAuthConfig = endpoint({
  ...base,
  id: 'updateAuthConfig',
  summary: '(ours) Rename an integration or change its LLM or key; an empty apikey keeps the stored key',
  method: 'PUT',
  path: 'e/enterprise/auth_configs/:id',
  encoding: 'json',
  permissions: IntegrationPermissions.edit,
  params: IdParams,
  body: AuthConfigUpdateRequest,
  data: AuthConfig,
});

export const deleteAuthConfig = endpoint({
  ...base,
  id: 'deleteAuthConfig',
  summary: '(ours) Delete an integration; agents that chose it fall back to the local model',
  method: 'DELETE',
  path: 'e/enterprise/auth_configs/:id',
  permissions: IntegrationPermissions.delete,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const testAuthConfig = endpoint({
  ...base,
  id: 'testAuthConfig',
  summary:
    '(ours) Connection test of a GenAI key before or after saving: a typed key (llm, apikey) or a stored ' +
    "integration (id; a typed apikey replaces its key for the test). The server asks the operator's " +
    'OpenAI-compatible API for its models with the key; answers ok and a plain message, never the key',
  method: 'POST',
  path: 'e/enterprise/auth_configs/test',
  encoding: 'json',
  permissions: IntegrationPermissions.test,
  body: AuthConfigTestRequest,
  data: AuthConfigTestResult,
  rateLimit: CONNECTION_TEST_RATE_LIMIT,
});
