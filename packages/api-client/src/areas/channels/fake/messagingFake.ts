/** Sending, message records and the sandbox's customer simulator in the fake, with the server's rules. */
import { fakeChatTurn } from '../../chat/fake/chatTurnFake.ts';
import type * as messagingEndpoints from '../messaging.ts';
import { VENDOR_IDS } from '../channelCatalog.ts';
import { ChannelAdminMessages, SANDBOX_DELIVERY_MS, sandboxSettings } from '../channelRules.ts';
import {
  MESSAGE_PAGE_SIZE,
  MessageMessages,
  SIMULATOR_CUSTOMERS_MAX,
  SIMULATOR_PAGE,
  checkSend,
  directMessageContent,
  normaliseNumber,
  reactionContent,
  simulatorReplyContent,
  templateMessageContent,
  type SendKind,
} from '../messageRules.ts';
import type {
  ChannelMessage,
  MessageContent,
  SendMessageRequest,
  SimulatorCustomer,
  SimulatorReplyRequest,
} from '../messageSchemas.ts';
import { TemplateMessages } from '../templateRules.ts';
import { AttachmentMessages } from '../../attachments/attachmentCatalog.ts';
import { attachmentsData } from '../../attachments/fake/attachmentsFake.ts';
import { ACCESS_DENIED_CODE } from '../../../contract/envelopeCodes.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';
import { page } from '../../accounts/fake/accountsShared.ts';
import { findChannel } from './channelsFake.ts';
import { channelsData, type FakeChannel, type FakeMessage, type FakeSimulatorCustomer } from './channelsState.ts';
import { findTemplate } from './templatesFake.ts';

/** Meta's code for a message that could not be delivered, which the sandbox uses for its failures. */
export const UNDELIVERABLE = { code: 131026, desc: 'Message undeliverable' } as const;

/** Sent messages whose delivery time has come are delivered, or fail as the channel's failure rate drew. */
export function settleMessages(store: FakeStore, now = Date.now()): void {
  for (const message of channelsData(store).messages) {
    if (message.currentDeliveryStatus !== 'sent' || message.deliverAt > now) continue;
    const status = message.fails ? 'failed' : 'delivered';
    message.currentDeliveryStatus = status;
    message.messageStatuses.push({
      status,
      messageStatusTime: new Date(Math.max(now, Date.parse(message.createdAt))).toISOString(),
      ...(message.fails ? { msg: UNDELIVERABLE.desc } : {}),
    });
    if (message.fails)
      Object.assign(message, { channelErrorCode: UNDELIVERABLE.code, channelErrorDesc: UNDELIVERABLE.desc });
  }
}

/**
 * An outbound message the channel sends now (a single send, or one of a broadcast's): recorded as sent, then
 * delivered, or failed as the channel's failure rate draws, SANDBOX_DELIVERY_MS later (settleMessages). A sandbox
 * channel's simulator gains the number as a customer.
 */
export function sendOutbound(
  store: FakeStore,
  channel: FakeChannel,
  to: string,
  kind: FakeMessage['kind'],
  content: MessageContent,
): FakeMessage {
  const state = channelsData(store);
  if (
    channel.vendor === VENDOR_IDS.sandbox &&
    !state.customers.some((c) => c.channelId === channel.id && c.number === to)
  )
    state.customers.push({ id: nextId(store, 'sc'), eId: channel.eId, channelId: channel.id, name: to, number: to });
  const at = tick(store);
  const id = nextId(store, 'msg');
  const message: FakeMessage = {
    id,
    eId: channel.eId,
    channelId: channel.id,
    direction: 'out',
    customerNumber: to,
    kind,
    content,
    replyTo: null,
    currentDeliveryStatus: 'sent',
    transId: `wamid.${id}`,
    messageStatuses: [{ status: 'sent', messageStatusTime: at }],
    channelErrorCode: null,
    channelErrorDesc: null,
    createdAt: at,
    deliverAt: Date.now() + SANDBOX_DELIVERY_MS,
    fails: Math.random() * 100 < sandboxSettings(channel.data).failureRate,
  };
  state.messages.push(message);
  return message;
}

/** A customer's message as the fake records it (received now), in the channel's messages. */
export function recordInbound(
  store: FakeStore,
  channel: FakeChannel,
  customerNumber: string,
  m: {
    kind: FakeMessage['kind'];
    content: MessageContent;
    replyTo: string | null;
    /** Whether the provider gave it an id of its own (WhatsApp does; the web chat does not). */
    providerId: boolean;
  },
): FakeMessage {
  const at = tick(store);
  const id = nextId(store, 'msg');
  const message: FakeMessage = {
    id,
    eId: channel.eId,
    channelId: channel.id,
    direction: 'in',
    customerNumber,
    kind: m.kind,
    content: m.content,
    replyTo: m.replyTo,
    transId: m.providerId ? `wamid.${id}` : null,
    currentDeliveryStatus: 'received',
    messageStatuses: [{ status: 'received', messageStatusTime: at }],
    channelErrorCode: null,
    channelErrorDesc: null,
    createdAt: at,
    deliverAt: 0,
    fails: false,
  };
  channelsData(store).messages.push(message);
  return message;
}

export function publicMessage(message: FakeMessage): ChannelMessage {
  const { eId: _eId, deliverAt: _deliverAt, fails: _fails, chatId: _chatId, author: _author, ...rest } = message;
  return structuredClone(rest);
}

function sandboxChannel(ctx: FakeContext): FakeChannel {
  const channel = findChannel(ctx, ctx.params.id!);
  if (channel.vendor !== VENDOR_IDS.sandbox) throw fieldRefusal('id', ChannelAdminMessages.notSandbox);
  return channel;
}

function findCustomer(ctx: FakeContext, channel: FakeChannel): FakeSimulatorCustomer {
  const customer = channelsData(ctx.store).customers.find(
    (c) => c.id === ctx.params.customerId && c.channelId === channel.id,
  );
  if (!customer) throw new FakeHttpError(404, 404, MessageMessages.customerNotFound);
  return customer;
}

function publicCustomer(store: FakeStore, customer: FakeSimulatorCustomer): SimulatorCustomer {
  const messages = channelsData(store).messages.filter(
    (m) => m.channelId === customer.channelId && m.customerNumber === customer.number,
  );
  const last = messages.at(-1);
  return {
    id: customer.id,
    name: customer.name,
    number: customer.number,
    lastMessage: last ? last.content.body || last.content.templateName || last.content.media?.fileName || '' : null,
    lastAt: last?.createdAt ?? null,
    unread: messages.filter((m) => m.direction === 'out' && ['sent', 'delivered'].includes(m.currentDeliveryStatus))
      .length,
  };
}

function contentOf(
  ctx: FakeContext,
  channel: FakeChannel,
  request: SendMessageRequest,
  kind: SendKind,
  to: string,
): MessageContent {
  if (kind === 'reaction') {
    const target = channelsData(ctx.store).messages.find(
      (m) => m.id === request.reaction!.messageId && m.channelId === channel.id,
    );
    const result = reactionContent(target ?? null, to, request.reaction!);
    if (!result.ok) throw fieldRefusal(result.field, result.message);
    return result.content;
  }
  if (kind !== 'template') return directMessageContent(request, kind);
  const template = findTemplate(ctx, request.template!.templateId);
  if (template.channelId !== channel.id) throw new FakeHttpError(404, 404, TemplateMessages.notFound);
  if (template.status !== 'APPROVED') throw fieldRefusal('template', TemplateMessages.notApproved);
  const result = templateMessageContent(template, request.template!);
  if (!result.ok) throw fieldRefusal(`template.${result.field}`, result.message);
  return result.content;
}

export const messagingFake: Pick<Impl, keyof typeof messagingEndpoints> = {
  sendChannelMessage(ctx) {
    const channel = findChannel(ctx, ctx.params.id!);
    const request = ctx.body as unknown as SendMessageRequest;
    const check = checkSend(request);
    if (!check.ok) throw fieldRefusal(check.field, check.message);
    const content = contentOf(ctx, channel, request, check.kind, check.to);
    const message = sendOutbound(ctx.store, channel, check.to, check.kind, content);
    ctx.setMessage(MessageMessages.sent);
    return publicMessage(message);
  },

  listChannelMessages(ctx) {
    const channel = findChannel(ctx, ctx.params.id!);
    settleMessages(ctx.store);
    const number = ctx.query.customerNumber ? normaliseNumber(String(ctx.query.customerNumber)) : null;
    const matching = channelsData(ctx.store)
      .messages.filter((m) => m.channelId === channel.id && (!number || m.customerNumber === number))
      .reverse();
    return { messages: page(matching, ctx.query, MESSAGE_PAGE_SIZE).map(publicMessage), total: matching.length };
  },

  downloadMessageMedia(ctx) {
    const access = attachmentsData(ctx.store).access.get(String(ctx.query['x-access-id'] ?? ''));
    if (!access || access.expires < Date.now())
      throw new FakeHttpError(403, ACCESS_DENIED_CODE, AttachmentMessages.accessExpired);
    const state = channelsData(ctx.store);
    const message = state.messages.find((m) => m.id === ctx.params.messageId && m.eId === access.eId);
    const media = message?.direction === 'in' ? message.content.media : undefined;
    const held = media?.providerId ? state.providerMedia.get(media.providerId) : undefined;
    if (!media || !held) throw new FakeHttpError(404, 404, MessageMessages.mediaUnavailable);
    return new File([held.bytes as BlobPart], media.fileName ?? 'media', { type: held.mimeType });
  },

  listSimulatorCustomers(ctx) {
    const channel = sandboxChannel(ctx);
    settleMessages(ctx.store);
    return channelsData(ctx.store)
      .customers.filter((c) => c.channelId === channel.id)
      .map((c) => publicCustomer(ctx.store, c))
      .sort((a, b) => (b.lastAt ?? '').localeCompare(a.lastAt ?? '') || a.name.localeCompare(b.name));
  },

  createSimulatorCustomer(ctx) {
    const channel = sandboxChannel(ctx);
    const name = String(ctx.body.name ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (!name) throw fieldRefusal('name', MessageMessages.customerNameRequired);
    const number = normaliseNumber(String(ctx.body.number ?? ''));
    if (!number) throw fieldRefusal('number', MessageMessages.numberInvalid);
    const state = channelsData(ctx.store);
    const mine = state.customers.filter((c) => c.channelId === channel.id);
    if (mine.some((c) => c.number === number)) throw new FakeHttpError(409, 409, MessageMessages.customerExists);
    if (mine.length >= SIMULATOR_CUSTOMERS_MAX) throw fieldRefusal('number', MessageMessages.simulatorFull);
    const customer = { id: nextId(ctx.store, 'sc'), eId: channel.eId, channelId: channel.id, name, number };
    state.customers.push(customer);
    return publicCustomer(ctx.store, customer);
  },

  getSimulatorConversation(ctx) {
    const channel = sandboxChannel(ctx);
    const customer = findCustomer(ctx, channel);
    settleMessages(ctx.store);
    const messages = channelsData(ctx.store)
      .messages.filter((m) => m.channelId === channel.id && m.customerNumber === customer.number)
      .slice(-SIMULATOR_PAGE);
    return { customer: publicCustomer(ctx.store, customer), messages: messages.map(publicMessage) };
  },

  markSimulatorRead(ctx) {
    const channel = sandboxChannel(ctx);
    const customer = findCustomer(ctx, channel);
    settleMessages(ctx.store);
    let read = 0;
    const at = new Date().toISOString();
    for (const m of channelsData(ctx.store).messages) {
      if (m.channelId !== channel.id || m.customerNumber !== customer.number) continue;
      if (m.direction !== 'out' || m.currentDeliveryStatus !== 'delivered') continue;
      m.currentDeliveryStatus = 'read';
      m.messageStatuses.push({ status: 'read', messageStatusTime: at > m.createdAt ? at : m.createdAt });
      read += 1;
    }
    return { read };
  },

  replyAsSimulatorCustomer(ctx) {
    const channel = sandboxChannel(ctx);
    const customer = findCustomer(ctx, channel);
    const reply = simulatorReplyContent(ctx.body as unknown as SimulatorReplyRequest);
    if (!reply) throw fieldRefusal('text', MessageMessages.replyRequired);
    const state = channelsData(ctx.store);
    const replyTo = ctx.body.replyTo ? String(ctx.body.replyTo) : null;
    if (
      replyTo &&
      !state.messages.some(
        (m) => m.id === replyTo && m.channelId === channel.id && m.customerNumber === customer.number,
      )
    )
      throw new FakeHttpError(404, 404, MessageMessages.messageNotFound);
    const message = recordInbound(ctx.store, channel, customer.number, {
      kind: reply.kind,
      content: reply.content,
      replyTo,
      providerId: true,
    });
    // The customer's chat answers before the simulator shows the conversation again, as on the server.
    fakeChatTurn(ctx.store, channel, message);
    return publicMessage(message);
  },
};
