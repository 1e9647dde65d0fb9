import { Kind, Type, TypeRegistry, type Static } from '@sinclair/typebox';
import { LiteralUnion } from '../../contract/schemas.ts';
import { TEMPLATE_CATEGORIES } from '../channels/templateSchemas.ts';
import { RATE_CARD_LIMITS } from './rateCardLimits.ts';

/*
 * The rate card (broadcast-sender issue "Cost"): what one message costs per country code and template category.
 * The schema checks shapes only; rateCardProblems (rateCardRules.ts) says what is wrong with the values, field by
 * field, in words the form can show.
 */

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * A number or null, as one JSON Schema type (`type: ['number', 'null']`). A union (anyOf) of the two would not
 * do: the server's Ajv coerces types, and its number branch turns null into 0, so "no default rate" would arrive as
 * a default rate of 0. TypeBox checks it (the fake, the websocket) through its registered kind.
 */
const NULLABLE_NUMBER = 'NullableNumber';
if (!TypeRegistry.Has(NULLABLE_NUMBER))
  TypeRegistry.Set(NULLABLE_NUMBER, (_schema, value) => value === null || typeof value === 'number');
export const NullableNumber = Type.Unsafe<number | null>({ [Kind]: NULLABLE_NUMBER, type: ['number', 'null'] });

export const RateCardEntry = Type.Object({
  /** '+' and 1–4 digits: '+91', '+1', '+1268'. */
  countryCode: Type.String({ maxLength: 10 }),
  category: LiteralUnion(TEMPLATE_CATEGORIES),
  /** Per message, in the card's currency: 0 to 1000, at most 4 decimals. */
  rate: Type.Number(),
});
export type RateCardEntry = Static<typeof RateCardEntry>;

export const RateCard = Type.Object({
  currency: LiteralUnion(CURRENCIES),
  entries: Type.Array(RateCardEntry, { maxItems: RATE_CARD_LIMITS.entriesAccepted }),
  /** The rate of a number whose country has no entry; null: such numbers are reported unpriced. */
  defaultRate: NullableNumber,
});
export type RateCard = Static<typeof RateCard>;

/** One country's share of an estimate; `countryCode` null gathers the numbers priced at the default rate. */
export const EstimateCountry = Type.Object({
  countryCode: Type.Union([Type.String(), Type.Null()]),
  messages: Type.Integer(),
  rate: Type.Number(),
  cost: Type.Number(),
});
export type EstimateCountry = Static<typeof EstimateCountry>;

/**
 * What a broadcast would cost (broadcast-and-customer-master §3 "Estimate request … Response: currencySymbol and
 * estimatedRate"): the total with 2 decimals over the accepted recipients; the rest is ours.
 */
export const BroadcastEstimate = Type.Object({
  currencySymbol: Type.String(),
  estimatedRate: Type.Number(),
  currency: LiteralUnion(CURRENCIES),
  /** Accepted recipients: the messages a send would queue. */
  messages: Type.Integer(),
  /** Accepted recipients with no rate: no entry for their country and no default rate. */
  unpriced: Type.Integer(),
  byCountry: Type.Array(EstimateCountry),
});
export type BroadcastEstimate = Static<typeof BroadcastEstimate>;
