import { defineFeatureModule } from '../shell/featureModule.ts';
import { customerMasterRoutes } from './routes.tsx';

/** The customer master: customers (MODULE group) and their definition and uploads (CONFIGURATION group). */
export const customerMasterModule = defineFeatureModule({
  id: 'customer-master',
  routes: customerMasterRoutes,
  menu: [
    {
      id: 'customers',
      label: 'Customers',
      icon: 'customers',
      href: '/customer-master/customers',
      permissions: ['CUSTOMER.VIEW', 'CUSTOMER_MASTER.VIEW'],
    },
    {
      id: 'customer-master',
      label: 'Customer Master',
      icon: 'customers',
      href: '/customer-master/definition',
      permissions: ['CUSTOMER_MASTER.VIEW'],
    },
  ],
  permissions: ['CUSTOMER.VIEW', 'CUSTOMER_MASTER.VIEW'],
});
