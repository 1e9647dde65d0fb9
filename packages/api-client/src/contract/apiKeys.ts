import { Type } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { ApiKey, CreatedApiKey, IdParams } from './schemas.ts';

const MANAGE = ['ENTERPRISE.EDIT'] as const;

export const addApiKey = endpoint({
  id: 'addApiKey',
  summary: 'Create an API key for the caller; the key is shown only in this answer',
  tag: 'API keys',
  method: 'POST',
  service: 'chat',
  path: 'apikey',
  auth: 'session',
  permissions: MANAGE,
  body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
  data: CreatedApiKey,
});

export const listApiKeys = endpoint({
  id: 'listApiKeys',
  summary: "The enterprise's API keys (never the keys themselves)",
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
  summary: 'One API key',
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
  summary: 'Revoke an API key',
  tag: 'API keys',
  method: 'DELETE',
  service: 'chat',
  path: 'apikey/:id',
  auth: 'session',
  permissions: MANAGE,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});
