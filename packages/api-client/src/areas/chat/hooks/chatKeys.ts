/** Live chat's query keys. */
export const chatKeys = {
  all: ['chat'] as const,
  counts: ['chat', 'counts'] as const,
  notifications: (type: string) => ['chat', 'notifications', type] as const,
  summary: ['chat', 'summary'] as const,
  thread: (chatId: string) => ['chat', 'thread', chatId] as const,
  settings: ['chat', 'settings'] as const,
  agentStatus: ['chat', 'agentStatus'] as const,
  agents: (query: object) => ['chat', 'agents', query] as const,
  history: (query: object) => ['chat', 'history', query] as const,
  monitor: ['chat', 'monitor'] as const,
  cannedReplies: ['chat', 'cannedReplies'] as const,
  /** When the chat's customer was last heard typing (a time in ms; set by the live channel, never fetched). */
  typing: (chatId: string) => ['chat', 'typing', chatId] as const,
  dashboard: (query: object) => ['chat', 'dashboard', query] as const,
};
