import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// Each screen's code loads when the screen is first shown.
const broadcastList = () => import('./screens/BroadcastListScreen.tsx').then((m) => m.BroadcastListScreen);
const broadcastForm = () => import('./screens/BroadcastFormScreen.tsx').then((m) => m.BroadcastFormScreen);

/** The broadcast pages (broadcast-and-customer-master §2 "Broadcast routes"): the list, the sender, one broadcast. */
export const broadcastsRoutes: RouteObject[] = [
  { path: 'campaigns/broadcast', element: lazyPage(broadcastList) },
  { path: 'campaigns/broadcast/create', element: lazyPage(broadcastForm) },
  { path: 'campaigns/broadcast/:id', element: lazyPage(broadcastForm) },
];
