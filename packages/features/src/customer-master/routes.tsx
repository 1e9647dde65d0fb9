import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// Each screen's code loads when the screen is first shown.
const customerList = () => import('./screens/CustomerListScreen.tsx').then((m) => m.CustomerListScreen);
const customerForm = () => import('./screens/CustomerFormScreen.tsx').then((m) => m.CustomerFormScreen);
const definitionList = () => import('./screens/DefinitionListScreen.tsx').then((m) => m.DefinitionListScreen);
const uploads = () => import('./screens/UploadsScreen.tsx').then((m) => m.UploadsScreen);
const uploadData = () => import('./screens/UploadDataScreen.tsx').then((m) => m.UploadDataScreen);
const errorList = () => import('./screens/ErrorListScreen.tsx').then((m) => m.ErrorListScreen);

/** The customer-master pages (§2 Customer-master routes) a host mounts inside the shell. */
export const customerMasterRoutes: RouteObject[] = [
  { path: 'customer-master', element: lazyPage(customerList) },
  { path: 'customer-master/customers', element: lazyPage(customerList) },
  { path: 'customer-master/customers/create', element: lazyPage(customerForm) },
  { path: 'customer-master/customers/view/:id', element: lazyPage(customerForm) },
  { path: 'customer-master/definition', element: lazyPage(definitionList) },
  { path: 'customer-master/definition/add', element: lazyPage(definitionList, { panel: 'add' }) },
  { path: 'customer-master/define-customer/create', element: lazyPage(definitionList, { panel: 'add' }) },
  { path: 'customer-master/definition/edit/:id', element: lazyPage(definitionList, { panel: 'edit' }) },
  { path: 'customer-master/uploads', element: lazyPage(uploads) },
  { path: 'customer-master/uploads/:id', element: lazyPage(uploads) },
  { path: 'customer-master/uploadfile/:id', element: lazyPage(uploadData) },
  { path: 'customer-master/error/:id', element: lazyPage(errorList) },
];
