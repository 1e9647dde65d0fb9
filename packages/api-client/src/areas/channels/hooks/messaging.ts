import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { channelKeys } from './channelKeys.ts';

/**
 * How often the simulator asks for news. The sandbox settles deliveries when asked (no timer in any one process),
 * so a short poll is what moves the ticks from sent to delivered on screen.
 */
export const SIMULATOR_POLL_MS = 1500;

export function useSimulatorCustomers(channelId: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.simulator(channelId ?? ''),
    queryFn: async ({ signal }) => (await api.listSimulatorCustomers({ params: { id: channelId! }, signal })).data,
    enabled: Boolean(channelId),
    refetchInterval: SIMULATOR_POLL_MS,
  });
}

export function useSimulatorConversation(channelId: string | undefined, customerId: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.conversation(channelId ?? '', customerId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.getSimulatorConversation({ params: { id: channelId!, customerId: customerId! }, signal })).data,
    enabled: Boolean(channelId && customerId),
    refetchInterval: SIMULATOR_POLL_MS,
  });
}

/** A channel's messages, newest first (optionally one customer's). */
export function useChannelMessages(
  channelId: string | undefined,
  query: { from?: number; perPage?: number; customerNumber?: string },
) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: channelKeys.messageList(channelId ?? '', query),
    queryFn: async ({ signal }) => (await api.listChannelMessages({ params: { id: channelId! }, query, signal })).data,
    enabled: Boolean(channelId),
  });
}

/** Every change to a channel's conversation refreshes all of that channel's message views. */
const messagesOf = (channelId: string) => [channelKeys.messages(channelId)];

export const useSendChannelMessage = (channelId: string) =>
  useEndpointMutation('sendChannelMessage', messagesOf(channelId));
export const useReplyAsSimulatorCustomer = (channelId: string) =>
  useEndpointMutation('replyAsSimulatorCustomer', messagesOf(channelId));
export const useMarkSimulatorRead = (channelId: string) =>
  useEndpointMutation('markSimulatorRead', messagesOf(channelId));
export const useCreateSimulatorCustomer = (channelId: string) =>
  useEndpointMutation('createSimulatorCustomer', messagesOf(channelId));
