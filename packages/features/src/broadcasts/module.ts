import { BroadcastPermissions } from '@parley/api-client';
import { defineFeatureModule } from '../shell/featureModule.ts';
import { all } from '../shell/menuDefinition.ts';
import { broadcastsRoutes } from './routes.tsx';

/**
 * The broadcasts area: the template broadcasts' list, the sender and one broadcast's messages. It fills the MODULE
 * group's Campaigns entry (platform-shell §2.4), which opens on the broadcast list until the campaign pages exist.
 */
export const broadcastsModule = defineFeatureModule({
  id: 'broadcasts',
  routes: broadcastsRoutes,
  menu: [
    {
      id: 'campaigns',
      label: 'Campaigns',
      icon: 'campaign',
      href: '/campaigns/broadcast',
      permissions: all('CAMPAIGNS'),
    },
  ],
  permissions: [...new Set([...all('CAMPAIGNS'), ...BroadcastPermissions.view, ...BroadcastPermissions.send])],
});
