import { RATE_CARD_LIMITS, type RateCard, type RateCardEntry, type TemplateCategory } from '@parley/api-client';

/** A row of the rate table as typed: text until saved, so a half-typed rate ('0.') stays as it is. */
export interface RateRowDraft {
  /** The row's React key: rows move when one above is removed. */
  key: number;
  countryCode: string;
  category: TemplateCategory;
  rate: string;
}

export interface RateCardDraft {
  currency: RateCard['currency'];
  /** Empty: numbers of countries without an entry are not priced. */
  defaultRate: string;
  rows: RateRowDraft[];
}

/** Field errors by the server's field names ('defaultRate', 'entries', 'entries.2.rate'). */
export type RateCardErrors = Record<string, string>;

export const RateCardFormMessages = {
  notANumber: 'Enter a number',
} as const;

let lastKey = 0;
export const newRow = (): RateRowDraft => ({
  key: (lastKey += 1),
  countryCode: '',
  // Marketing first: it is the category a broadcast's rates are most often about.
  category: 'MARKETING',
  rate: '',
});

export const draftOf = (card: RateCard): RateCardDraft => ({
  currency: card.currency,
  defaultRate: card.defaultRate === null ? '' : String(card.defaultRate),
  rows: card.entries.map((e) => ({
    ...newRow(),
    countryCode: e.countryCode,
    category: e.category,
    rate: String(e.rate),
  })),
});

/** A typed number, or null when the text is none (the form says so before asking the server). */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

/**
 * The card a draft saves, or the fields whose text is no number. Everything else (ranges, decimals, codes,
 * duplicates) is the server's to say, in the rate card rules' words.
 */
export function cardOfDraft(draft: RateCardDraft): { card: RateCard } | { errors: RateCardErrors } {
  const errors: RateCardErrors = {};
  const defaultRate = draft.defaultRate.trim() ? numberOf(draft.defaultRate) : null;
  if (draft.defaultRate.trim() && defaultRate === null) errors.defaultRate = RateCardFormMessages.notANumber;
  const entries: RateCardEntry[] = draft.rows.map((row, i) => {
    const rate = numberOf(row.rate);
    if (rate === null) errors[`entries.${i}.rate`] = RateCardFormMessages.notANumber;
    return { countryCode: row.countryCode.trim(), category: row.category, rate: rate ?? 0 };
  });
  return Object.keys(errors).length ? { errors } : { card: { currency: draft.currency, entries, defaultRate } };
}

/** The server's field errors by field; the first message of a field wins. */
export function errorsByField(errors: readonly { field: string; message: string }[]): RateCardErrors {
  const byField: RateCardErrors = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/** Whether another row may be added. */
export const canAddRow = (draft: RateCardDraft) => draft.rows.length < RATE_CARD_LIMITS.entries;
