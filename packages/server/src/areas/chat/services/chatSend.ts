import type { FastifyBaseLogger } from 'fastify';
import type { ChatAuthor } from '@parley/api-client/contract';
import type { ServerServices } from '../../../http/context.ts';
import { adapterChannel } from '../../channels/services/channelAccess.ts';
import type { ChannelRow } from '../../channels/services/channelRows.ts';
import { insertMessage, type MessageRow } from '../../channels/services/messageRows.ts';
import { adapterOf, withProvider } from '../../channels/handlers/shared.ts';

/**
 * Sends a text to the chat's customer through its channel and records it in the chat, as the channels area's own
 * send does (a provider's refusal answers 422 and records nothing).
 */
export async function sendChatText(
  services: Pick<ServerServices, 'db' | 'secrets' | 'whatsapp' | 'files' | 'channels'>,
  log: FastifyBaseLogger,
  c: { channel: ChannelRow; chatId: string; to: string; text: string; author: ChatAuthor },
): Promise<MessageRow> {
  const adapter = adapterOf(c.channel, services);
  const sent = await withProvider(log, c.channel.id, 'sendMessage', () =>
    adapter.sendMessage(adapterChannel(services.secrets, c.channel, log), { kind: 'text', to: c.to, text: c.text }),
  );
  const row = await insertMessage(services.db, {
    enterpriseId: c.channel.enterprise_id,
    channelId: c.channel.id,
    direction: 'out',
    customerNumber: c.to,
    kind: 'text',
    content: { body: c.text },
    replyTo: null,
    status: sent.status,
    transId: sent.transId,
    at: new Date(),
    chatId: c.chatId,
    author: c.author,
    ...(sent.settlement ? { settlement: sent.settlement } : {}),
  });
  if (!row) throw new Error('the provider answered a message id it had given before');
  sent.onRecorded?.(row);
  return row;
}
