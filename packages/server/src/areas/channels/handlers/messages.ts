/** Sending one message through a channel, and the messages a channel recorded. */
import {
  MESSAGE_PAGE_SIZE,
  MessageMessages,
  TemplateMessages,
  VENDOR_IDS,
  checkSend,
  directMessageContent,
  normaliseNumber,
  reactionContent,
  templateMessageContent,
  type SendKind,
  type Endpoints,
  type MessageContent,
  type SendMessageRequest,
} from '@parley/api-client/contract';
import { currentUser, type Handler, type Handlers, type HandlerContext } from '../../../http/context.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import type { OutboundMessage } from '../services/adapters/types.ts';
import { adapterChannel } from '../services/channelAccess.ts';
import type { ChannelRow } from '../services/channelRows.ts';
import { MESSAGE_COLUMNS, insertMessage, toMessage, type MessageRow } from '../services/messageRows.ts';
import { settleSandboxDeliveries, settleTemplateReviews } from '../services/sandboxSettlement.ts';
import { addSimulatorCustomer } from '../services/simulatorRows.ts';
import { findTemplate } from '../services/templateRows.ts';
import { adapterOf, ownChannel, withProvider } from './shared.ts';

type SendContext = HandlerContext<Endpoints['sendChannelMessage']>;

/** The message to send and what its record shows, for a request checkSend accepted. */
async function composed(
  ctx: SendContext,
  channel: ChannelRow,
  request: SendMessageRequest,
  kind: SendKind,
  to: string,
): Promise<{ outbound: OutboundMessage; content: MessageContent }> {
  switch (kind) {
    case 'text':
      return { outbound: { kind, to, text: request.text!.trim() }, content: directMessageContent(request, kind) };
    case 'media':
      return { outbound: { kind, to, media: request.media! }, content: directMessageContent(request, kind) };
    case 'interactive':
      return {
        outbound: { kind, to, interactive: request.interactive! },
        content: directMessageContent(request, kind),
      };
    case 'location':
      return { outbound: { kind, to, location: request.location! }, content: directMessageContent(request, kind) };
    case 'contacts': {
      const content = directMessageContent(request, kind);
      return { outbound: { kind, to, contacts: content.contacts! }, content };
    }
    case 'reaction': {
      const reaction = request.reaction!;
      const [target] = await ctx.db.query<{ id: string; customer_number: string; trans_id: string | null }>(
        'SELECT id, customer_number, trans_id FROM channel_messages WHERE id = $1 AND channel_id = $2 AND enterprise_id = $3',
        [reaction.messageId, channel.id, channel.enterprise_id],
      );
      const found = target ? { id: target.id, customerNumber: target.customer_number, transId: target.trans_id } : null;
      const result = reactionContent(found, to, reaction);
      if (!result.ok) throw fieldError(result.field, result.message);
      return {
        outbound: { kind, to, reaction: { transId: result.transId, emoji: reaction.emoji } },
        content: result.content,
      };
    }
    case 'template': {
      const values = request.template!;
      await settleTemplateReviews(ctx.db, channel.enterprise_id, channel.id);
      const template = await findTemplate(ctx.db, channel.enterprise_id, values.templateId);
      if (!template || template.channel_id !== channel.id) throw notFound(TemplateMessages.notFound);
      if (template.status !== 'APPROVED') throw fieldError('template', TemplateMessages.notApproved);
      const filled = templateMessageContent(template, values);
      if (!filled.ok) throw fieldError(`template.${filled.field}`, filled.message);
      const draft = {
        name: template.name,
        language: template.language,
        category: template.category,
        type: template.type,
        components: template.components,
      };
      return { outbound: { kind, to, template: draft, values }, content: filled.content };
    }
  }
}

/**
 * Sends through the channel's provider and records the message with the provider's id. A refused send answers 422
 * and records nothing. A sandbox message goes to the simulator: a number it does not know becomes a customer.
 */
export const sendChannelMessage: Handler<Endpoints['sendChannelMessage']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await ownChannel(ctx.db, enterpriseId, ctx.params.id);
  const check = checkSend(ctx.body);
  if (!check.ok) throw fieldError(check.field, check.message);
  const adapter = adapterOf(channel, ctx);
  const { outbound, content } = await composed(ctx, channel, ctx.body, check.kind, check.to);
  const sent = await withProvider(ctx.request.log, channel.id, 'sendMessage', () =>
    adapter.sendMessage(adapterChannel(ctx.secrets, channel, ctx.request.log), outbound),
  );
  if (channel.vendor === VENDOR_IDS.sandbox)
    await addSimulatorCustomer(ctx.db, enterpriseId, channel.id, { name: check.to, number: check.to });
  const row = await insertMessage(ctx.db, {
    enterpriseId,
    channelId: channel.id,
    direction: 'out',
    customerNumber: check.to,
    kind: check.kind,
    content,
    replyTo: null,
    status: sent.status,
    transId: sent.transId,
    at: new Date(),
    ...(sent.settlement ? { settlement: sent.settlement } : {}),
  });
  // A provider id repeated for another message would be the provider's fault; the send itself succeeded.
  if (!row) throw new Error('the provider answered a message id it had given before');
  sent.onRecorded?.(row);
  return withMessage(toMessage(row), MessageMessages.sent);
};

export const listChannelMessages: Handler<Endpoints['listChannelMessages']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await ownChannel(ctx.db, enterpriseId, ctx.params.id);
  if (channel.vendor === VENDOR_IDS.sandbox) await settleSandboxDeliveries(ctx.db, enterpriseId, channel.id);
  const raw = ctx.query.customerNumber?.trim();
  const number = raw ? (normaliseNumber(raw) ?? raw) : null;
  const filters = [channel.id, enterpriseId, number];
  const where = 'channel_id = $1 AND enterprise_id = $2 AND ($3::text IS NULL OR customer_number = $3)';
  const rows = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM channel_messages WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...filters, ctx.query.perPage ?? MESSAGE_PAGE_SIZE, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM channel_messages WHERE ${where}`,
    filters,
  );
  return { messages: rows.map(toMessage), total: count?.total ?? 0 };
};

export const messageHandlers: Pick<Handlers, 'sendChannelMessage' | 'listChannelMessages'> = {
  sendChannelMessage,
  listChannelMessages,
};
