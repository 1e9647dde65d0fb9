import { VENDOR_IDS, WEB_CHANNEL_TYPE, WHATSAPP_CHANNEL_TYPE } from '@parley/api-client';
import { channelsData, fake, type FakeChannel, type FakeChannelsData } from '@parley/api-client/fake';

/*
 * Channels, messages and departments for the channel screens' stories (story code only, never imported by a
 * screen). Every seed goes into the fake's current store, which each story starts afresh.
 */

/** The stored secrets of a seeded Cloud API channel: the stories check that none of them reaches the page. */
export const CLOUD_SECRETS = {
  accessToken: 'EAAGstoredaccesstoken4321',
  appSecret: 'a1b2c3d4e5f60718293a4b5c',
  verifyToken: 'parley-verify-8842',
} as const;

export const STORY_UPDATED_AT = '2026-01-05T09:30:00.000Z';

let seeded = 0;
const nextChannelId = () => `ch-story-${(seeded += 1)}`;

/** A WhatsApp channel of the Cloud API vendor in the demo enterprise. */
export function seedCloudChannel(overrides: Partial<FakeChannel> & { name: string }): FakeChannel {
  const channel: FakeChannel = {
    id: nextChannelId(),
    eId: 'ent1',
    type: WHATSAPP_CHANNEL_TYPE,
    vendor: VENDOR_IDS.whatsappCloud,
    deptId: null,
    contactId: null,
    data: { phoneNumberId: '106540352242922', wabaId: '102290129340398', ...CLOUD_SECRETS },
    createdAt: STORY_UPDATED_AT,
    updatedAt: STORY_UPDATED_AT,
    ...overrides,
  };
  channelsData(fake.store).channels.push(channel);
  return channel;
}

/** A sandbox channel (no simulator customers: the list and form stories do not open the simulator). */
export function seedSandbox(name: string, overrides: Partial<FakeChannel> = {}): FakeChannel {
  return seedCloudChannel({
    vendor: VENDOR_IDS.sandbox,
    data: { failureRate: '0', rejectWord: 'reject', reviewSeconds: '5' },
    name,
    ...overrides,
  });
}

/** A web-chat channel (the widget on a website). */
export function seedWebChannel(name: string, overrides: Partial<FakeChannel> = {}): FakeChannel {
  return seedCloudChannel({
    type: WEB_CHANNEL_TYPE,
    vendor: VENDOR_IDS.webChat,
    data: { title: 'Chat with Acme', greeting: 'Hi! How can we help?', allowedOrigins: 'https://shop.example.com' },
    name,
    ...overrides,
  });
}

/** The demo enterprise's own sandbox channel, which the fake starts with. */
export const demoSandbox = (): FakeChannel => {
  const channel = channelsData(fake.store).channels[0];
  if (!channel) throw new Error('the fake has no demo sandbox channel');
  return channel;
};

/**
 * Gives the demo sandbox (with its template and simulator customers) a known id, so a story can start at its
 * address: the fake numbers it in the order things are made, which differs between stories.
 */
export function renameDemoSandbox(id: string): FakeChannel {
  const state = channelsData(fake.store);
  const channel = demoSandbox();
  const before = channel.id;
  channel.id = id;
  for (const row of [...state.templates, ...state.customers, ...state.messages])
    if (row.channelId === before) row.channelId = id;
  return channel;
}

type FakeMessage = FakeChannelsData['messages'][number];

/** A message of `channel`, oldest first in the store (the list answers newest first). */
export function seedMessage(
  channel: FakeChannel,
  overrides: Partial<FakeMessage> & Pick<FakeMessage, 'id' | 'createdAt'>,
): FakeMessage {
  const message: FakeMessage = {
    eId: channel.eId,
    channelId: channel.id,
    direction: 'out',
    customerNumber: '+919812345670',
    kind: 'text',
    content: { body: 'Hello' },
    replyTo: null,
    currentDeliveryStatus: 'delivered',
    transId: null,
    messageStatuses: [],
    channelErrorCode: null,
    channelErrorDesc: null,
    // Already settled: the fake does not move it on.
    deliverAt: 0,
    fails: false,
    ...overrides,
  };
  channelsData(fake.store).messages.push(message);
  return message;
}

/** A department of the demo enterprise. */
export function seedDepartment(id: string, name: string): void {
  fake.store.departments.push({ id, eId: 'ent1', name, desc: '', manager: '', users: [] });
}
