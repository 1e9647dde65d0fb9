import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fake } from '@parley/api-client/fake';
import { atViewport, RouteProbe, withFeatureProviders } from '../../testing/index.ts';
import { shellRoute } from '../routes.tsx';
import type { FeatureModule } from '../featureModule.ts';
import { botsModule } from '../../bots/module.ts';
import { customerMasterModule } from '../../customer-master/module.ts';
import { accountsModule } from '../../accounts/module.ts';
import { ComingSoon } from './ComingSoon.tsx';
import { ShellLayout } from './ShellLayout.tsx';
import { NO_PAGES_ASK, NO_PAGES_TITLE } from './LandingPage.tsx';
import { NOT_FOUND_TITLE } from './NotFoundPage.tsx';
import { ACCESS_DENIED_ASK } from './AccessDeniedPage.tsx';
import { SIDE_NAV_COMING_SOON } from '@parley/ui';

/** The console's modules with each page replaced by a stand-in titled by its menu label, so no feature data is needed. */
const standInModules: FeatureModule[] = [botsModule, customerMasterModule, accountsModule].map((module) => ({
  ...module,
  routes: (module.routes ?? []).map((route) => ({
    ...route,
    element: (
      <ComingSoon
        title={module.menu?.find((entry) => entry.href === `/${route.path}`)?.label ?? route.path ?? module.id}
      />
    ),
  })),
}));

/** The shell as the app mounts it (the areas' menu entries and route flags, stand-in pages). */
function ShellHarness() {
  return useRoutes([{ path: '/login', element: <RouteProbe /> }, shellRoute(standInModules)]);
}

const meta = {
  title: 'Features/Shell/ShellLayout',
  component: ShellLayout,
  decorators: [withFeatureProviders],
  render: () => <ShellHarness />,
  parameters: { layout: 'fullscreen', feature: { signedIn: true, initialEntries: ['/bots'] } },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = () => screen.findByRole('navigation', { name: 'Main menu' });

function seedUser(emailId: string, permissions: string[], roles: number[]) {
  fake.seed.user({ emailId, roles, permissions });
}

export const Administrator: Story = {
  play: async () => {
    const menu = within(await nav());
    await waitFor(() => expect(menu.getByText('MODULE', { exact: true })).toBeVisible());
    await expect(menu.getByText('CONFIGURATION', { exact: true })).toBeVisible();
    await expect(menu.getByText('MANAGE', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Role & Permission' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Billing' })).toBeVisible();
    // The page's own code loads when it is first shown.
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  },
};

export const ReportViewer: Story = {
  beforeEach: () =>
    seedUser('viewer@parley.local', ['ANALYTICS.VIEW', 'REPORTS.VIEW_DELIVERY_REPORT', 'NLP.VIEW'], [6]),
  parameters: { feature: { signedIn: 'viewer@parley.local', initialEntries: ['/bots'] } },
  play: async () => {
    const menu = within(await nav());
    await waitFor(() => expect(menu.getByText('MODULE', { exact: true })).toBeVisible());
    await expect(menu.getByText('MANAGE', { exact: true })).toBeVisible();
    await expect(menu.queryByText('CONFIGURATION', { exact: true })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Delivery Report' })).toBeVisible();
    // Agentic AI › Analytics (NLP.VIEW) and the MODULE Analytics page (ANALYTICS.VIEW).
    await expect(menu.getAllByRole('link', { name: 'Analytics' })).toHaveLength(2);
    await expect(menu.getByRole('link', { name: 'Skills' })).toBeVisible();
    for (const hidden of ['Chat', 'Campaigns', 'Users', 'Trash', 'Role & Permission', 'Billing']) {
      await expect(menu.queryByRole('link', { name: hidden })).toBeNull();
    }
  },
};

export const HandleChatsAgent: Story = {
  beforeEach: () => seedUser('agent@parley.local', ['CHAT.HANDLE'], [3]),
  parameters: { feature: { signedIn: 'agent@parley.local', initialEntries: ['/chat/conversation'] } },
  play: async () => {
    const menu = within(await nav());
    await expect(await menu.findByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(menu.getAllByRole('link')).toHaveLength(1);
    await expect(menu.queryByText('CONFIGURATION', { exact: true })).toBeNull();
    await expect(menu.queryByText('MANAGE', { exact: true })).toBeNull();
    await expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  },
};

export const Accordion: Story = {
  parameters: { feature: { signedIn: true, initialEntries: ['/admin/users'] } },
  play: async () => {
    const menu = within(await nav());
    const agentic = await menu.findByRole('button', { name: 'Agentic AI' });
    const speech = menu.getByRole('button', { name: 'Speech Services' });
    await userEvent.click(agentic);
    await expect(agentic).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Skills' })).toBeVisible();
    await userEvent.click(speech);
    await expect(speech).toHaveAttribute('aria-expanded', 'true');
    await expect(agentic).toHaveAttribute('aria-expanded', 'false');
    // Speech services are not built yet: marked, and not a way to a dead end.
    await expect(menu.getByRole('link', { name: 'Text To Speech' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(agentic);
    await userEvent.click(menu.getByRole('link', { name: 'Skills' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  },
};

export const ComingSoonEntriesMarked: Story = {
  play: async () => {
    const menu = within(await nav());
    const journey = await menu.findByRole('link', { name: 'Journey' });
    await expect(journey).toHaveAttribute('aria-disabled', 'true');
    await expect(journey).toHaveAccessibleDescription(SIDE_NAV_COMING_SOON);
    await expect(journey).not.toHaveAttribute('href');
    // What the areas build stays a link: their manifests light their entries up.
    for (const built of ['Customers', 'Users', 'Role & Permission'])
      await expect(menu.getByRole('link', { name: built })).toHaveAttribute('href');
  },
};

export const LandsOnTheFirstAvailablePage: Story = {
  parameters: { feature: { signedIn: true, initialEntries: ['/'] } },
  play: async () => {
    // Chat and Journey come first in the menu but are not built (Campaigns is the broadcasts area's, not mounted
    // here): Skills is the first page to use.
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect(within(await nav()).getByRole('link', { name: 'Skills' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CustomersOnlyRoleLandsOnCustomers: Story = {
  beforeEach: () => seedUser('customers@parley.local', ['CUSTOMER_MASTER.VIEW', 'JOURNEYS.VIEW'], [5]),
  parameters: { feature: { signedIn: 'customers@parley.local', initialEntries: ['/'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  },
};

export const RoleWithPagesStillToComeLandsCalmly: Story = {
  beforeEach: () => seedUser('journeys@parley.local', ['JOURNEYS.VIEW', 'JOURNEYS.VIEW_PUBLISH'], [5]),
  parameters: { feature: { signedIn: 'journeys@parley.local', initialEntries: ['/'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: NO_PAGES_TITLE })).toBeVisible();
    await expect(screen.getByText(/The pages your role opens \(Journey, Publish\) are not available/)).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const RoleWithNothingLandsCalmly: Story = {
  beforeEach: () => seedUser('nothing@parley.local', [], [6]),
  parameters: { feature: { signedIn: 'nothing@parley.local', initialEntries: ['/'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: NO_PAGES_TITLE })).toBeVisible();
    await expect(screen.getByText(NO_PAGES_ASK)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Your profile' })).toBeVisible();
  },
};

export const UnknownAddressIsNotFound: Story = {
  parameters: { feature: { signedIn: true, initialEntries: ['/bot'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(screen.getByText(/Nothing in the console answers \/bot\./)).toBeVisible();
    const back = screen.getByRole('link', { name: 'Go to your start page' });
    // Console links wear the theme's link colour, not the browser's blue.
    await expect(getComputedStyle(back).color).not.toBe('rgb(0, 0, 238)');
    await userEvent.click(back);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  play: async () => {
    await nav();
    const toggle = await screen.findByRole('button', { name: 'Collapse menu' });
    await userEvent.click(toggle);
    await expect(await screen.findByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Signout: Story = {
  play: async () => {
    await nav();
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    await expect(screen.getByRole('menuitem', { name: 'Details' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'My Library' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Signout' }));
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
    await expect(fake.store.sessions.size).toBe(0);
  },
};

export const SsoDirectHidesSignout: Story = {
  beforeEach: () => {
    fake.store.settings.ssoDirect = true;
    fake.store.settings.featureFlags.artifactsEnabled = true;
  },
  play: async () => {
    await nav();
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    await expect(await screen.findByRole('menuitem', { name: 'My Library' })).toBeVisible();
    // The profile can open the menu before the settings arrive; the flag then takes Signout away.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Signout' })).toBeNull());
  },
};

export const SsoDirectSignInHidesSignout: Story = {
  beforeEach: () => {
    // Set by a sign-in on the {id}/redirect route (platform-shell §4.1: a stored flag).
    localStorage.setItem('parley.ssoDirect', 'true');
    return () => localStorage.removeItem('parley.ssoDirect');
  },
  play: async () => {
    await nav();
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    await expect(await screen.findByRole('menuitem', { name: 'Details' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Signout' })).toBeNull();
  },
};

export const SignedOutRedirects: Story = {
  parameters: { feature: { signedIn: false, initialEntries: ['/bots'] } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
  },
};

export const SessionExpired: Story = {
  beforeEach: () => {
    fake.fail('getProfile', { status: 401, code: 401, message: 'Login required' });
  },
  play: async () => {
    await expect(await screen.findByText('Session Expired! Please login')).toBeVisible();
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
  },
};

// ---- Route guards (platform-shell §2.2, §5, §8) -------------------------------------------------

export const FeatureKeyTrueDeniesRoute: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.hideTopUpWallet = true;
  },
  parameters: { feature: { signedIn: true, initialEntries: ['/billing'] } },
  play: async () => {
    await expect(await screen.findByText('Access Denied')).toBeVisible();
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
    await expect(screen.queryByRole('heading', { level: 1, name: 'Billing' })).toBeNull();
  },
};

export const FeatureKeyFalseAllowsRoute: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.hideTopUpWallet = false;
  },
  parameters: { feature: { signedIn: true, initialEntries: ['/billing'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(screen.queryByText('Access Denied')).toBeNull();
  },
};

export const AreaFlagOffDeniesRoute: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.trash = false;
  },
  parameters: { feature: { signedIn: true, initialEntries: ['/admin/trash'] } },
  play: async () => {
    await expect(await screen.findByText('Access Denied')).toBeVisible();
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
  },
};

export const AreaFlagOffHidesMenuEntries: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.trash = false;
    fake.store.settings.featureFlags.bots = false;
    fake.store.settings.featureFlags.billing = true;
  },
  parameters: { feature: { signedIn: true, initialEntries: ['/admin/users'] } },
  play: async () => {
    const menu = within(await nav());
    await expect(await menu.findByRole('link', { name: 'Users' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Billing' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Trash' })).toBeNull();
    // Both children of Agentic AI are bots pages, so the parent goes too.
    await expect(menu.queryByRole('button', { name: 'Agentic AI' })).toBeNull();
  },
};

export const AreaFlagOnAllowsRoute: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.trash = true;
  },
  parameters: { feature: { signedIn: true, initialEntries: ['/admin/trash'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    // The menu fills once the profile's permissions arrive.
    await expect(await within(await nav()).findByRole('link', { name: 'Trash' })).toBeVisible();
  },
};

function ShellUnderToolsHarness() {
  return useRoutes([
    { path: '/tools/login', element: <RouteProbe /> },
    { path: '/tools', children: [shellRoute(standInModules)] },
    { path: '*', element: <RouteProbe /> },
  ]);
}

/** Mounted by a host under /tools/*: the menu's links, the profile menu and the sign-in redirect stay under it. */
export const UnderABasePath: Story = {
  render: () => <ShellUnderToolsHarness />,
  parameters: { feature: { signedIn: true, basePath: '/tools', initialEntries: ['/tools/bots'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    const menu = within(await nav());
    const users = await menu.findByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('href', '/tools/admin/users');
    await userEvent.click(users);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(users).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: /profile menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Details' }));
    // The stand-in profile page is titled by its path.
    await expect(await screen.findByRole('heading', { level: 1, name: 'details/myprofile' })).toBeVisible();
  },
};

export const PageNotOpenToRoleSaysSo: Story = {
  beforeEach: () => seedUser('checker@parley.local', ['JOURNEYS.VIEW', 'JOURNEYS.VIEW_PUBLISH'], [5]),
  parameters: { feature: { signedIn: 'checker@parley.local', initialEntries: ['/admin/users'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(screen.getByText(ACCESS_DENIED_ASK)).toBeVisible();
    // The page itself never rendered, so none of its requests failed into toasts.
    await expect(screen.queryByRole('heading', { level: 1, name: 'Users' })).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your start page' }));
    await expect(await screen.findByRole('heading', { level: 2, name: NO_PAGES_TITLE })).toBeVisible();
  },
};

/** At 390×844 the menu is a drawer over the page, closed by default; the page never scrolls sideways. */
export const PhoneMenuIsADrawer: Story = {
  beforeEach: atViewport(390, 844),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible();
    // The page has the whole width: nothing scrolls sideways, the main area included.
    const main = screen.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBeGreaterThan(380);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);

    await userEvent.click(open);
    const menu = within(await nav());
    await expect(await nav()).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Choosing a page closes the drawer.
    await userEvent.click(menu.getByRole('link', { name: 'Users' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible());
    // Escape closes it too.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await expect(await nav()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible());
  },
};

/** The collapsed menu stays collapsed after a reload: the shell starts as the user left it. */
export const CollapseIsRemembered: Story = {
  beforeEach: () => {
    localStorage.setItem('parley.sideNav.collapsed', 'true');
    return () => localStorage.removeItem('parley.sideNav.collapsed');
  },
  play: async () => {
    await nav();
    const expand = await screen.findByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(localStorage.getItem('parley.sideNav.collapsed')).toBe('false');
  },
};
