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
  type: Open<MessageButtonType>;
  text: string;
  /** What a tap sends back (quick replies); the code a COPY_CODE button copies. */
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
