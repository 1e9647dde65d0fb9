import { BillingPermissions } from '@parley/api-client';
import { defineFeatureModule } from '../shell/featureModule.ts';
import { billingRoutes } from './routes.tsx';

/**
 * The billing area: for now the enterprise's rate card, at the CONFIGURATION group's Billing entry (platform-shell
 * §2.4), which it fills in place (same id, same place in the menu).
 */
export const billingModule = defineFeatureModule({
  id: 'billing',
  routes: billingRoutes,
  menu: [
    {
      id: 'billing',
      label: 'Billing',
      icon: 'billing',
      href: '/admin/enterpriseBilling',
      permissions: [...BillingPermissions.manage],
    },
  ],
  permissions: [...BillingPermissions.readRates],
});
