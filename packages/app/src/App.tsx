import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { isApiError } from '@parley/api-client';
import { ApiProvider, useSettings } from '@parley/api-client/hooks';
import { ParleyThemeProvider, ToastProvider } from '@parley/ui';
import { createConsoleSession, SessionProvider, useSession } from '@parley/features/auth';
import { publicRoutes, shellRoute, WelcomePage } from '@parley/features/shell';
import { CONSOLE_MODULES } from './consoleModules.ts';

const session = createConsoleSession({ baseUrl: import.meta.env.VITE_API_BASE ?? '/api' });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Failures the user must act on (signed out, access denied) are not worth retrying.
      retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.kind !== 'network'),
      refetchOnWindowFocus: false,
    },
  },
});

/** The Parley console: the features mounted under one router, themed by the operator's white label. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={session.client}>
        <WhiteLabelTheme>
          <ToastProvider>
            <BrowserRouter>
              <SessionProvider session={session}>
                <ConsoleRoutes />
              </SessionProvider>
            </BrowserRouter>
          </ToastProvider>
        </WhiteLabelTheme>
      </ApiProvider>
    </QueryClientProvider>
  );
}

function WhiteLabelTheme({ children }: { children: ReactNode }) {
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
  return (
    <ParleyThemeProvider whiteLabel={whiteLabel} chartColors={settings?.chartColors}>
      {children}
    </ParleyThemeProvider>
  );
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
