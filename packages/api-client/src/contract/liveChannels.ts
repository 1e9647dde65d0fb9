import { Type } from '@sinclair/typebox';
import { NOTIFICATION_TYPES } from '../areas/chat/chatConstants.ts';
import { ChatCountersSchema, ChatThreadMessage } from '../areas/chat/chatSchemas.ts';
import { WebchatAck, WebchatMessage, WebchatRate, WebchatSend, WebchatWelcome } from '../areas/chat/webchat.ts';
import { channel } from './channel.ts';

// Only channels here: the contract index gathers this module into `channels`.

const ChatId = Type.String({ minLength: 1, maxLength: 64 });
const Pickup = Type.Object({ chatId: ChatId });
const Waiting = Type.Object({ chatId: ChatId });
const Kind = Type.Union(NOTIFICATION_TYPES.map((t) => Type.Literal(t.type)));
const PickupAction = Type.Union(NOTIFICATION_TYPES.map((t) => Type.Literal(t.pickup)));

/**
 * The live channel (platform-shell §4.3, §7.5 "actions"): chat actions and counters travel here, not over HTTP.
 * It greets the connection with who it is signed in as and, for an agent (CHAT.HANDLE), the chats waiting for
 * them by kind (§4.3: "onOpen (counts from the enterprise summary)"); then tells each agent of every chat offered
 * to them, and takes their pickups (§4.3 "Pickup by type": a message with action and chatId).
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
    /** A new chat waits for this agent (the bot handed it over). */
    customerStartChat: Waiting,
    /** An agent invited this one to a chat. */
    waitingInviteAccept: Waiting,
    /** An agent transferred a chat to this one. */
    waitingTransferAccept: Waiting,
    /** A chat was assigned to this agent. */
    waitingAssignAccept: Waiting,
    /** A chat waiting for this agent was missed: ask for the counts again. */
    chatMissedNotify: Waiting,
    /** An invitation to this agent was withdrawn: ask for the counts again. */
    decrementInvitedChat: Waiting,
    /** (ours) This agent's pickup won: the chat joins their list; the kind's counter drops. */
    chatPickedUp: Type.Object({ chatId: ChatId, pickup: PickupAction }),
    /**
     * (ours) A chat offered to this agent went to someone else (or was closed): the kind's counter drops at once,
     * without a recount.
     */
    offerWithdrawn: Type.Object({ chatId: ChatId, type: Kind }),
    /** (ours) A message in a chat this agent holds: the customer's, or another holder's reply. */
    chatMessage: Type.Object({ chatId: ChatId, message: ChatThreadMessage }),
    /** (ours) This agent's pickup failed, with the reason ("Another agent picked up this chat"). */
    pickupFailed: Type.Object({ chatId: ChatId, pickup: PickupAction, message: Type.String() }),
    /** (ours) The customer of a chat this agent holds is typing (web chat); it lapses after a few seconds. */
    customerTyping: Waiting,
  },
  clientMessages: {
    /** (ours) This agent is typing in a chat they hold: its web-chat visitor sees it. */
    agentTyping: Pickup,
    agentPickupChat: Pickup,
    acceptTransfer: Pickup,
    agentMissedChatPickup: Pickup,
    acceptAssign: Pickup,
    acceptInvite: Pickup,
  },
  // platform-shell §9: heartbeat every 30000 ms, at most 2 missed; reconnect after 2000 ms, then every 3000 ms.
  heartbeat: { intervalMs: 30_000, missedLimit: 2 },
  reconnect: { initialDelayMs: 2_000, intervalMs: 3_000 },
});

/**
 * (ours) The web-chat widget's channel (decision 017): a visitor of a Web channel's website, authenticated as a
 * visitor, not a user. It greets the visitor with their conversation; carries the business's messages as they are
 * sent, agents' typing and the chat's end; takes the visitor's messages, typing, delivery and read
 * acknowledgements, and the rating of an ended chat.
 */
export const webchat = channel({
  id: 'webchat',
  summary: 'A website visitor of a web-chat channel',
  service: 'chat',
  path: 'webchat',
  auth: 'visitor',
  serverMessages: {
    welcome: WebchatWelcome,
    /** A message of the conversation: the business's, or the visitor's own (from this or another tab). */
    message: Type.Object({ message: WebchatMessage }),
    /** The visitor's message could not be taken (too long, too fast); `clientId` names it. */
    refused: Type.Object({ clientId: Type.String(), message: Type.String() }),
    /** An agent is typing; it lapses after a few seconds unless repeated. */
    typing: Type.Object({}),
    /** An agent has seen the visitor's messages up to this moment. */
    seen: Type.Object({ at: Type.String({ format: 'date-time' }) }),
    /** The chat ended: the widget asks for a rating. */
    ended: Type.Object({ chatId: ChatId }),
    rated: Type.Object({ chatId: ChatId, stars: Type.Integer({ minimum: 1, maximum: 5 }) }),
  },
  clientMessages: {
    send: WebchatSend,
    typing: Type.Object({}),
    ack: WebchatAck,
    rate: WebchatRate,
  },
  heartbeat: { intervalMs: 30_000, missedLimit: 2 },
  reconnect: { initialDelayMs: 2_000, intervalMs: 3_000 },
});
