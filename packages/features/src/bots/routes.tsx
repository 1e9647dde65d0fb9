import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

/** The bots pages a host mounts inside the shell: the agents list and the agent details (bot builder). */
export const botsRoutes: RouteObject[] = [
  { path: 'bots', element: lazyPage(() => import('./screens/AgentsListScreen.tsx').then((m) => m.AgentsListScreen)) },
  {
    path: 'bots/:id/*',
    element: lazyPage(() => import('./builder/AgentDetailsScreen.tsx').then((m) => m.AgentDetailsScreen)),
  },
];
