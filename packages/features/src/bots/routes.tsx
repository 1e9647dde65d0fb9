import type { RouteObject } from 'react-router';
import { AgentDetailsScreen } from './builder/AgentDetailsScreen.tsx';
import { AgentsListScreen } from './screens/AgentsListScreen.tsx';

/** The bots pages a host mounts inside the shell: the agents list and the agent details (bot builder). */
export const botsRoutes: RouteObject[] = [
  { path: 'bots', element: <AgentsListScreen /> },
  { path: 'bots/:id/*', element: <AgentDetailsScreen /> },
];
