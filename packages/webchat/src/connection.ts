import {
  CLOSE,
  MISSED_PONGS_LIMIT,
  PING_EVERY_MS,
  RECONNECT_EVERY_MS,
  RECONNECT_FIRST_MS,
  TOO_MANY_RETRY_MS,
  type ClientMessage,
  type ServerMessage,
} from './protocol.ts';

export type LinkState = 'connecting' | 'open' | 'offline' | 'refused';

export interface LinkEvents {
  message(message: ServerMessage): void;
  state(state: LinkState, reason?: string): void;
  /** The server does not know the visitor's token: forget it (the next connection starts a new visitor). */
  tokenRefused(): void;
}

/**
 * The widget's socket: opens, pings every 30 s and reconnects when two pongs are missed, and after a close tries
 * again 2 s later, then every 3 s (the contract's timings). A website the channel refuses ends it for good; an
 * unknown token is forgotten and the visitor starts afresh at once.
 */
export class Link {
  private socket: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private missedPongs = 0;
  private attempts = 0;
  private stopped = false;

  constructor(
    private readonly url: () => string,
    private readonly events: LinkEvents,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.socket?.close(1000);
    this.socket = null;
  }

  private open(): void {
    this.events.state('connecting');
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.missedPongs = 0;
      this.ping = setInterval(() => {
        if (this.missedPongs >= MISSED_PONGS_LIMIT) return socket.close();
        this.missedPongs += 1;
        this.send({ action: 'ping' });
      }, PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.missedPongs = 0;
      if (message.action === 'pong') return;
      if (message.action === 'welcome') this.events.state('open');
      this.events.message(message);
    };
    socket.onclose = (event) => {
      this.clearTimers();
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (event.code === CLOSE.forbidden) return this.events.state('refused', event.reason);
      this.events.state('offline');
      if (event.code === CLOSE.invalidToken) {
        this.events.tokenRefused();
        return this.open();
      }
      const delay =
        event.code === CLOSE.tooMany
          ? TOO_MANY_RETRY_MS
          : this.attempts === 0
            ? RECONNECT_FIRST_MS
            : RECONNECT_EVERY_MS;
      this.attempts += 1;
      this.retry = setTimeout(() => this.open(), delay);
    };
  }

  private clearTimers(): void {
    if (this.ping) clearInterval(this.ping);
    if (this.retry) clearTimeout(this.retry);
    this.ping = null;
    this.retry = null;
  }
}
