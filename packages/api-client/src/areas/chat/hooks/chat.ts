import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MONITOR_REFRESH_MS, type NotificationType } from '../chatConstants.ts';
import type { ChatAgentsQuery, ChatHistoryQuery, DashboardQuery } from '../chatSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { chatKeys } from './chatKeys.ts';

/** The chats waiting for this agent, by kind (the notification badges). */
export function useChatCounts(enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.counts,
    queryFn: async ({ signal }) => (await api.getChatCount({ signal })).data,
    enabled,
  });
}

/** The chats of one kind waiting for this agent ('Chat Notification' table); nothing until a kind is chosen. */
export function useNotificationChats(type: NotificationType | null) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.notifications(type ?? ''),
    queryFn: async ({ signal }) => (await api.listNotificationChats({ query: { type: type! }, signal })).data.data,
    enabled: type !== null,
  });
}

/** The chats this agent holds, pinned first. */
export function useChatSummary() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.summary,
    queryFn: async ({ signal }) => (await api.getChatSummary({ signal })).data,
  });
}

/** A chat's latest messages, oldest first; nothing until a chat is chosen. */
export function useChatThread(chatId: string | null) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.thread(chatId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.listChatMessages({ params: { id: chatId! }, query: { perPage: 100 }, signal })).data,
    enabled: chatId !== null,
  });
}

/** The chat's customer in the customer master (platform-shell §7.3 customer/profile). */
export function useChatCustomerProfile(chatId: string) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: [...chatKeys.thread(chatId), 'profile'],
    queryFn: async ({ signal }) => (await api.getChatCustomerProfile({ params: { id: chatId }, signal })).data,
  });
}

export const useSendChatMessage = () => useEndpointMutation('sendChatMessage', [chatKeys.all]);
export const useCloseChat = () => useEndpointMutation('closeChat', [chatKeys.all]);
export const useSuspendChat = () => useEndpointMutation('suspendChat', [chatKeys.all]);
export const useResumeChat = () => useEndpointMutation('resumeChat', [chatKeys.all]);

export function useChatSettings() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.settings,
    queryFn: async ({ signal }) => (await api.getChatSettings({ signal })).data,
  });
}

export const useSaveChatSettings = () => useEndpointMutation('saveChatSettings', [chatKeys.settings]);

/** This agent's availability (online agents are offered new chats). */
export function useAgentStatus(enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.agentStatus,
    queryFn: async ({ signal }) => (await api.getAgentStatus({ signal })).data.agentStatus,
    enabled,
  });
}

export const useUpdateAgentStatus = () => useEndpointMutation('updateAgentStatus', [chatKeys.agentStatus]);

/** The chats that ended, newest first (the history screen). */
export function useChatHistory(query: ChatHistoryQuery) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.history(query),
    queryFn: async ({ signal }) => (await api.listChatHistory({ query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The enterprise's agents with their availability and load (whom to transfer to or invite). */
export function useChatAgents(query: ChatAgentsQuery = {}, enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.agents(query),
    queryFn: async ({ signal }) => (await api.listChatAgents({ query, signal })).data,
    enabled,
  });
}

export const useTransferChat = () => useEndpointMutation('transferChat', [chatKeys.all]);
export const useInviteToChat = () => useEndpointMutation('inviteToChat', [chatKeys.all]);
export const useLeaveChat = () => useEndpointMutation('leaveChat', [chatKeys.all]);
export const usePinChat = () => useEndpointMutation('pinChat', [chatKeys.summary]);
export const useUpdateChatTags = () => useEndpointMutation('updateChatTags', [chatKeys.summary]);

/** The monitor: chats not ended and the agents, asked again every MONITOR_REFRESH_MS. */
export function useChatMonitor() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.monitor,
    queryFn: async ({ signal }) => (await api.getChatMonitor({ signal })).data,
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

/** The chat dashboard's figures for a period. */
export function useChatDashboard(query: DashboardQuery) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.dashboard(query),
    queryFn: async ({ signal }) => (await api.getChatDashboard({ query, signal })).data.rows,
    placeholderData: keepPreviousData,
  });
}

/** The enterprise's canned replies (agents' reply box, Chat Config). */
export function useCannedReplies(enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: chatKeys.cannedReplies,
    queryFn: async ({ signal }) => (await api.listCannedReplies({ signal })).data,
    enabled,
  });
}

export const useCreateCannedReply = () => useEndpointMutation('createCannedReply', [chatKeys.cannedReplies]);
export const useUpdateCannedReply = () => useEndpointMutation('updateCannedReply', [chatKeys.cannedReplies]);
export const useDeleteCannedReply = () => useEndpointMutation('deleteCannedReply', [chatKeys.cannedReplies]);
