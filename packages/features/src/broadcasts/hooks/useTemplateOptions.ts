import { useQueryClient } from '@tanstack/react-query';
import { BROADCAST_SELECT_PAGE_SIZE, type MessageTemplate, type TemplateListQuery } from '@parley/api-client';
import { channelKeys, useApiClient } from '@parley/api-client/hooks';
import type { ComboboxPage } from '@parley/ui';

/**
 * The template select's pages: the channel's APPROVED templates, 20 a page, searched by name. Each template
 * listed is put in the cache under its own id, so choosing one shows its variables without asking again.
 */
export function useTemplateOptions(channelId: string | undefined) {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return async (search: string, from: number): Promise<ComboboxPage> => {
    if (!channelId) return { options: [], hasMore: false };
    const query: TemplateListQuery = {
      from,
      perPage: BROADCAST_SELECT_PAGE_SIZE,
      status: 'APPROVED',
      channelId,
      ...(search.trim() ? { name: search.trim() } : {}),
    };
    const data = await queryClient.fetchQuery({
      queryKey: channelKeys.templateList(query),
      queryFn: async ({ signal }) => (await api.listTemplates({ query, signal })).data,
    });
    for (const template of data.templates)
      queryClient.setQueryData<MessageTemplate>(channelKeys.template(template.id), template);
    return {
      options: data.templates.map((template) => ({ value: template.id, label: template.name })),
      hasMore: from + data.templates.length < data.total,
    };
  };
}
