import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentSaveRequest } from '../../../contract/schemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { botKeys } from './botKeys.ts';

/** The agents list page size (bot-builder §9). */
export const AGENTS_PAGE_SIZE = 15;

/** Agents in pages of 15 for Show More; `name` searches. */
export function useAgentList(name: string, perPage = AGENTS_PAGE_SIZE) {
  const { api } = useApiClient();
  const query = { name: name || undefined, perPage };
  return useInfiniteQuery({
    queryKey: botKeys.agentList(query),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (await api.listAgents({ query: { ...query, from: pageParam }, signal })).data,
    getNextPageParam: (lastPage, pages) => (lastPage.more ? pages.length * perPage : undefined),
  });
}

export function useAgent(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.agent(id ?? ''),
    queryFn: async () => (await api.getAgent({ params: { id: id! } })).data,
    enabled: Boolean(id),
  });
}

export function useSaveAgent() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgentSaveRequest) => api.saveAgent({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botKeys.agents }),
  });
}

export function useDeleteAgent() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.deleteAgent({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botKeys.agents }),
  });
}
