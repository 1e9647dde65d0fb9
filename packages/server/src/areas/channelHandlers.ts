import type { ChannelHandlers } from '../http/channels.ts';

/** What the server does on each websocket channel of the contract (contract/liveChannels.ts). */
export const channelHandlers: ChannelHandlers = {
  actions: {
    onOpen: (connection) =>
      connection.send({ action: 'onOpen', uId: connection.user.id, eId: connection.user.enterpriseId }),
    messages: {},
  },
};
