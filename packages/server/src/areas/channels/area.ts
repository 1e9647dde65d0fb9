import { defineServerArea } from '../../http/serverArea.ts';
import { channelHandlers } from './handlers/channels.ts';
import { testChannelConnection } from './handlers/connectionTest.ts';
import { downloadMessageMedia } from './handlers/messageMedia.ts';
import { messageHandlers } from './handlers/messages.ts';
import { simulatorHandlers } from './handlers/simulator.ts';
import { templateHandlers } from './handlers/templates.ts';
import { registerWhatsappWebhook } from './webhook/whatsappWebhook.ts';

/**
 * Messaging channels: channels and their vendors' credentials, message templates, sending and the message records,
 * the sandbox's customer simulator, and the WhatsApp Cloud API's webhook (decision 014).
 */
export const channelsArea = defineServerArea({
  id: 'channels',
  handlers: {
    ...channelHandlers,
    testChannelConnection,
    ...templateHandlers,
    ...messageHandlers,
    downloadMessageMedia,
    ...simulatorHandlers,
  },
  register: registerWhatsappWebhook,
});
