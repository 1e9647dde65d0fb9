import type { ChatAuthor } from '../../chat/chatSchemas.ts';
import { SIMULATOR_SEED_CUSTOMERS } from '../messageRules.ts';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '../channelCatalog.ts';
import type { ChannelMessage } from '../messageSchemas.ts';
import type { MessageTemplate, TemplateComponent } from '../templateSchemas.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';

/** A channel in the fake: every field in plain text (the fake has nothing to seal), masked when answered. */
export interface FakeChannel {
  id: string;
  eId: string;
  name: string;
  type: number;
  vendor: number;
  deptId: string | null;
  contactId: string | null;
  data: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface FakeTemplate extends MessageTemplate {
  eId: string;
  /** Wall-clock time the sandbox's review ends (the fake's own clock only moves on writes). */
  reviewAt: number;
}

export interface FakeMessage extends ChannelMessage {
  eId: string;
  /** The live chat the message belongs to, and who wrote it when the business did (decision 016). */
  chatId?: string;
  author?: ChatAuthor | null;
  /** Wall-clock time the sandbox delivers it, and whether it fails instead. */
  deliverAt: number;
  fails: boolean;
}

export interface FakeSimulatorCustomer {
  id: string;
  eId: string;
  channelId: string;
  name: string;
  number: string;
}

export interface FakeChannelsData {
  channels: FakeChannel[];
  templates: FakeTemplate[];
  /** Oldest first. */
  messages: FakeMessage[];
  customers: FakeSimulatorCustomer[];
  /** Phone number details the fake Cloud API answers a connection test with (by phone number id). */
  cloudNumbers: Map<string, { displayPhoneNumber: string; verifiedName: string; qualityRating: string; token: string }>;
  /** Media customers sent through a provider (stories seed it), by the provider's media id. */
  providerMedia: Map<string, { bytes: Uint8Array; mimeType: string }>;
}

const states = new WeakMap<FakeStore, FakeChannelsData>();

/** The channels area's tables in this store; the demo enterprise starts with its sandbox channel, as on the server. */
export function channelsData(store: FakeStore): FakeChannelsData {
  let state = states.get(store);
  if (!state) {
    state = {
      channels: [],
      templates: [],
      messages: [],
      customers: [],
      cloudNumbers: new Map(),
      providerMedia: new Map(),
    };
    states.set(store, state);
    seedSandboxChannel(store, 'ent1', state);
  }
  return state;
}

export const DEMO_SANDBOX_CHANNEL = 'Sandbox';

/** The welcome template the demo's sandbox channel starts with (the server seeds the same). */
export const WELCOME_TEMPLATE_COMPONENTS: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Welcome to {{1}}', example: ['Parley'] },
  {
    type: 'BODY',
    text: 'Hi {{1}}, thanks for joining *Parley*. Reply with a button below.',
    example: ['Asha'],
  },
  { type: 'FOOTER', text: 'Parley demo' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Tell me more' },
      { type: 'QUICK_REPLY', text: 'Stop' },
    ],
  },
];

/** Adds the simulator's starting customers to a sandbox channel. */
export function addSimulatorCustomers(store: FakeStore, state: FakeChannelsData, channel: FakeChannel): void {
  for (const c of SIMULATOR_SEED_CUSTOMERS)
    state.customers.push({ id: nextId(store, 'sc'), eId: channel.eId, channelId: channel.id, ...c });
}

/** A sandbox channel with its simulator customers and an approved welcome template. */
export function seedSandboxChannel(store: FakeStore, eId: string, state = channelsData(store)): FakeChannel {
  const at = tick(store);
  const channel: FakeChannel = {
    id: nextId(store, 'ch'),
    eId,
    name: DEMO_SANDBOX_CHANNEL,
    type: WHATSAPP_CHANNEL_TYPE,
    vendor: VENDOR_IDS.sandbox,
    deptId: null,
    contactId: null,
    data: { failureRate: '0', rejectWord: 'reject', reviewSeconds: '5' },
    createdAt: at,
    updatedAt: at,
  };
  state.channels.push(channel);
  addSimulatorCustomers(store, state, channel);
  const id = nextId(store, 'tpl');
  state.templates.push({
    _id: id,
    id,
    templateId: 'welcome_message',
    eId,
    channelId: channel.id,
    name: 'welcome_message',
    language: 'en_US',
    category: 'UTILITY',
    type: 'DEFAULT',
    status: 'APPROVED',
    rejectedReason: null,
    providerTemplateId: null,
    components: structuredClone(WELCOME_TEMPLATE_COMPONENTS),
    createdAt: at,
    updatedAt: at,
    reviewAt: 0,
  });
  return channel;
}
