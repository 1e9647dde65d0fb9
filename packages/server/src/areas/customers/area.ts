import { defineServerArea } from '../../http/serverArea.ts';
import { registerCustomerMaster } from './customerMasterPlugin.ts';
import * as customerMaster from './handlers/customerMaster.ts';

/** The customer master: field definitions, customers, segments and groups, CSV uploads and their background import. */
export const customersArea = defineServerArea({
  id: 'customers',
  handlers: {
    listInputFieldDefinitions: customerMaster.listInputFieldDefinitions,
    getInputFieldDefinition: customerMaster.getInputFieldDefinition,
    saveInputFieldDefinition: customerMaster.saveInputFieldDefinition,
    moveInputFieldDefinition: customerMaster.moveInputFieldDefinition,
    deleteInputFieldDefinition: customerMaster.deleteInputFieldDefinition,
    listCustomers: customerMaster.listCustomers,
    getCustomer: customerMaster.getCustomer,
    saveCustomer: customerMaster.saveCustomer,
    deleteCustomer: customerMaster.deleteCustomer,
    listTags: customerMaster.listTags,
    saveTag: customerMaster.saveTag,
    listGroups: customerMaster.listGroups,
    saveGroup: customerMaster.saveGroup,
    mapCustomers: customerMaster.mapCustomers,
    downloadSampleCsv: customerMaster.downloadSampleCsv,
    uploadCustomerCsv: customerMaster.uploadCustomerCsv,
    startCustomerImport: customerMaster.startCustomerImport,
    listUploads: customerMaster.listUploads,
    getUpload: customerMaster.getUpload,
    listUploadErrors: customerMaster.listUploadErrors,
  },
  register: registerCustomerMaster,
});
