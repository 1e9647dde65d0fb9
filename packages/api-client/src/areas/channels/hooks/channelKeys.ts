/** The channels area's query keys: channels, templates, and the messages and simulator of a channel. */
export const channelKeys = {
  channels: ['channels'] as const,
  channelList: (query: object) => ['channels', 'list', query] as const,
  channel: (id: string) => ['channels', 'detail', id] as const,
  channelDetails: (id: string) => ['channels', 'details', id] as const,
  templates: ['templates'] as const,
  templateList: (query: object) => ['templates', 'list', query] as const,
  template: (id: string) => ['templates', 'detail', id] as const,
  messages: (channelId: string) => ['channelMessages', channelId] as const,
  messageList: (channelId: string, query: object) => ['channelMessages', channelId, 'list', query] as const,
  simulator: (channelId: string) => ['channelMessages', channelId, 'simulator'] as const,
  conversation: (channelId: string, customerId: string) =>
    ['channelMessages', channelId, 'simulator', customerId] as const,
};
