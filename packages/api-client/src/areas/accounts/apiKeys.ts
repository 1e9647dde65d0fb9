import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { CurrentPassword } from './accountSchemas.ts';
import { API_KEY_MAX_EXPIRY_DAYS, ApiKey, CreatedApiKey, IdParams } from '../../contract/schemas.ts';

const MANAGE = ['ENTERPRISE.EDIT'] as const;

export const addApiKey = endpoint({
  id: 'addApiKey',
  summary: "Create an API key acting as the caller (needs the caller's password); the key is shown only in this answer",
  tag: 'API keys',
  method: 'POST',
  service: 'chat',
  path: 'apikey',
  auth: 'session',
  permissions: MANAGE,
  body: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** Step-up: a stolen session alone cannot mint a long-lived credential. */
    password: CurrentPassword,
    /** Days until the key stops working; omitted, it lasts until revoked. */
    expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: API_KEY_MAX_EXPIRY_DAYS })),
  }),
  data: CreatedApiKey,
});

export const listApiKeys = endpoint({
  id: 'listApiKeys',
  summary: "API keys: all of the enterprise's for an Administrator, else the caller's own (never the keys themselves)",
  tag: 'API keys',
  method: 'GET',
  service: 'chat',
  path: 'apikey',
  auth: 'session',
  permissions: MANAGE,
  data: Type.Array(ApiKey),
});

export const getApiKey = endpoint({
  id: 'getApiKey',
  summary: 'One API key (404 for a key the caller may not see)',
  tag: 'API keys',
  method: 'GET',
  service: 'chat',
  path: 'apikey/:id',
  auth: 'session',
  permissions: MANAGE,
  params: IdParams,
  data: ApiKey,
});

export const deleteApiKey = endpoint({
  id: 'deleteApiKey',
  summary: 'Revoke an API key (its creator or an Administrator)',
  tag: 'API keys',
  method: 'DELETE',
  service: 'chat',
  path: 'apikey/:id',
  auth: 'session',
  permissions: MANAGE,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});
