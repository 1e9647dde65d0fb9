import { Outlet, useRoutes } from 'react-router';
import { authModule } from '@parley/features/auth';
import { botsModule } from '@parley/features/bots';
import { customerMasterModule } from '@parley/features/customer-master';
import { ParleyProvider } from '@parley/features/provider';
import { publicRoutes, RequireSession } from '@parley/features/shell';

/** The Parley API: another origin's, allowed by the server's PARLEY_CORS_ORIGINS. */
const API = import.meta.env.VITE_PARLEY_API ?? '/api';

// Two feature modules inside the host's own frame (no Parley shell), plus Parley's sign-in page.
const routes = [
  ...publicRoutes([authModule]),
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [...(botsModule.routes ?? []), ...(customerMasterModule.routes ?? [])],
  },
];

function ToolsRoutes() {
  return useRoutes(routes);
}

/** Everything under /tools: Parley's modules with their provider, which keeps their links under /tools. */
export function ParleyTools() {
  return (
    <ParleyProvider baseUrl={API} basePath="/tools">
      <ToolsRoutes />
    </ParleyProvider>
  );
}
