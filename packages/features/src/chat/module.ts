import { ChatPermissions } from '@parley/api-client';
import { defineFeatureModule } from '../shell/featureModule.ts';
import { AgentStatus } from './components/AgentStatus/AgentStatus.tsx';
import { ChatNotifications } from './components/ChatNotifications/ChatNotifications.tsx';
import { chatPaths } from './paths.ts';
import { chatRoutes } from './routes.tsx';

const CHAT_PAGES = ['CHAT.HANDLE', 'CHAT.VIEW_ANALYTICS', 'CHAT.VIEW_CHATHISTORY', 'CHAT.VIEW_MONITOR'];

/**
 * Live chat: the agents' availability and notifications in the top bar, and the conversation screen. It fills the MODULE group's
 * Chat entry (platform-shell §2.4); its other pages show as still to come.
 */
export const chatModule = defineFeatureModule({
  id: 'chat',
  routes: chatRoutes,
  topBar: [AgentStatus, ChatNotifications],
  menu: [
    {
      id: 'chat',
      label: 'Chat',
      icon: 'chat',
      permissions: CHAT_PAGES,
      children: [
        {
          id: 'chat-conversation',
          label: 'Conversation',
          href: chatPaths.conversation,
          permissions: ChatPermissions.handle,
        },
        { id: 'chat-history', label: 'History', href: chatPaths.history, permissions: ['CHAT.VIEW_CHATHISTORY'] },
        { id: 'chat-monitor', label: 'Monitor', href: chatPaths.monitor, permissions: ['CHAT.VIEW_MONITOR'] },
        { id: 'chat-analytics', label: 'Analytics', href: chatPaths.analytics, permissions: ['CHAT.VIEW_ANALYTICS'] },
      ],
    },
    {
      id: 'chat-config',
      label: 'Chat Config',
      icon: 'settings',
      href: chatPaths.config,
      permissions: ChatPermissions.config,
    },
  ],
  permissions: [...CHAT_PAGES, ...ChatPermissions.config],
});
