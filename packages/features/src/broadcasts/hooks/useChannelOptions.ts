import { useQueryClient } from '@tanstack/react-query';
import { BROADCAST_SELECT_PAGE_SIZE, WHATSAPP_CHANNEL_TYPE, type ChannelListQuery } from '@parley/api-client';
import { channelKeys, useApiClient } from '@parley/api-client/hooks';
import type { ComboboxPage } from '@parley/ui';

/**
 * The channel select's pages (§9: 20 a page, searched by name): WhatsApp channels unless told otherwise (§4
 * "Default channel type WHATSAPP"). Pages go through the query cache, so reopening the select asks nothing again.
 */
export function useChannelOptions(type: number = WHATSAPP_CHANNEL_TYPE) {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return async (search: string, from: number): Promise<ComboboxPage> => {
    const query: ChannelListQuery = {
      from,
      perPage: BROADCAST_SELECT_PAGE_SIZE,
      type,
      ...(search.trim() ? { name: search.trim() } : {}),
    };
    const data = await queryClient.fetchQuery({
      queryKey: channelKeys.channelList(query),
      queryFn: async ({ signal }) => (await api.listChannels({ query, signal })).data,
    });
    return {
      options: data.channels.map((channel) => ({ value: channel.id, label: channel.name })),
      hasMore: from + data.channels.length < data.total,
    };
  };
}
