import { defineFeatureModule } from '../shell/featureModule.ts';
import { customerMasterRoutes } from './routes.tsx';

/** Who sees the customers (platform-shell §2.4); the definitions need the customer master's own permission. */
const CUSTOMERS = ['CUSTOMER.VIEW', 'CUSTOMER_MASTER.VIEW'];

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
      permissions: CUSTOMERS,
    },
    {
      id: 'customer-master',
      label: 'Customer Master',
      icon: 'customers',
      href: '/customer-master/definition',
      permissions: ['CUSTOMER_MASTER.VIEW'],
    },
  ],
  permissions: CUSTOMERS,
});
