import type { ChannelDef, ClientMessageOf, ServerMessageOf } from '../contract/channel.ts';
import { ChannelCloseCodes } from '../contract/channel.ts';
import type { Service } from '../contract/endpoint.ts';
import { DEFAULT_PREFIXES } from './client.ts';

/** The WebSocket class to use: the browser's, or a compatible one (the `ws` package in Node). */
export type WebSocketClass = new (url: string) => WebSocket;

export type ChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChannelClientOptions<C extends ChannelDef> {
  /** The API's base address, as the HTTP client's (`/api` or `https://host/api`). */
  baseUrl: string;
  prefixes?: Partial<Record<Service, string>>;
  /** Read at each (re)connection; without a token the channel does not connect. */
  getToken: () => string | null;
  onMessage: (message: ServerMessageOf<C>) => void;
  onStatus?: (status: ChannelStatus) => void;
  /** The server refused the token (close code 4001): the specs reload the console; no reconnection follows. */
  onInvalidToken?: () => void;
  WebSocket?: WebSocketClass;
  /** Overrides of the channel's timings (tests). */
  timings?: Partial<Pick<ChannelDef, 'heartbeat' | 'reconnect'>>;
}

export interface ChannelClient<C extends ChannelDef> {
  /** Sends when open; returns false (and drops the message) otherwise. */
  send(message: ClientMessageOf<C>): boolean;
  /** Closes for good: no reconnection. */
  close(): void;
}

/** ws:// or wss:// address of a channel, from the API's base address (relative ones resolve against the page). */
export function channelUrl(
  def: Pick<ChannelDef, 'service' | 'path'>,
  baseUrl: string,
  prefixes: Partial<Record<Service, string>> = {},
): string {
  const base = new URL(baseUrl.replace(/\/+$/, '') + '/', globalThis.location?.href ?? 'http://localhost/');
  const prefix = { ...DEFAULT_PREFIXES, ...prefixes }[def.service].replace(/^\/+|\/+$/g, '');
  const url = new URL([prefix, def.path].filter(Boolean).join('/'), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Opens a channel and keeps it open: the token in the address, a ping every heartbeat interval (after
 * `missedLimit` pings without an answer the socket is dropped and reopened), reconnection after any close but
 * the invalid-token one (first after `initialDelayMs`, then every `intervalMs`), as platform-shell §4.3 asks.
 */
export function openChannel<C extends ChannelDef>(def: C, options: ChannelClientOptions<C>): ChannelClient<C> {
  const heartbeat = options.timings?.heartbeat ?? def.heartbeat;
  const reconnect = options.timings?.reconnect ?? def.reconnect;
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempts = 0;
  let unanswered = 0;
  let pinger: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const status = (value: ChannelStatus) => options.onStatus?.(value);

  const scheduleReconnect = () => {
    if (stopped) return;
    status('reconnecting');
    retry = setTimeout(connect, attempts === 0 ? reconnect.initialDelayMs : reconnect.intervalMs);
    attempts += 1;
  };

  function connect() {
    if (stopped) return;
    const token = options.getToken();
    if (!token) return scheduleReconnect();
    status('connecting');
    const url = new URL(channelUrl(def, options.baseUrl, options.prefixes));
    url.searchParams.set('token', token);
    const current = new Socket(url.toString());
    socket = current;
    current.onopen = () => {
      attempts = 0;
      unanswered = 0;
      status('open');
      pinger = setInterval(() => {
        if (unanswered >= heartbeat.missedLimit) {
          // The server stopped answering: drop this socket, the close handler reconnects.
          current.close(ChannelCloseCodes.normal, 'heartbeat missed');
          return;
        }
        unanswered += 1;
        current.send(JSON.stringify({ action: 'ping' }));
      }, heartbeat.intervalMs);
    };
    current.onmessage = (event: MessageEvent) => {
      let message: ServerMessageOf<C>;
      try {
        message = JSON.parse(String(event.data)) as ServerMessageOf<C>;
      } catch {
        return;
      }
      if (message.action === 'pong') {
        unanswered = 0;
        return;
      }
      options.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      clearInterval(pinger);
      if (socket === current) socket = null;
      if (event.code === ChannelCloseCodes.invalidToken) {
        stopped = true;
        status('closed');
        options.onInvalidToken?.();
        return;
      }
      if (stopped) status('closed');
      else scheduleReconnect();
    };
  }

  connect();
  return {
    send(message) {
      if (!socket || socket.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(pinger);
      if (socket) socket.close(ChannelCloseCodes.normal, 'closed by the client');
      else status('closed');
    },
  };
}
