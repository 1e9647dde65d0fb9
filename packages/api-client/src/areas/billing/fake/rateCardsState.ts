import type { RateCard } from '../rateCardSchemas.ts';
import { emptyRateCard } from '../rateCardRules.ts';
import type { FakeStore } from '../../../fake/store.ts';

/** The billing area's table in a store: one rate card per enterprise id. */
const states = new WeakMap<FakeStore, Map<string, RateCard>>();

/** An enterprise's card; one that never saved any has the empty card (INR, no entries, no default rate). */
export function rateCardOf(store: FakeStore, eId: string): RateCard {
  let cards = states.get(store);
  if (!cards) {
    cards = new Map();
    states.set(store, cards);
  }
  return cards.get(eId) ?? emptyRateCard();
}

export function storeRateCard(store: FakeStore, eId: string, card: RateCard): void {
  rateCardOf(store, eId);
  states.get(store)!.set(eId, card);
}
