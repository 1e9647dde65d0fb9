import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';
import { flaggedRoute } from '../shell/routes.tsx';

/** The `bots` area flag of the settings: false takes the bot builder away (its permissions and its pages). */
const BOTS_AREA = { enabledBy: 'bots' };

/** The bots pages a host mounts inside the shell: the agents list and the agent details (bot builder). */
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
];
