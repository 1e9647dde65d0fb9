import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';

/** Query keys of API keys; creating or revoking one invalidates the list. */
export const apiKeyKeys = {
  list: ['apiKeys'] as const,
};

/** The API keys the caller may see: all of the enterprise's for an Administrator, else its own. */
export function useApiKeys() {
  const { api } = useApiClient();
  return useQuery({ queryKey: apiKeyKeys.list, queryFn: async () => (await api.listApiKeys()).data });
}
