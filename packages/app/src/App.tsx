import { useEffect, useState } from 'react';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { useSettings } from '@parley/api-client/hooks';
import { createConsoleSession, useSession } from '@parley/features/auth';
import { ParleyProvider } from '@parley/features/provider';
import { publicRoutes, shellRoute, WelcomePage } from '@parley/features/shell';
import { CONSOLE_MODULES } from './consoleModules.ts';

const session = createConsoleSession({ baseUrl: import.meta.env.VITE_API_BASE ?? '/api' });

/** The Parley console: the feature modules mounted under one router, themed by the operator's white label. */
export function App() {
  return (
    <BrowserRouter>
      <ParleyProvider session={session} globalStyles>
        <DocumentBranding />
        <ConsoleRoutes />
      </ParleyProvider>
    </BrowserRouter>
  );
}

/** The tab's title and icon follow the white label (platform-shell §5). */
function DocumentBranding() {
  const { data: settings } = useSettings();
  const whiteLabel = settings?.whiteLabel;
  const [defaultTitle] = useState(() => document.title);
  useEffect(() => {
    document.title = whiteLabel?.title || defaultTitle;
  }, [whiteLabel?.title, defaultTitle]);
  useEffect(() => {
    if (!whiteLabel?.faviconUrl) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = whiteLabel.faviconUrl;
  }, [whiteLabel?.faviconUrl]);
  return null;
}

function HomeRedirect() {
  const { token } = useSession();
  return <Navigate to={token ? '/bots' : '/login'} replace />;
}

// Built once: the route objects (and the lazy pages in them) stay the same across renders.
const consoleRoutes = [
  { path: '/', element: <HomeRedirect /> },
  ...publicRoutes(CONSOLE_MODULES),
  shellRoute(CONSOLE_MODULES),
  { path: '*', element: <WelcomePage /> },
];

function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}
