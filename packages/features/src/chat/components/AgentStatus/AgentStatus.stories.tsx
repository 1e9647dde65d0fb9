import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_STATUSES } from '@parley/api-client/contract';
import { chatData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { AgentStatus } from './AgentStatus.tsx';

const meta = {
  title: 'Features/Chat/AgentStatus',
  component: AgentStatus,
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Story />
      </header>
    ),
    withFeatureProviders,
  ],
  parameters: { feature: { signedIn: true } },
} satisfies Meta<typeof AgentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent starts online and steps away: the server keeps it, and says so. */
export const StepAway: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Your status: Online' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Away' }));
    await expect(await screen.findByText('You are away')).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Your status: Away' })).toBeVisible();
    await waitFor(() => expect(chatData(fake.store).agentStatus.get('admin1')).toBe(AGENT_STATUSES.away));
  },
};

/** A status kept from before shows as the agent comes back. */
export const BackFromOffline: Story = {
  beforeEach: () => void chatData(fake.store).agentStatus.set('admin1', AGENT_STATUSES.offline),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Your status: Offline' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Online' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Your status: Online' })).toBeVisible();
  },
};

/** Someone who does not handle chats has no status. */
export const NotAnAgent: Story = {
  beforeEach: () =>
    void fake.seed.user({
      emailId: 'viewer@example.com',
      name: 'Rita Viewer',
      roles: [6],
      permissions: ['REPORT.VIEW'],
    }),
  parameters: { feature: { signedIn: 'viewer@example.com' } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('button', { name: /Your status/ })).not.toBeInTheDocument();
  },
};
