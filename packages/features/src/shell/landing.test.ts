import { describe, expect, it } from 'vitest';
import { composeMenu } from './composeMenu.ts';
import { comingSoonTitles, landingHref } from './landing.ts';
import { visibleMenu } from './visibleMenu.ts';

const menu = composeMenu([
  {
    id: 'bots',
    menu: [{ id: 'skills', parent: 'agentic-ai', label: 'Skills', href: '/bots', permissions: ['NLP.VIEW'] }],
  },
  {
    id: 'customers',
    menu: [
      {
        id: 'customers',
        label: 'Customers',
        icon: 'customers',
        href: '/customer-master/customers',
        permissions: ['CUSTOMER_MASTER.VIEW'],
      },
    ],
  },
]);
const built = new Set(['bots', 'bots/:id/*', 'customer-master/customers']);
const landing = (permissions: string[]) => landingHref(visibleMenu(menu, permissions), built);

describe('where a signed-in user lands', () => {
  it('is the first page of their menu that is built, in menu order', () => {
    expect(landing(['NLP.VIEW', 'CUSTOMER_MASTER.VIEW', 'CHAT.HANDLE'])).toBe('/bots');
    expect(landing(['CUSTOMER_MASTER.VIEW', 'CAMPAIGNS.VIEW'])).toBe('/customer-master/customers');
  });

  it('is nowhere for a role whose pages are all still to come, which are then named', () => {
    const visible = visibleMenu(menu, ['CAMPAIGNS.VIEW', 'CAMPAIGNS.APPROVE']);
    expect(landingHref(visible, built)).toBeNull();
    expect(comingSoonTitles(visible, built)).toEqual(['Campaigns']);
  });

  it('is nowhere, with nothing to come, for a role that holds nothing', () => {
    expect(landing([])).toBeNull();
    expect(comingSoonTitles(visibleMenu(menu, []), built)).toEqual([]);
  });
});
