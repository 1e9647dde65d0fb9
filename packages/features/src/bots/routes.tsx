import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';
import { flaggedRoute } from '../shell/routes.tsx';

/** The `bots` area flag of the settings: false takes the bot builder away (its permissions and its pages). */
const BOTS_AREA = { enabledBy: 'bots' };

/**
 * The bots pages a host mounts inside the shell: the agents list, the agent details (bot builder), and the admin
 * Integration page of the GenAI integrations they use.
 */
export const botsRoutes: RouteObject[] = [
  flaggedRoute(
    { path: 'bots', element: lazyPage(() => import('./screens/AgentsListScreen.tsx').then((m) => m.AgentsListScreen)) },
    BOTS_AREA,
  ),
  flaggedRoute(
    {
      path: 'bots/:id/*',
      element: lazyPage(() => import('./builder/AgentDetailsScreen.tsx').then((m) => m.AgentDetailsScreen)),
    },
    BOTS_AREA,
  ),
  // Not behind the bots flag: that flag takes NLP.* away, not INTEGRATIONS.*, and the page is an admin one.
  {
    path: 'admin/integration',
    element: lazyPage(() => import('./screens/IntegrationsScreen.tsx').then((m) => m.IntegrationsScreen)),
  },
];
