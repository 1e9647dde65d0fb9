// The widget's side of the contract's `webchat` live channel, as types only: nothing of the contract package is
// bundled into the script (its schemas would outweigh the widget many times over).
import type { Channels, ClientMessageOf, ServerMessageOf, WebchatMessage } from '@parley/api-client/contract';

export type ServerMessage = ServerMessageOf<Channels['webchat']>;
export type ClientMessage = ClientMessageOf<Channels['webchat']> | { action: 'ping' };
export type { WebchatMessage };

/** The channel's heartbeat and reconnect timings (contract liveChannels.ts `webchat`; platform-shell §9). */
export const PING_EVERY_MS = 30_000;
export const MISSED_PONGS_LIMIT = 2;
export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_EVERY_MS = 3_000;
/** After "too many new visitors from this address", wait this long before trying again. */
export const TOO_MANY_RETRY_MS = 60_000;

/** Close codes (contract channel.ts ChannelCloseCodes). */
export const CLOSE = { invalidToken: 4001, forbidden: 4003, tooMany: 4029 } as const;

/** The socket's address: the console's API address, the channel, and the visitor's token when there is one. */
export function socketUrl(api: string, channelId: string, token: string | null): string {
  const url = new URL(`${api.replace(/\/+$/, '')}/chat/webchat`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('channelId', channelId);
  if (token) url.searchParams.set('token', token);
  return url.href;
}
