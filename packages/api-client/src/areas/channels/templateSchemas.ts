import { Type, type Static } from '@sinclair/typebox';
import { Id, LiteralUnion, Paging } from '../../contract/schemas.ts';

/*
 * Message templates (platform-shell §3 "Message templates"; broadcast-and-customer-master §3 "Template"), close
 * to the WhatsApp Cloud API's own shape so the adapter only renames the examples. String bounds here are loose
 * ceilings against abuse; the spec's limits (§9) are rules (templateRules.ts) with their own messages.
 */

const TemplateText = Type.String({ maxLength: 4096 });
const Examples = Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 });

export const TEMPLATE_TYPES = ['DEFAULT', 'CAROUSEL', 'LIMITED_TIME_OFFER'] as const;
export const TEMPLATE_CATEGORIES = ['UTILITY', 'AUTHENTICATION', 'MARKETING'] as const;
export const TEMPLATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export const BUTTON_TYPES = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE'] as const;

export const TemplateType = LiteralUnion(TEMPLATE_TYPES);
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const TemplateCategory = LiteralUnion(TEMPLATE_CATEGORIES);
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TemplateStatus = LiteralUnion(TEMPLATE_STATUSES);
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export type HeaderFormat = (typeof HEADER_FORMATS)[number];
export type ButtonType = (typeof BUTTON_TYPES)[number];

export const TemplateButton = Type.Object({
  type: LiteralUnion(BUTTON_TYPES),
  text: Type.String({ maxLength: 200 }),
  /** URL buttons: the address, with at most one `{{1}}` at its end. */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  phone_number: Type.Optional(Type.String({ maxLength: 30 })),
  /** URL variable or the code of COPY_CODE. */
  example: Type.Optional(Examples),
});
export type TemplateButton = Static<typeof TemplateButton>;

export const HeaderComponent = Type.Object({
  type: Type.Literal('HEADER'),
  format: LiteralUnion(HEADER_FORMATS),
  text: Type.Optional(TemplateText),
  /** Media headers: the sample (an address); sends carry their own media. */
  resourceUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Example of the header's `{{1}}`. */
  example: Type.Optional(Examples),
});
export type HeaderComponent = Static<typeof HeaderComponent>;

export const BodyComponent = Type.Object({
  type: Type.Literal('BODY'),
  text: TemplateText,
  /** One example per variable, `{{1}}` first. */
  example: Type.Optional(Examples),
});
export type BodyComponent = Static<typeof BodyComponent>;

export const FooterComponent = Type.Object({ type: Type.Literal('FOOTER'), text: TemplateText });
export type FooterComponent = Static<typeof FooterComponent>;

export const ButtonsComponent = Type.Object({
  type: Type.Literal('BUTTONS'),
  buttons: Type.Array(TemplateButton, { maxItems: 20 }),
});
export type ButtonsComponent = Static<typeof ButtonsComponent>;

export const LimitedTimeOfferComponent = Type.Object({
  type: Type.Literal('LIMITED_TIME_OFFER'),
  limited_time_offer: Type.Object({ text: TemplateText, has_expiration: Type.Boolean() }),
});
export type LimitedTimeOfferComponent = Static<typeof LimitedTimeOfferComponent>;

export const CarouselCard = Type.Object({
  components: Type.Array(Type.Union([HeaderComponent, BodyComponent, ButtonsComponent]), { maxItems: 5 }),
});
export type CarouselCard = Static<typeof CarouselCard>;

export const CarouselComponent = Type.Object({
  type: Type.Literal('CAROUSEL'),
  cards: Type.Array(CarouselCard, { maxItems: 20 }),
});
export type CarouselComponent = Static<typeof CarouselComponent>;

export const TemplateComponent = Type.Union([
  HeaderComponent,
  BodyComponent,
  FooterComponent,
  ButtonsComponent,
  LimitedTimeOfferComponent,
  CarouselComponent,
]);
export type TemplateComponent = Static<typeof TemplateComponent>;

/** What the editor sends: create and update. */
export const TemplateSaveRequest = Type.Object({
  channelId: Id,
  name: Type.String({ maxLength: 600 }),
  language: Type.String({ maxLength: 20 }),
  category: Type.String({ maxLength: 40 }),
  type: Type.String({ maxLength: 40 }),
  components: Type.Array(TemplateComponent, { maxItems: 10 }),
});
export type TemplateSaveRequest = Static<typeof TemplateSaveRequest>;

export const MessageTemplate = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  /** The spec's broadcast request names the template by `templateId` (its name) and `templateUId` (its id). */
  templateId: Type.String(),
  channelId: Type.String(),
  name: Type.String(),
  language: Type.String(),
  category: TemplateCategory,
  type: TemplateType,
  status: TemplateStatus,
  /** Why the provider rejected it. */
  rejectedReason: Type.Union([Type.String(), Type.Null()]),
  /** The provider's id once submitted. */
  providerTemplateId: Type.Union([Type.String(), Type.Null()]),
  components: Type.Array(TemplateComponent),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

export const TemplateListQuery = Type.Object({
  ...Paging,
  channelId: Type.Optional(Id),
  status: Type.Optional(TemplateStatus),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TemplateListQuery = Static<typeof TemplateListQuery>;

export const TemplateList = Type.Object({ templates: Type.Array(MessageTemplate), total: Type.Integer() });
export type TemplateList = Static<typeof TemplateList>;

export const TemplateSyncRequest = Type.Object({ channelId: Id });
export const TemplateSyncResult = Type.Object({
  added: Type.Integer(),
  updated: Type.Integer(),
  removed: Type.Integer(),
});
export type TemplateSyncResult = Static<typeof TemplateSyncResult>;
