import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@parley/api-client/hooks';
import type { ClientMessageOf, channels } from '@parley/api-client/contract';

type LiveSend = (message: ClientMessageOf<typeof channels.actions>) => boolean;

/**
 * Typing in live chat, both ways, over the console's one live socket (held by the top bar's notifications): the
 * socket's sender is kept per query client (one per console), so the conversation pane can say the agent is
 * typing without a socket of its own; the customer's typing lands in the query cache for the pane to show.
 */
const liveSenders = new WeakMap<QueryClient, LiveSend>();

/** How long the customer's typing shows without another sign, and how often the agent's is sent at most. */
export const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 2_000;

export const registerLiveSender = (queryClient: QueryClient, send: LiveSend) => liveSenders.set(queryClient, send);

export const noteCustomerTyping = (queryClient: QueryClient, chatId: string) =>
  queryClient.setQueryData(chatKeys.typing(chatId), Date.now());

/** Whether the chat's customer is typing now (false again TYPING_SHOWN_MS after the last sign). */
export function useCustomerTyping(chatId: string): boolean {
  const typedAt = useQuery({ queryKey: chatKeys.typing(chatId), queryFn: () => 0, staleTime: Infinity }).data ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const left = typedAt + TYPING_SHOWN_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [typedAt]);
  return now - typedAt < TYPING_SHOWN_MS;
}

/** A function the reply box calls on each keystroke: tells the chat's customer the agent is typing, throttled. */
export function useTellTyping(chatId: string): () => void {
  const queryClient = useQueryClient();
  const [state] = useState({ sentAt: 0 });
  return () => {
    const now = Date.now();
    if (now - state.sentAt < TYPING_SENT_EVERY_MS) return;
    state.sentAt = now;
    liveSenders.get(queryClient)?.({ action: 'agentTyping', chatId });
  };
}
