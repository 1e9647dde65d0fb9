import { useQuery } from '@tanstack/react-query';
import type { BroadcastListQuery, BroadcastListRow, BroadcastMessageQuery } from '../broadcastSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { broadcastKeys } from './broadcastKeys.ts';

/**
 * How often an open broadcast that is still going asks for news: statuses arrive from the channel's webhooks, and
 * the sandbox settles deliveries when asked.
 */
export const BROADCAST_POLL_MS = 2000;

/** How long after a broadcast is made its screen keeps asking for delivery and read receipts. */
const RECEIPTS_WATCH_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a broadcast's numbers may still change: messages queued or being sent, or sent ones whose delivery (or
 * read) receipt may still come, for a day after it was made.
 */
export function broadcastAwaitsNews(b: Pick<BroadcastListRow, 'status' | 'counts' | 'createdOn'> | undefined): boolean {
  if (!b) return false;
  if (b.status === 'queued' || b.status === 'sending') return true;
  const unconfirmed = (b.counts.accepted ?? 0) + (b.counts.sent ?? 0) + (b.counts.delivered ?? 0);
  return unconfirmed > 0 && Date.now() - Date.parse(b.createdOn) < RECEIPTS_WATCH_MS;
}

export function useBroadcasts(query: BroadcastListQuery) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.list(query),
    queryFn: async ({ signal }) => (await api.listBroadcasts({ query, signal })).data,
  });
}

/** One broadcast; polled while its numbers may still change (broadcastAwaitsNews). */
export function useBroadcast(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: broadcastKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => (await api.getBroadcast({ params: { id: id! }, signal })).data,
    enabled: Boolean(id),
    refetchInterval: (q) => (broadcastAwaitsNews(q.state.data) ? BROADCAST_POLL_MS : false),
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
