import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bindEndpoints, type ApiClient, type BoundApi } from '../client/client.ts';

interface ApiContextValue {
  client: ApiClient;
  api: BoundApi;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/** Makes an API client available to the query hooks below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, api: bindEndpoints(client) }), [client]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApiClient(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value)
    throw new Error(
      'Parley data hooks need an API client: render them inside <ParleyProvider> (from @parley/features) or <ApiProvider>',
    );
  return value;
}
