import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENAI_AUTH_TYPE } from '../authConfigRules.ts';
import type { AuthConfigSaveRequest, AuthConfigTestRequest, AuthConfigUpdateRequest } from '../authConfigSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { botKeys } from './botKeys.ts';

// GenAI integrations: auth configs of type 5 (platform-shell §7.3, bot-builder §3 "Integration config (LLM)").

/** The enterprise's GenAI integrations (keys masked): the Integration page's list and the configuration form's choice. */
export function useGenAiConfigs() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.genAiConfigs,
    queryFn: async ({ signal }) => (await api.listAuthConfigs({ query: { authType: GENAI_AUTH_TYPE }, signal })).data,
  });
}

/** After a change: the list, and the agents whose configuration names an integration. */
function useInvalidateGenAiConfigs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: botKeys.genAiConfigs }),
      queryClient.invalidateQueries({ queryKey: botKeys.agents }),
    ]);
}

export function useCreateGenAiConfig() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AuthConfigSaveRequest, 'authType'>) =>
      api.createAuthConfig({ body: { ...body, authType: GENAI_AUTH_TYPE } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botKeys.genAiConfigs }),
  });
}

/** Renames an integration or changes its LLM type; an empty `apikey` keeps the stored key. */
export function useUpdateGenAiConfig() {
  const { api } = useApiClient();
  const invalidate = useInvalidateGenAiConfigs();
  return useMutation({
    mutationFn: ({ id, ...body }: Omit<AuthConfigUpdateRequest, 'authType'> & { id: string }) =>
      api.updateAuthConfig({ params: { id }, body: { ...body, authType: GENAI_AUTH_TYPE } }),
    onSuccess: () => invalidate(),
  });
}

/** Deletes an integration; agents that chose it fall back to the local model. */
export function useDeleteGenAiConfig() {
  const { api } = useApiClient();
  const invalidate = useInvalidateGenAiConfigs();
  return useMutation({
    mutationFn: (id: string) => api.deleteAuthConfig({ params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/**
 * Connection test of a typed key (`llm`, `apikey`) or of a stored integration (`id`, with a newly typed key if
 * any). Answers `{ ok, message }`; a refused key is an answer, not a failure. Changes nothing, so no cache is
 * touched.
 */
export function useTestGenAiConnection() {
  const { api } = useApiClient();
  return useMutation({
    mutationFn: async (body: AuthConfigTestRequest) => (await api.testAuthConfig({ body })).data,
  });
}
