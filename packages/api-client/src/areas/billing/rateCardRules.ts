import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../channels/templateSchemas.ts';
import { COST_DECIMALS, RATE_CARD_LIMITS } from './rateCardLimits.ts';
import {
  CURRENCIES,
  type BroadcastEstimate,
  type Currency,
  type EstimateCountry,
  type RateCard,
} from './rateCardSchemas.ts';

/** The rate card's messages (ours: the specs show none). */
export const BillingMessages = {
  saved: 'Rate card saved',
  currency: `Choose a currency: ${CURRENCIES.join(' or ')}`,
  countryCode: "A country code is '+' and 1 to 4 digits, e.g. +91",
  category: `Choose a category: ${TEMPLATE_CATEGORIES.join(', ')}`,
  rateRange: `A rate is from 0 to ${RATE_CARD_LIMITS.maxRate}`,
  rateDecimals: `A rate has at most ${RATE_CARD_LIMITS.rateDecimals} decimals`,
  duplicate: (countryCode: string, category: string) => `${countryCode} ${category} has a rate already`,
  tooManyEntries: `A rate card has at most ${RATE_CARD_LIMITS.entries} entries`,
} as const;

/** platform-shell §9: INR is shown as "Rs.", USD as "$". */
export const currencySymbol = (currency: Currency): string => (currency === 'INR' ? 'Rs.' : '$');

/** A cost with 2 decimals, as shown ("Rs. 12.50"). */
export const formatCost = (currency: Currency, amount: number): string =>
  `${currencySymbol(currency)} ${amount.toFixed(COST_DECIMALS)}`;

/** A brand-new enterprise's card: nothing priced. */
export const emptyRateCard = (): RateCard => ({ currency: 'INR', entries: [], defaultRate: null });

const COUNTRY_CODE = /^\+[0-9]{1,4}$/;
/** The longest country code is '+' and 4 digits. */
const LONGEST_CODE = 5;

/**
 * The country code of a number ('+919812345670') among `codes`: the longest that begins it, so '+1268' wins over
 * '+1' for an Antigua number. Null when none does.
 */
export function countryCodeOf(number: string, codes: ReadonlySet<string> | readonly string[]): string | null {
  const set: ReadonlySet<string> = codes instanceof Set ? codes : new Set(codes);
  for (let length = Math.min(LONGEST_CODE, number.length); length >= 2; length -= 1) {
    const prefix = number.slice(0, length);
    if (set.has(prefix)) return prefix;
  }
  return null;
}

/** A rate's own problem, or null: 0 to 1000, at most 4 decimals. */
export function rateProblem(rate: number): string | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > RATE_CARD_LIMITS.maxRate) return BillingMessages.rateRange;
  return Number(rate.toFixed(RATE_CARD_LIMITS.rateDecimals)) === rate ? null : BillingMessages.rateDecimals;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Everything wrong with a card, field by field ('entries.2.rate'), in the card's order. The server and the fake
 * refuse a card with any; the form shows each beside its field.
 */
export function rateCardProblems(card: RateCard): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(CURRENCIES as readonly string[]).includes(card.currency))
    problems.push({ field: 'currency', message: BillingMessages.currency });
  if (card.defaultRate !== null) {
    const problem = rateProblem(card.defaultRate);
    if (problem) problems.push({ field: 'defaultRate', message: problem });
  }
  if (card.entries.length > RATE_CARD_LIMITS.entries)
    problems.push({ field: 'entries', message: BillingMessages.tooManyEntries });
  const seen = new Set<string>();
  card.entries.forEach((entry, i) => {
    const at = `entries.${i}`;
    const code = entry.countryCode.trim();
    if (!COUNTRY_CODE.test(code)) problems.push({ field: `${at}.countryCode`, message: BillingMessages.countryCode });
    if (!(TEMPLATE_CATEGORIES as readonly string[]).includes(entry.category))
      problems.push({ field: `${at}.category`, message: BillingMessages.category });
    const rate = rateProblem(entry.rate);
    if (rate) problems.push({ field: `${at}.rate`, message: rate });
    // The second of a pair is the one refused: the first stays as it was.
    const key = `${code} ${entry.category}`;
    if (seen.has(key))
      problems.push({ field: `${at}.countryCode`, message: BillingMessages.duplicate(code, entry.category) });
    seen.add(key);
  });
  return problems;
}

/** A card as stored: country codes without spaces around them. Call after rateCardProblems found none. */
export const normaliseRateCard = (card: RateCard): RateCard => ({
  currency: card.currency,
  defaultRate: card.defaultRate,
  entries: card.entries.map((e) => ({ countryCode: e.countryCode.trim(), category: e.category, rate: e.rate })),
});

const roundCost = (amount: number) => {
  const scale = 10 ** COST_DECIMALS;
  return Math.round((amount + Number.EPSILON) * scale) / scale;
};

/** Counts a broadcast's accepted numbers per country, then prices them. */
export interface RateEstimator {
  add(number: string): void;
  result(): BroadcastEstimate;
}

/**
 * The estimate of a template of `category` sent with `card`'s rates: each number is priced at its country's
 * entry for the category (the longest code that begins it), else at the default rate, else left unpriced. A
 * country's cost is rounded to 2 decimals and the total is their sum, so the rows add up to what is shown.
 */
export function rateEstimator(card: RateCard, category: TemplateCategory): RateEstimator {
  const rates = new Map(card.entries.filter((e) => e.category === category).map((e) => [e.countryCode, e.rate]));
  const codes = new Set(rates.keys());
  const counts = new Map<string | null, number>();
  let messages = 0;
  let unpriced = 0;
  return {
    add(number) {
      messages += 1;
      const code = countryCodeOf(number, codes);
      if (code === null && card.defaultRate === null) unpriced += 1;
      else counts.set(code, (counts.get(code) ?? 0) + 1);
    },
    result() {
      const byCountry: EstimateCountry[] = [...counts]
        .map(([countryCode, n]) => {
          const rate = countryCode === null ? card.defaultRate! : rates.get(countryCode)!;
          return { countryCode, messages: n, rate, cost: roundCost(n * rate) };
        })
        // Codes in order, the default rate's numbers last.
        .sort((a, b) =>
          a.countryCode === null ? 1 : b.countryCode === null ? -1 : a.countryCode.localeCompare(b.countryCode),
        );
      return {
        currencySymbol: currencySymbol(card.currency),
        estimatedRate: roundCost(byCountry.reduce((sum, c) => sum + c.cost, 0)),
        currency: card.currency,
        messages,
        unpriced,
        byCountry,
      };
    },
  };
}
