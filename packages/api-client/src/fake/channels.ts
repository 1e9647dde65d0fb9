import { ws, type WebSocketHandler } from 'msw';
import {
  ChannelCloseCodes,
  ChannelMessages,
  type ChannelDef,
  type ClientMessageOf,
  type ServerMessageOf,
} from '../contract/channel.ts';
import { DEFAULT_PREFIXES } from '../client/client.ts';
import { NOTIFICATION_TYPES, type PickupAction } from '../areas/chat/chatConstants.ts';
import { NO_CHAT_COUNTS } from '../areas/chat/chatRules.ts';
import { fakeChatCounters, fakePickUp } from '../areas/chat/fake/index.ts';
import {
  fakeVisitorFor,
  fakeWebchatRate,
  fakeWebchatSend,
  fakeWebchatWelcome,
} from '../areas/chat/fake/webchatFake.ts';
import { Messages } from '../contract/messages.ts';
import { WebchatMessages } from '../areas/chat/webchat.ts';
import { channels, type ChannelId, type Channels } from '../contract/index.ts';
import { readClientMessage } from '../contract/channelRules.ts';
import { userForFakeToken } from './handlers.ts';
import type { FakeStore, FakeUser } from './store.ts';

/** One open fake socket, as the fake's channel implementations see it. */
export interface FakeChannelConnection<C extends ChannelDef = ChannelDef> {
  readonly user: FakeUser;
  send(message: ServerMessageOf<C>): void;
}

/** Sends to the open fake sockets of the channel whose user `to` accepts (as the server's ChannelHub.publish). */
type FakeTell<C extends ChannelDef> = (to: (user: FakeUser) => boolean, message: ServerMessageOf<C>) => void;

interface FakeChannelImpl<C extends ChannelDef> {
  onOpen?(connection: FakeChannelConnection<C>, store: FakeStore): void;
  messages: {
    [K in keyof C['clientMessages'] & string]: (
      connection: FakeChannelConnection<C>,
      message: Extract<ClientMessageOf<C>, { action: K }>,
      store: FakeStore,
      tell: FakeTell<C>,
    ) => void;
  };
}

type ActionsImpl = FakeChannelImpl<Channels['actions']>;

/** New visitors' tokens, handed over once in the welcome. */
const newVisitorTokens = new WeakMap<FakeUser, string | null>();

/** A pickup as the server's chat/live/pickupHandlers.ts answers it. */
const fakePickup =
  (pickup: PickupAction) =>
  (
    connection: FakeChannelConnection<Channels['actions']>,
    message: { chatId: string },
    store: FakeStore,
    tell: FakeTell<Channels['actions']>,
  ) => {
    const { user } = connection;
    const fail = (reason: string) =>
      connection.send({ action: 'pickupFailed', chatId: message.chatId, pickup, message: reason });
    if (!user.permissions.includes('CHAT.HANDLE')) return fail(Messages.accessDenied);
    const result = fakePickUp(store, { eId: user.eId, chatId: message.chatId, agentId: user.uId, pickup });
    if (!result.ok) return fail(result.message);
    tell((u) => u.uId === user.uId && u.eId === user.eId, { action: 'chatPickedUp', chatId: message.chatId, pickup });
    for (const offer of result.withdrawn)
      tell((u) => u.uId === offer.agentId && u.eId === user.eId, {
        action: 'offerWithdrawn',
        chatId: message.chatId,
        type: offer.type,
      });
  };

/** What the fake does on each channel, as the server's handlers/channels.ts does. */
const fakeChannelImpl: { [K in ChannelId]: FakeChannelImpl<Channels[K]> } = {
  actions: {
    onOpen: (connection, store) => {
      const { user } = connection;
      const counts = user.permissions.includes('CHAT.HANDLE')
        ? fakeChatCounters(store, user.eId, user.uId)
        : NO_CHAT_COUNTS;
      connection.send({ action: 'onOpen', uId: user.uId, eId: user.eId, counts });
    },
    messages: {
      ...(Object.fromEntries(
        NOTIFICATION_TYPES.map((t) => [t.pickup, fakePickup(t.pickup)]),
      ) as unknown as ActionsImpl['messages']),
      // The fake has no web-chat visitors of agents' chats to tell.
      agentTyping: () => {},
    },
  },
  webchat: {
    onOpen: (connection, store) => {
      const welcome = fakeWebchatWelcome(store, connection.user, newVisitorTokens.get(connection.user) ?? null);
      newVisitorTokens.delete(connection.user);
      connection.send({ action: 'welcome', ...welcome });
    },
    messages: {
      send: (connection, message, store, tell) => {
        const outcome = fakeWebchatSend(store, connection.user, message);
        if ('refused' in outcome)
          return connection.send({ action: 'refused', clientId: message.clientId, message: outcome.refused });
        const { uId, eId } = connection.user;
        tell((u) => u.uId === uId && u.eId === eId, { action: 'message', message: outcome.message });
      },
      typing: () => {},
      ack: () => {},
      rate: (connection, { chatId, stars }, store) => {
        if (!fakeWebchatRate(store, connection.user, chatId, stars))
          return connection.send({ action: 'error', message: WebchatMessages.notRatable });
        connection.send({ action: 'rated', chatId, stars });
      },
    },
  },
};

/** The open fake sockets, by channel: what `emit` reaches. */
export type FakeChannelSockets = Map<string, Set<FakeChannelConnection>>;

/**
 * MSW websocket handlers for every channel of the contract, with the server's rules: the token in the address or
 * an `auth` message first (an unknown one closes with 4001), `ping` answered with `pong`, messages checked
 * against their schemas and refused with an `error` message.
 */
export function createChannelHandlers(getStore: () => FakeStore, sockets: FakeChannelSockets): WebSocketHandler[] {
  return (Object.values(channels) as ChannelDef[]).map((def) => {
    const path = [DEFAULT_PREFIXES[def.service], def.path].filter(Boolean).join('/');
    const link = ws.link(new RegExp(`/api/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
    const impl = fakeChannelImpl[def.id as ChannelId] as unknown as FakeChannelImpl<ChannelDef>;
    return link.addEventListener('connection', ({ client }) => {
      let connection: FakeChannelConnection | null = null;
      const send = (message: object) => client.send(JSON.stringify(message));
      const openAs = (user: FakeUser, store: FakeStore) => {
        connection = { user, send };
        let openSockets = sockets.get(def.id);
        if (!openSockets) sockets.set(def.id, (openSockets = new Set()));
        openSockets.add(connection);
        impl.onOpen?.(connection, store);
      };
      const open = (token: string) => {
        const store = getStore();
        const user = userForFakeToken(store, token);
        if (!user) return client.close(ChannelCloseCodes.invalidToken, ChannelMessages.invalidToken);
        openAs(user, store);
      };
      client.addEventListener('close', () => {
        if (connection) sockets.get(def.id)?.delete(connection);
      });
      client.addEventListener('message', (event) => {
        // The contract's reading of a client message, as the server does it.
        const reading = readClientMessage(def, String(event.data));
        if (!connection) {
          if (reading.kind === 'auth') return open(reading.token);
          return client.close(ChannelCloseCodes.invalidToken, ChannelMessages.invalidToken);
        }
        if (reading.kind === 'ping') return send({ action: 'pong' });
        if (reading.kind === 'auth') return;
        if (reading.kind === 'error') return send({ action: 'error', message: reading.message });
        const handle = (impl.messages as Record<string, FakeChannelImpl<ChannelDef>['messages'][string]>)[
          reading.action
        ];
        if (!handle) return send({ action: 'error', message: ChannelMessages.unknownAction(reading.action) });
        const tell = (to: (user: FakeUser) => boolean, message: object) => {
          for (const other of sockets.get(def.id) ?? []) if (to(other.user)) other.send(message as never);
        };
        handle(connection, reading.message as never, getStore(), tell);
      });
      const params = new URL(client.url).searchParams;
      const token = params.get('token');
      if (def.auth === 'visitor') {
        // A visitor is known (or started) at once, as on the server.
        const store = getStore();
        const outcome = fakeVisitorFor(store, {
          channelId: params.get('channelId') ?? '',
          token,
          origin: globalThis.location?.origin,
        });
        if (!('user' in outcome)) return client.close(outcome.code, outcome.reason);
        newVisitorTokens.set(outcome.user, outcome.newToken);
        return openAs(outcome.user, store);
      }
      if (token) open(token);
    });
  });
}
