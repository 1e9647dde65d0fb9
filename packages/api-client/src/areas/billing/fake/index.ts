import { rateCardsFake } from './rateCardsFake.ts';

/** The billing area in the fake: its table per store (rateCardsState.ts), its rules in the area's contract. */
export const billingFake = { ...rateCardsFake };
