import { defineServerArea } from '../../http/serverArea.ts';
import * as agentStatusHandlers from './handlers/agentStatusHandlers.ts';
import * as cannedReplyHandlers from './handlers/cannedReplyHandlers.ts';
import * as chatHandlers from './handlers/chatHandlers.ts';
import * as chatHistoryHandlers from './handlers/chatHistoryHandlers.ts';
import * as chatSettingsHandlers from './handlers/chatSettingsHandlers.ts';
import * as chatThreadHandlers from './handlers/chatThreadHandlers.ts';
import { MissedChatSweeper } from './services/missedChats.ts';
import { registerWidgetScript } from './webchat/widgetScript.ts';

/**
 * Live chat (decision 016): chats and offers as rows, moves as conditional updates; pickups arrive over the live
 * channel (channelHandlers.ts), customers' messages through the channels area (chatTurn), the rest here.
 */
export const chatArea = defineServerArea({
  id: 'chat',
  handlers: {
    ...chatHandlers,
    ...chatThreadHandlers,
    ...chatSettingsHandlers,
    ...agentStatusHandlers,
    ...chatHistoryHandlers,
    ...cannedReplyHandlers,
  },
  // Every process sweeps chats nobody picked up in time (due times are rows: a restart loses none).
  register: async (app, services) => {
    const sweeper = new MissedChatSweeper(services, app.log);
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
    registerWidgetScript(app);
  },
});
