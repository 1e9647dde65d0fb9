import { PERMISSION_GROUPS, type PermissionGroup } from '@parley/api-client';
import type { IconName } from '@parley/ui';

/** A link in the side menu, shown when the user holds any one of `permissions`. */
export interface MenuLinkDefinition {
  id: string;
  label: string;
  href: string;
  permissions: readonly string[];
}

/** A top-level entry: a link, or a parent whose children are the links. */
export interface MenuItemDefinition {
  id: string;
  label: string;
  icon: IconName;
  href?: string;
  permissions: readonly string[];
  children?: readonly MenuLinkDefinition[];
}

export interface MenuGroupDefinition {
  id: string;
  label: string;
  items: readonly MenuItemDefinition[];
}

/** A place in the platform menu that the area owning the entry fills (see FeatureModule.menu). */
export interface MenuSlot {
  slot: string;
}

export const slot = (id: string): MenuSlot => ({ slot: id });

/** The platform menu's layout: groups of slots and of placeholder entries for pages no area builds yet. */
export interface MenuLayoutGroup {
  id: string;
  label: string;
  items: readonly (
    MenuSlot | (Omit<MenuItemDefinition, 'children'> & { children?: readonly (MenuSlot | MenuLinkDefinition)[] })
  )[];
}

/** Every key of a permission group: `all('CAMPAIGNS')` is CAMPAIGNS.* of platform-shell §6. */
export function all(group: PermissionGroup): string[] {
  return PERMISSION_GROUPS[group].map((entry) => `${group}.${entry}`);
}

/** Who sees Agentic AI (platform-shell §2.4): its placeholders here and the bots area's Skills entry. */
export const AGENTIC_AI = ['NLP.NLP', 'NLP.VIEW', 'COGNITIVE.VIEW'];
const SPEECH = ['COGNITIVE.VIEW'];

/**
 * The side menu of platform-shell §2.4 in its order: three groups of slots, which the areas fill with their own
 * entries, and placeholders (with the permissions that show them) for the pages still to be built.
 */
export const platformMenu: readonly MenuLayoutGroup[] = [
  {
    id: 'module',
    label: 'MODULE',
    items: [
      {
        id: 'chat',
        label: 'Chat',
        icon: 'chat',
        href: '/chat/conversation',
        permissions: ['CHAT.HANDLE', 'CHAT.VIEW_ANALYTICS', 'CHAT.VIEW_CHATHISTORY', 'CHAT.VIEW_MONITOR'],
      },
      slot('campaigns'),
      { id: 'journey', label: 'Journey', icon: 'journey', href: '/journey/workspace', permissions: all('JOURNEYS') },
      {
        id: 'publish',
        label: 'Publish',
        icon: 'flow',
        href: '/publish/journey',
        permissions: ['JOURNEYS.VIEW_PUBLISH'],
      },
      {
        id: 'agentic-ai',
        label: 'Agentic AI',
        icon: 'bot',
        permissions: AGENTIC_AI,
        children: [
          slot('skills'),
          { id: 'nlp-analytics', label: 'Analytics', href: '/nlp-report/overview', permissions: AGENTIC_AI },
        ],
      },
      {
        id: 'speech-services',
        label: 'Speech Services',
        icon: 'bell',
        permissions: SPEECH,
        children: [
          {
            id: 'text-to-speech',
            label: 'Text To Speech',
            href: '/services/speech/speechservice',
            permissions: SPEECH,
          },
          { id: 'speech-to-text', label: 'Speech To Text', href: '/services/servicesform', permissions: SPEECH },
        ],
      },
      slot('customers'),
      { id: 'creatives', label: 'Creatives', icon: 'template', href: '/creatives', permissions: all('CREATIVES') },
      { id: 'rich-card', label: 'Rich Card', icon: 'template', href: '/admin/richcard', permissions: all('RICHCARDS') },
      {
        id: 'analytics',
        label: 'Analytics',
        icon: 'chart',
        href: '/admin/analytics',
        permissions: ['ANALYTICS.ANALYTICS', 'ANALYTICS.VIEW'],
      },
      {
        id: 'marketplace',
        label: 'Marketplace',
        icon: 'market',
        href: '/marketplace/list',
        permissions: ['MARKET_PLACE.VIEW'],
      },
    ],
  },
  {
    id: 'configuration',
    label: 'CONFIGURATION',
    items: [
      {
        id: 'chat-config',
        label: 'Chat Config',
        icon: 'settings',
        href: '/admin/chatConfig',
        permissions: ['CHAT.CHAT_CONFIG'],
      },
      slot('channels'),
      slot('waba-onboarding'),
      slot('message-template'),
      { id: 'flows', label: 'Flows', icon: 'flow', href: '/whatsapp-flow', permissions: ['FLOW.VIEW'] },
      {
        id: 'integration',
        label: 'Integration',
        icon: 'integration',
        href: '/admin/integration',
        permissions: all('INTEGRATIONS'),
      },
      slot('customer-master'),
      {
        id: 'analytics-config',
        label: 'Analytics',
        icon: 'chart',
        href: '/admin/analytics/config',
        permissions: ['ANALYTICS.ANALYTICS'],
      },
      {
        id: 'billing',
        label: 'Billing',
        icon: 'billing',
        href: '/admin/enterpriseBilling',
        permissions: ['ENTERPRISE.MANAGE_BILLING'],
      },
    ],
  },
  {
    id: 'manage',
    label: 'MANAGE',
    items: [
      {
        id: 'enterprise-details',
        label: 'Enterprise Details',
        icon: 'info',
        href: '/admin/details',
        permissions: ['ENTERPRISE.VIEW', 'ENTERPRISE.EDIT'],
      },
      slot('users'),
      slot('departments'),
      {
        id: 'audit-trail',
        label: 'Audit Trail',
        icon: 'shield',
        href: '/admin/audit_trail',
        permissions: ['AUDITTRAIL.VIEW'],
      },
      {
        id: 'delivery-report',
        label: 'Delivery Report',
        icon: 'report',
        href: '/admin/report',
        permissions: ['REPORTS.VIEW_DELIVERY_REPORT', 'MANAGE.DELIVERYREPORT.VIEW'],
      },
      { id: 'trash', label: 'Trash', icon: 'trash', href: '/admin/trash', permissions: ['TRASH.VIEW'] },
      slot('roles'),
      {
        id: 'marketplace-module',
        label: 'Marketplace',
        icon: 'market',
        href: '/admin/marketplaceModule',
        permissions: ['MARKET_PLACE.MODULE.VIEW'],
      },
    ],
  },
];

/** Every page the menu can reach, with its label: the shell mounts a placeholder for those not built yet. */
export function menuPages(definition: readonly MenuGroupDefinition[]): { href: string; title: string }[] {
  return definition.flatMap((group) =>
    group.items.flatMap((item) =>
      item.children
        ? item.children.map((child) => ({ href: child.href, title: `${item.label} · ${child.label}` }))
        : item.href
          ? [{ href: item.href, title: item.label }]
          : [],
    ),
  );
}
