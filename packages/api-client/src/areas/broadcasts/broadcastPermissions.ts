/**
 * Who may do what with broadcasts (platform-shell §6 CAMPAIGNS.*; the spec names no broadcast permission, so the
 * campaign ones govern). A chat agent (CHAT.HANDLE) sends a template from a conversation through the same form in
 * chat mode: to that one number only, which the server enforces.
 */
export const BroadcastPermissions = {
  view: ['CAMPAIGNS.VIEW', 'CAMPAIGNS.CREATE', 'CAMPAIGNS.START', 'CAMPAIGNS.VIEW_CAMPAIGNREPORT'],
  send: ['CAMPAIGNS.CREATE', 'CAMPAIGNS.START', 'CHAT.HANDLE'],
} as const;

/** Sending to many needs a campaign permission; CHAT.HANDLE alone sends to one number in chat mode. */
export const BROADCAST_TO_MANY = ['CAMPAIGNS.CREATE', 'CAMPAIGNS.START'] as const;
