import type { SideNavGroup } from './SideNav.tsx';

/** The platform-shell menu (spec §2.4), used by stories. Not exported from the package. */
export const exampleNavGroups: SideNavGroup[] = [
  {
    id: 'module',
    label: 'MODULE',
    items: [
      { id: 'chat', label: 'Chat', icon: 'chat', href: '/chat' },
      { id: 'campaigns', label: 'Campaigns', icon: 'campaign', href: '/campaigns' },
      { id: 'journey', label: 'Journey', icon: 'journey', href: '/journey' },
      {
        id: 'agentic-ai',
        label: 'Agentic AI',
        icon: 'bot',
        children: [
          { id: 'skills', label: 'Skills', href: '/agentic-ai/skills' },
          { id: 'ai-analytics', label: 'Analytics', href: '/agentic-ai/analytics' },
        ],
      },
      {
        id: 'speech',
        label: 'Speech Services',
        icon: 'channel',
        children: [
          { id: 'tts', label: 'Text To Speech', href: '/speech/text-to-speech' },
          { id: 'stt', label: 'Speech To Text', href: '/speech/speech-to-text' },
        ],
      },
      { id: 'customers', label: 'Customers', icon: 'customers', href: '/customers' },
      { id: 'analytics', label: 'Analytics', icon: 'chart', href: '/analytics' },
      { id: 'marketplace', label: 'Marketplace', icon: 'market', href: '/marketplace' },
    ],
  },
  {
    id: 'configuration',
    label: 'CONFIGURATION',
    items: [
      { id: 'chat-config', label: 'Chat Config', icon: 'settings', href: '/config/chat' },
      { id: 'channels', label: 'Channels', icon: 'channel', href: '/config/channels' },
      { id: 'templates', label: 'Message Template', icon: 'template', href: '/config/templates' },
      { id: 'flows', label: 'Flows', icon: 'flow', href: '/config/flows' },
      { id: 'integration', label: 'Integration', icon: 'integration', href: '/config/integration' },
      { id: 'billing', label: 'Billing', icon: 'billing', href: '/config/billing' },
    ],
  },
  {
    id: 'manage',
    label: 'MANAGE',
    items: [
      { id: 'enterprise', label: 'Enterprise Details', icon: 'settings', href: '/manage/enterprise' },
      { id: 'users', label: 'Users', icon: 'users', href: '/manage/users' },
      { id: 'audit', label: 'Audit Trail', icon: 'report', href: '/manage/audit' },
      { id: 'trash', label: 'Trash', icon: 'trash', href: '/manage/trash' },
      { id: 'roles', label: 'Role & Permission', icon: 'shield', href: '/manage/roles' },
    ],
  },
];
