import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TemplateListQuery } from '../templateSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { channelKeys } from './channelKeys.ts';

/** While a template is in review, its list asks again this often, so APPROVED shows up without a reload. */
export const TEMPLATE_REVIEW_POLL_MS = 3000;

/** A page of templates by channel, status and name (20 a page). */
export function useTemplates(query: TemplateListQuery, options: { enabled?: boolean } = {}) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.templateList(query),
    queryFn: async ({ signal }) => (await api.listTemplates({ query, signal })).data,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: (q) =>
      q.state.data?.templates.some((t) => t.status === 'PENDING') ? TEMPLATE_REVIEW_POLL_MS : false,
  });
}

export function useTemplate(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.template(id ?? ''),
    queryFn: async ({ signal }) => (await api.getTemplate({ params: { id: id! }, signal })).data,
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? TEMPLATE_REVIEW_POLL_MS : false),
  });
}

export const useCreateTemplate = () =>
  useEndpointMutation('createTemplate', [channelKeys.templates, channelKeys.channels]);
export const useUpdateTemplate = () => useEndpointMutation('updateTemplate', [channelKeys.templates]);
export const useDeleteTemplate = () =>
  useEndpointMutation('deleteTemplate', [channelKeys.templates, channelKeys.channels]);
export const useSyncTemplates = () => useEndpointMutation('syncTemplates', [channelKeys.templates]);
