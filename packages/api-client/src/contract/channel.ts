import type { Static, TObject } from '@sinclair/typebox';
import type { Service } from './endpoint.ts';

/**
 * A websocket channel, declared once like an endpoint: where it is, how it authenticates, and the messages each
 * way with their schemas. The server's route, the typed client (openChannel, useChannel) and the fake's emitter
 * are derived from it.
 *
 * On the wire every message is one JSON object whose `action` names it, with the message's fields beside it
 * (`{"action":"agentPickupChat","chatId":"…"}`, as platform-shell §4.3 sends them). Every channel also carries
 * the built-in messages below: `ping`/`pong` for the heartbeat, `auth` for a token sent after connecting, and
 * `error` for a message the server could not take.
 */
export type MessageSchemas = Record<string, TObject>;

export interface ChannelDef<S extends MessageSchemas = MessageSchemas, C extends MessageSchemas = MessageSchemas> {
  readonly id: string;
  readonly summary: string;
  readonly service: Service;
  /** Path below the service prefix. */
  readonly path: string;
  /**
   * `session`: a session token or API key, as the `token` query parameter or in an `auth` message first; an
   * unknown one closes the socket with ChannelCloseCodes.invalidToken.
   * `visitor`: a website visitor of a Web channel (the web-chat widget), named by the `channelId` query parameter;
   * the `token` parameter is the visitor's own token, and without one the server starts a new visitor. An unknown
   * token closes with invalidToken (the widget forgets it and comes back as a new visitor); a page of a website the
   * channel does not allow closes with forbidden.
   */
  readonly auth: 'session' | 'visitor';
  /** What the server sends, by action. */
  readonly serverMessages: S;
  /** What the client sends, by action. */
  readonly clientMessages: C;
  /** The client pings every `intervalMs`; after `missedLimit` pings without a pong it reconnects. */
  readonly heartbeat: { readonly intervalMs: number; readonly missedLimit: number };
  /** After a close (other than invalidToken): the first attempt after `initialDelayMs`, then every `intervalMs`. */
  readonly reconnect: { readonly initialDelayMs: number; readonly intervalMs: number };
}

/** A message of one of the schemas, as it travels: its action and its fields. */
export type MessageOf<M extends MessageSchemas> = {
  [K in keyof M & string]: { action: K } & Static<M[K]>;
}[keyof M & string];

export type ServerMessageOf<C extends ChannelDef> = MessageOf<C['serverMessages']> | BuiltInServerMessage;
export type ClientMessageOf<C extends ChannelDef> = MessageOf<C['clientMessages']>;

/** Messages every channel carries, whatever it declares. */
export type BuiltInServerMessage = { action: 'pong' } | { action: 'error'; message: string };
export type BuiltInClientMessage = { action: 'ping' } | { action: 'auth'; token: string };

export const BUILT_IN_CLIENT_ACTIONS = ['ping', 'auth'] as const;
export const BUILT_IN_SERVER_ACTIONS = ['pong', 'error'] as const;

/** Close codes. 4001 is the specs' invalid-token code (platform-shell §9): the console reloads instead of retrying. */
export const ChannelCloseCodes = {
  normal: 1000,
  invalidToken: 4001,
  /** (ours) This client may not open this channel (a website the Web channel does not allow): no retry. */
  forbidden: 4003,
  /** (ours) No token arrived in time, or the heartbeat stopped: the client may reconnect. */
  timeout: 4008,
  /** (ours) Too many new visitors from one address: the widget waits before it tries again. */
  tooMany: 4029,
} as const;

/** Messages the server sends in `error`, and close reasons. */
export const ChannelMessages = {
  notJson: 'A message must be one JSON object with an action',
  unknownAction: (action: string) => `Unknown action: ${action}`,
  invalidToken: 'Invalid access token',
  noToken: 'No access token arrived in time',
  heartbeatStopped: 'No ping arrived in time',
} as const;

/** How long the server waits for the `auth` message when the token is not in the address. */
export const CHANNEL_AUTH_TIMEOUT_MS = 10_000;
/** The largest message either side accepts, in bytes of JSON. */
export const CHANNEL_MAX_MESSAGE_BYTES = 64 * 1024;

/** Declares a channel once; server route, client and fake are derived from the declaration. */
export function channel<S extends MessageSchemas, C extends MessageSchemas>(def: ChannelDef<S, C>): ChannelDef<S, C> {
  for (const action of Object.keys(def.clientMessages)) {
    if ((BUILT_IN_CLIENT_ACTIONS as readonly string[]).includes(action))
      throw new Error(`${def.id}: ${action} is a built-in client message`);
  }
  for (const action of Object.keys(def.serverMessages)) {
    if ((BUILT_IN_SERVER_ACTIONS as readonly string[]).includes(action))
      throw new Error(`${def.id}: ${action} is a built-in server message`);
  }
  return def;
}
