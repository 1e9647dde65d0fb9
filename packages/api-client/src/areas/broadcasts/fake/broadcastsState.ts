import type { MessageContent, ChannelMessage } from '../../channels/messageSchemas.ts';
import { UNDELIVERABLE } from '../../channels/fake/messagingFake.ts';
import { SIMULATOR_SEED_CUSTOMERS } from '../../channels/messageRules.ts';
import {
  DEMO_SANDBOX_CHANNEL,
  channelsData,
  type FakeChannel,
  type FakeMessage,
  type FakeTemplate,
} from '../../channels/fake/channelsState.ts';
import { BroadcastMessages, recipientNumber, renderRecipient, templateVariableDefinitions } from '../broadcastRules.ts';
import type { Broadcast, BroadcastMessage, MappingRow, RecipientStatus } from '../broadcastSchemas.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';

/** A broadcast as the fake keeps it: what was asked and who sent it; counts and status come from its messages. */
export interface FakeBroadcast extends Omit<Broadcast, 'status' | 'counts'> {
  eId: string;
}

/**
 * One recipient's message. A sent one follows the channel message it went out as (`channelMessageId`): its status,
 * history and error are copied from it whenever the broadcast is read, so the record stands on its own once the
 * channel (and its messages) is gone.
 */
export interface FakeBroadcastMessage extends BroadcastMessage {
  broadcastId: string;
  channelMessageId: string | null;
  transId: string | null;
  messageStatuses: ChannelMessage['messageStatuses'];
  content: MessageContent | null;
}

export interface FakeBroadcastsData {
  /** Oldest first. */
  broadcasts: FakeBroadcast[];
  /** In the order they were recorded (recipient order within a broadcast). */
  messages: FakeBroadcastMessage[];
}

const states = new WeakMap<FakeStore, FakeBroadcastsData>();

/** The broadcasts area's tables in this store; the demo enterprise starts with two past broadcasts. */
export function broadcastsData(store: FakeStore): FakeBroadcastsData {
  let state = states.get(store);
  if (!state) {
    state = { broadcasts: [], messages: [] };
    states.set(store, state);
    seedDemoBroadcasts(store, 'ent1', state);
  }
  return state;
}

/**
 * The history the Message Status dialog shows of a recipient rejected before sending: one entry, failed, with the
 * reason (a delivery status history has no 'rejected'; the message's own status says it).
 */
export const rejectedHistory = (at: string, reason: string): ChannelMessage['messageStatuses'] => [
  { status: 'failed', messageStatusTime: at, msg: reason },
];

/** A broadcast message's row as it stands now (from the channel message it went out as, when that is still there). */
export function syncBroadcastMessage(store: FakeStore, message: FakeBroadcastMessage): FakeBroadcastMessage {
  if (!message.channelMessageId) return message;
  const sent = channelsData(store).messages.find((m) => m.id === message.channelMessageId);
  if (!sent) return message;
  const failed = sent.currentDeliveryStatus === 'failed';
  Object.assign(message, {
    currentDeliveryStatus: sent.currentDeliveryStatus as RecipientStatus,
    currentDeliveryStatusTime: sent.messageStatuses.at(-1)?.messageStatusTime ?? sent.createdAt,
    transId: sent.transId,
    messageStatuses: structuredClone(sent.messageStatuses),
    reason: failed ? (sent.channelErrorDesc ?? null) : null,
    errorCode: failed ? (sent.channelErrorCode ?? null) : null,
  });
  return message;
}

/** The demo's two past broadcasts, on its sandbox channel with the welcome template (the server seeds the same). */
function seedDemoBroadcasts(store: FakeStore, eId: string, state: FakeBroadcastsData): void {
  const channels = channelsData(store);
  const channel = channels.channels.find((c) => c.eId === eId && c.name === DEMO_SANDBOX_CHANNEL);
  const template = channel && channels.templates.find((t) => t.channelId === channel.id);
  const user = store.users.find((u) => u.eId === eId);
  if (!channel || !template || !user) return;
  const [asha, ben, chloe] = SIMULATOR_SEED_CUSTOMERS;
  seedBroadcast(store, state, channel, template, user, 'January welcome', [
    { customer: asha, outcome: 'read' },
    { customer: ben, outcome: 'delivered' },
    { customer: chloe, outcome: 'delivered' },
  ]);
  seedBroadcast(store, state, channel, template, user, 'Welcome follow-up', [
    { customer: asha, outcome: 'delivered' },
    { customer: ben, outcome: 'failed' },
    { customer: chloe, outcome: 'delivered' },
    { customer: { name: '', number: '0000000000' }, outcome: 'rejected' },
  ]);
}

type SeedOutcome = 'read' | 'delivered' | 'failed' | 'rejected';

function seedBroadcast(
  store: FakeStore,
  state: FakeBroadcastsData,
  channel: FakeChannel,
  template: FakeTemplate,
  user: FakeStore['users'][number],
  name: string,
  recipients: { customer: { name: string; number: string }; outcome: SeedOutcome }[],
): void {
  const columnMapping: MappingRow[] = [
    { variable: 'header.1', type: 'static', value: 'Parley' },
    { variable: 'body.1', type: 'column', value: 'name' },
  ];
  const definitions = templateVariableDefinitions(template.components);
  const createdOn = tick(store);
  const broadcast: FakeBroadcast = {
    id: nextId(store, 'bc'),
    eId: channel.eId,
    name,
    templateName: template.name,
    user: { id: user.uId, name: user.name },
    channelId: channel.id,
    channelName: channel.name,
    createdOn,
    phoneNumbers: recipients.map((r) => r.customer.number),
    customerIds: [],
    segmentId: null,
    message: { template: { templateId: template.name, templateUId: template.id } },
    columnMapping,
    resourceType: null,
    resourceId: null,
    completedOn: createdOn,
  };
  state.broadcasts.push(broadcast);
  const from = channel.contactId ?? channel.name;
  for (const { customer, outcome } of recipients) {
    const id = nextId(store, 'bm');
    const number = recipientNumber(customer.number);
    if (outcome === 'rejected' || !number) {
      state.messages.push({
        id,
        broadcastId: broadcast.id,
        from,
        to: customer.number,
        currentDeliveryStatus: 'rejected',
        currentDeliveryStatusTime: createdOn,
        sentAt: null,
        reason: BroadcastMessages.numberInvalid,
        errorCode: null,
        channelMessageId: null,
        transId: null,
        messageStatuses: rejectedHistory(createdOn, BroadcastMessages.numberInvalid),
        content: null,
      });
      continue;
    }
    const rendered = renderRecipient(template, definitions, columnMapping, {}, { name: customer.name });
    const content = rendered.ok ? rendered.content : { body: '', templateName: template.name };
    const sentAt = tick(store);
    const statuses: FakeMessage['messageStatuses'] = [{ status: 'sent', messageStatusTime: sentAt }];
    statuses.push(
      outcome === 'failed'
        ? { status: 'failed', messageStatusTime: tick(store), msg: UNDELIVERABLE.desc }
        : { status: 'delivered', messageStatusTime: tick(store) },
    );
    if (outcome === 'read') statuses.push({ status: 'read', messageStatusTime: tick(store) });
    const messageId = nextId(store, 'msg');
    channelsData(store).messages.push({
      id: messageId,
      eId: channel.eId,
      channelId: channel.id,
      direction: 'out',
      customerNumber: number,
      kind: 'template',
      content,
      replyTo: null,
      currentDeliveryStatus: outcome,
      transId: `wamid.${messageId}`,
      messageStatuses: statuses,
      channelErrorCode: outcome === 'failed' ? UNDELIVERABLE.code : null,
      channelErrorDesc: outcome === 'failed' ? UNDELIVERABLE.desc : null,
      createdAt: sentAt,
      deliverAt: 0,
      fails: outcome === 'failed',
    });
    state.messages.push(
      syncBroadcastMessage(store, {
        id,
        broadcastId: broadcast.id,
        from,
        to: number,
        currentDeliveryStatus: 'sent',
        currentDeliveryStatusTime: sentAt,
        sentAt,
        reason: null,
        errorCode: null,
        channelMessageId: messageId,
        transId: null,
        messageStatuses: [],
        content,
      }),
    );
  }
  broadcast.completedOn = new Date(store.clock).toISOString();
}
