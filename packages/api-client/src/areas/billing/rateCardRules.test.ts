import { describe, expect, it } from 'vitest';
import { RATE_CARD_LIMITS } from './rateCardLimits.ts';
import {
  BillingMessages,
  countryCodeOf,
  currencySymbol,
  formatCost,
  rateCardProblems,
  rateEstimator,
  rateProblem,
} from './rateCardRules.ts';
import type { RateCard } from './rateCardSchemas.ts';

describe('countryCodeOf', () => {
  it('takes the longest code that begins the number', () => {
    expect(countryCodeOf('+12685551234', ['+1', '+1268', '+91'])).toBe('+1268');
    expect(countryCodeOf('+14155550123', new Set(['+1', '+1268']))).toBe('+1');
    expect(countryCodeOf('+447700900123', ['+1', '+91'])).toBeNull();
  });
});

describe('rates', () => {
  it('are 0 to 1000 with at most 4 decimals', () => {
    expect(rateProblem(0)).toBeNull();
    expect(rateProblem(0.1234)).toBeNull();
    expect(rateProblem(RATE_CARD_LIMITS.maxRate)).toBeNull();
    expect(rateProblem(-0.01)).toBe(BillingMessages.rateRange);
    expect(rateProblem(1000.5)).toBe(BillingMessages.rateRange);
    expect(rateProblem(Number.NaN)).toBe(BillingMessages.rateRange);
    expect(rateProblem(0.12345)).toBe(BillingMessages.rateDecimals);
  });

  it('show INR as Rs. and USD as $, with 2 decimals', () => {
    expect(currencySymbol('INR')).toBe('Rs.');
    expect(formatCost('USD', 12.5)).toBe('$ 12.50');
  });
});

describe('rateCardProblems', () => {
  it('names each field', () => {
    const card = {
      currency: 'EUR',
      defaultRate: -1,
      entries: [
        { countryCode: '+91', category: 'UTILITY', rate: 1 },
        { countryCode: '91', category: 'PROMO', rate: 1 },
        { countryCode: ' +91', category: 'UTILITY', rate: 2 },
      ],
    } as unknown as RateCard;
    expect(rateCardProblems(card)).toEqual([
      { field: 'currency', message: BillingMessages.currency },
      { field: 'defaultRate', message: BillingMessages.rateRange },
      { field: 'entries.1.countryCode', message: BillingMessages.countryCode },
      { field: 'entries.1.category', message: BillingMessages.category },
      { field: 'entries.2.countryCode', message: BillingMessages.duplicate('+91', 'UTILITY') },
    ]);
  });
});

describe('rateEstimator', () => {
  const card: RateCard = {
    currency: 'INR',
    entries: [
      { countryCode: '+91', category: 'MARKETING', rate: 0.05 },
      { countryCode: '+91', category: 'UTILITY', rate: 0.01 },
      { countryCode: '+1', category: 'MARKETING', rate: 0.0333 },
    ],
    defaultRate: null,
  };

  it('prices by country and category, rounding each country to 2 decimals, the rest unpriced', () => {
    const estimator = rateEstimator(card, 'MARKETING');
    for (let i = 0; i < 250; i += 1) estimator.add(`+9198${String(i).padStart(8, '0')}`);
    for (let i = 0; i < 3; i += 1) estimator.add(`+1415555000${i}`);
    estimator.add('+447700900123');
    expect(estimator.result()).toEqual({
      currencySymbol: 'Rs.',
      estimatedRate: 12.6,
      currency: 'INR',
      messages: 254,
      unpriced: 1,
      byCountry: [
        { countryCode: '+1', messages: 3, rate: 0.0333, cost: 0.1 },
        { countryCode: '+91', messages: 250, rate: 0.05, cost: 12.5 },
      ],
    });
  });

  it('prices countries without an entry at the default rate, listed last', () => {
    const estimator = rateEstimator({ ...card, currency: 'USD', defaultRate: 0.2 }, 'UTILITY');
    estimator.add('+919812345670');
    estimator.add('+14155550123');
    expect(estimator.result()).toMatchObject({
      currencySymbol: '$',
      estimatedRate: 0.21,
      unpriced: 0,
      byCountry: [
        { countryCode: '+91', messages: 1, cost: 0.01 },
        { countryCode: null, messages: 1, rate: 0.2, cost: 0.2 },
      ],
    });
  });
});
