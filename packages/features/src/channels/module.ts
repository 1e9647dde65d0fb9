import { ChannelPermissions, TemplatePermissions } from '@parley/api-client';
import { defineFeatureModule } from '../shell/featureModule.ts';
import { all } from '../shell/menuDefinition.ts';
import { channelsRoutes } from './routes.tsx';

/**
 * The channels area: channel administration (with the sandbox's customer simulator), Waba Onboarding and message
 * templates, the three CONFIGURATION entries of platform-shell §2.4 (each replaces the platform menu's placeholder).
 */
export const channelsModule = defineFeatureModule({
  id: 'channels',
  routes: channelsRoutes,
  menu: [
    { id: 'channels', label: 'Channels', icon: 'channel', href: '/admin/channels', permissions: all('CHANNELS') },
    {
      id: 'waba-onboarding',
      label: 'Waba Onboarding',
      icon: 'channel',
      href: '/admin/whatsapp-onboarding',
      permissions: ['WABAONBOARD.VIEW'],
    },
    {
      id: 'message-template',
      label: 'Message Template',
      icon: 'template',
      href: '/admin/messageTemplate/whatsapp',
      permissions: all('MSG_TEMPLATES'),
    },
  ],
  permissions: [
    ...new Set([
      ...all('CHANNELS'),
      ...all('MSG_TEMPLATES'),
      'WABAONBOARD.VIEW',
      ...ChannelPermissions.view,
      ...ChannelPermissions.simulator,
      ...TemplatePermissions.view,
    ]),
  ],
});
