/** Live chat's permissions (platform-shell §6: CHAT.HANDLE marks an agent; only agents handle chats). */
export const ChatPermissions = {
  handle: ['CHAT.HANDLE'],
  /** The enterprise's chat settings (platform-shell §6 CHAT.CHAT_CONFIG). */
  config: ['CHAT.CHAT_CONFIG'],
} as const;
