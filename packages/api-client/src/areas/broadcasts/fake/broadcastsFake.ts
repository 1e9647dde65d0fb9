/** Broadcasts in the fake: the shared rules decide, as on the server; accepted messages go out through the channel. */
import type * as broadcastEndpoints from '../broadcasts.ts';
import { BROADCAST_TO_MANY } from '../broadcastPermissions.ts';
import {
  BROADCAST_LIMITS,
  BROADCAST_MESSAGE_PAGE_SIZE,
  BROADCAST_PAGE_SIZE,
  DELIVERY_REPORT_PAGE_SIZE,
} from '../broadcastLimits.ts';
import { expressionColumns, parseExpression } from '../broadcastExpression.ts';
import {
  BroadcastMessages,
  STANDARD_COLUMNS,
  broadcastMediaProblem,
  broadcastStatusOf,
  filterDateMs,
  mappingProblems,
  messageStatusCode,
  mobileNumbersError,
  recipientNumber,
  renderRecipient,
  splitMobileNumbers,
  templateMediaKind,
  templateVariableDefinitions,
  type RecipientFields,
} from '../broadcastRules.ts';
import {
  type Broadcast,
  type BroadcastCheck,
  type BroadcastCounts,
  type BroadcastListRow,
  type BroadcastMessage,
  type BroadcastRequest,
  type RejectedRecipient,
} from '../broadcastSchemas.ts';
import { hasAnyPermission } from '../../accounts/permissions.ts';
import { lower, me, page } from '../../accounts/fake/accountsShared.ts';
import type { MessageContent } from '../../channels/messageSchemas.ts';
import { templateParts } from '../../channels/templateRules.ts';
import { findChannel } from '../../channels/fake/channelsFake.ts';
import { channelsData, type FakeChannel, type FakeTemplate } from '../../channels/fake/channelsState.ts';
import { sendOutbound, settleMessages } from '../../channels/fake/messagingFake.ts';
import { findTemplate } from '../../channels/fake/templatesFake.ts';
import type { Customer } from '../../customers/customerMasterSchemas.ts';
import { customerMasterData, type FakeCustomerMaster } from '../../customers/fake/customerMaster.ts';
import { ErrorCodes } from '../../../contract/envelopeCodes.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';
import {
  broadcastsData,
  rejectedHistory,
  syncBroadcastMessage,
  type FakeBroadcast,
  type FakeBroadcastMessage,
} from './broadcastsState.ts';

const notFound = (message: string) => new FakeHttpError(404, ErrorCodes.notFound, message);

/** The caller's enterprise's broadcast; another enterprise's is not found. */
function findBroadcast(ctx: FakeContext, id: string): FakeBroadcast {
  const broadcast = broadcastsData(ctx.store).broadcasts.find((b) => b.id === id && b.eId === me(ctx).eId);
  if (!broadcast) throw notFound(BroadcastMessages.notFound);
  return broadcast;
}

/** A broadcast's messages in recipient order, with the channel's latest statuses. */
function messagesOf(store: FakeStore, broadcast: FakeBroadcast): FakeBroadcastMessage[] {
  settleMessages(store);
  return broadcastsData(store)
    .messages.filter((m) => m.broadcastId === broadcast.id)
    .map((m) => syncBroadcastMessage(store, m));
}

/** Messages per recipient status that has any, and `total`. */
function countsOf(messages: readonly FakeBroadcastMessage[]): BroadcastCounts {
  const counts: BroadcastCounts = { total: messages.length };
  for (const m of messages) counts[m.currentDeliveryStatus] = (counts[m.currentDeliveryStatus] ?? 0) + 1;
  return counts;
}

function listRow(store: FakeStore, broadcast: FakeBroadcast): BroadcastListRow {
  const counts = countsOf(messagesOf(store, broadcast));
  return {
    id: broadcast.id,
    name: broadcast.name,
    templateName: broadcast.templateName,
    user: { ...broadcast.user },
    channelId: broadcast.channelId,
    channelName: broadcast.channelName,
    createdOn: broadcast.createdOn,
    status: broadcastStatusOf(counts),
    counts,
  };
}

function publicBroadcast(store: FakeStore, broadcast: FakeBroadcast): Broadcast {
  const { eId: _eId, ...rest } = broadcast;
  return { ...structuredClone(rest), ...listRow(store, broadcast) };
}

function publicBroadcastMessage(m: FakeBroadcastMessage): BroadcastMessage {
  return {
    id: m.id,
    from: m.from,
    to: m.to,
    currentDeliveryStatus: m.currentDeliveryStatus,
    currentDeliveryStatusTime: m.currentDeliveryStatusTime,
    sentAt: m.sentAt,
    reason: m.reason,
    errorCode: m.errorCode,
  };
}

/** The columns a mapping may name: the standard ones and the enterprise's custom fields. */
const columnsOf = (master: FakeCustomerMaster) =>
  new Set<string>([...STANDARD_COLUMNS.map((c) => c.value), ...master.definitions.map((d) => d.fieldName)]);

/** A customer's columns: name, phoneNumber, whatsAppNumber and each custom field by its name. */
function customerFields(master: FakeCustomerMaster, customer: Customer): RecipientFields {
  const fields: Record<string, string> = {};
  for (const d of master.definitions) fields[d.fieldName] = customer.data.find((x) => x.id === d._id)?.value ?? '';
  return {
    ...fields,
    name: customer.name,
    phoneNumber: customer.phoneNumber,
    whatsAppNumber: customer.whatsAppNumber,
  };
}

type Outcome = { to: string; ok: true; content: MessageContent } | { to: string; ok: false; reason: string };

export interface Checked {
  request: BroadcastRequest;
  channel: FakeChannel;
  template: FakeTemplate;
  numbers: string[];
  /** Every distinct recipient, in order: typed numbers, picked customers, then the segment's. */
  outcomes: Outcome[];
  check: BroadcastCheck;
}

/**
 * The check a validate answers and a send starts with, in the server's order: who may send, channel, template,
 * media, mapping, then the recipients (typed numbers, picked customers, a segment), each rendered on its own.
 */
export function checkBroadcast(ctx: FakeContext): Checked {
  const request = ctx.body as unknown as BroadcastRequest;
  const user = me(ctx);
  const numbers = request.phoneNumber.flatMap(splitMobileNumbers);
  const customerIds = [...new Set(request.customerIds ?? [])];
  const segmentId = request.segmentId ?? null;
  // CHAT.HANDLE alone sends from a conversation: one typed number, in chat mode.
  if (
    !hasAnyPermission(user.permissions, BROADCAST_TO_MANY) &&
    !(request.resourceType === 'CHAT' && numbers.length === 1 && customerIds.length === 0 && !segmentId)
  )
    throw fieldRefusal('phoneNumber', BroadcastMessages.chatOnly);

  const channel = findChannel(ctx, request.channelId);
  const ref = request.message.template;
  const template = findTemplate(ctx, ref.templateUId);
  if (template.channelId !== channel.id) throw fieldRefusal('message.template', BroadcastMessages.templateChannel);
  if (template.status !== 'APPROVED') throw fieldRefusal('message.template', BroadcastMessages.templateNotApproved);
  const cardCount = templateParts(template.components).cards?.length ?? 0;
  const media = broadcastMediaProblem(templateMediaKind(template.components), ref, cardCount);
  if (media) throw fieldRefusal(`message.template.${media.field}`, media.message);
  const master = customerMasterData(ctx.store, user.eId);
  const definitions = templateVariableDefinitions(template.components);
  const [mapping] = Object.entries(mappingProblems(definitions, request.columnMapping, columnsOf(master)));
  if (mapping) throw fieldRefusal(`columnMapping.${mapping[0]}`, mapping[1]);
  if (numbers.length === 0 && customerIds.length === 0 && !segmentId)
    throw fieldRefusal('phoneNumber', BroadcastMessages.noRecipients);
  const numberError = mobileNumbersError(numbers);
  if (numberError) throw fieldRefusal('phoneNumber', numberError);

  const byId = new Map(master.customers.map((c) => [c.id, c]));
  const byNumber = new Map<string, Customer>();
  for (const c of master.customers) {
    const number = recipientNumber(c.phoneNumber);
    if (number && !byNumber.has(number)) byNumber.set(number, c);
  }
  const picked = customerIds.map((id) => byId.get(id));
  if (picked.some((c) => !c)) throw fieldRefusal('customerIds', BroadcastMessages.customerNotFound);
  if (segmentId && !master.tags.some((t) => t.id === segmentId))
    throw fieldRefusal('segmentId', BroadcastMessages.segmentNotFound);

  const recipients: { to: string; number: string | null; fields: RecipientFields }[] = [];
  const seen = new Set<string>();
  const add = (raw: string, fields: (number: string) => RecipientFields) => {
    const number = recipientNumber(raw);
    if (!number) return void recipients.push({ to: raw, number, fields: {} });
    // A number given twice goes once: later duplicates are dropped, not rejected.
    if (seen.has(number)) return;
    seen.add(number);
    recipients.push({ to: number, number, fields: fields(number) });
  };
  // A typed number that is a customer's has the customer's columns; any other has its phone number only.
  for (const raw of numbers)
    add(raw, (number) => {
      const customer = byNumber.get(number);
      return customer ? customerFields(master, customer) : { phoneNumber: number };
    });
  for (const customer of [
    ...(picked as Customer[]),
    ...master.customers.filter((c) => segmentId && c.tags.includes(segmentId)),
  ])
    add(customer.phoneNumber, () => customerFields(master, customer));
  if (recipients.length > BROADCAST_LIMITS.recipients)
    throw fieldRefusal('phoneNumber', BroadcastMessages.tooManyRecipients);

  const outcomes: Outcome[] = recipients.map(({ to, number, fields }) => {
    if (!number) return { to, ok: false, reason: BroadcastMessages.numberInvalid };
    const rendered = renderRecipient(template, definitions, request.columnMapping, ref, fields);
    return rendered.ok ? { to, ok: true, content: rendered.content } : { to, ok: false, reason: rendered.reason };
  });
  const accepted = outcomes.filter((o) => o.ok);
  const rejected: RejectedRecipient[] = outcomes.flatMap((o) => (o.ok ? [] : [{ to: o.to, reason: o.reason }]));
  return {
    request,
    channel,
    template,
    numbers,
    outcomes,
    check: {
      recipients: outcomes.length,
      accepted: accepted.length,
      rejectedCount: rejected.length,
      rejected: rejected.slice(0, BROADCAST_LIMITS.rejectedShown),
      preview: accepted[0] ? structuredClone(accepted[0].content) : null,
    },
  };
}

/** A date bound of the list's filter, in milliseconds; none when absent. */
function bound(value: unknown, field: string): number | null {
  const at = filterDateMs(value);
  if (Number.isNaN(at)) throw fieldRefusal(field, BroadcastMessages.notADate(field));
  return at;
}

export const broadcastsFake: Pick<Impl, keyof typeof broadcastEndpoints> = {
  listBroadcasts(ctx) {
    const name = lower(ctx.query.name);
    const from = bound(ctx.query.fromDate, 'fromDate');
    const to = bound(ctx.query.toDate, 'toDate');
    const all = broadcastsData(ctx.store).broadcasts;
    // The name, or the template's (a broadcast without a name of its own is listed by it).
    const matching = all
      .filter(
        (b) => b.eId === me(ctx).eId && (!name || lower(b.name).includes(name) || lower(b.templateName).includes(name)),
      )
      .filter((b) => {
        const at = Date.parse(b.createdOn);
        return (from === null || at >= from) && (to === null || at <= to);
      })
      .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || all.indexOf(b) - all.indexOf(a));
    const rows = page(matching, ctx.query, BROADCAST_PAGE_SIZE);
    return {
      broadcastList: rows.map((b) => listRow(ctx.store, b)),
      more: Number(ctx.query.from ?? 0) + rows.length < matching.length,
    };
  },

  getBroadcast(ctx) {
    return publicBroadcast(ctx.store, findBroadcast(ctx, ctx.params.id!));
  },

  listBroadcastMessages(ctx) {
    const broadcast = findBroadcast(ctx, ctx.params.id!);
    const status = ctx.query.status as string | undefined;
    const matching = messagesOf(ctx.store, broadcast).filter((m) => !status || m.currentDeliveryStatus === status);
    const rows = page(matching, ctx.query, BROADCAST_MESSAGE_PAGE_SIZE);
    return {
      messages: rows.map(publicBroadcastMessage),
      more: Number(ctx.query.from ?? 0) + rows.length < matching.length,
    };
  },

  getBroadcastMessageStatus(ctx) {
    const broadcast = findBroadcast(ctx, ctx.params.id!);
    const message = messagesOf(ctx.store, broadcast).find((m) => m.id === ctx.params.messageId);
    if (!message) throw notFound(BroadcastMessages.messageNotFound);
    return {
      currentDeliveryStatus: message.currentDeliveryStatus,
      transId: message.transId,
      messageStatuses: structuredClone(message.messageStatuses),
      content: structuredClone(message.content),
    };
  },

  /** A check answers even when nobody can be sent the message: the reasons are what the form shows then. */
  validateBroadcast(ctx) {
    return checkBroadcast(ctx).check;
  },

  /** The fake hands every accepted message to the channel at once: the sandbox then settles each as it does. */
  sendBroadcast(ctx) {
    const { request, channel, template, numbers, outcomes, check } = checkBroadcast(ctx);
    // A broadcast nobody can receive is refused, with nothing recorded.
    if (check.accepted === 0) throw fieldRefusal('phoneNumber', BroadcastMessages.noneAccepted);
    const user = me(ctx);
    // The demo's seeded broadcasts come first (they are made on the area's first read), then this one.
    const state = broadcastsData(ctx.store);
    const createdOn = tick(ctx.store);
    const broadcast: FakeBroadcast = {
      id: nextId(ctx.store, 'bc'),
      eId: user.eId,
      name: request.name?.trim() || template.name,
      templateName: template.name,
      user: { id: user.uId, name: user.name },
      channelId: channel.id,
      channelName: channel.name,
      createdOn,
      phoneNumbers: numbers.slice(0, BROADCAST_LIMITS.numbersShown),
      customerIds: (request.customerIds ?? []).slice(0, BROADCAST_LIMITS.numbersShown),
      segmentId: request.segmentId ?? null,
      message: { template: structuredClone(request.message.template) },
      columnMapping: structuredClone(request.columnMapping),
      resourceType: request.resourceType ?? null,
      resourceId: request.resourceId ?? null,
      completedOn: createdOn,
    };
    state.broadcasts.push(broadcast);
    const from = channel.contactId ?? channel.name;
    for (const outcome of outcomes) {
      const id = nextId(ctx.store, 'bm');
      if (!outcome.ok) {
        state.messages.push({
          id,
          broadcastId: broadcast.id,
          from,
          to: outcome.to,
          currentDeliveryStatus: 'rejected',
          currentDeliveryStatusTime: createdOn,
          sentAt: null,
          reason: outcome.reason,
          errorCode: null,
          channelMessageId: null,
          transId: null,
          messageStatuses: rejectedHistory(createdOn, outcome.reason),
          content: null,
        });
        continue;
      }
      const sent = sendOutbound(ctx.store, channel, outcome.to, 'template', outcome.content);
      state.messages.push(
        syncBroadcastMessage(ctx.store, {
          id,
          broadcastId: broadcast.id,
          from,
          to: outcome.to,
          currentDeliveryStatus: 'sent',
          currentDeliveryStatusTime: sent.createdAt,
          sentAt: sent.createdAt,
          reason: null,
          errorCode: null,
          channelMessageId: sent.id,
          transId: sent.transId,
          messageStatuses: [],
          content: sent.content,
        }),
      );
    }
    ctx.setMessage(BroadcastMessages.accepted(check.accepted));
    return { ...check, id: broadcast.id };
  },

  /** Every message the enterprise's channels sent, newest first, with the broadcast it belongs to, if any. */
  getMessageStatusReport(ctx) {
    const eId = me(ctx).eId;
    const q = ctx.query;
    const from = bound(q.fromDate, 'fromDate');
    const to = bound(q.toDate, 'toDate');
    const channels = channelsData(ctx.store);
    const mine = channels.channels.filter((c) => c.eId === eId);
    settleMessages(ctx.store);
    const byChannelMessage = new Map(
      broadcastsData(ctx.store)
        .messages.filter((m) => m.channelMessageId)
        .map((m) => [m.channelMessageId!, m]),
    );
    const typed = String(q.customerNumber ?? '').trim();
    const number = typed ? (recipientNumber(typed) ?? typed) : null;
    const matching = channels.messages
      .filter((m) => m.eId === eId && m.direction === 'out')
      .filter((m) => !q.channelId || m.channelId === q.channelId)
      .filter((m) => !number || m.customerNumber === number)
      .filter((m) => !q.messageId || m.id === q.messageId || m.transId === q.messageId)
      .filter((m) => !q.status || m.currentDeliveryStatus === q.status)
      .filter((m) => !q.source || (byChannelMessage.has(m.id) ? 'BROADCAST' : 'DIRECT') === q.source)
      .filter((m) => {
        const at = Date.parse(m.createdAt);
        return (from === null || at >= from) && (to === null || at <= to);
      })
      .reverse();
    const rows = page(matching, q, DELIVERY_REPORT_PAGE_SIZE);
    return {
      messages: rows.map((m) => {
        const broadcastMessage = byChannelMessage.get(m.id);
        return {
          id: m.id,
          channelId: m.channelId,
          channelName: mine.find((c) => c.id === m.channelId)?.name ?? '',
          customerNumber: m.customerNumber,
          source: broadcastMessage ? ('BROADCAST' as const) : ('DIRECT' as const),
          broadcastId: broadcastMessage?.broadcastId ?? null,
          templateName: m.content.templateName ?? null,
          currentDeliveryStatus: m.currentDeliveryStatus,
          statusCode: messageStatusCode(m.currentDeliveryStatus),
          transId: m.transId,
          messageStatuses: structuredClone(m.messageStatuses),
          channelErrorCode: m.channelErrorCode,
          channelErrorDesc: m.channelErrorDesc,
          createdAt: m.createdAt,
        };
      }),
      more: Number(q.from ?? 0) + rows.length < matching.length,
    };
  },

  lookupExpressionVariables(ctx) {
    const parsed = parseExpression(String(ctx.body.expression ?? ''));
    if (!parsed.ok) return { variables: [], error: parsed.error };
    const columns = columnsOf(customerMasterData(ctx.store, me(ctx).eId));
    const variables = expressionColumns(parsed.parts).map((name) => ({ name, known: columns.has(name) }));
    return { variables, error: variables.length ? null : BroadcastMessages.urlVariableNotFound };
  },
};
