import { Type, type Static } from '@sinclair/typebox';
import { LiteralUnion, Paging } from '../../contract/schemas.ts';

/*
 * Messages a channel sent or received, and their delivery statuses (platform-shell §3 "Message status:
 * currentDeliveryStatus, transId, messageStatuses[{status, messageStatusTime, msg}]").
 */

export const DELIVERY_STATUSES = ['accepted', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const MESSAGE_KINDS = [
  'text',
  'template',
  'media',
  'interactive',
  'button',
  'flow_reply',
  'location',
  'contacts',
  'reaction',
  'unsupported',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const INTERACTIVE_TYPES = ['button', 'list', 'flow'] as const;
export type InteractiveType = (typeof INTERACTIVE_TYPES)[number];

export const MEDIA_TYPES = ['image', 'video', 'document', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

const Url = Type.String({ maxLength: 2000 });
const Media = Type.Object({
  type: LiteralUnion(MEDIA_TYPES),
  url: Url,
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  caption: Type.Optional(Type.String({ maxLength: 1024 })),
});
/** A received message's media: what a send takes, and the provider's id of the file (opened by downloadMessageMedia). */
const ReceivedMedia = Type.Object({
  ...Media.properties,
  providerId: Type.Optional(Type.String({ maxLength: 200 })),
  mimeType: Type.Optional(Type.String({ maxLength: 100 })),
});

const ContentButton = Type.Object({
  type: Type.String({ maxLength: 20 }),
  text: Type.String({ maxLength: 200 }),
  /** What a tap sends back (quick replies and interactive buttons). */
  payload: Type.Optional(Type.String({ maxLength: 256 })),
  url: Type.Optional(Url),
});

/*
 * Wire bounds below are loose (a request past them is malformed); the WhatsApp limits with their own messages are
 * the rules' (messageRules.ts INTERACTIVE_LIMITS), so an editor can show them as the user types.
 */
const Short = Type.String({ maxLength: 1000 });

const ListRow = Type.Object({
  id: Type.String({ maxLength: 1000 }),
  title: Short,
  description: Type.Optional(Short),
});
const ListSection = Type.Object({
  title: Type.Optional(Short),
  rows: Type.Array(ListRow, { maxItems: 50 }),
});
/** An interactive list: the button that opens it and its sections of rows. */
const MessageList = Type.Object({ button: Short, sections: Type.Array(ListSection, { maxItems: 50 }) });

/** A place: WhatsApp's location message. */
export const MessageLocation = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  name: Type.Optional(Short),
  address: Type.Optional(Short),
});
export type MessageLocation = Static<typeof MessageLocation>;

/** A contact card (WhatsApp's contacts message carries one or more). */
export const MessageContact = Type.Object({
  name: Type.String({ maxLength: 200 }),
  phones: Type.Optional(
    Type.Array(
      Type.Object({ phone: Type.String({ maxLength: 30 }), type: Type.Optional(Type.String({ maxLength: 20 })) }),
      {
        maxItems: 20,
      },
    ),
  ),
  emails: Type.Optional(
    Type.Array(
      Type.Object({ email: Type.String({ maxLength: 254 }), type: Type.Optional(Type.String({ maxLength: 20 })) }),
      { maxItems: 20 },
    ),
  ),
  organization: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MessageContact = Static<typeof MessageContact>;

/** What a message shows, already filled in: the simulator and the records render this. */
export const MessageContent = Type.Object({
  header: Type.Optional(
    Type.Object({
      format: Type.String({ maxLength: 20 }),
      text: Type.Optional(Type.String({ maxLength: 1000 })),
      url: Type.Optional(Url),
      fileName: Type.Optional(Type.String({ maxLength: 255 })),
    }),
  ),
  body: Type.String({ maxLength: 4096 }),
  footer: Type.Optional(Type.String({ maxLength: 200 })),
  buttons: Type.Optional(Type.Array(ContentButton, { maxItems: 20 })),
  cards: Type.Optional(
    Type.Array(
      Type.Object({
        header: Type.Object({ format: Type.String({ maxLength: 20 }), url: Url }),
        body: Type.String({ maxLength: 1000 }),
        buttons: Type.Array(ContentButton, { maxItems: 5 }),
      }),
      { maxItems: 20 },
    ),
  ),
  offer: Type.Optional(Type.Object({ text: Type.String({ maxLength: 100 }) })),
  media: Type.Optional(ReceivedMedia),
  /** The template a message was sent from. */
  templateName: Type.Optional(Type.String({ maxLength: 600 })),
  /** An interactive list message, or (inbound) the row a customer picked is in buttons. */
  list: Type.Optional(MessageList),
  /** A Flow message's call to action: the button that opens the Flow. */
  flow: Type.Optional(
    Type.Object({ cta: Short, flowId: Type.String({ maxLength: 64 }), screen: Type.Optional(Short) }),
  ),
  location: Type.Optional(MessageLocation),
  contacts: Type.Optional(Type.Array(MessageContact, { maxItems: 20 })),
  /** A reaction: the emoji ('' takes one back) and our id of the message reacted to, when known. */
  reaction: Type.Optional(
    Type.Object({ emoji: Type.String({ maxLength: 32 }), messageId: Type.Union([Type.String(), Type.Null()]) }),
  ),
});
export type MessageContent = Static<typeof MessageContent>;

export const MessageStatusEntry = Type.Object({
  status: LiteralUnion(DELIVERY_STATUSES),
  messageStatusTime: Type.String({ format: 'date-time' }),
  msg: Type.Optional(Type.String()),
});

export const ChannelMessage = Type.Object({
  id: Type.String(),
  channelId: Type.String(),
  direction: Type.Union([Type.Literal('out'), Type.Literal('in')]),
  customerNumber: Type.String(),
  kind: LiteralUnion(MESSAGE_KINDS),
  content: MessageContent,
  /** Inbound replies: the message replied to (its id), when the provider says. */
  replyTo: Type.Union([Type.String(), Type.Null()]),
  currentDeliveryStatus: LiteralUnion(DELIVERY_STATUSES),
  /** The provider's message id. */
  transId: Type.Union([Type.String(), Type.Null()]),
  messageStatuses: Type.Array(MessageStatusEntry),
  /** platform-shell §3 chat messages: channelErrorCode and channelErrorDesc of a failed message. */
  channelErrorCode: Type.Union([Type.Integer(), Type.Null()]),
  channelErrorDesc: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ChannelMessage = Static<typeof ChannelMessage>;

const Values = Type.Array(Type.String({ maxLength: 1024 }), { maxItems: 100 });

/** Send one message. Exactly one of text, template, media, interactive, location, contacts and reaction. */
export const SendMessageRequest = Type.Object({
  to: Type.String({ maxLength: 30 }),
  text: Type.Optional(Type.String({ maxLength: 4096 })),
  template: Type.Optional(
    Type.Object({
      /** Our template id (the spec's templateUId). */
      templateId: Type.String({ maxLength: 64 }),
      header: Type.Optional(Values),
      body: Type.Optional(Values),
      /** The header's media for a media template. */
      media: Type.Optional(Type.Object({ url: Url, fileName: Type.Optional(Type.String({ maxLength: 255 })) })),
      /** Per card of a carousel: its media and body values. */
      cards: Type.Optional(
        Type.Array(
          Type.Object({
            media: Type.Optional(Type.Object({ url: Url, fileName: Type.Optional(Type.String({ maxLength: 255 })) })),
            body: Type.Optional(Values),
          }),
          { maxItems: 10 },
        ),
      ),
      /** URL buttons' variable values, by button position. */
      buttons: Type.Optional(Values),
    }),
  ),
  media: Type.Optional(Media),
  interactive: Type.Optional(
    Type.Object({
      /** Reply buttons (the default), a list, or a Flow's call to action. */
      type: Type.Optional(LiteralUnion(INTERACTIVE_TYPES)),
      header: Type.Optional(Short),
      body: Type.String({ maxLength: 4096 }),
      footer: Type.Optional(Short),
      buttons: Type.Optional(
        Type.Array(Type.Object({ id: Type.String({ maxLength: 1000 }), title: Short }), { maxItems: 50 }),
      ),
      list: Type.Optional(MessageList),
      flow: Type.Optional(
        Type.Object({
          flowId: Type.String({ maxLength: 64 }),
          cta: Short,
          /** The Flow's first screen; without it the Flow asks our endpoint (data_exchange). */
          screen: Type.Optional(Type.String({ maxLength: 100 })),
          /** Input data for the first screen. */
          data: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 50 })),
          /** `draft` sends a Flow not yet published, for testing (default `published`). */
          mode: Type.Optional(LiteralUnion(['draft', 'published'] as const)),
          /** Ours, given back with the customer's answer (default: a new random token). */
          token: Type.Optional(Type.String({ maxLength: 256 })),
        }),
      ),
    }),
  ),
  location: Type.Optional(MessageLocation),
  contacts: Type.Optional(Type.Array(MessageContact, { maxItems: 50 })),
  /** React to a message of this conversation (our message id); an empty emoji takes the reaction back. */
  reaction: Type.Optional(
    Type.Object({ messageId: Type.String({ maxLength: 64 }), emoji: Type.String({ maxLength: 32 }) }),
  ),
});

export type SendMessageRequest = Static<typeof SendMessageRequest>;

export const ChannelMessageListQuery = Type.Object({
  ...Paging,
  customerNumber: Type.Optional(Type.String({ maxLength: 30 })),
});

export const ChannelMessageList = Type.Object({ messages: Type.Array(ChannelMessage), total: Type.Integer() });
export type ChannelMessageList = Static<typeof ChannelMessageList>;

/** A virtual customer of a sandbox channel's simulator. */
export const SimulatorCustomer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  number: Type.String(),
  lastMessage: Type.Union([Type.String(), Type.Null()]),
  lastAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Messages to this customer not yet shown in the simulator. */
  unread: Type.Integer(),
});
export type SimulatorCustomer = Static<typeof SimulatorCustomer>;

export const SimulatorCustomerSave = Type.Object({
  name: Type.String({ maxLength: 100 }),
  number: Type.String({ maxLength: 30 }),
});

export const SimulatorConversation = Type.Object({
  customer: SimulatorCustomer,
  /** Oldest first; the last SIMULATOR_PAGE messages. */
  messages: Type.Array(ChannelMessage),
});
export type SimulatorConversation = Static<typeof SimulatorConversation>;

/** The customer's reply: typed text, or a tap on a quick reply or interactive button of a message. */
export const SimulatorReplyRequest = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 4096 })),
  /** The tapped button's text and payload, and the message it belongs to. */
  button: Type.Optional(
    Type.Object({
      text: Type.String({ maxLength: 200 }),
      payload: Type.Optional(Type.String({ maxLength: 256 })),
      /** What was tapped: a template's quick reply (the default), a reply button, or a list row. */
      kind: Type.Optional(LiteralUnion(['quick_reply', 'button_reply', 'list_reply'] as const)),
    }),
  ),
  replyTo: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SimulatorReplyRequest = Static<typeof SimulatorReplyRequest>;
