import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@parley/api-client';
import { accountsModule } from '../accounts/module.ts';
import { authModule } from '../auth/module.ts';
import { botsModule } from '../bots/module.ts';
import { customerMasterModule } from '../customer-master/module.ts';
import { composeMenu } from './composeMenu.ts';
import { defineFeatureModule, type FeatureModule } from './featureModule.ts';
import type { MenuGroupDefinition, MenuLayoutGroup } from './menuDefinition.ts';

const MODULES: FeatureModule[] = [authModule, botsModule, customerMasterModule, accountsModule];

const layout: MenuLayoutGroup[] = [
  {
    id: 'g',
    label: 'G',
    items: [
      { slot: 'a' },
      { id: 'p', label: 'P', icon: 'bot', href: '/p', permissions: ['P.X'] },
      { id: 'parent', label: 'Parent', icon: 'bot', permissions: ['A.X'], children: [{ slot: 'child' }] },
    ],
  },
];

const ids = (groups: MenuGroupDefinition[]) =>
  groups.map((group) =>
    group.items.map((item) => (item.children ? `${item.id}(${item.children.map((c) => c.id)})` : item.id)),
  );

describe('composeMenu', () => {
  it('fills slots with the modules’ entries and drops slots nobody fills', () => {
    const a = defineFeatureModule({
      id: 'a',
      menu: [{ id: 'a', label: 'A', icon: 'bot', href: '/a', permissions: [] }],
    });
    expect(ids(composeMenu([a], layout))).toEqual([['a', 'p']]);
    expect(ids(composeMenu([], layout))).toEqual([['p']]);
  });

  it('puts a link in its parent’s slot, and a placeholder gives way to an entry of its id', () => {
    const m = defineFeatureModule({
      id: 'm',
      menu: [
        { id: 'child', parent: 'parent', label: 'Child', href: '/child', permissions: ['A.X'] },
        { id: 'p', label: 'Built P', icon: 'chat', href: '/built-p', permissions: ['P.X'] },
      ],
    });
    const menu = composeMenu([m], layout);
    expect(ids(menu)).toEqual([['p', 'parent(child)']]);
    expect(menu[0]!.items[0]).toMatchObject({ label: 'Built P', href: '/built-p' });
  });

  it('adds entries the layout does not know at the end of their group or parent', () => {
    const m = defineFeatureModule({
      id: 'm',
      menu: [
        { id: 'new', group: 'g', label: 'New', icon: 'bot', href: '/new', permissions: [] },
        { id: 'sub', parent: 'parent', label: 'Sub', href: '/sub', permissions: [] },
        { id: 'child', parent: 'parent', label: 'Child', href: '/child', permissions: [] },
      ],
    });
    expect(ids(composeMenu([m], layout))).toEqual([['p', 'parent(child,sub)', 'new']]);
  });

  it('refuses an id claimed twice, and an entry with nowhere to go', () => {
    const entry = { id: 'a', label: 'A', icon: 'bot' as const, href: '/a', permissions: [] };
    expect(() =>
      composeMenu(
        [
          { id: 'x', menu: [entry] },
          { id: 'y', menu: [entry] },
        ],
        layout,
      ),
    ).toThrow('Menu entry "a" is declared by both "x" and "y"');
    expect(() => composeMenu([{ id: 'x', menu: [{ ...entry, id: 'lost' }] }], layout)).toThrow(/no slot/);
    expect(() =>
      composeMenu([{ id: 'x', menu: [{ id: 'l', parent: 'nope', label: 'L', href: '/l', permissions: [] }] }], layout),
    ).toThrow(/unknown parent "nope"/);
  });

  it('places every entry of the console’s modules in the platform menu without throwing', () => {
    const hrefs = composeMenu(MODULES).flatMap((group) =>
      group.items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]),
    );
    for (const page of ['/bots', '/customer-master/customers', '/customer-master/definition', '/admin/users'])
      expect(hrefs).toContain(page);
  });
});

describe('the console’s feature modules', () => {
  it('have distinct ids', () => {
    expect(new Set(MODULES.map((m) => m.id)).size).toBe(MODULES.length);
  });

  it('declare only known permission keys, covering those of their menu entries', () => {
    const known = new Set(ALL_PERMISSIONS);
    for (const module of MODULES) {
      const declared = module.permissions ?? [];
      expect(
        declared.filter((key) => !known.has(key)),
        module.id,
      ).toEqual([]);
      const used = (module.menu ?? []).flatMap((entry) => entry.permissions);
      expect(
        used.filter((key) => !declared.includes(key)),
        module.id,
      ).toEqual([]);
    }
  });

  it('mount no path twice', () => {
    const paths = MODULES.flatMap((m) => [...(m.routes ?? []), ...(m.publicRoutes ?? [])]).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
