/** Where the billing area's pages live (relative to the console's root). */
export const billingPaths = {
  rateCard: '/admin/enterpriseBilling',
} as const;
