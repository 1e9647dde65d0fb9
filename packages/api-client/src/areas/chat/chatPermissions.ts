/** Live chat's permissions (platform-shell §6: CHAT.HANDLE marks an agent; only agents handle chats). */
export const ChatPermissions = {
  handle: ['CHAT.HANDLE'],
} as const;
