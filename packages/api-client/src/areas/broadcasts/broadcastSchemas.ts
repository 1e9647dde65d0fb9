import { Type, type Static } from '@sinclair/typebox';
import { Id, LiteralUnion, Paging } from '../../contract/schemas.ts';
import { DELIVERY_STATUSES, MessageContent, MessageStatusEntry } from '../channels/messageSchemas.ts';
import { BROADCAST_LIMITS } from './broadcastLimits.ts';

/*
 * Broadcasts (broadcast-and-customer-master §3 "Broadcast request", "Broadcast record", "Broadcast list row",
 * "Mapping row"; platform-shell §3 "Message status").
 */

export const MAPPING_TYPES = ['static', 'column', 'expression'] as const;
export type MappingType = (typeof MAPPING_TYPES)[number];

/**
 * One template variable's value: a constant, a customer-master column (name, phoneNumber, whatsAppNumber or a
 * custom field's name) or, for a URL button's variable, an expression over the recipient's columns.
 * `variable` is the variable's key from templateVariableDefinitions: 'header.1', 'body.2', 'button.0.1',
 * 'card.0.body.1'.
 */
export const MappingRow = Type.Object({
  variable: Type.String({ minLength: 1, maxLength: 40 }),
  type: LiteralUnion(MAPPING_TYPES),
  value: Type.String({ maxLength: BROADCAST_LIMITS.mappingValueLength }),
});
export type MappingRow = Static<typeof MappingRow>;

const Url = Type.String({ maxLength: 2000 });
export const BroadcastMedia = Type.Object({
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  /** IMAGE, VIDEO, DOC (a DOCUMENT template header takes a DOC). */
  type: Type.Optional(Type.String({ maxLength: 20 })),
  url: Url,
});
export type BroadcastMedia = Static<typeof BroadcastMedia>;

export const BroadcastTemplateRef = Type.Object({
  /** The template's name (the spec's templateId). */
  templateId: Type.String({ maxLength: 600 }),
  /** The template's id (the spec's templateUId). */
  templateUId: Id,
  media: Type.Optional(BroadcastMedia),
  cards: Type.Optional(Type.Array(Type.Object({ media: Type.Optional(BroadcastMedia) }), { maxItems: 10 })),
});
export type BroadcastTemplateRef = Static<typeof BroadcastTemplateRef>;

export const RESOURCE_TYPES = ['CAMPAIGN', 'CHAT'] as const;

/**
 * Send a template to many: typed numbers, customers picked from the customer master, a whole segment, or any mix
 * (one message per distinct number). `name` is ours: the list shows the template's name when none is given.
 */
export const BroadcastRequest = Type.Object({
  channelId: Id,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  phoneNumber: Type.Array(Type.String({ maxLength: 100 }), { maxItems: BROADCAST_LIMITS.typedNumbers }),
  customerIds: Type.Optional(Type.Array(Id, { maxItems: BROADCAST_LIMITS.pickedCustomers })),
  segmentId: Type.Optional(Id),
  message: Type.Object({ template: BroadcastTemplateRef }),
  columnMapping: Type.Array(MappingRow, { maxItems: BROADCAST_LIMITS.mappingRows }),
  resourceId: Type.Optional(Type.String({ maxLength: 64 })),
  resourceType: Type.Optional(LiteralUnion(RESOURCE_TYPES)),
});
export type BroadcastRequest = Static<typeof BroadcastRequest>;

export const RejectedRecipient = Type.Object({ to: Type.String(), reason: Type.String() });
export type RejectedRecipient = Static<typeof RejectedRecipient>;

/** What a check (validate) or a send answers: how many go, who does not and why, and the first one's message. */
export const BroadcastCheck = Type.Object({
  recipients: Type.Integer(),
  accepted: Type.Integer(),
  rejectedCount: Type.Integer(),
  /** The first rejected recipients with their reasons (at most BROADCAST_LIMITS.rejectedShown). */
  rejected: Type.Array(RejectedRecipient),
  /** The first accepted recipient's message as it will arrive. */
  preview: Type.Union([MessageContent, Type.Null()]),
});
export type BroadcastCheck = Static<typeof BroadcastCheck>;

export const BroadcastAccepted = Type.Intersect([BroadcastCheck, Type.Object({ id: Type.String() })]);
export type BroadcastAccepted = Static<typeof BroadcastAccepted>;

export const BROADCAST_STATUSES = ['queued', 'sending', 'completed', 'completed_with_failures', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** A recipient's message: rejected before queuing, waiting, being sent, then the channel's delivery statuses. */
export const RECIPIENT_STATUSES = [
  'rejected',
  'queued',
  'sending',
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const BroadcastCounts = Type.Record(Type.String(), Type.Integer());
export type BroadcastCounts = Static<typeof BroadcastCounts>;

export const BroadcastListRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  templateName: Type.String(),
  user: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
  channelId: Type.Union([Type.String(), Type.Null()]),
  channelName: Type.Union([Type.String(), Type.Null()]),
  createdOn: Type.String({ format: 'date-time' }),
  status: LiteralUnion(BROADCAST_STATUSES),
  /** Messages per recipient status, and `total`. */
  counts: BroadcastCounts,
});
export type BroadcastListRow = Static<typeof BroadcastListRow>;

export const BroadcastListQuery = Type.Object({
  ...Paging,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  fromDate: Type.Optional(Type.String({ maxLength: 40 })),
  toDate: Type.Optional(Type.String({ maxLength: 40 })),
});
export type BroadcastListQuery = Static<typeof BroadcastListQuery>;

export const BroadcastList = Type.Object({ broadcastList: Type.Array(BroadcastListRow), more: Type.Boolean() });
export type BroadcastList = Static<typeof BroadcastList>;

/** One broadcast as stored: the list row and what was asked (numbers typed, template, media, mapping). */
export const Broadcast = Type.Intersect([
  BroadcastListRow,
  Type.Object({
    /** The numbers as typed (at most BROADCAST_LIMITS.numbersShown; `counts.total` says how many went). */
    phoneNumbers: Type.Array(Type.String()),
    customerIds: Type.Array(Type.String()),
    segmentId: Type.Union([Type.String(), Type.Null()]),
    message: Type.Object({ template: BroadcastTemplateRef }),
    columnMapping: Type.Array(MappingRow),
    resourceType: Type.Union([LiteralUnion(RESOURCE_TYPES), Type.Null()]),
    resourceId: Type.Union([Type.String(), Type.Null()]),
    completedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
]);
export type Broadcast = Static<typeof Broadcast>;

/** A row of the view-mode message table (From, To, Sent Date, Status). */
export const BroadcastMessage = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  currentDeliveryStatus: LiteralUnion(RECIPIENT_STATUSES),
  currentDeliveryStatusTime: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Why it was rejected or failed (the provider's code and text for a failure). */
  reason: Type.Union([Type.String(), Type.Null()]),
  errorCode: Type.Union([Type.Integer(), Type.Null()]),
});
export type BroadcastMessage = Static<typeof BroadcastMessage>;

export const BroadcastMessageQuery = Type.Object({
  ...Paging,
  status: Type.Optional(LiteralUnion(RECIPIENT_STATUSES)),
});
export type BroadcastMessageQuery = Static<typeof BroadcastMessageQuery>;

export const BroadcastMessageList = Type.Object({ messages: Type.Array(BroadcastMessage), more: Type.Boolean() });
export type BroadcastMessageList = Static<typeof BroadcastMessageList>;

/** The Message Status dialog (platform-shell §2.6 item 5, §3 "Message status"). */
export const BroadcastMessageStatus = Type.Object({
  currentDeliveryStatus: LiteralUnion(RECIPIENT_STATUSES),
  transId: Type.Union([Type.String(), Type.Null()]),
  messageStatuses: Type.Array(MessageStatusEntry),
  content: Type.Union([MessageContent, Type.Null()]),
});
export type BroadcastMessageStatus = Static<typeof BroadcastMessageStatus>;

export const BroadcastMessageParams = Type.Object({ id: Id, messageId: Id });

/** Expression variable lookup (§7): the columns an expression names, and whether each exists. */
export const ExpressionLookupRequest = Type.Object({
  expression: Type.String({ maxLength: BROADCAST_LIMITS.mappingValueLength }),
});
export const ExpressionLookup = Type.Object({
  variables: Type.Array(Type.Object({ name: Type.String(), known: Type.Boolean() })),
  /** Why the expression cannot be used, when it cannot. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ExpressionLookup = Static<typeof ExpressionLookup>;

/**
 * The delivery report (platform-shell §7.4 "GET reports/messages/status with query perPage, from, channelId,
 * customerNumber, fromDate, toDate, source, messageId, status"): messages sent through the enterprise's channels.
 * `source` is ours: BROADCAST for a broadcast's messages, DIRECT for single sends and the simulator's operator.
 */
export const MESSAGE_SOURCES = ['BROADCAST', 'DIRECT'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export const MessageStatusReportQuery = Type.Object({
  ...Paging,
  channelId: Type.Optional(Id),
  customerNumber: Type.Optional(Type.String({ maxLength: 30 })),
  fromDate: Type.Optional(Type.String({ maxLength: 40 })),
  toDate: Type.Optional(Type.String({ maxLength: 40 })),
  source: Type.Optional(LiteralUnion(MESSAGE_SOURCES)),
  /** Our message id or the provider's (a wamid). */
  messageId: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(LiteralUnion(DELIVERY_STATUSES)),
});
export type MessageStatusReportQuery = Static<typeof MessageStatusReportQuery>;

export const MessageStatusReportRow = Type.Object({
  id: Type.String(),
  channelId: Type.String(),
  channelName: Type.String(),
  customerNumber: Type.String(),
  source: LiteralUnion(MESSAGE_SOURCES),
  broadcastId: Type.Union([Type.String(), Type.Null()]),
  templateName: Type.Union([Type.String(), Type.Null()]),
  currentDeliveryStatus: LiteralUnion(DELIVERY_STATUSES),
  /** platform-shell §4.3 "Message status: unread 0, sent 1, read 2, failed 3, delivered 1". */
  statusCode: Type.Integer(),
  transId: Type.Union([Type.String(), Type.Null()]),
  messageStatuses: Type.Array(MessageStatusEntry),
  channelErrorCode: Type.Union([Type.Integer(), Type.Null()]),
  channelErrorDesc: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type MessageStatusReportRow = Static<typeof MessageStatusReportRow>;

export const MessageStatusReport = Type.Object({ messages: Type.Array(MessageStatusReportRow), more: Type.Boolean() });
export type MessageStatusReport = Static<typeof MessageStatusReport>;
