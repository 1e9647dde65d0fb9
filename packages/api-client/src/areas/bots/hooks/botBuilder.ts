import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../hooks/saveBlob.ts';
import type {
  AgentConfigSaveRequest,
  EntitySaveRequest,
  ExportFormat,
  IntentSaveRequest,
  ParaphraseRequest,
  StorySaveRequest,
  TryItRequest,
} from '../botBuilderSchemas.ts';
import { EXPORT_WARNINGS_HEADER } from '../agentExchangeWire.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { botKeys } from './botKeys.ts';

/** Bot builder page sizes (bot-builder-and-reports.md §9). */
export const ENTITY_PAGE_SIZE = 15;
export const INTENT_FETCH_SIZE = 200;
export const EDITOR_ENTITY_FETCH_SIZE = 100;

/** After any edit: the agent's bot data and its training status are stale. */
function useInvalidateBot() {
  const queryClient = useQueryClient();
  return (agentId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: botKeys.all(agentId) }),
      queryClient.invalidateQueries({ queryKey: botKeys.agents }),
    ]);
}

export function useStories(agentId: string) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.stories(agentId),
    queryFn: async ({ signal }) => (await api.listStories({ params: { agentId }, signal })).data,
  });
}

export function useSaveStory() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (body: StorySaveRequest) => api.saveStory({ body }),
    onSuccess: (_r, body) => invalidate(body.agentId),
  });
}

export function useDeleteStory() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (params: { agentId: string; storyId: string }) => api.deleteStory({ params }),
    onSuccess: (_r, params) => invalidate(params.agentId),
  });
}

export function useIntents(agentId: string, storyId: string | undefined, name: string) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.intents(agentId, storyId ?? '', name),
    queryFn: async ({ signal }) =>
      (
        await api.listIntents({
          params: { agentId, storyId: storyId! },
          query: { from: 0, perPage: INTENT_FETCH_SIZE, ...(name ? { name } : {}) },
          signal,
        })
      ).data,
    enabled: Boolean(storyId),
    placeholderData: keepPreviousData,
  });
}

export function useSaveIntent() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (body: IntentSaveRequest) => api.saveIntent({ body }),
    onSuccess: (_r, body) => invalidate(body.agentId),
  });
}

export function useDeleteIntent() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (params: { agentId: string; storyId: string; intentId: string }) => api.deleteIntent({ params }),
    onSuccess: (_r, params) => invalidate(params.agentId),
  });
}

export interface EntityListParams {
  from: number;
  perPage: number;
  type?: 'custom' | 'system';
  searchterm?: string;
}

export function useEntities(agentId: string, query: EntityListParams) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.entities(agentId, query),
    queryFn: async ({ signal }) => (await api.listEntities({ params: { agentId }, query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useEntity(agentId: string, entityId: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: botKeys.entity(agentId, entityId ?? ''),
    queryFn: async () => (await api.getEntity({ params: { agentId, entityId: entityId! } })).data,
    enabled: Boolean(entityId),
  });
}

export function useSaveEntity() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (body: EntitySaveRequest) => api.saveEntity({ body }),
    onSuccess: (_r, body) => invalidate(body.agentId),
  });
}

export function useDeleteEntity() {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (params: { agentId: string; entityId: string }) => api.deleteEntity({ params }),
    onSuccess: (_r, params) => invalidate(params.agentId),
  });
}

export function useSaveAgentConfig(agentId: string) {
  const { api } = useApiClient();
  const invalidate = useInvalidateBot();
  return useMutation({
    mutationFn: (body: AgentConfigSaveRequest) => api.saveAgentConfig({ params: { agentId }, body }),
    onSuccess: () => invalidate(agentId),
  });
}

export function useTrainAgent(agentId: string) {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const trained = await api.trainAgent({ params: { id: agentId } });
      const quality = await api.getQualityReport({ params: { id: agentId } }).catch(() => null);
      return { ...trained, quality: quality?.data ?? null };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: botKeys.agents }),
  });
}

export function usePredictIntent() {
  const { api } = useApiClient();
  return useMutation({ mutationFn: (body: TryItRequest) => api.predictIntent({ body }) });
}

export function useParaphrase(agentId: string) {
  const { api } = useApiClient();
  return useMutation({ mutationFn: (body: ParaphraseRequest) => api.paraphrase({ params: { agentId }, body }) });
}

export interface AgentOutlineRow {
  story: { id: string; name: string };
  depth: number;
  intents: { id: string; name: string }[];
}

/** Every story of an agent (tree order) with its intents: what still holds the agent (delete answers 101). */
export function useAgentOutline(agentId: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: [...botKeys.all(agentId ?? ''), 'outline'],
    enabled: Boolean(agentId),
    queryFn: async ({ signal }): Promise<AgentOutlineRow[]> => {
      const tree = (await api.listStories({ params: { agentId: agentId! }, signal })).data;
      const rows: Omit<AgentOutlineRow, 'intents'>[] = [];
      const walk = (nodes: typeof tree, depth: number) =>
        nodes.forEach(
          (s) => (rows.push({ story: { id: s.id, name: s.name }, depth }), walk(s.childStories, depth + 1)),
        );
      walk(tree, 0);
      return Promise.all(
        rows.map(async (row) => {
          const list = await api.listIntents({
            params: { agentId: agentId!, storyId: row.story.id },
            query: { from: 0, perPage: INTENT_FETCH_SIZE },
            signal,
          });
          return { ...row, intents: list.data.intents.map((i) => ({ id: i.id, name: i.name })) };
        }),
      );
    },
  });
}

// ---- Import and export (Dialogflow ES ZIP, Rasa NLU YAML) ----

/** What the export format could not carry, from the answer's header (URI-encoded JSON list). */
export function readExportWarnings(headers: Headers | undefined): string[] {
  const raw = headers?.get(EXPORT_WARNINGS_HEADER);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** Downloads the agent as a Dialogflow ES ZIP or Rasa NLU YAML file; answers what the format could not carry. */
export function useExportAgent() {
  const { api } = useApiClient();
  return useMutation({
    mutationFn: async ({ agent, format }: { agent: { id: string; name: string }; format: ExportFormat }) => {
      const answer = await api.exportAgent({ params: { id: agent.id }, query: { format } });
      const blob = answer.data as Blob;
      const warnings = readExportWarnings(answer.headers);
      const fileName = `${agent.name.replace(/[\\/:*?"<>|]/g, '_')}.${format === 'rasa' ? 'yml' : 'zip'}`;
      saveBlob(blob, fileName);
      return { fileName, warnings };
    },
  });
}

/** Creates a new agent from a file; answers it with what could not be imported. */
export function useImportAgent() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { file: File; name: string; format: ExportFormat }) => api.importAgent({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botKeys.agents }),
  });
}
