/** The web-chat widget's channel in the fake, as the server's chat/webchat does it (decision 017). */
import { ChannelCloseCodes, ChannelMessages } from '../../../contract/channel.ts';
import { nextId, type FakeStore, type FakeUser } from '../../../fake/store.ts';
import { VENDOR_IDS } from '../../channels/channelCatalog.ts';
import { channelsData, type FakeMessage } from '../../channels/fake/channelsState.ts';
import { recordInbound } from '../../channels/fake/messagingFake.ts';
import { CHAT_STATES } from '../chatConstants.ts';
import {
  WEBCHAT_LIMITS,
  WebchatMessages,
  originAllowed,
  visitorNumber,
  webchatSettings,
  webchatText,
  type WebchatMessage,
  type WebchatWelcome,
} from '../webchat.ts';
import { chatData } from './chatState.ts';
import { fakeChatTurn } from './chatTurnFake.ts';

interface FakeVisitor {
  id: string;
  eId: string;
  channelId: string;
  token: string;
}

const visitors = new WeakMap<FakeStore, FakeVisitor[]>();
const visitorsOf = (store: FakeStore) => {
  let list = visitors.get(store);
  if (!list) visitors.set(store, (list = []));
  return list;
};

/** A visitor as the fake's sockets carry them: a user with nothing granted, whose id is the visitor's. */
const visitorUser = (v: FakeVisitor): FakeUser => ({
  uId: v.id,
  eId: v.eId,
  name: '',
  emailId: '',
  password: '',
  roles: [],
  permissions: [],
});

/** Who a fake web-chat socket is, or why it closes (visitorForSocket on the server). */
export function fakeVisitorFor(
  store: FakeStore,
  request: { channelId: string; token: string | null; origin?: string },
): { user: FakeUser; visitor: FakeVisitor; newToken: string | null } | { code: number; reason: string } {
  const channel = channelsData(store).channels.find(
    (c) => c.id === request.channelId && c.vendor === VENDOR_IDS.webChat,
  );
  if (!channel) return { code: ChannelCloseCodes.forbidden, reason: WebchatMessages.unavailable };
  if (!originAllowed(webchatSettings(channel.data), request.origin))
    return { code: ChannelCloseCodes.forbidden, reason: WebchatMessages.originRefused };
  const list = visitorsOf(store);
  if (request.token) {
    const known = list.find((v) => v.token === request.token && v.channelId === channel.id);
    if (!known) return { code: ChannelCloseCodes.invalidToken, reason: ChannelMessages.invalidToken };
    return { user: visitorUser(known), visitor: known, newToken: null };
  }
  const visitor = { id: nextId(store, 'visitor'), eId: channel.eId, channelId: channel.id, token: nextId(store, 'vt') };
  list.push(visitor);
  return { user: visitorUser(visitor), visitor, newToken: visitor.token };
}

const visitorById = (store: FakeStore, user: FakeUser) =>
  visitorsOf(store).find((v) => v.id === user.uId && v.eId === user.eId);

export function fakeWebchatMessage(m: FakeMessage, clientId?: string): WebchatMessage {
  return {
    id: m.id,
    from: m.direction === 'in' ? 'visitor' : (m.author?.type ?? 'agent'),
    text: webchatText(m.content),
    replies: (m.content.buttons ?? []).map((b) => b.text),
    ...(m.author?.type === 'agent' ? { name: m.author.name } : {}),
    at: m.createdAt,
    status: m.currentDeliveryStatus,
    ...(clientId ? { clientId } : {}),
  };
}

const conversation = (store: FakeStore, v: FakeVisitor) =>
  channelsData(store).messages.filter((m) => m.channelId === v.channelId && m.customerNumber === visitorNumber(v.id));

const latestChat = (store: FakeStore, v: FakeVisitor) =>
  chatData(store)
    .chats.filter((c) => c.channelId === v.channelId && c.customerNumber === visitorNumber(v.id))
    .at(-1);

export function fakeWebchatWelcome(store: FakeStore, user: FakeUser, newToken: string | null): WebchatWelcome {
  const v = visitorById(store, user)!;
  const channel = channelsData(store).channels.find((c) => c.id === v.channelId);
  const settings = webchatSettings(channel?.data ?? {});
  const chat = latestChat(store, v);
  return {
    visitorId: v.id,
    token: newToken,
    title: settings.title,
    greeting: settings.greeting,
    messages: conversation(store, v)
      .slice(-WEBCHAT_LIMITS.historyMessages)
      .map((m) => fakeWebchatMessage(m)),
    rateChatId: chat && chat.state === CHAT_STATES.CLOSED && chat.rating == null ? chat.id : null,
  };
}

/** A visitor's message: checked as the server checks it, recorded, echoed to their tabs, and given to live chat. */
export function fakeWebchatSend(
  store: FakeStore,
  user: FakeUser,
  sent: { clientId: string; text: string },
): { refused: string } | { message: WebchatMessage } {
  const v = visitorById(store, user);
  const channel = v && channelsData(store).channels.find((c) => c.id === v.channelId);
  if (!v || !channel) return { refused: WebchatMessages.notSent };
  const text = sent.text.trim();
  if (!text) return { refused: WebchatMessages.empty };
  if (text.length > WEBCHAT_LIMITS.textMax) return { refused: WebchatMessages.tooLong };
  const message = recordInbound(store, channel, visitorNumber(v.id), {
    kind: 'text',
    content: { body: text },
    replyTo: null,
    providerId: false,
  });
  fakeChatTurn(store, channel, message);
  return { message: fakeWebchatMessage(message, sent.clientId) };
}

/** The visitor rates their chat that ended, once. */
export function fakeWebchatRate(store: FakeStore, user: FakeUser, chatId: string, stars: number): boolean {
  const v = visitorById(store, user);
  const chat = chatData(store).chats.find(
    (c) => c.id === chatId && v && c.channelId === v.channelId && c.customerNumber === visitorNumber(v.id),
  );
  if (!chat || chat.state !== CHAT_STATES.CLOSED || chat.rating != null) return false;
  chat.rating = stars;
  return true;
}
