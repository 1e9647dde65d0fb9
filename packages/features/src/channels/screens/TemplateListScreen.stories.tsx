import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TemplateMessages } from '@parley/api-client';
import { channelsData, fake, type FakeTemplate } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { TemplateListScreen } from './TemplateListScreen.tsx';

const meta = {
  title: 'Features/Channels/TemplateListScreen',
  component: TemplateListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/messageTemplate/whatsapp', signedIn: true } },
} satisfies Meta<typeof TemplateListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies of the demo's welcome template, under other names and statuses. */
function seedTemplates(count: number, status: FakeTemplate['status'] = 'APPROVED') {
  const state = channelsData(fake.store);
  const welcome = state.templates[0]!;
  for (let i = 1; i <= count; i++) {
    const id = `t${status}${i}`;
    state.templates.push({
      ...structuredClone(welcome),
      id,
      _id: id,
      name: `${status.toLowerCase()}_${i}`,
      status,
      reviewAt: status === 'PENDING' ? Number.MAX_SAFE_INTEGER : 0,
    });
  }
}

const table = () => screen.findByRole('table', { name: 'Message templates' });

/** The demo's approved welcome template, with its channel and status in words. */
export const List: Story = {
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    const rows = within(await table()).getAllByRole('row');
    await expect(within(rows[1]!).getByRole('link', { name: 'welcome_message' })).toBeVisible();
    await expect(within(rows[1]!).getByText('Approved')).toBeVisible();
    await expect(within(rows[1]!).getByText('Sandbox')).toBeVisible();
    await expect(within(rows[1]!).getByText('Utility')).toBeVisible();
  },
};

/** Twenty a page; the status filter narrows the list and starts again at the first page. */
export const PagedAndFiltered: Story = {
  beforeEach: () => {
    seedTemplates(22);
    seedTemplates(2, 'REJECTED');
  },
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(21));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(6));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
  },
};

/** Nothing matches the search. */
export const NoMatch: Story = {
  play: async () => {
    await table();
    await userEvent.type(screen.getByLabelText('Search templates'), 'zzz');
    await expect(await screen.findByText('No templates match')).toBeVisible();
  },
};

/** A test send of an approved template: its examples are prefilled, and the sandbox offers its customers. */
export const SendTestMessage: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for welcome_message' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send test message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send welcome_message' }));
    await expect(dialog.getByLabelText('Body {{1}}')).toHaveValue('Asha');
    await userEvent.selectOptions(await dialog.findByLabelText('Simulated customer'), 'Asha Verma (+919812345670)');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText(/Message sent to \+919812345670/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open the simulator' })).toBeVisible();
    const sent = channelsData(fake.store).messages.at(-1)!;
    await expect(sent.content.body).toBe('Hi Asha, thanks for joining *Parley*. Reply with a button below.');
  },
};

/** A template in review offers no send; deleting one asks first. */
export const PendingAndDelete: Story = {
  beforeEach: () => seedTemplates(1, 'PENDING'),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for pending_1' }));
    await expect(screen.queryByRole('menuitem', { name: 'Send test message' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete template' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(TemplateMessages.deleted)).toBeVisible();
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
  },
};

/** The list fails to load: the server's message and a way to ask again. */
export const LoadFailure: Story = {
  beforeEach: () => fake.fail('listTemplates', { status: 500, code: 500, message: 'Templates are unavailable' }),
  play: async () => {
    await expect(await screen.findByText('Templates are unavailable')).toBeVisible();
  },
};
