import { Type, type Static } from '@sinclair/typebox';
import type { MessageContent } from '../channels/messageSchemas.ts';

/**
 * The web-chat widget's side of live chat (decision 017): a visitor of the business's website writes through a
 * Web channel (type 12, vendor "Web chat"). The widget speaks the `webchat` live channel; these are its limits,
 * messages and message shapes, shared by the server, the fake and the widget (which imports only types).
 */
export const WEBCHAT_LIMITS = {
  /** The longest message a visitor may send (WhatsApp's text limit). */
  textMax: 4096,
  /** The visitor's latest messages the widget gets when it connects. */
  historyMessages: 50,
  /** Message ids one acknowledgement may name. */
  ackIdsMax: 100,
  /** Messages one visitor's socket may send within `sendWindowMs`; more are refused, not queued. */
  sendsPerWindow: 20,
  sendWindowMs: 10_000,
  /** New visitors one client address may start on a channel within `newVisitorWindowSeconds`. */
  newVisitorsPerAddress: 30,
  newVisitorWindowSeconds: 600,
  /** A visitor's name as the host page gives it. */
  nameMax: 80,
} as const;

/** What the widget shows for the visitor's or the server's refusals. */
export const WebchatMessages = {
  tooLong: `A message can be at most ${WEBCHAT_LIMITS.textMax} characters`,
  empty: 'Write a message first',
  tooFast: 'You are sending messages too quickly. Wait a moment and try again.',
  originRefused: 'This website may not open this chat',
  unavailable: 'This chat is not available',
  tooManyVisitors: 'Too many new chats from this address. Try again later.',
  notRatable: 'Only a chat that has ended can be rated, once',
  notSent: 'Your message could not be sent. Try again.',
} as const;

/** A visitor's number in chats and messages: visitors have no phone number, so their id stands in for one. */
export const WEB_VISITOR_PREFIX = 'web:';
/** What a web-chat visitor who gave no name is called in the console. */
export const WEB_VISITOR_NAME = 'Website visitor';
export const visitorNumber = (visitorId: string): string => `${WEB_VISITOR_PREFIX}${visitorId}`;
export const visitorIdOf = (customerNumber: string): string | null =>
  customerNumber.startsWith(WEB_VISITOR_PREFIX) ? customerNumber.slice(WEB_VISITOR_PREFIX.length) : null;

export interface WebchatSettings {
  title: string;
  greeting: string;
  /** Origins allowed to open the chat; empty allows any. */
  allowedOrigins: string[];
}

/** A Web channel's settings from its vendor fields, with the defaults a blank field means. */
export function webchatSettings(data: Readonly<Record<string, string | undefined>>): WebchatSettings {
  return {
    title: data.title?.trim() || 'Chat with us',
    greeting: data.greeting?.trim() ?? '',
    allowedOrigins: (data.allowedOrigins ?? '')
      .split(/[\s,]+/)
      .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
  };
}

/** Whether a page of `origin` (the socket's Origin header; absent for non-browser clients) may open the chat. */
export function originAllowed(settings: WebchatSettings, origin: string | undefined): boolean {
  if (!settings.allowedOrigins.length) return true;
  return origin !== undefined && settings.allowedOrigins.includes(origin.replace(/\/+$/, '').toLowerCase());
}

/** The words a widget shows for a message of any kind: text as it is, other kinds by their caption or title. */
export function webchatText(content: MessageContent): string {
  if (content.body) return content.body;
  if (content.media?.caption) return content.media.caption;
  if (content.location) return content.location.name ?? content.location.address ?? 'Location';
  if (content.flow) return content.flow.cta;
  return '';
}

const Id = Type.String({ minLength: 1, maxLength: 64 });

/** One message as the widget shows it. `clientId`: the widget's own id of a visitor's message, echoed back. */
export const WebchatMessage = Type.Object({
  id: Id,
  from: Type.Union([Type.Literal('visitor'), Type.Literal('bot'), Type.Literal('agent'), Type.Literal('system')]),
  text: Type.String(),
  /** Replies the visitor may tap (a bot's or agent's buttons or list rows): tapping sends the text. */
  replies: Type.Array(Type.String()),
  /** An agent's name, for their messages. */
  name: Type.Optional(Type.String()),
  at: Type.String({ format: 'date-time' }),
  /** Business messages: sent, delivered or read by the visitor. Visitor messages: sent, or seen by an agent. */
  status: Type.String(),
  clientId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type WebchatMessage = Static<typeof WebchatMessage>;

/** Sent once when the socket opens: who the visitor is and what the window shows. */
export const WebchatWelcome = Type.Object({
  visitorId: Id,
  /** A new visitor's token, given once: the widget keeps it to come back as the same visitor. */
  token: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  greeting: Type.String(),
  messages: Type.Array(WebchatMessage),
  /** A chat that ended and the visitor has not rated yet. */
  rateChatId: Type.Union([Id, Type.Null()]),
});
export type WebchatWelcome = Static<typeof WebchatWelcome>;

export const WebchatSend = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 64 }),
  text: Type.String({ maxLength: WEBCHAT_LIMITS.textMax * 2 }),
});
export const WebchatAck = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: WEBCHAT_LIMITS.ackIdsMax }),
  status: Type.Union([Type.Literal('delivered'), Type.Literal('read')]),
});
export const WebchatRate = Type.Object({ chatId: Id, stars: Type.Integer({ minimum: 1, maximum: 5 }) });
