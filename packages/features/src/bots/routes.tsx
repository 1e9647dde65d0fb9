import type { RouteObject } from 'react-router';
import { AgentDetailsPlaceholder } from './screens/AgentDetailsPlaceholder.tsx';
import { AgentsListScreen } from './screens/AgentsListScreen.tsx';

/** The bots pages a host mounts inside the shell: the agents list and (for now) a details placeholder. */
export const botsRoutes: RouteObject[] = [
  { path: 'bots', element: <AgentsListScreen /> },
  { path: 'bots/:id/*', element: <AgentDetailsPlaceholder /> },
];
