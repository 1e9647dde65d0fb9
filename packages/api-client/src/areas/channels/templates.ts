import { Type } from '@sinclair/typebox';
import { TemplatePermissions } from './channelPermissions.ts';
import {
  MessageTemplate,
  TemplateList,
  TemplateListQuery,
  TemplateSaveRequest,
  TemplateSyncRequest,
  TemplateSyncResult,
} from './templateSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';

// Message templates of the chat API service (platform-shell §7.4 "templates"; broadcast-and-customer-master §7
// "List templates: from, perPage, status APPROVED, name, channelId, page; response data.templates").
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'chat', auth: 'session', tag: 'Message templates' } as const;

export const listTemplates = endpoint({
  ...base,
  id: 'listTemplates',
  summary: 'Templates by channel, status and name, 20 a page',
  method: 'GET',
  path: 'templates',
  permissions: TemplatePermissions.view,
  query: TemplateListQuery,
  data: TemplateList,
});

export const getTemplate = endpoint({
  ...base,
  id: 'getTemplate',
  summary: 'One template',
  method: 'GET',
  path: 'templates/:id',
  permissions: TemplatePermissions.view,
  params: IdParams,
  data: MessageTemplate,
});

export const createTemplate = endpoint({
  ...base,
  id: 'createTemplate',
  summary: "Create a template and submit it to the channel's provider for review (status PENDING)",
  method: 'POST',
  path: 'templates',
  encoding: 'json',
  permissions: TemplatePermissions.create,
  body: TemplateSaveRequest,
  data: MessageTemplate,
});

export const updateTemplate = endpoint({
  ...base,
  id: 'updateTemplate',
  summary: 'Change a template; it goes back to review (the channel and name stay)',
  method: 'PUT',
  path: 'templates/:id',
  encoding: 'json',
  permissions: TemplatePermissions.create,
  params: IdParams,
  body: TemplateSaveRequest,
  data: MessageTemplate,
});

export const deleteTemplate = endpoint({
  ...base,
  id: 'deleteTemplate',
  summary: "Delete a template here and at the channel's provider",
  method: 'DELETE',
  path: 'templates/:id',
  permissions: TemplatePermissions.delete,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const syncTemplates = endpoint({
  ...base,
  id: 'syncTemplates',
  summary: "Bring a channel's templates and their statuses from its provider",
  method: 'POST',
  path: 'templates/sync',
  encoding: 'json',
  permissions: TemplatePermissions.create,
  body: TemplateSyncRequest,
  data: TemplateSyncResult,
});
