import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@parley/api-client';
import { all, menuPages, type MenuGroupDefinition } from './menuDefinition.ts';
import { composeMenu } from './composeMenu.ts';
import { botsRoutes } from '../bots/routes.tsx';
import { botsModule } from '../bots/module.ts';
import { channelsModule } from '../channels/module.ts';
import { customerMasterModule } from '../customer-master/module.ts';
import { accountsModule } from '../accounts/module.ts';
import { broadcastsModule } from '../broadcasts/module.ts';

// The console's menu: the platform menu filled by the areas built so far.
const menuDefinition = composeMenu([
  botsModule,
  broadcastsModule,
  channelsModule,
  customerMasterModule,
  accountsModule,
]);
import { routeFlagTable } from './routeFlags.ts';
import { visibleMenu } from './visibleMenu.ts';

const labels = (groups: MenuGroupDefinition[]) =>
  groups.map((group) => ({
    group: group.label,
    items: group.items.map((item) =>
      item.children ? `${item.label}(${item.children.map((c) => c.label).join(',')})` : item.label,
    ),
  }));

describe('menuDefinition', () => {
  it('has the three groups of platform-shell §2.4 in order', () => {
    expect(menuDefinition.map((group) => group.label)).toEqual(['MODULE', 'CONFIGURATION', 'MANAGE']);
    expect(menuDefinition[0]!.items.map((item) => item.label)).toEqual([
      'Chat',
      'Campaigns',
      'Journey',
      'Publish',
      'Agentic AI',
      'Speech Services',
      'Customers',
      'Creatives',
      'Rich Card',
      'Analytics',
      'Marketplace',
    ]);
    expect(menuDefinition[1]!.items.map((item) => item.label)).toEqual([
      'Chat Config',
      'Channels',
      'Waba Onboarding',
      'Message Template',
      'Flows',
      'Integration',
      'Customer Master',
      'Analytics',
      'Billing',
    ]);
    expect(menuDefinition[2]!.items.map((item) => item.label)).toEqual([
      'Enterprise Details',
      'Users',
      'Departments',
      'Audit Trail',
      'Delivery Report',
      'Trash',
      'Role & Permission',
      'Marketplace',
    ]);
  });

  it('names only permissions that exist', () => {
    const known = new Set(ALL_PERMISSIONS);
    const used = menuDefinition.flatMap((group) =>
      group.items.flatMap((item) => [
        ...item.permissions,
        ...(item.children ?? []).flatMap((child) => child.permissions),
      ]),
    );
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it('expands a group wildcard to every key of the group', () => {
    expect(all('ROLES')).toEqual(['ROLES.VIEW', 'ROLES.EDIT']);
  });

  it('lists every reachable page once per href', () => {
    const pages = menuPages(menuDefinition);
    expect(pages).toContainEqual({ href: '/bots', title: 'Agentic AI · Skills' });
    expect(pages).toContainEqual({ href: '/admin/permission', title: 'Role & Permission' });
    expect(new Set(pages.map((page) => page.href)).size).toBe(pages.length);
  });
});

describe('visibleMenu', () => {
  it('shows everything to an administrator', () => {
    expect(visibleMenu(menuDefinition, ALL_PERMISSIONS)).toEqual(menuDefinition);
  });

  it('shows nothing without permissions', () => {
    expect(visibleMenu(menuDefinition, [])).toEqual([]);
  });

  it('shows an item for any one of its permissions', () => {
    expect(labels(visibleMenu(menuDefinition, ['CAMPAIGNS.APPROVE']))).toEqual([
      { group: 'MODULE', items: ['Campaigns'] },
    ]);
    expect(labels(visibleMenu(menuDefinition, ['MANAGE.DELIVERYREPORT.VIEW']))).toEqual([
      { group: 'MANAGE', items: ['Delivery Report'] },
    ]);
  });

  it('gives a Handle Chats agent only Chat', () => {
    expect(labels(visibleMenu(menuDefinition, ['CHAT.HANDLE']))).toEqual([{ group: 'MODULE', items: ['Chat'] }]);
  });

  it('hides groups without a visible item for a report viewer', () => {
    const menu = visibleMenu(menuDefinition, ['ANALYTICS.VIEW', 'REPORTS.VIEW_DELIVERY_REPORT', 'NLP.VIEW']);
    expect(labels(menu)).toEqual([
      { group: 'MODULE', items: ['Agentic AI(Skills,Analytics)', 'Analytics'] },
      { group: 'MANAGE', items: ['Delivery Report'] },
    ]);
  });

  it('keeps only the visible children of a parent and drops a parent without any', () => {
    const definition: MenuGroupDefinition[] = [
      {
        id: 'g',
        label: 'G',
        items: [
          {
            id: 'parent',
            label: 'Parent',
            icon: 'bot',
            permissions: ['A.X', 'B.X'],
            children: [
              { id: 'a', label: 'A', href: '/a', permissions: ['A.X'] },
              { id: 'b', label: 'B', href: '/b', permissions: ['B.X'] },
            ],
          },
          {
            id: 'other',
            label: 'Other',
            icon: 'bot',
            permissions: ['C.X'],
            children: [{ id: 'c', label: 'C', href: '/c', permissions: ['C.X'] }],
          },
        ],
      },
    ];
    expect(labels(visibleMenu(definition, ['B.X']))).toEqual([{ group: 'G', items: ['Parent(B)'] }]);
    expect(visibleMenu(definition, ['D.X'])).toEqual([]);
  });

  it('does not change the definition it filters', () => {
    const before = JSON.stringify(menuDefinition);
    visibleMenu(menuDefinition, ['CHAT.HANDLE']);
    expect(JSON.stringify(menuDefinition)).toBe(before);
  });
});

describe('visibleMenu with feature flags', () => {
  const links = (groups: MenuGroupDefinition[]) =>
    groups.flatMap((group) => group.items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]));

  it('hides the entries of an area whose flag is false, even for a user holding every permission', () => {
    // The bots pages' flags come from the bots area's routes, the others from the placeholder table.
    const flags = routeFlagTable(botsRoutes);
    const shown = links(
      visibleMenu(menuDefinition, ALL_PERMISSIONS, { trash: false, bots: false, analytics: false }, flags),
    );
    for (const href of ['/admin/trash', '/bots', '/nlp-report/overview', '/admin/analytics', '/admin/analytics/config'])
      expect(shown).not.toContain(href);
    expect(shown).toContain('/admin/enterpriseBilling');
  });

  it('keeps them when the flag is true or missing', () => {
    expect(links(visibleMenu(menuDefinition, ALL_PERMISSIONS, { trash: true }))).toContain('/admin/trash');
    expect(links(visibleMenu(menuDefinition, ALL_PERMISSIONS))).toContain('/admin/trash');
  });
});
