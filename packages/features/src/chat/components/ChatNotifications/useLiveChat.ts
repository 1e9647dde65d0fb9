import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, useChannel } from '@parley/api-client/hooks';
import {
  applyCounterEvent,
  channels,
  type ChatCounters,
  type CounterEvent,
  type ServerMessageOf,
} from '@parley/api-client/contract';
import { noteCustomerTyping, registerLiveSender } from './liveTyping.ts';

type LiveMessage = ServerMessageOf<typeof channels.actions>;

const COUNTER_ACTIONS = new Set<string>([
  'onOpen',
  'customerStartChat',
  'waitingInviteAccept',
  'waitingTransferAccept',
  'waitingAssignAccept',
  'chatMissedNotify',
  'decrementInvitedChat',
  'chatPickedUp',
  'offerWithdrawn',
]);

/**
 * The agent's live channel (one socket per console): keeps the counters in the query cache by the contract's
 * counter rules (platform-shell §4.3), refreshes the chat lists and threads it concerns, and hands every message to
 * `onMessage` for what the screen shows (toasts, navigation). The page reloads on an invalid token (4001).
 */
export function useLiveChat(onMessage: (message: LiveMessage) => void, enabled = true) {
  const queryClient = useQueryClient();
  const live = useChannel(
    channels.actions,
    (message) => {
      if (COUNTER_ACTIONS.has(message.action)) {
        const counts = queryClient.getQueryData<ChatCounters>(chatKeys.counts);
        const next =
          counts || message.action === 'onOpen' ? applyCounterEvent(counts!, message as CounterEvent) : 'recount';
        if (next === 'recount') void queryClient.invalidateQueries({ queryKey: chatKeys.counts });
        else queryClient.setQueryData(chatKeys.counts, next);
        void queryClient.invalidateQueries({ queryKey: ['chat', 'notifications'] });
      }
      if (message.action === 'chatPickedUp' || message.action === 'chatMessage')
        void queryClient.invalidateQueries({ queryKey: chatKeys.summary });
      if (message.action === 'chatMessage')
        void queryClient.invalidateQueries({ queryKey: chatKeys.thread(message.chatId) });
      if (message.action === 'customerTyping') noteCustomerTyping(queryClient, message.chatId);
      onMessage(message);
    },
    { enabled, onInvalidToken: () => window.location.reload() },
  );
  registerLiveSender(queryClient, live.send);
  return live;
}
