import { NO_CHAT_COUNTS } from '@parley/api-client/contract';
import { chatCounters } from './chat/services/chatStore.ts';
import { pickupMessages } from './chat/live/pickupHandlers.ts';
import type { ChannelHandlers } from '../http/channels.ts';
import { agentTyping } from './chat/live/typingHandlers.ts';
import { webchatHandler } from './chat/webchat/webchatHandlers.ts';

/** What the server does on each websocket channel of the contract (contract/liveChannels.ts). */
export const channelHandlers: ChannelHandlers = {
  actions: {
    onOpen: async (connection, services) => {
      const { user } = connection;
      // Only agents have chats waiting for them (platform-shell §2.6: only CHAT.HANDLE sees the notifications).
      const counts = user.permissions.includes('CHAT.HANDLE')
        ? await chatCounters(services.db, user.enterpriseId, user.id)
        : NO_CHAT_COUNTS;
      connection.send({ action: 'onOpen', uId: user.id, eId: user.enterpriseId, counts });
    },
    messages: { ...pickupMessages, agentTyping },
  },
  webchat: webchatHandler,
};
