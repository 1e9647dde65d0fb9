import { BroadcastPermissions } from '../broadcasts/broadcastPermissions.ts';

/**
 * Who may do what with the enterprise's billing (platform-shell §6 ENTERPRISE.MANAGE_BILLING). The rate card is
 * kept by whoever manages billing; the broadcast senders read it too, so the sender can show what a send costs.
 */
export const BillingPermissions = {
  manage: ['ENTERPRISE.MANAGE_BILLING'],
  readRates: [...new Set(['ENTERPRISE.MANAGE_BILLING', ...BroadcastPermissions.send])],
} as const;
