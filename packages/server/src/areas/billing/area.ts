import { defineServerArea } from '../../http/serverArea.ts';
import { rateCardHandlers } from './handlers/rateCard.ts';

/** Billing: the enterprise's rate card, which prices a broadcast's estimate (broadcasts' estimate handler). */
export const billingArea = defineServerArea({
  id: 'billing',
  handlers: { ...rateCardHandlers },
});
