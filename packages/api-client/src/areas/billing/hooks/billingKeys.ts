/** The billing area's query keys. */
export const billingKeys = {
  all: ['billing'] as const,
  rateCard: ['billing', 'rate-card'] as const,
};
