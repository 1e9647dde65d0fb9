import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationMessages } from '@parley/api-client';
import { fake, seedAuthConfig } from '@parley/api-client/fake';
import { formatDayMonthYearTime } from '@parley/ui';
import { RouteProbe, withFeatureProviders } from '../../testing/index.ts';
import { shellRoute } from '../../shell/routes.tsx';
import { botsModule } from '../module.ts';
import { IntegrationsScreen } from './IntegrationsScreen.tsx';

const meta = {
  title: 'Features/Bots/IntegrationsScreen',
  component: IntegrationsScreen,
  decorators: [withFeatureProviders],
  // The page inside a main landmark, as the shell shows it; the menu stories render the shell itself.
  render: () => (
    <main style={{ padding: 24 }}>
      <IntegrationsScreen />
    </main>
  ),
  parameters: { layout: 'fullscreen', feature: { signedIn: true, initialEntries: ['/admin/integration'] } },
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUPPORT_KEY = 'sk-live-support-0000001234';
const SALES_KEY = 'sk-live-sales-00000005678';

const seedIntegrations = () => ({
  support: seedAuthConfig(fake.store, { name: 'Support OpenAI', llm: 1, apikey: SUPPORT_KEY }),
  sales: seedAuthConfig(fake.store, { name: 'Sales GPT', llm: 2, apikey: SALES_KEY }),
});

const table = () => screen.findByRole('table', { name: 'GenAI integrations' });
const rowOf = async (name: string) => {
  const rows = within(await table()).getAllByRole('row');
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const openActions = async (name: string, action: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

let seeded: ReturnType<typeof seedIntegrations>;

/** The enterprise's integrations by name: LLM type by name, the key only masked, the date of the last change. */
export const ListWithMaskedKeys: Story = {
  beforeEach: () => void (seeded = seedIntegrations()),
  play: async () => {
    const rows = within(await table()).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const [, sales, support] = rows;
    await expect(within(sales!).getByText('Sales GPT')).toBeVisible();
    await expect(within(sales!).getByText('GPT')).toBeVisible();
    await expect(within(sales!).getByText('••••••••5678')).toBeVisible();
    await expect(within(sales!).getByText('Key ending in 5678')).toBeInTheDocument();
    await expect(within(sales!).getByText(formatDayMonthYearTime(seeded.sales.updatedAt))).toBeVisible();
    await expect(within(support!).getByText('OpenAI')).toBeVisible();
    await expect(within(support!).getByText('••••••••1234')).toBeVisible();
    // The keys themselves never reach the page.
    await expect(document.body.textContent).not.toContain(SUPPORT_KEY);
    await expect(document.body.textContent).not.toContain(SALES_KEY);
    await expect(screen.getByRole('button', { name: 'Add Integration' })).toBeVisible();
  },
};

/** Add: the key is tested before saving; the provider accepts it and the new integration joins the list. */
export const AddWithSuccessfulTest: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first integration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Integration' }));
    await userEvent.type(dialog.getByLabelText('Configuration name'), 'Support OpenAI');
    await userEvent.selectOptions(dialog.getByLabelText('LLM Type'), 'OpenAI');
    await userEvent.type(dialog.getByLabelText('API Key'), 'sk-live-newkey-0000009876');
    await userEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(IntegrationMessages.connected);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('Integration created successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Integration' })).toBeNull());
    const row = await rowOf('Support OpenAI');
    await expect(within(row).getByText('••••••••9876')).toBeVisible();
  },
};

/** A key the provider refuses is said under the key, the form stays open, and nothing is saved. */
export const RefusedTestShownInline: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first integration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Integration' }));
    // Without a key the form's own message answers, without asking the provider.
    await userEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(IntegrationMessages.apiKeyEmpty);
    await userEvent.selectOptions(dialog.getByLabelText('LLM Type'), 'GPT');
    const key = dialog.getByLabelText('API Key');
    await userEvent.type(key, 'sk-invalid-000000000000');
    // Another key makes the earlier answer stale.
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(IntegrationMessages.keyRefused);
    await expect(key).toHaveAttribute('type', 'password');
    await expect(screen.getByRole('dialog', { name: 'Create Integration' })).toBeVisible();
    await expect(screen.queryByRole('table', { name: 'GenAI integrations' })).toBeNull();
  },
};

/** Edit: name and LLM type change; with no new key typed the stored key is tested and kept. */
export const EditKeepsTheKey: Story = {
  beforeEach: () => void seedIntegrations(),
  play: async () => {
    await openActions('Support OpenAI', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Integration' }));
    const name = dialog.getByLabelText('Configuration name');
    await expect(name).toHaveValue('Support OpenAI');
    await expect(dialog.getByLabelText('LLM Type')).toHaveValue('1');
    const key = dialog.getByLabelText('New API Key');
    await expect(key).toHaveValue('');
    await expect(key).toHaveAccessibleDescription(/••••••••1234.*Leave empty to keep it/);
    await userEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(IntegrationMessages.connected);
    await userEvent.clear(name);
    await userEvent.type(name, 'Support GPT');
    await userEvent.selectOptions(dialog.getByLabelText('LLM Type'), 'GPT');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Integration updated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Integration' })).toBeNull());
    const row = await rowOf('Support GPT');
    await expect(within(row).getByText('GPT')).toBeVisible();
    await expect(within(row).getByText('••••••••1234')).toBeVisible();
  },
};

/** A stored integration's key is tested from its row; the answer comes as a toast naming it. */
export const TestStoredIntegration: Story = {
  beforeEach: () => void seedAuthConfig(fake.store, { name: 'Old key', apikey: 'sk-invalid-revoked-00004321' }),
  play: async () => {
    await openActions('Old key', 'Test connection');
    await expect(await screen.findByText(`Old key: ${IntegrationMessages.keyRefused}`)).toBeVisible();
  },
};

/** Delete asks first: No keeps the integration, Yes removes it. */
export const DeleteWithConfirm: Story = {
  beforeEach: () => void seedAuthConfig(fake.store, { name: 'Support OpenAI', apikey: SUPPORT_KEY }),
  play: async () => {
    await openActions('Support OpenAI', 'Delete');
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete integration' }));
    await expect(confirm.getByText(/Delete the integration Support OpenAI\?/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete integration' })).toBeNull());
    await expect(await rowOf('Support OpenAI')).toBeVisible();

    await openActions('Support OpenAI', 'Delete');
    confirm = within(await screen.findByRole('dialog', { name: 'Delete integration' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Integration deleted successfully')).toBeVisible();
    await expect(await screen.findByRole('heading', { name: 'No integrations yet' })).toBeVisible();
  },
};

/** No integrations: what they are for, and a way to add the first. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'No integrations yet' })).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first integration' }));
    await expect(await screen.findByRole('dialog', { name: 'Create Integration' })).toBeVisible();
  },
};

/** A role that may only view integrations sees the list without Add or row actions. */
export const ViewOnly: Story = {
  beforeEach: () => {
    seedIntegrations();
    fake.seed.user({ emailId: 'viewer@parley.local', roles: [2], permissions: ['INTEGRATIONS.VIEW'] });
  },
  parameters: { feature: { signedIn: 'viewer@parley.local', initialEntries: ['/admin/integration'] } },
  play: async () => {
    await expect(await rowOf('Support OpenAI')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add Integration' })).toBeNull();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

/** The list fails to load: the server's message and a way to ask again. */
export const LoadFailure: Story = {
  beforeEach: () => {
    seedIntegrations();
    fake.fail('listAuthConfigs', { status: 500, code: 500, message: 'Integrations are unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Integrations are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await rowOf('Sales GPT')).toBeVisible();
  },
};

/** The console's shell with the bots module: its Integration entry replaces the platform menu's placeholder. */
function ShellHarness() {
  return useRoutes([{ path: '/login', element: <RouteProbe /> }, shellRoute([botsModule])]);
}

const nav = () => screen.findByRole('navigation', { name: 'Main menu' });

/** An administrator finds Integration under CONFIGURATION as a working link (no longer "Coming soon"). */
export const InTheMenuForAdministrators: Story = {
  render: () => <ShellHarness />,
  parameters: { feature: { signedIn: true, initialEntries: ['/bots'] } },
  play: async () => {
    const menu = within(await nav());
    const link = await menu.findByRole('link', { name: 'Integration' });
    await expect(link).not.toHaveAttribute('aria-disabled');
    await userEvent.click(link);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  },
};

/** Without any INTEGRATIONS permission the entry is not in the menu, and the address says access is denied. */
export const NotInTheMenuWithoutPermission: Story = {
  beforeEach: () => void fake.seed.user({ emailId: 'reports@parley.local', roles: [6], permissions: ['NLP.VIEW'] }),
  render: () => <ShellHarness />,
  parameters: { feature: { signedIn: 'reports@parley.local', initialEntries: ['/admin/integration'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    const menu = within(await nav());
    // The menu is there (the role's Agentic AI pages), without CONFIGURATION › Integration.
    await expect(await menu.findByRole('button', { name: 'Agentic AI' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Integration' })).toBeNull();
    await expect(menu.queryByText('CONFIGURATION', { exact: true })).toBeNull();
    await expect(screen.queryByRole('heading', { level: 1, name: 'Integrations' })).toBeNull();
  },
};
