/** Live chat's permissions (platform-shell §6: CHAT.HANDLE marks an agent; only agents handle chats). */
export const ChatPermissions = {
  handle: ['CHAT.HANDLE'],
  /** The enterprise's chat settings (platform-shell §6 CHAT.CHAT_CONFIG). */
  config: ['CHAT.CHAT_CONFIG'],
  /** Ended chats (platform-shell §6 CHAT.VIEW_CHATHISTORY). */
  history: ['CHAT.VIEW_CHATHISTORY'],
  /** Supervisors' view of live chats and agents (platform-shell §6 CHAT.VIEW_MONITOR). */
  monitor: ['CHAT.VIEW_MONITOR'],
  /** The chat dashboard (platform-shell §6 CHAT.VIEW_ANALYTICS). */
  analytics: ['CHAT.VIEW_ANALYTICS'],
  /** The canned replies: agents use them, those who configure chat keep them. */
  cannedReplies: ['CHAT.HANDLE', 'CHAT.CHAT_CONFIG'],
  /** A chat's thread: its agents, and those who read the history. */
  thread: ['CHAT.HANDLE', 'CHAT.VIEW_CHATHISTORY'],
} as const;
