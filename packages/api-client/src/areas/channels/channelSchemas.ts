import { Type, type Static } from '@sinclair/typebox';
import { Id, Paging } from '../../contract/schemas.ts';

/** Vendor configuration as sent: field key → text. Bounded: a vendor has few fields, none long. */
const ChannelData = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }), {
  maxProperties: 30,
});

/** platform-shell §3 "Channel"; broadcast-and-customer-master §3 "Channel: _id, name, contactId, type". */
export const Channel = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  type: Type.Integer(),
  /** The type and vendor "mapped to text names". */
  typeName: Type.String(),
  vendor: Type.Integer(),
  vendorName: Type.String(),
  deptId: Type.Union([Type.String(), Type.Null()]),
  contactId: Type.Union([Type.String(), Type.Null()]),
  /** The vendor's fields; secret ones (type password) only masked. */
  data: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Channel = Static<typeof Channel>;

/** GET channels/{id}/details: the channel and what the console shows about its traffic and its webhook. */
export const ChannelDetails = Type.Intersect([
  Channel,
  Type.Object({
    /** Where the provider posts events, below the API's base address (WhatsApp Cloud API channels). */
    webhookPath: Type.Union([Type.String(), Type.Null()]),
    templates: Type.Integer(),
    messagesSent: Type.Integer(),
    messagesReceived: Type.Integer(),
    lastInboundAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
]);
export type ChannelDetails = Static<typeof ChannelDetails>;

export const ChannelSaveRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  type: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 3 })]),
  vendor: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 3 })]),
  deptId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  contactId: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  data: Type.Optional(ChannelData),
});
export type ChannelSaveRequest = Static<typeof ChannelSaveRequest>;

export const ChannelListQuery = Type.Object({
  ...Paging,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});
export type ChannelListQuery = Static<typeof ChannelListQuery>;

export const ChannelList = Type.Object({ channels: Type.Array(Channel), total: Type.Integer() });
export type ChannelList = Static<typeof ChannelList>;

/**
 * Waba Onboarding's "test connection": typed credentials (vendor and data) or a stored channel (id; typed secrets
 * replace the stored ones for the test).
 */
export const ChannelConnectionTestRequest = Type.Object({
  id: Type.Optional(Id),
  vendor: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 3 })])),
  data: Type.Optional(ChannelData),
});
export type ChannelConnectionTestRequest = Static<typeof ChannelConnectionTestRequest>;

export const ChannelConnectionTestResult = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  displayPhoneNumber: Type.Optional(Type.String()),
  verifiedName: Type.Optional(Type.String()),
  /** Meta's quality rating: GREEN, YELLOW, RED or UNKNOWN. */
  qualityRating: Type.Optional(Type.String()),
});
export type ChannelConnectionTestResult = Static<typeof ChannelConnectionTestResult>;
