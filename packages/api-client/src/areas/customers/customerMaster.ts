import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';
import {
  Customer,
  CustomerList,
  CustomerListQuery,
  CustomerSave,
  Group,
  InputFieldDefinition,
  InputFieldDefinitionList,
  InputFieldDefinitionSave,
  MapCustomers,
  MoveDefinition,
  NameSave,
  ParsedUpload,
  SearchQuery,
  Segment,
  StartImport,
  UploadCsv,
  UploadErrorList,
  UploadErrorQuery,
  UploadList,
  UploadListQuery,
  UploadRecord,
} from './customerMasterSchemas.ts';

/**
 * Customer master (broadcast-and-customer-master §7). The spec has no roles for this area (§6): reading needs
 * CUSTOMER_MASTER.VIEW or CUSTOMER.VIEW (chat agents see customers); every write needs CUSTOMER_MASTER.VIEW,
 * the only key of the area, held by administrators and campaign makers.
 */
const READ = ['CUSTOMER_MASTER.VIEW', 'CUSTOMER.VIEW'] as const;
const WRITE = ['CUSTOMER_MASTER.VIEW'] as const;
/**
 * What a broadcast's sender reads to pick recipients and map columns ('Get from customer master', segments, the
 * custom fields): the campaign permissions that send (BROADCAST_TO_MANY) as well as the customer master's own.
 */
const PICK = [...READ, 'CAMPAIGNS.CREATE', 'CAMPAIGNS.START'] as const;
const tag = 'Customer master';
const base = { tag, service: 'chat', auth: 'session' } as const;

export const listInputFieldDefinitions = endpoint({
  ...base,
  id: 'listInputFieldDefinitions',
  summary: 'The two standard definitions and the custom attribute definitions by index',
  method: 'GET',
  path: 'inputfield_definitions',
  permissions: PICK,
  data: InputFieldDefinitionList,
});

export const getInputFieldDefinition = endpoint({
  ...base,
  id: 'getInputFieldDefinition',
  summary: 'One custom attribute definition',
  method: 'GET',
  path: 'inputfield_definitions/:id',
  permissions: READ,
  params: IdParams,
  data: Type.Object({ inputFieldDefinition: InputFieldDefinition }),
});

export const saveInputFieldDefinition = endpoint({
  ...base,
  id: 'saveInputFieldDefinition',
  summary: 'Create a custom attribute definition, or update it when `_id` is given; 400 lists `errors`',
  method: 'POST',
  path: 'inputfield_definitions',
  encoding: 'json',
  permissions: WRITE,
  body: InputFieldDefinitionSave,
  data: Type.Object({ inputFieldDefinition: InputFieldDefinition }),
});

export const moveInputFieldDefinition = endpoint({
  ...base,
  id: 'moveInputFieldDefinition',
  summary: 'Move the custom definition at index `from` to index `to`',
  method: 'POST',
  path: 'inputfield_definitions/move',
  encoding: 'json',
  permissions: WRITE,
  body: MoveDefinition,
  data: InputFieldDefinitionList,
});

export const deleteInputFieldDefinition = endpoint({
  ...base,
  id: 'deleteInputFieldDefinition',
  summary: 'Delete a custom definition (its values are dropped from every customer)',
  method: 'DELETE',
  path: 'inputfield_definitions/:id',
  permissions: WRITE,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const listCustomers = endpoint({
  ...base,
  id: 'listCustomers',
  summary:
    'Customers newest first with the dynamic headers; `search`: each word begins a word of the name, of a searchable custom field or the phone number (with or without country code); filter by tags and groups',
  method: 'GET',
  path: 'customers',
  permissions: PICK,
  query: CustomerListQuery,
  data: CustomerList,
});

// Before customers/:id: the fake (MSW) matches in declaration order.
export const downloadSampleCsv = endpoint({
  ...base,
  id: 'downloadSampleCsv',
  summary: 'Sample.csv: a header row from the current definitions and one example row',
  method: 'GET',
  path: 'customers/sample_csv',
  permissions: READ,
  responseKind: 'binary',
  data: Type.Any(),
});

export const getCustomer = endpoint({
  ...base,
  id: 'getCustomer',
  summary: 'One customer',
  method: 'GET',
  path: 'customers/:id',
  permissions: READ,
  params: IdParams,
  data: Type.Object({ customer: Customer }),
});

export const saveCustomer = endpoint({
  ...base,
  id: 'saveCustomer',
  summary: 'Create a customer, or update it when `id` is given; validated against the definitions (400 lists `errors`)',
  method: 'POST',
  path: 'customers',
  encoding: 'json',
  permissions: WRITE,
  body: CustomerSave,
  data: Type.Object({ customer: Customer }),
});

export const deleteCustomer = endpoint({
  ...base,
  id: 'deleteCustomer',
  summary: 'Delete a customer',
  method: 'DELETE',
  path: 'customers/:id',
  permissions: WRITE,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const listTags = endpoint({
  ...base,
  id: 'listTags',
  summary: 'Segments (tags) by name with their customer counts',
  method: 'GET',
  path: 'tags',
  permissions: PICK,
  query: SearchQuery,
  data: Type.Object({ tags: Type.Array(Segment) }),
});

export const saveTag = endpoint({
  ...base,
  id: 'saveTag',
  summary: 'Create a segment (tag)',
  method: 'POST',
  path: 'tags',
  encoding: 'json',
  permissions: WRITE,
  body: NameSave,
  data: Type.Object({ tag: Segment }),
});

export const listGroups = endpoint({
  ...base,
  id: 'listGroups',
  summary: 'Groups by name',
  method: 'GET',
  path: 'groups',
  permissions: READ,
  query: SearchQuery,
  data: Type.Object({ groups: Type.Array(Group) }),
});

export const saveGroup = endpoint({
  ...base,
  id: 'saveGroup',
  summary: 'Create a group',
  method: 'POST',
  path: 'groups',
  encoding: 'json',
  permissions: WRITE,
  body: NameSave,
  data: Type.Object({ group: Group }),
});

export const mapCustomers = endpoint({
  ...base,
  id: 'mapCustomers',
  summary: 'Add customers to groups and/or tags (existing memberships are kept)',
  method: 'POST',
  path: 'map_customers',
  encoding: 'json',
  permissions: WRITE,
  body: MapCustomers,
  data: Type.Object({ updated: Type.Integer() }),
});

export const uploadCustomerCsv = endpoint({
  ...base,
  id: 'uploadCustomerCsv',
  summary: 'Upload a CSV (text/csv, at most 200 MB) into a segment; answers its header row and an uploadId',
  method: 'POST',
  path: 'customers/upload',
  encoding: 'multipart',
  permissions: WRITE,
  body: UploadCsv,
  data: ParsedUpload,
});

export const startCustomerImport = endpoint({
  ...base,
  id: 'startCustomerImport',
  summary: 'Map the file columns to definitions ({src, des}) and start the background import (state WAITING)',
  method: 'POST',
  path: 'customers/import',
  encoding: 'json',
  permissions: WRITE,
  body: StartImport,
  data: Type.Object({ upload: UploadRecord }),
});

export const listUploads = endpoint({
  ...base,
  id: 'listUploads',
  summary: 'Upload history, newest first, by segment and creation date',
  method: 'GET',
  path: 'uploads',
  permissions: READ,
  query: UploadListQuery,
  data: UploadList,
});

export const getUpload = endpoint({
  ...base,
  id: 'getUpload',
  summary: 'One upload with its state, counts and progress (poll while WAITING)',
  method: 'GET',
  path: 'uploads/:id',
  permissions: READ,
  params: IdParams,
  data: Type.Object({ upload: UploadRecord }),
});

export const listUploadErrors = endpoint({
  ...base,
  id: 'listUploadErrors',
  summary: 'Rejected rows of one upload (entryId) by line, with their messages',
  method: 'GET',
  path: 'error_customers',
  permissions: READ,
  query: UploadErrorQuery,
  data: UploadErrorList,
});
