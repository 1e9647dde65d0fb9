import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@parley/api-client';
import { ApiProvider, useSettings } from '@parley/api-client/hooks';
import { ParleyThemeProvider, ToastProvider } from '@parley/ui';
import { createConsoleSession, type ConsoleSession } from '../auth/session/consoleSession.ts';
import { SessionProvider } from '../auth/session/SessionProvider.tsx';
import { BasePathProvider } from './basePath.tsx';

export interface ParleyProviderProps {
  /** Where the API lives: `/api` (the default) or another origin's (`https://console.example.com/api`). */
  baseUrl?: string;
  /**
   * The session: where its token is kept and read. By default a console session keeping the token in
   * localStorage; a host that signs its users in itself passes `createConsoleSession({ tokenStore })`.
   */
  session?: ConsoleSession;
  /** The route prefix the feature modules are mounted under (`/tools` for `/tools/*`); the root by default. */
  basePath?: string;
  /** The host's query client, when it has one; otherwise the provider makes its own. */
  queryClient?: QueryClient;
  /** Style the page too (body font and background, border-box everywhere): off unless the host is the console. */
  globalStyles?: boolean;
  children: ReactNode;
}

/**
 * Everything Parley's screens need around them, in one element: the API client and the session, the query
 * cache, the theme (with the deployment's white label), toasts and the base path. Render it inside the host's
 * router; feature components used outside it fail with an error naming it.
 */
export function ParleyProvider({
  baseUrl = '/api',
  session: givenSession,
  basePath = '',
  queryClient: givenQueryClient,
  globalStyles = false,
  children,
}: ParleyProviderProps) {
  const [session] = useState(() => givenSession ?? createConsoleSession({ baseUrl }));
  const [ownQueryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={givenQueryClient ?? ownQueryClient}>
      <ApiProvider client={session.client}>
        <WhiteLabelTheme globalStyles={globalStyles}>
          <ToastProvider>
            <BasePathProvider basePath={basePath}>
              <SessionProvider session={session}>{children}</SessionProvider>
            </BasePathProvider>
          </ToastProvider>
        </WhiteLabelTheme>
      </ApiProvider>
    </QueryClientProvider>
  );
}

/** The query defaults of the console: failures the user must act on (signed out, access denied) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.kind !== 'network'),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The theme with the deployment's white label and chart palette (environment settings, platform-shell §5). */
function WhiteLabelTheme({ globalStyles, children }: { globalStyles: boolean; children: ReactNode }) {
  const { data: settings } = useSettings();
  return (
    <ParleyThemeProvider
      globalStyles={globalStyles}
      whiteLabel={settings?.whiteLabel}
      chartColors={settings?.chartColors}
    >
      {children}
    </ParleyThemeProvider>
  );
}
