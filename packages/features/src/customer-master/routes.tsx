import type { RouteObject } from 'react-router';
import { CustomerFormScreen } from './screens/CustomerFormScreen.tsx';
import { CustomerListScreen } from './screens/CustomerListScreen.tsx';
import { DefinitionListScreen } from './screens/DefinitionListScreen.tsx';
import { ErrorListScreen } from './screens/ErrorListScreen.tsx';
import { UploadDataScreen } from './screens/UploadDataScreen.tsx';
import { UploadsScreen } from './screens/UploadsScreen.tsx';

/** The customer-master pages (§2 Customer-master routes) a host mounts inside the shell. */
export const customerMasterRoutes: RouteObject[] = [
  { path: 'customer-master', element: <CustomerListScreen /> },
  { path: 'customer-master/customers', element: <CustomerListScreen /> },
  { path: 'customer-master/customers/create', element: <CustomerFormScreen /> },
  { path: 'customer-master/customers/view/:id', element: <CustomerFormScreen /> },
  { path: 'customer-master/definition', element: <DefinitionListScreen /> },
  { path: 'customer-master/definition/add', element: <DefinitionListScreen panel="add" /> },
  { path: 'customer-master/define-customer/create', element: <DefinitionListScreen panel="add" /> },
  { path: 'customer-master/definition/edit/:id', element: <DefinitionListScreen panel="edit" /> },
  { path: 'customer-master/uploads', element: <UploadsScreen /> },
  { path: 'customer-master/uploads/:id', element: <UploadsScreen /> },
  { path: 'customer-master/uploadfile/:id', element: <UploadDataScreen /> },
  { path: 'customer-master/error/:id', element: <ErrorListScreen /> },
];
