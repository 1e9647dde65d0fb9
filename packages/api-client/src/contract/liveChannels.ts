import { Type } from '@sinclair/typebox';
import { ChatCountersSchema } from '../areas/chat/chatSchemas.ts';
import { channel } from './channel.ts';

// Only channels here: the contract index gathers this module into `channels`.

/**
 * The live channel (platform-shell §4.3, §7.x "actions"): chat actions and counters travel here, not over HTTP.
 * Live chat declares its messages on it; for now it greets the connection with who it is signed in as and, for an
 * agent (CHAT.HANDLE), the chats waiting for them by kind (§4.3: "onOpen (counts from the enterprise summary)").
 */
export const actions = channel({
  id: 'actions',
  summary: 'Live chat actions and counters',
  service: 'chat',
  path: 'actions',
  auth: 'session',
  serverMessages: {
    /** Sent once the socket is authenticated. */
    onOpen: Type.Object({ uId: Type.String(), eId: Type.String(), counts: ChatCountersSchema }),
  },
  clientMessages: {},
  // platform-shell §9: heartbeat every 30000 ms, at most 2 missed; reconnect after 2000 ms, then every 3000 ms.
  heartbeat: { intervalMs: 30_000, missedLimit: 2 },
  reconnect: { initialDelayMs: 2_000, intervalMs: 3_000 },
});
