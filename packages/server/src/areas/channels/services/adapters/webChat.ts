import { randomBytes } from 'node:crypto';
import { ChannelAdminMessages, VENDOR_IDS, visitorIdOf } from '@parley/api-client/contract';
import type { ChannelHub } from '../../../../http/channels.ts';
import { tellVisitor } from '../../../chat/webchat/tellVisitor.ts';
import { toWebchatMessage } from '../../../chat/webchat/webchatMessage.ts';
import { ProviderFailure } from './providerFailure.ts';
import type { ChannelAdapter } from './types.ts';

const unsupported = () => new ProviderFailure('webChatUnsupported');

/**
 * The web-chat widget (vendor 20, decision 017): no provider but this server. A message "sent" to a visitor is
 * delivered to their open widgets over the `webchat` live channel, on every process, once it is recorded (so the
 * widget's delivery and read acknowledgements find it); the widget acknowledges delivery and reading. No templates.
 */
export function webChatAdapter(hub: ChannelHub): ChannelAdapter {
  return {
    vendor: VENDOR_IDS.webChat,
    connectionFields: [],

    async sendMessage(channel, message) {
      if (message.kind === 'template' || !visitorIdOf(message.to)) throw unsupported();
      return {
        transId: `web.${randomBytes(12).toString('hex')}`,
        status: 'sent',
        onRecorded: (row) => tellVisitor(hub, row, { action: 'message', message: toWebchatMessage(row) }),
      };
    },

    async createTemplate() {
      throw unsupported();
    },
    async updateTemplate() {
      throw unsupported();
    },
    async deleteTemplate() {},
    async listTemplates() {
      return null;
    },

    async testConnection() {
      return { ok: true, message: ChannelAdminMessages.connected, verifiedName: 'Web chat' };
    },
  };
}
