import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ChannelConnectionTestRequest, ChannelListQuery } from '../channelSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { channelKeys } from './channelKeys.ts';

/** A page of the enterprise's channels (platform-shell §7.3 "GET channels (perPage, from, name)"). */
export function useChannels(query: ChannelListQuery, options: { enabled?: boolean } = {}) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.channelList(query),
    queryFn: async ({ signal }) => (await api.listChannels({ query, signal })).data,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useChannelById(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.channel(id ?? ''),
    queryFn: async ({ signal }) => (await api.getChannel({ params: { id: id! }, signal })).data,
    enabled: Boolean(id),
  });
}

export function useChannelDetails(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.channelDetails(id ?? ''),
    queryFn: async ({ signal }) => (await api.getChannelDetails({ params: { id: id! }, signal })).data,
    enabled: Boolean(id),
  });
}

export const useCreateChannel = () => useEndpointMutation('createChannel', [channelKeys.channels]);
export const useUpdateChannel = () => useEndpointMutation('updateChannel', [channelKeys.channels]);
/** Deleting a channel deletes its templates and messages too. */
export const useDeleteChannel = () =>
  useEndpointMutation('deleteChannel', [channelKeys.channels, channelKeys.templates]);

/** Waba Onboarding's test connection: `{ ok, message, verifiedName, displayPhoneNumber, qualityRating }`. */
export function useTestChannelConnection() {
  const { api } = useApiClient();
  return useMutation({
    mutationFn: async (body: ChannelConnectionTestRequest) => (await api.testChannelConnection({ body })).data,
  });
}
