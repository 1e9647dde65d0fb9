/** Who may do what in the channels area (platform-shell §6: CHANNELS.*, WABAONBOARD.VIEW, MSG_TEMPLATES). */
export const ChannelPermissions = {
  /** Reading channels: their own screens, and the template and onboarding screens' channel pickers. */
  view: [
    'CHANNELS.VIEW',
    'CHANNELS.EDIT',
    'MSG_TEMPLATES.VIEW',
    'MSG_TEMPLATES.CREATE',
    'WABAONBOARD.VIEW',
    // The broadcast form's channel select and view mode (BroadcastPermissions.send and .view).
    'CAMPAIGNS.VIEW',
    'CAMPAIGNS.CREATE',
    'CAMPAIGNS.START',
    'CAMPAIGNS.VIEW_CAMPAIGNREPORT',
    'CHAT.HANDLE',
  ],
  create: ['CHANNELS.CREATE'],
  edit: ['CHANNELS.EDIT'],
  delete: ['CHANNELS.DELETE'],
  /** Waba Onboarding's "test connection", and the channel form's. */
  test: ['WABAONBOARD.VIEW', 'CHANNELS.CREATE', 'CHANNELS.EDIT'],
  /** A single message (a test send, the simulator's operator); broadcasts have their own. */
  send: ['CHANNELS.EDIT', 'MSG_TEMPLATES.CREATE'],
  messages: ['CHANNELS.VIEW', 'CHANNELS.EDIT'],
  /** The customer simulator of a sandbox channel. */
  simulator: ['CHANNELS.VIEW', 'CHANNELS.EDIT', 'MSG_TEMPLATES.VIEW', 'MSG_TEMPLATES.CREATE'],
} as const;

/** MSG_TEMPLATES has CREATE, VIEW and DELETE: editing a template is creating its next version. */
export const TemplatePermissions = {
  /** And the broadcast form's template select and view mode (BroadcastPermissions.send and .view). */
  view: [
    'MSG_TEMPLATES.VIEW',
    'MSG_TEMPLATES.CREATE',
    'CAMPAIGNS.VIEW',
    'CAMPAIGNS.CREATE',
    'CAMPAIGNS.START',
    'CAMPAIGNS.VIEW_CAMPAIGNREPORT',
    'CHAT.HANDLE',
  ],
  create: ['MSG_TEMPLATES.CREATE'],
  delete: ['MSG_TEMPLATES.DELETE'],
} as const;
