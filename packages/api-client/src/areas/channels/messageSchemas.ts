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
  'unsupported',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MEDIA_TYPES = ['image', 'video', 'document', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

const Url = Type.String({ maxLength: 2000 });
const Media = Type.Object({
  type: LiteralUnion(MEDIA_TYPES),
  url: Url,
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  caption: Type.Optional(Type.String({ maxLength: 1024 })),
});

const ContentButton = Type.Object({
  type: Type.String({ maxLength: 20 }),
  text: Type.String({ maxLength: 200 }),
  /** What a tap sends back (quick replies and interactive buttons). */
  payload: Type.Optional(Type.String({ maxLength: 256 })),
  url: Type.Optional(Url),
});

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
  media: Type.Optional(Media),
  /** The template a message was sent from. */
  templateName: Type.Optional(Type.String({ maxLength: 600 })),
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

/** Send one message. Exactly one of text, template, media and interactive. */
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
      body: Type.String({ maxLength: 1024 }),
      buttons: Type.Array(Type.Object({ id: Type.String({ maxLength: 256 }), title: Type.String({ maxLength: 20 }) }), {
        maxItems: 3,
      }),
    }),
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
    Type.Object({ text: Type.String({ maxLength: 200 }), payload: Type.Optional(Type.String({ maxLength: 256 })) }),
  ),
  replyTo: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SimulatorReplyRequest = Static<typeof SimulatorReplyRequest>;
