/*
 * The shape a message bubble renders. It mirrors a channel message's content field by field, so a message from
 * the server passes straight in; the kinds are open strings because the wire format carries them as strings.
 */

export type MessageDirection = 'in' | 'out';

/**
 * A message's delivery status. `accepted` shows as pending, `sent` ✓, `delivered` ✓✓, `read` ✓✓ in the accent
 * colour and `failed` as a warning; `received` (an incoming message's status) shows nothing.
 */
export type MessageDeliveryStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';

export type MessageHeaderFormat = 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';
export type MessageButtonType = 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE';
export type MessageMediaType = 'image' | 'video' | 'document' | 'audio';

// `(string & {})` keeps the known values as suggestions while accepting any string.
type Open<T extends string> = T | (string & {});

export interface MessageBubbleHeader {
  format: Open<MessageHeaderFormat>;
  text?: string;
  url?: string;
  fileName?: string;
}

export interface MessageBubbleButton {
  /** A template or reply button's type; `list_reply` for the row a customer chose from a list. */
  type: Open<MessageButtonType>;
  text: string;
  /** What a tap sends back (quick replies, a list row's id); the code a COPY_CODE button copies. */
  payload?: string;
  url?: string;
}

export interface MessageBubbleCard {
  header?: { format: Open<MessageHeaderFormat>; url?: string };
  body: string;
  buttons?: readonly MessageBubbleButton[];
}

export interface MessageBubbleMedia {
  type: Open<MessageMediaType>;
  url?: string;
  fileName?: string;
  caption?: string;
}

export interface MessageBubbleListRow {
  id: string;
  title: string;
  description?: string;
}

export interface MessageBubbleListSection {
  title?: string;
  rows: readonly MessageBubbleListRow[];
}

/** An interactive list: the button that opens it and its sections of rows. */
export interface MessageBubbleList {
  button: string;
  sections: readonly MessageBubbleListSection[];
}

/** A WhatsApp Flow's call to action: the button that opens the Flow on the customer's phone. */
export interface MessageBubbleFlow {
  cta: string;
  flowId: string;
  screen?: string;
}

export interface MessageBubbleLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}

export interface MessageBubbleContact {
  name: string;
  phones?: readonly { phone: string; type?: string }[];
  emails?: readonly { email: string; type?: string }[];
  organization?: string;
}

/** A reaction message: the emoji ('' takes a reaction back) and the id of the message reacted to, when known. */
export interface MessageBubbleReactionContent {
  emoji: string;
  messageId: string | null;
}

/** A reaction shown on a message: its emoji and who reacted (`out` the business, `in` the customer). */
export interface MessageBubbleReaction {
  emoji: string;
  from: MessageDirection;
}

export interface MessageBubbleContent {
  header?: MessageBubbleHeader;
  body: string;
  footer?: string;
  buttons?: readonly MessageBubbleButton[];
  cards?: readonly MessageBubbleCard[];
  offer?: { text: string };
  media?: MessageBubbleMedia;
  /** The template a message was sent from. */
  templateName?: string;
  /** An interactive list message. */
  list?: MessageBubbleList;
  /** A Flow message's call to action. */
  flow?: MessageBubbleFlow;
  location?: MessageBubbleLocation;
  contacts?: readonly MessageBubbleContact[];
  /** A reaction to another message; shown on that message when it is in view (see collectMessageReactions). */
  reaction?: MessageBubbleReactionContent;
}

/** How a button behaves: a link, a label with a phone number, a code to copy, or a reply the customer taps. */
export type MessageButtonKind = 'link' | 'phone' | 'copy' | 'reply';

export function messageButtonKind(button: MessageBubbleButton): MessageButtonKind {
  switch (button.type.toUpperCase()) {
    case 'URL':
      return 'link';
    case 'PHONE_NUMBER':
      return 'phone';
    case 'COPY_CODE':
      return 'copy';
    default:
      // Quick replies and interactive reply buttons alike send their text back.
      return 'reply';
  }
}

/** The address a link may open: web addresses only, so a `javascript:` or `data:` URL never becomes a link. */
export function safeLinkUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The media kind a header format or media type names, or undefined for a text header. */
export function mediaKind(formatOrType: string): MessageMediaType | undefined {
  const kind = formatOrType.toLowerCase();
  return kind === 'image' || kind === 'video' || kind === 'document' || kind === 'audio' ? kind : undefined;
}

/** Coordinates as a person reads them: latitude, longitude, five decimals (about a metre). */
export function formatCoordinates({ latitude, longitude }: MessageBubbleLocation): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** The place on OpenStreetMap, with a pin; undefined when the coordinates are not on Earth. */
export function openStreetMapUrl({ latitude, longitude }: MessageBubbleLocation): string | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** A `tel:` address for a phone number (digits and a leading +), or undefined when there are no digits. */
export function phoneHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

/** A `mailto:` address for a plain email address (nothing that could add a subject or body), else undefined. */
export function emailHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@?&#/:]+@[^\s@?&#/:]+\.[^\s@?&#/:]+$/.test(address) ? `mailto:${address}` : undefined;
}

/** What a reaction shown on its own (its message out of view) says: the emoji, or that it was taken back. */
export function reactionNote(reaction: MessageBubbleReactionContent): string {
  return reaction.emoji ? `Reacted ${reaction.emoji} to a message` : 'Removed a reaction';
}
