import { useQuery } from '@tanstack/react-query';
import type { BroadcastListQuery, BroadcastMessageQuery, BroadcastStatus } from '../broadcastSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { broadcastKeys } from './broadcastKeys.ts';

/**
 * How often an open broadcast that is still going asks for news: statuses arrive from the channel's webhooks, and
 * the sandbox settles deliveries when asked.
 */
export const BROADCAST_POLL_MS = 2000;

const going = (status: BroadcastStatus | undefined) => status === 'queued' || status === 'sending';

export function useBroadcasts(query: BroadcastListQuery) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.list(query),
    queryFn: async ({ signal }) => (await api.listBroadcasts({ query, signal })).data,
  });
}

/** One broadcast; polled while its messages are queued or being sent. */
export function useBroadcast(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => (await api.getBroadcast({ params: { id: id! }, signal })).data,
    enabled: Boolean(id),
    refetchInterval: (q) => (going(q.state.data?.status) ? BROADCAST_POLL_MS : false),
  });
}

/** A broadcast's message table; `live` polls it (while the broadcast is going, or deliveries still arrive). */
export function useBroadcastMessages(id: string | undefined, query: BroadcastMessageQuery, live = false) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.messages(id ?? '', query),
    queryFn: async ({ signal }) => (await api.listBroadcastMessages({ params: { id: id! }, query, signal })).data,
    enabled: Boolean(id),
    refetchInterval: live ? BROADCAST_POLL_MS : false,
  });
}

/** The Message Status dialog's data. */
export function useBroadcastMessageStatus(id: string | undefined, messageId: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.messageStatus(id ?? '', messageId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.getBroadcastMessageStatus({ params: { id: id!, messageId: messageId! }, signal })).data,
    enabled: Boolean(id && messageId),
  });
}

export const useSendBroadcast = () => useEndpointMutation('sendBroadcast', [broadcastKeys.all]);
/** A check changes nothing: nothing to refresh. */
export const useValidateBroadcast = () => useEndpointMutation('validateBroadcast', []);
export const useLookupExpressionVariables = () => useEndpointMutation('lookupExpressionVariables', []);
