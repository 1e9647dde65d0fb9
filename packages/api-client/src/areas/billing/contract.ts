/** Billing: the rate card's schemas, rules and messages the server, the fake and the screens share. */
export * from './billingPermissions.ts';
export * from './rateCardLimits.ts';
export * from './rateCardSchemas.ts';
export * from './rateCardRules.ts';
