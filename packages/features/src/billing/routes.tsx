import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';
import { flaggedRoute } from '../shell/routes.tsx';

// The screen's code loads when it is first shown.
const rateCard = () => import('./screens/RateCardScreen.tsx').then((m) => m.RateCardScreen);

/**
 * The billing pages (platform-shell §2.2 admin/enterpriseBilling). The `billing` flag false takes
 * ENTERPRISE.MANAGE_BILLING away on the server, and the page with it.
 */
export const billingRoutes: RouteObject[] = [
  flaggedRoute({ path: 'admin/enterpriseBilling', element: lazyPage(rateCard) }, { enabledBy: 'billing' }),
];
