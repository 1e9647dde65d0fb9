/** Live chat's pages (platform-shell §2.2: chat routes conversation, history, monitor, analytics). */
export const chatPaths = {
  conversation: '/chat/conversation',
  history: '/chat/history',
  monitor: '/chat/monitor',
  analytics: '/chat/analytics',
  config: '/admin/chatConfig',
} as const;
