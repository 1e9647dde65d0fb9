import {
  CHAT_STATES,
  DEFAULT_CHAT_SETTINGS,
  type AgentStatus,
  type ChatState,
  type NotificationType,
} from '../chatConstants.ts';
import type { CannedReply } from '../cannedReplies.ts';
import type { ChatSettings } from '../chatSchemas.ts';
import { channelsData } from '../../channels/fake/channelsState.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';

/** A chat as the fake keeps it (the server's chats row). */
export interface FakeChat {
  id: string;
  eId: string;
  channelId: string;
  customerNumber: string;
  customerName: string;
  state: ChatState;
  agentIds: string[];
  pinned: boolean;
  tags: string[];
  jitRequired: boolean;
  lastMessage: string;
  newMsgCount: number;
  updatedAt: string;
  /** The customer's last message: the 24-hour window runs from it. */
  lastInboundAt: string | null;
  outOfScopeTurns: number;
  /** When the chat opened (the first update time, when a seed does not say). */
  createdAt?: string;
  /** When an agent closed it. */
  closedAt?: string | null;
  missedReason?: string | null;
  rating?: number | null;
  /** When it was handed to agents, first picked up, and missed (the dashboard's times). */
  handedAt?: string | null;
  pickedAt?: string | null;
  missedAt?: string | null;
}

/** A chat waiting for an agent, by kind (the server's chat_offers row). */
export interface FakeOffer {
  chatId: string;
  agentId: string;
  type: NotificationType;
  byAgentId: string | null;
}

export interface FakeChatData {
  chats: FakeChat[];
  offers: FakeOffer[];
  /** Per enterprise: the saved chat settings (the defaults until then). */
  settings: Map<string, ChatSettings>;
  /** Agents' availability by user id; online until they say otherwise. */
  agentStatus: Map<string, AgentStatus>;
  /** Per enterprise: its canned replies. */
  cannedReplies: Map<string, CannedReply[]>;
}

const states = new WeakMap<FakeStore, FakeChatData>();

/** Live chat's tables in this store: empty, as on a new server (stories and tests add what they show). */
export function chatData(store: FakeStore): FakeChatData {
  let state = states.get(store);
  if (!state)
    states.set(
      store,
      (state = { chats: [], offers: [], settings: new Map(), agentStatus: new Map(), cannedReplies: new Map() }),
    );
  return state;
}

/**
 * A customer's chat waiting for agents, as the bot's hand-over leaves it (STARTED, offered to each as `type`):
 * what a story or a test of the notification widgets starts from.
 */
export function seedWaitingChat(
  store: FakeStore,
  c: {
    eId: string;
    agentIds: string[];
    customerNumber: string;
    customerName?: string;
    lastMessage?: string;
    type?: NotificationType;
    byAgentId?: string;
    holders?: string[];
    channelId?: string;
  },
): FakeChat {
  const type = c.type ?? 'Live';
  const held = type === 'Transferred' || type === 'Invited';
  const chat: FakeChat = {
    id: nextId(store, 'chat'),
    eId: c.eId,
    // The enterprise's sandbox channel (the demo has one), so replies in the chat go somewhere.
    channelId: c.channelId ?? channelsData(store).channels.find((ch) => ch.eId === c.eId)?.id ?? 'sandbox',
    customerNumber: c.customerNumber,
    customerName: c.customerName ?? '',
    state: held ? CHAT_STATES.ONGOING : type === 'Missed' ? CHAT_STATES.MISSED : CHAT_STATES.STARTED,
    agentIds: held ? (c.holders ?? (c.byAgentId ? [c.byAgentId] : [])) : [],
    pinned: false,
    tags: [],
    jitRequired: false,
    lastMessage: c.lastMessage ?? '',
    newMsgCount: 1,
    updatedAt: tick(store),
    lastInboundAt: null,
    outOfScopeTurns: 0,
  };
  chat.lastInboundAt = chat.updatedAt;
  chat.createdAt = chat.updatedAt;
  chat.handedAt = chat.updatedAt;
  const data = chatData(store);
  data.chats.push(chat);
  for (const agentId of c.agentIds)
    data.offers.push({ chatId: chat.id, agentId, type, byAgentId: c.byAgentId ?? null });
  return chat;
}

/** The enterprise's chat settings in the fake, the defaults until it saves its own. */
export function fakeChatSettings(store: FakeStore, eId: string): ChatSettings {
  return (
    chatData(store).settings.get(eId) ?? {
      ...DEFAULT_CHAT_SETTINGS,
      handOverKeywords: [...DEFAULT_CHAT_SETTINGS.handOverKeywords],
    }
  );
}
