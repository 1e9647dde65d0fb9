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
    id: 'broadcasts',
    menu: [
      {
        id: 'campaigns',
        label: 'Campaigns',
        icon: 'campaign',
        href: '/campaigns/broadcast',
        permissions: ['CAMPAIGNS.VIEW', 'CAMPAIGNS.APPROVE'],
      },
    ],
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
const built = new Set(['bots', 'bots/:id/*', 'customer-master/customers', 'campaigns/broadcast']);
const landing = (permissions: string[]) => landingHref(visibleMenu(menu, permissions), built);

describe('where a signed-in user lands', () => {
  it('is the first page of their menu that is built, in menu order', () => {
    expect(landing(['NLP.VIEW', 'CUSTOMER_MASTER.VIEW', 'CHAT.HANDLE'])).toBe('/bots');
    // Journey comes before Customers in the menu but is not built.
    expect(landing(['CUSTOMER_MASTER.VIEW', 'JOURNEYS.VIEW'])).toBe('/customer-master/customers');
    // Campaigns comes first and is built (the broadcast list).
    expect(landing(['CUSTOMER_MASTER.VIEW', 'CAMPAIGNS.VIEW'])).toBe('/campaigns/broadcast');
  });

  it('is nowhere for a role whose pages are all still to come, which are then named', () => {
    const visible = visibleMenu(menu, ['JOURNEYS.VIEW', 'JOURNEYS.VIEW_PUBLISH']);
    expect(landingHref(visible, built)).toBeNull();
    expect(comingSoonTitles(visible, built)).toEqual(['Journey', 'Publish']);
  });

  it('is nowhere, with nothing to come, for a campaigns role when no module fills the Campaigns slot', () => {
    const withoutBroadcasts = composeMenu([]);
    expect(landingHref(visibleMenu(withoutBroadcasts, ['CAMPAIGNS.VIEW']), built)).toBeNull();
    expect(comingSoonTitles(visibleMenu(withoutBroadcasts, ['CAMPAIGNS.VIEW']), built)).toEqual([]);
  });

  it('is nowhere, with nothing to come, for a role that holds nothing', () => {
    expect(landing([])).toBeNull();
    expect(comingSoonTitles(visibleMenu(menu, []), built)).toEqual([]);
  });
});
