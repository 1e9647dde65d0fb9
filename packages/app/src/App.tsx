import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { isApiError } from '@parley/api-client';
import { ApiProvider, useSettings } from '@parley/api-client/hooks';
import { ParleyThemeProvider, ToastProvider } from '@parley/ui';
import { authRoutes, createConsoleSession, SessionProvider, useSession } from '@parley/features/auth';
import { accountsRoutes } from '@parley/features/accounts';
import { botsRoutes } from '@parley/features/bots';
import { customerMasterRoutes } from '@parley/features/customer-master';
import { shellRoute, WelcomePage } from '@parley/features/shell';

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

function ConsoleRoutes() {
  return useRoutes([
    { path: '/', element: <HomeRedirect /> },
    ...authRoutes,
    shellRoute([...botsRoutes, ...customerMasterRoutes, ...accountsRoutes]),
    { path: '*', element: <WelcomePage /> },
  ]);
}
