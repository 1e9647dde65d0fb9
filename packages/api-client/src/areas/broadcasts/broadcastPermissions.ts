/**
 * Who may do what with broadcasts (platform-shell §6 CAMPAIGNS.*; the spec names no broadcast permission, so the
 * campaign ones govern). A chat agent (CHAT.HANDLE) sends a template from a conversation through the same form in
 * chat mode: to that one number only, which the server enforces.
 */
export const BroadcastPermissions = {
  view: ['CAMPAIGNS.VIEW', 'CAMPAIGNS.CREATE', 'CAMPAIGNS.START', 'CAMPAIGNS.VIEW_CAMPAIGNREPORT'],
  send: ['CAMPAIGNS.CREATE', 'CAMPAIGNS.START', 'CHAT.HANDLE'],
  /** The Delivery Report of MANAGE (platform-shell §2.4), and campaign reports. */
  deliveryReport: ['REPORTS.VIEW_DELIVERY_REPORT', 'MANAGE.DELIVERYREPORT.VIEW', 'CAMPAIGNS.VIEW_CAMPAIGNREPORT'],
} as const;

/** Sending to many needs a campaign permission; CHAT.HANDLE alone sends to one number in chat mode. */
export const BROADCAST_TO_MANY = ['CAMPAIGNS.CREATE', 'CAMPAIGNS.START'] as const;
