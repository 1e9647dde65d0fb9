import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Messages, permissionsForRoles } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectCellOnOneLine, expectCompactRowActions, expectNoPageOverflow } from './tableLayoutChecks.ts';
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
    await expect(dialog).toHaveTextContent('Alex Agent is signed out everywhere and their API keys are revoked.');
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

const openActions = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
};
const fakeUser = (emailId: string) => fake.store.users.find((user) => user.emailId === emailId);

export const EditRolesAndChatConfig: Story = {
  play: async () => {
    await within(await table('Active users')).findByText('Alex Agent');
    await openActions('Alex Agent');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roles of Alex Agent' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Handle Chats' })).toBeChecked();
    // The chat configuration belongs to agents (Handle Chats) only.
    const maxChats = within(dialog).getByLabelText('Maximum parallel chats');
    await userEvent.type(maxChats, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Maximum chats must be a number');
    await userEvent.clear(maxChats);
    await userEvent.type(maxChats, '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Campaign Maker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit roles of Alex Agent' })).toBeNull());
    await expect(fakeUser('agent@example.com')).toMatchObject({ roles: [3, 4], chat: { maxChats: 5 } });
    const row = (await within(await table('Active users')).findByText('Alex Agent')).closest('[role="row"], tr');
    await waitFor(() => expect(row).toHaveTextContent(/Handle Chats.*Campaign Maker/));
  },
};

export const EditRolesNeedsOne: Story = {
  play: async () => {
    await within(await table('Active users')).findByText('Alex Agent');
    await openActions('Alex Agent');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roles of Alex Agent' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Handle Chats' }));
    await expect(within(dialog).queryByLabelText('Maximum parallel chats')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one role');
    await expect(fakeUser('agent@example.com')?.roles).toEqual([3]);
  },
};

export const ActivateUser: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Deactivated' }));
    await within(await table('Deactivated users')).findByText('Gina Gone');
    await openActions('Gina Gone');
    await expect(screen.queryByRole('menuitem', { name: 'Reset password' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate user' });
    await expect(dialog).toHaveTextContent('Activate user: Gina Gone?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fakeUser('gone@example.com')?.active).not.toBe(false));
    await expect(await within(await table('Deactivated users')).findByText('No users')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await expect(await within(await table('Active users')).findByText('Gina Gone')).toBeVisible();
  },
};

export const DeleteUser: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Deactivated' }));
    await within(await table('Deactivated users')).findByText('Gina Gone');
    await openActions('Gina Gone');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    // No keeps the user.
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(fakeUser('gone@example.com')).toBeDefined();
    await openActions('Gina Gone');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Yes' }),
    );
    await expect(await within(await table('Deactivated users')).findByText('No users')).toBeVisible();
    await expect(fakeUser('gone@example.com')).toBeUndefined();
  },
};

const seedInvitation = () => {
  const admin = fake.store.users[0]!;
  fake.store.invitations.push({
    id: 'inv1',
    eId: admin.eId,
    emailId: 'pending@example.com',
    roles: [6],
    token: 'invitation-token',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2099-01-08T00:00:00.000Z',
  });
};

export const InvitationResend: Story = {
  beforeEach: seedInvitation,
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const invitations = await table('Invitations');
    await expect(await within(invitations).findByText('pending@example.com')).toBeVisible();
    await expect(within(invitations).getByText('Report Viewer')).toBeVisible();
    const sent = fake.store.mails.filter((mail) => mail.to === 'pending@example.com').length;
    await openActions('pending@example.com');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resend' }));
    await waitFor(() =>
      expect(fake.store.mails.filter((mail) => mail.to === 'pending@example.com')).toHaveLength(sent + 1),
    );
    await expect(fake.lastMail('pending@example.com')?.link).toMatch(/^\/invitation-accept\?id=/);
  },
};

export const InvitationDelete: Story = {
  beforeEach: seedInvitation,
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    await within(await table('Invitations')).findByText('pending@example.com');
    await openActions('pending@example.com');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invitation' });
    await expect(dialog).toHaveTextContent('Delete invitation: pending@example.com?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await within(await table('Invitations')).findByText('No pending invitations')).toBeVisible();
    await expect(fake.store.invitations).toHaveLength(0);
  },
};

export const ReadOnly: Story = {
  beforeEach: () => {
    // May view and invite but not edit: USERS.EDIT is what the user actions need.
    fake.seed.user({
      emailId: 'viewer@example.com',
      name: 'Vera Viewer',
      roles: [6],
      permissions: ['USERS.VIEW', 'USERS.ADD'],
    });
  },
  parameters: { feature: { path: '/admin/users', signedIn: 'viewer@example.com' } },
  play: async () => {
    // Add User shows once the profile's permissions are in, so the absences below are not a race.
    await expect(await screen.findByRole('button', { name: 'Add User' })).toBeVisible();
    await expect(await within(await table('Active users')).findByText('Alex Agent')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Deactivated' }));
    await expect(await within(await table('Deactivated users')).findByText('Gina Gone')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const ViewOnly: Story = {
  beforeEach: () => {
    fake.seed.user({ emailId: 'viewer@example.com', name: 'Vera Viewer', roles: [6], permissions: ['USERS.VIEW'] });
    seedInvitation();
  },
  parameters: { feature: { path: '/admin/users', signedIn: 'viewer@example.com' } },
  play: async () => {
    await expect(await within(await table('Active users')).findByText('Alex Agent')).toBeVisible();
    // Give the profile time to arrive (ReadOnly shows the same screen does react to it once in).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    await expect(await within(await table('Invitations')).findByText('pending@example.com')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    fake.fail('listUsers', { status: 500, code: 500, message: 'Users are unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Users are unavailable');
    await expect(screen.queryByText('Alex Agent')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await within(await table('Active users')).findByText('Alex Agent')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

const MANAGER = 'manager@example.com';

/**
 * A user manager: Report Viewer reconfigured to grant USERS.VIEW/EDIT/ADD (what decision 004's attack used), plus
 * the keys of the groups the role configuration leaves at their defaults. A colleague with the same role is the one
 * user the manager may manage besides themselves.
 */
const seedUserManager = () => {
  const overrides = { '6': ['USERS.VIEW', 'USERS.EDIT', 'USERS.ADD'] };
  fake.store.roleOverrides.set('ent1', overrides);
  fake.seed.user({
    emailId: MANAGER,
    name: 'Morgan Manager',
    roles: [6],
    permissions: permissionsForRoles([6], overrides),
  });
  fake.seed.user({ emailId: 'peer@example.com', name: 'Pat Peer', roles: [6] });
};

const managerStory = { beforeEach: seedUserManager, parameters: { feature: { signedIn: MANAGER } } };

export const UserManagerCannotActOnAdministrator: Story = {
  ...managerStory,
  play: async () => {
    const active = await table('Active users');
    // Demo Admin holds every permission and Alex Agent holds CHAT.HANDLE: the manager holds neither.
    for (const name of ['Demo Admin', 'Alex Agent']) {
      const locked = await within(active).findByRole('button', { name: `Actions for ${name}` });
      await expect(locked).toHaveAttribute('aria-disabled', 'true');
      await expect(locked).toHaveAccessibleDescription('Holds permissions you do not hold');
      await expectCompactRowActions(locked);
      await userEvent.click(locked);
      await expect(screen.queryByRole('menu')).toBeNull();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Deactivated' }));
    // A deactivated user holds what their roles grant: the manager may bring back only those it could manage.
    await expect(
      await within(await table('Deactivated users')).findByRole('button', { name: 'Actions for Gina Gone' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const UserManagerOwnRow: Story = {
  ...managerStory,
  play: async () => {
    await within(await table('Active users')).findByText('Morgan Manager');
    await openActions('Morgan Manager');
    await expect(await screen.findByRole('menuitem', { name: 'Reset password' })).toBeVisible();
    // Own roles cannot change, and nobody deactivates themselves.
    await expect(screen.queryByRole('menuitem', { name: 'Edit roles' })).toBeNull();
    await expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await openActions('Pat Peer');
    await expect(await screen.findByRole('menuitem', { name: 'Edit roles' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible();
  },
};

export const UserManagerCannotGrantAdministrator: Story = {
  ...managerStory,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const reason = 'Roles that grant permissions you do not hold cannot be given.';
    for (const role of ['Administrator', 'Development', 'Handle Chats', 'Campaign Maker', 'Campaign Checker']) {
      const box = within(dialog).getByRole('checkbox', { name: role });
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(reason);
    }
    await expect(within(dialog).getByRole('checkbox', { name: 'Report Viewer' })).toBeEnabled();
    await expect(within(dialog).getByText(reason)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite User' });
    await expect(within(invite).getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    await userEvent.click(within(invite).getByRole('button', { name: 'Cancel' }));

    await openActions('Pat Peer');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const roles = await screen.findByRole('dialog', { name: 'Edit roles of Pat Peer' });
    await expect(within(roles).getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    await expect(within(roles).getByRole('checkbox', { name: 'Report Viewer' })).toBeChecked();
  },
};

export const AdministratorOwnRow: Story = {
  play: async () => {
    await within(await table('Active users')).findByText('Demo Admin');
    await openActions('Demo Admin');
    await expect(await screen.findByRole('menuitem', { name: 'Reset password' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Edit roles' })).toBeNull();
    await expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // An Administrator holds everything, so every role stays on offer.
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Administrator' })).toBeEnabled();
  },
};

export const RefusalShowsServerMessage: Story = {
  beforeEach: () => {
    // The answer the server gives when the ceiling refuses (403, code 1403, the contract's message).
    fake.fail('updateUserRoles', { status: 403, code: 1403, message: Messages.userBeyondOwn });
  },
  play: async () => {
    await within(await table('Active users')).findByText('Alex Agent');
    await openActions('Alex Agent');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roles of Alex Agent' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Campaign Maker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(Messages.userBeyondOwn);
    await expect(fakeUser('agent@example.com')?.roles).toEqual([3]);
  },
};

export const RoleConfigLoadError: Story = {
  beforeEach: () => {
    fake.fail('getRoleConfig', { status: 500, code: 500, message: 'Roles are unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Roles are unavailable');
    // Without what each role grants, no action is offered that the server might refuse.
    await expect(await within(await table('Active users')).findByText('Alex Agent')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('button', { name: 'Actions for Alex Agent' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add User' })).toBeVisible();
  },
};

/**
 * The layout a user walkthrough found broken: the row actions were a text button squeezed into a narrow column, one
 * letter per line, spilling over the next rows. They are a "more" icon button named "Actions for <name>"; cells keep
 * their words whole on one line; on a phone the table scrolls inside its own region and the page does not.
 */
const expectUserRowLayout = async (tableName: string, rowName: string, otherCells: string[]) => {
  const users = await table(tableName);
  const name = await within(users).findByRole('cell', { name: rowName });
  await expectCellOnOneLine(name);
  for (const text of otherCells) await expectCellOnOneLine(within(users).getByRole('cell', { name: text }));
  const actions = await within(users).findByRole('button', { name: `Actions for ${rowName}` });
  await expectCompactRowActions(actions);
  await expectNoPageOverflow();
  return actions;
};

export const RowLayoutAtDesktopWidth: Story = {
  beforeEach: [atViewport(1440, 900), seedInvitation],
  play: async () => {
    await expect(window.innerWidth).toBe(1440);
    const actions = await expectUserRowLayout('Active users', 'Alex Agent', ['agent@example.com', 'Handle Chats']);
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Edit roles' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    await expectUserRowLayout('Invitations', 'pending@example.com', ['Report Viewer']);
  },
};

export const RowLayoutOnPhone: Story = {
  beforeEach: [atViewport(390, 844), seedInvitation],
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const actions = await expectUserRowLayout('Active users', 'Alex Agent', ['agent@example.com']);
    // The table keeps its columns readable and scrolls sideways inside its own (focusable) region.
    const region = screen.getByRole('region', { name: 'Active users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.click(actions);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    await expect(await screen.findByRole('dialog', { name: 'Reset password of Alex Agent' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    await expectUserRowLayout('Invitations', 'pending@example.com', ['Report Viewer']);
    await expectNoPageOverflow();
  },
};
