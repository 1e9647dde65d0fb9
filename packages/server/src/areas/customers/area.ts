import { defineServerArea } from '../../http/serverArea.ts';
import { registerCustomerMaster } from './customerMasterPlugin.ts';
import * as customers from './handlers/customers.ts';
import * as definitions from './handlers/definitions.ts';
import * as segments from './handlers/segments.ts';
import * as uploads from './handlers/uploads.ts';

/** The customer master: field definitions, customers, segments and groups, CSV uploads and their background import. */
export const customersArea = defineServerArea({
  id: 'customers',
  handlers: {
    listInputFieldDefinitions: definitions.listInputFieldDefinitions,
    getInputFieldDefinition: definitions.getInputFieldDefinition,
    saveInputFieldDefinition: definitions.saveInputFieldDefinition,
    moveInputFieldDefinition: definitions.moveInputFieldDefinition,
    deleteInputFieldDefinition: definitions.deleteInputFieldDefinition,
    listCustomers: customers.listCustomers,
    getCustomer: customers.getCustomer,
    saveCustomer: customers.saveCustomer,
    deleteCustomer: customers.deleteCustomer,
    listTags: segments.listTags,
    saveTag: segments.saveTag,
    listGroups: segments.listGroups,
    saveGroup: segments.saveGroup,
    mapCustomers: segments.mapCustomers,
    downloadSampleCsv: uploads.downloadSampleCsv,
    uploadCustomerCsv: uploads.uploadCustomerCsv,
    startCustomerImport: uploads.startCustomerImport,
    listUploads: uploads.listUploads,
    getUpload: uploads.getUpload,
    listUploadErrors: uploads.listUploadErrors,
  },
  register: registerCustomerMaster,
});
