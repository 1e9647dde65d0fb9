import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { UsersScreen } from './UsersScreen.tsx';

const meta = {
  title: 'Features/Accounts/UsersScreen',
  component: UsersScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/users', signedIn: true } },
  beforeEach: () => {
    fake.seed.user({ emailId: 'agent@example.com', name: 'Alex Agent', roles: [3] });
    fake.seed.user({ emailId: 'gone@example.com', name: 'Gina Gone', roles: [6], active: false });
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (name: string) => screen.findByRole('table', { name });

export const Loaded: Story = {
  play: async () => {
    const active = await table('Active users');
    await expect(await within(active).findByText('Alex Agent')).toBeVisible();
    await expect(within(active).getByText('Handle Chats')).toBeVisible();
    await expect(within(active).queryByText('Gina Gone')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Deactivated' }));
    await expect(await within(await table('Deactivated users')).findByText('Gina Gone')).toBeVisible();
  },
};

export const AddUser: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field is mandatory.');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Casey Checker');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'casey-password');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Campaign Checker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(await table('Active users')).findByText('Casey Checker')).toBeVisible();
  },
};

export const DeactivateUser: Story = {
  play: async () => {
    await within(await table('Active users')).findByText('Alex Agent');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Alex Agent' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('User deactivated successfully')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Deactivated' }));
    await expect(await within(await table('Deactivated users')).findByText('Alex Agent')).toBeVisible();
  },
};

export const ResetPassword: Story = {
  play: async () => {
    await within(await table('Active users')).findByText('Alex Agent');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Alex Agent' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password of Alex Agent' });
    await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'not-my-password');
    await userEvent.type(
      within(dialog).getByLabelText('New password for the user', { selector: 'input' }),
      'fresh-password',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');
  },
};

export const Invitations: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Report Viewer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    await expect(await within(await table('Invitations')).findByText('newbie@example.com')).toBeVisible();
    await expect(fake.lastMail('newbie@example.com')?.link).toMatch(/^\/invitation-accept\?id=/);
  },
};
