/** Billing: the enterprise's rate card. */
export * from './billing.ts';
