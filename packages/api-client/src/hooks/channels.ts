import { useEffect, useRef, useState } from 'react';
import {
  openChannel,
  type ChannelClient,
  type ChannelClientOptions,
  type ChannelStatus,
} from '../client/channelClient.ts';
import type { ChannelDef, ClientMessageOf, ServerMessageOf } from '../contract/channel.ts';
import { useApiClient } from './ApiProvider.tsx';

export interface UseChannelOptions {
  /** Called when the server refuses the token (close code 4001). */
  onInvalidToken?: () => void;
  /** False keeps the channel closed (no session yet). */
  enabled?: boolean;
  timings?: ChannelClientOptions<ChannelDef>['timings'];
}

/**
 * Subscribes the component to a channel of the contract while it is mounted, through the API client's base
 * address and token: every message the server sends reaches `onMessage` (the latest one passed), and `send`
 * goes the other way. The connection follows the channel's heartbeat and reconnection rules (openChannel).
 */
export function useChannel<C extends ChannelDef>(
  def: C,
  onMessage: (message: ServerMessageOf<C>) => void,
  options: UseChannelOptions = {},
): { status: ChannelStatus; send: (message: ClientMessageOf<C>) => boolean } {
  const { client } = useApiClient();
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const latest = useRef({ onMessage, onInvalidToken: options.onInvalidToken });
  latest.current = { onMessage, onInvalidToken: options.onInvalidToken };
  const channel = useRef<ChannelClient<C> | null>(null);
  const enabled = options.enabled ?? true;
  const timings = options.timings;

  useEffect(() => {
    if (!enabled) {
      setStatus('closed');
      return;
    }
    const opened = openChannel(def, {
      baseUrl: client.config.baseUrl,
      ...(client.config.prefixes ? { prefixes: client.config.prefixes } : {}),
      getToken: () => client.config.getToken?.() ?? null,
      onMessage: (message) => latest.current.onMessage(message),
      onStatus: setStatus,
      onInvalidToken: () => latest.current.onInvalidToken?.(),
      ...(timings ? { timings } : {}),
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [def, client, enabled, timings]);

  return { status, send: (message) => channel.current?.send(message) ?? false };
}
