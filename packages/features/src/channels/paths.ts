/** Where the channels area's pages live (relative to the console's root). */
export const channelPaths = {
  list: '/admin/channels',
  create: '/admin/channels/create',
  edit: (id: string) => `/admin/channels/edit/${id}`,
  details: (id: string) => `/admin/channels/${id}/details`,
  simulator: (id: string, customerId?: string) =>
    `/admin/channels/${id}/simulator${customerId ? `?customer=${encodeURIComponent(customerId)}` : ''}`,
  onboarding: '/admin/whatsapp-onboarding',
  templates: '/admin/messageTemplate/whatsapp',
  templateCreate: '/admin/messageTemplate/whatsapp/create',
  templateEdit: (id: string) => `/admin/messageTemplate/whatsapp/edit/${id}`,
} as const;
