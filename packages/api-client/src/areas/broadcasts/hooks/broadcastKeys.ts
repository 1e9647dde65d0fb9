/** The broadcasts area's query keys. */
export const broadcastKeys = {
  all: ['broadcasts'] as const,
  list: (query: object) => ['broadcasts', 'list', query] as const,
  detail: (id: string) => ['broadcasts', 'detail', id] as const,
  messages: (id: string, query: object) => ['broadcasts', 'detail', id, 'messages', query] as const,
  messageStatus: (id: string, messageId: string) => ['broadcasts', 'detail', id, 'status', messageId] as const,
};
