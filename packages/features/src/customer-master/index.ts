export { customerMasterRoutes } from './routes.tsx';
export { customerMasterModule } from './module.ts';
export { CustomerListScreen } from './screens/CustomerListScreen.tsx';
export { CustomerFormScreen, type CustomerFormValues } from './screens/CustomerFormScreen.tsx';
export { DefinitionListScreen, type DefinitionListScreenProps } from './screens/DefinitionListScreen.tsx';
export { UploadsScreen } from './screens/UploadsScreen.tsx';
export { UploadDataScreen } from './screens/UploadDataScreen.tsx';
export { ErrorListScreen } from './screens/ErrorListScreen.tsx';
export {
  DefineFieldPanel,
  toDefinitionPayload,
  FIELD_TYPE_OPTIONS,
  type DefineFieldPanelProps,
  type DefineFieldValues,
} from './components/DefineFieldPanel.tsx';
export {
  CustomerPickerDialog,
  type CustomerPickerDialogProps,
  type PickedCustomer,
} from './components/CustomerPickerDialog.tsx';
export { PickDialog, type PickDialogProps } from './components/PickDialog.tsx';
export { NameDialog, type NameDialogProps } from './components/NameDialog.tsx';
export { cmPaths, formatCmDate, CM_DATE_FORMAT } from './components/format.ts';
