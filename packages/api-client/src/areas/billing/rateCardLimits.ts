/** Rate card sizes and bounds (ours: the specs show an estimate's answer, not how rates are kept). */
export const RATE_CARD_LIMITS = {
  /** Entries of one card: a country code and template category each. */
  entries: 500,
  /** What the body may carry at all, so a card just over `entries` is refused with its own message. */
  entriesAccepted: 2000,
  /** Per message, in the card's currency. */
  maxRate: 1000,
  /** Places after the decimal point a rate may have. */
  rateDecimals: 4,
} as const;

/** platform-shell §9: costs are shown with 2 decimals. */
export const COST_DECIMALS = 2;
