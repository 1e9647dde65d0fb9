import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { Static } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { WebSocket } from 'ws';
import {
  CHANNEL_AUTH_TIMEOUT_MS,
  CHANNEL_MAX_MESSAGE_BYTES,
  ChannelCloseCodes,
  ChannelMessages,
  issueOfTypeBoxError,
  Messages,
  readClientMessage,
  type ChannelDef,
  type FieldsCheck,
  type ChannelId,
  type Channels,
  type ServerMessageOf,
} from '@parley/api-client/contract';
import type { AuthUser, ServerServices } from './context.ts';
import { routeUrl, userForToken } from './routes.ts';
import { visitorForSocket } from '../areas/chat/webchat/visitorAuth.ts';

/** One authenticated socket of a channel, as a handler sees it. */
export interface ChannelConnection<C extends ChannelDef = ChannelDef> {
  readonly user: AuthUser;
  readonly log: FastifyBaseLogger;
  send(message: ServerMessageOf<C>): void;
  close(code: number, reason: string): void;
}

type ClientMessageHandlers<C extends ChannelDef> = {
  [K in keyof C['clientMessages'] & string]: (
    connection: ChannelConnection<C>,
    message: { action: K } & Static<C['clientMessages'][K]>,
    services: ServerServices,
  ) => void | Promise<void>;
};

/** What the server does on a channel: on a new authenticated socket, and for each message the client may send. */
export interface ChannelHandler<C extends ChannelDef> {
  onOpen?(connection: ChannelConnection<C>, services: ServerServices): void | Promise<void>;
  messages: ClientMessageHandlers<C>;
}

/** One handler per contract channel; the compiler refuses a missing one or a missing message. */
export type ChannelHandlers = { [K in ChannelId]: ChannelHandler<Channels[K]> };

/** Who a message is for, in words every process understands: users of one enterprise (all of them, or these). */
export interface ChannelAudience {
  enterpriseId: string;
  userIds?: readonly string[];
}

/**
 * Carries what one process sends to the processes beside it (RedisHubRelay), so that a user connected to any of
 * them hears it. Each process delivers what it receives to its own sockets.
 */
export interface HubRelay {
  publish(channelId: string, audience: ChannelAudience, message: object): void;
  close(): Promise<void>;
}

/**
 * The open sockets of this process, by channel, so that what happens elsewhere (an API call, a job, a customer's
 * message) can reach the users concerned. `deliver` reaches them on every process: here, and through the relay
 * (Redis pub/sub, when several processes share the load) on the others.
 */
export class ChannelHub {
  private readonly open = new Map<string, Set<ChannelConnection>>();
  private relay: HubRelay | null = null;

  add(channelId: string, connection: ChannelConnection): () => void {
    let set = this.open.get(channelId);
    if (!set) this.open.set(channelId, (set = new Set()));
    set.add(connection);
    return () => set.delete(connection);
  }

  /** Relays what `deliver` sends to the other processes from now on. */
  useRelay(relay: HubRelay): void {
    this.relay = relay;
  }

  /** Sends to the audience's sockets on every process. */
  deliver<K extends ChannelId>(channelId: K, audience: ChannelAudience, message: ServerMessageOf<Channels[K]>): number {
    this.relay?.publish(channelId, audience, message);
    return this.deliverHere(channelId, audience, message);
  }

  /** Sends to the audience's sockets of this process only (what the relay brings from another process). */
  deliverHere(channelId: string, audience: ChannelAudience, message: object): number {
    const users = audience.userIds ? new Set(audience.userIds) : null;
    return this.publish(
      channelId as ChannelId,
      (user) => user.enterpriseId === audience.enterpriseId && (!users || users.has(user.id)),
      message as ServerMessageOf<Channels[ChannelId]>,
    );
  }

  /** Sends to every open socket of this process's channel whose user `to` accepts. */
  publish<K extends ChannelId>(
    channelId: K,
    to: (user: AuthUser) => boolean,
    message: ServerMessageOf<Channels[K]>,
  ): number {
    let sent = 0;
    for (const connection of this.open.get(channelId) ?? []) {
      if (!to(connection.user)) continue;
      (connection as unknown as ChannelConnection<Channels[K]>).send(message);
      sent += 1;
    }
    return sent;
  }

  /** Closes every socket (the server is stopping), and the relay. */
  async closeAll(): Promise<void> {
    for (const set of this.open.values()) for (const connection of set) connection.close(1001, 'Server stopping');
    await this.relay?.close();
    this.relay = null;
  }

  count(channelId: string): number {
    return this.open.get(channelId)?.size ?? 0;
  }
}

interface ChannelRuntime {
  def: ChannelDef;
  handler: ChannelHandler<ChannelDef>;
  /** The declared messages' schemas, compiled once per channel. */
  check: FieldsCheck;
}

/** A FieldsCheck through compiled schemas (faster than the contract's default, which interprets them). */
function compiledFieldsCheck(def: ChannelDef): FieldsCheck {
  const checks = new Map<string, TypeCheck<ChannelDef['clientMessages'][string]>>(
    Object.entries(def.clientMessages).map(([action, schema]) => [action, TypeCompiler.Compile(schema)]),
  );
  return (action, fields) => {
    const check = checks.get(action)!;
    if (check.Check(fields)) return null;
    const first = check.Errors(fields).First();
    return first ? issueOfTypeBoxError(first) : { field: '', rule: 'other' };
  };
}

export interface ChannelOptions {
  /** How long to wait for the `auth` message; the contract's CHANNEL_AUTH_TIMEOUT_MS by default. */
  authTimeoutMs?: number;
}

/**
 * Every channel of `defs` as a websocket route beside the endpoints (`/api/<service>/<path>`). A socket
 * authenticates with its `token` query parameter or an `auth` message first (an unknown token closes it with
 * 4001), answers `ping` with `pong`, closes when no message came for the channel's heartbeat allowance, and
 * refuses what its schemas do not allow with an `error` message, leaving the socket open.
 */
export async function registerChannels<D extends Record<string, ChannelDef>>(
  app: FastifyInstance,
  defs: D,
  handlers: { [K in keyof D]: ChannelHandler<D[K]> },
  services: ServerServices,
  hub: ChannelHub,
  options: ChannelOptions = {},
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: CHANNEL_MAX_MESSAGE_BYTES } });
  app.addHook('onClose', async () => hub.closeAll());
  for (const def of Object.values(defs)) {
    const handler = (handlers as unknown as Record<string, ChannelHandler<ChannelDef>>)[def.id];
    if (!handler) throw new Error(`channel ${def.id} has no handler`);
    const runtime: ChannelRuntime = {
      def,
      handler,
      check: compiledFieldsCheck(def),
    };
    app.get(routeUrl(def), { websocket: true, schema: { hide: true } }, (socket, request) => {
      const query = request.query as { token?: unknown; channelId?: unknown };
      const token = typeof query.token === 'string' ? query.token : null;
      if (def.auth === 'visitor') {
        // A visitor is known (or started) at once, from the address: there is no `auth` message to wait for.
        const channelId = typeof query.channelId === 'string' ? query.channelId : '';
        const origin = request.headers.origin;
        const authenticator = () => visitorForSocket(services, { channelId, token, origin, address: request.ip });
        return serve(request.log, socket, runtime, services, hub, authenticator, true, options);
      }
      const authenticator = async (given: string): Promise<SocketAuthentication> => {
        const user = await userForToken(services, given).catch(() => null);
        return user ? { user } : { code: ChannelCloseCodes.invalidToken, reason: ChannelMessages.invalidToken };
      };
      serve(request.log, socket, runtime, services, hub, authenticator, token, options);
    });
  }
}

/** Who a socket is, or why it is closed. */
export type SocketAuthentication = { user: AuthUser } | { code: number; reason: string };

/**
 * `start`: a token to authenticate with at once (the `token` parameter), `true` to authenticate at once without
 * one (visitors), or null to wait for an `auth` message.
 */
function serve(
  log: FastifyBaseLogger,
  socket: WebSocket,
  { def, handler, check }: ChannelRuntime,
  services: ServerServices,
  hub: ChannelHub,
  authenticator: (token: string) => Promise<SocketAuthentication>,
  start: string | true | null,
  options: ChannelOptions,
): void {
  let connection: ChannelConnection | null = null;
  let authenticating = false;
  let removeFromHub: (() => void) | null = null;
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };
  // Any message proves the client alive; silence longer than the heartbeat allows ends the socket.
  const silenceLimitMs = def.heartbeat.intervalMs * (def.heartbeat.missedLimit + 1);
  let silence: NodeJS.Timeout = setTimeout(
    () => close(ChannelCloseCodes.timeout, ChannelMessages.noToken),
    options.authTimeoutMs ?? CHANNEL_AUTH_TIMEOUT_MS,
  );
  const heard = () => {
    if (!connection) return;
    clearTimeout(silence);
    silence = setTimeout(() => close(ChannelCloseCodes.timeout, ChannelMessages.heartbeatStopped), silenceLimitMs);
  };

  const authenticate = async (token: string) => {
    authenticating = true;
    const outcome = await authenticator(token).catch((error: unknown) => {
      log.error({ err: error, channel: def.id }, 'channel authentication failed');
      return { code: ChannelCloseCodes.timeout, reason: Messages.somethingWentWrong };
    });
    authenticating = false;
    if (!('user' in outcome)) return close(outcome.code, outcome.reason);
    if (socket.readyState !== socket.OPEN) return;
    connection = { user: outcome.user, log, send, close };
    removeFromHub = hub.add(def.id, connection);
    heard();
    await handler.onOpen?.(connection, services);
  };

  socket.on('message', (data, isBinary) => {
    void (async () => {
      heard();
      const reading = readClientMessage(def, isBinary ? '' : String(data), check);
      if (!connection) {
        // Before authentication only the token counts (anything sent while it is being checked is dropped).
        if (authenticating) return;
        if (reading.kind === 'auth') return authenticate(reading.token);
        return close(ChannelCloseCodes.invalidToken, ChannelMessages.invalidToken);
      }
      if (reading.kind === 'ping') return send({ action: 'pong' });
      if (reading.kind === 'auth') return;
      if (reading.kind === 'error') return send({ action: 'error', message: reading.message });
      const messageHandler = (handler.messages as Record<string, ClientMessageHandlers<ChannelDef>[string]>)[
        reading.action
      ];
      if (!messageHandler) return send({ action: 'error', message: ChannelMessages.unknownAction(reading.action) });
      await messageHandler(connection, reading.message as never, services);
    })().catch((error: unknown) => {
      // One failed message is not the connection's end: the client hears that it failed, the log why.
      log.error({ err: error, channel: def.id }, 'channel message failed');
      send({ action: 'error', message: Messages.somethingWentWrong });
    });
  });
  socket.on('close', () => {
    clearTimeout(silence);
    removeFromHub?.();
  });
  if (start === true) void authenticate('');
  else if (start) void authenticate(start);
}
