import { BillingPermissions } from './billingPermissions.ts';
import { RateCard } from './rateCardSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';

// Billing: the enterprise's rate card (broadcast-sender issue "Cost"). The spec shows the estimate's answer, not
// how rates are kept; these paths are ours. Only endpoints here: the contract index spreads this module.

const base = { service: 'api', auth: 'session', tag: 'Billing' } as const;

export const getRateCard = endpoint({
  ...base,
  id: 'getRateCard',
  summary: "The enterprise's rate card: a rate per message by country code and template category",
  method: 'GET',
  path: 'e/billing/rate-card',
  permissions: BillingPermissions.readRates,
  data: RateCard,
});

export const saveRateCard = endpoint({
  ...base,
  id: 'saveRateCard',
  summary: "Replace the enterprise's rate card; every problem is answered by field",
  method: 'PUT',
  path: 'e/billing/rate-card',
  encoding: 'json',
  permissions: BillingPermissions.manage,
  body: RateCard,
  data: RateCard,
});
