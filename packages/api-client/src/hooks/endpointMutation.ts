import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '../client/client.ts';
import type { DataOf, InputOf } from '../contract/endpoint.ts';
import type { EndpointId, Endpoints } from '../contract/index.ts';
import { useApiClient } from './ApiProvider.tsx';

/**
 * A mutation of one endpoint: `mutate` takes the endpoint's input ({ params, query, body }) and resolves to its
 * result (data and message). On success the queries under `invalidates` are marked stale, so the screens that
 * show them refetch: the cache rule of a change lives with the change, not in each screen that makes it.
 * Areas wrap it in named hooks (`useDeleteDepartment()`); screens add only what they show (toasts, dialogs).
 */
export function useEndpointMutation<K extends EndpointId>(id: K, invalidates: readonly QueryKey[] = []) {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ApiResult<DataOf<Endpoints[K]>>, Error, InputOf<Endpoints[K]>>({
    mutationFn: (input) => api[id](input) as Promise<ApiResult<DataOf<Endpoints[K]>>>,
    // Not awaited: the screen answers at once (toast, dialog closed) while the lists refetch.
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
