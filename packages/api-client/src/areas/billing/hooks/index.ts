export * from './billingKeys.ts';
export * from './rateCard.ts';
