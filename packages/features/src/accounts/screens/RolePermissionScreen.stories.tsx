import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Messages, ROLE_CONFIG_EXCLUDED_GROUPS, permissionsForRoles } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { RolePermissionScreen } from './RolePermissionScreen.tsx';

const meta = {
  title: 'Features/Accounts/RolePermissionScreen',
  component: RolePermissionScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/permission', signedIn: true } },
} satisfies Meta<typeof RolePermissionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const matrix = async () => screen.findByRole('table', { name: 'Permissions of each role' });
const box = (name: string) => screen.getByRole('checkbox', { name });
/** The matrix once the signed-in user's ROLES.EDIT is known (the profile may load after the roles). */
const editable = async () => {
  const table = await matrix();
  await screen.findByRole('button', { name: 'Save' });
  return table;
};

export const Loaded: Story = {
  play: async () => {
    const table = await editable();
    for (const role of ['Administrator', 'Handle Chats', 'Campaign Maker', 'Report Viewer']) {
      await expect(within(table).getByRole('columnheader', { name: role })).toBeVisible();
    }
    await expect(within(table).getByRole('rowheader', { name: 'CHAT.HANDLE' })).toBeVisible();
    // The role configuration list leaves these groups out (§6).
    for (const group of ROLE_CONFIG_EXCLUDED_GROUPS) {
      await expect(within(table).queryByRole('columnheader', { name: group })).toBeNull();
    }
    await expect(within(table).queryByRole('rowheader', { name: 'NLP.VIEW' })).toBeNull();
    await expect(box('Administrator: ROLES.EDIT')).toBeChecked();
    await expect(box('Administrator: ROLES.EDIT')).toBeDisabled();
    await expect(box('Handle Chats: CHAT.HANDLE')).toBeChecked();
    await expect(box('Report Viewer: USERS.VIEW')).not.toBeChecked();
    await expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const EditAndSave: Story = {
  play: async () => {
    await editable();
    await userEvent.click(box('Report Viewer: USERS.VIEW'));
    await userEvent.click(box('Handle Chats: CHAT.VIEW_CHATHISTORY'));
    await expect(screen.getByRole('columnheader', { name: 'Report Viewer (changed)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Role permissions saved')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(box('Report Viewer: USERS.VIEW')).toBeChecked();
    await expect(box('Handle Chats: CHAT.VIEW_CHATHISTORY')).not.toBeChecked();
    const overrides = fake.store.roleOverrides.get('ent1')!;
    await expect(overrides['6']).toContain('USERS.VIEW');
    await expect(overrides['3']).not.toContain('CHAT.VIEW_CHATHISTORY');
    await expect(overrides['1']).toBeUndefined();
  },
};

export const Discard: Story = {
  play: async () => {
    await editable();
    await userEvent.click(box('Campaign Checker: CAMPAIGNS.START'));
    await expect(box('Campaign Checker: CAMPAIGNS.START')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await expect(box('Campaign Checker: CAMPAIGNS.START')).not.toBeChecked();
    await expect(fake.store.roleOverrides.size).toBe(0);
  },
};

export const SaveFails: Story = {
  beforeEach: () => {
    fake.fail('updateRolePermissions', { status: 400, code: 400, message: 'Unknown permission keys: X.Y' });
  },
  play: async () => {
    await editable();
    await userEvent.click(box('Report Viewer: USERS.VIEW'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Unknown permission keys: X.Y')).toBeVisible();
    // The unsaved choice stays for another try.
    await expect(box('Report Viewer: USERS.VIEW')).toBeChecked();
  },
};

export const ReadOnly: Story = {
  parameters: { feature: { signedIn: 'viewer@example.com' } },
  beforeEach: () => {
    fake.seed.user({ emailId: 'viewer@example.com', roles: [6], permissions: ['ROLES.VIEW'] });
  },
  play: async () => {
    await matrix();
    await expect(box('Handle Chats: CHAT.HANDLE')).toBeDisabled();
    await expect(box('Report Viewer: USERS.VIEW')).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    fake.fail('getRoleConfig', { status: 500, code: 500, message: 'Something went wrong' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await matrix()).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

const EDITOR = 'editor@example.com';

/**
 * A role editor: Report Viewer reconfigured to grant only ROLES.VIEW/EDIT (what decision 004's attack used), and
 * Campaign Checker emptied, so it is the one role granting nothing beyond the editor.
 */
const seedRoleEditor = () => {
  const overrides = { '6': ['ROLES.VIEW', 'ROLES.EDIT'], '5': [] };
  fake.store.roleOverrides.set('ent1', overrides);
  fake.seed.user({
    emailId: EDITOR,
    name: 'Riley Roles',
    roles: [6],
    permissions: permissionsForRoles([6], overrides),
  });
};

const editorStory = { beforeEach: seedRoleEditor, parameters: { feature: { signedIn: EDITOR } } };

export const RoleEditorOwnRoleReadOnly: Story = {
  ...editorStory,
  play: async () => {
    const table = await editable();
    await expect(within(table).getByRole('columnheader', { name: 'Report Viewer (read-only)' })).toBeVisible();
    await expect(screen.getByText(`${Messages.ownRolePermissions}: Report Viewer.`)).toBeVisible();
    // Its own role would raise the editor to USERS.EDIT and beyond: every box of it stays as it is.
    for (const key of ['ROLES.EDIT', 'USERS.EDIT']) {
      await expect(box(`Report Viewer: ${key}`)).toBeDisabled();
      await expect(box(`Report Viewer: ${key}`)).toHaveAccessibleDescription(
        `${Messages.ownRolePermissions}: Report Viewer.`,
      );
    }
    await expect(box('Report Viewer: ROLES.EDIT')).toBeChecked();
  },
};

export const RoleEditorRolesAboveReadOnly: Story = {
  ...editorStory,
  play: async () => {
    const table = await editable();
    // Handle Chats grants CHAT.HANDLE, which the editor lacks: lowering it would act on the agents above them.
    await expect(within(table).getByRole('columnheader', { name: 'Handle Chats (read-only)' })).toBeVisible();
    await expect(box('Handle Chats: CHAT.HANDLE')).toBeDisabled();
    await expect(box('Handle Chats: CHAT.HANDLE')).toHaveAccessibleDescription(
      `${Messages.roleBeyondOwn}: Development, Handle Chats, Campaign Maker.`,
    );
  },
};

export const RoleEditorGrantsOnlyWhatTheyHold: Story = {
  ...editorStory,
  play: async () => {
    await editable();
    await expect(screen.getByRole('columnheader', { name: 'Campaign Checker' })).toBeVisible();
    await expect(box('Campaign Checker: USERS.EDIT')).toBeDisabled();
    await expect(box('Campaign Checker: USERS.EDIT')).toHaveAccessibleDescription(`${Messages.grantBeyondOwn}.`);
    await expect(box('Campaign Checker: CAMPAIGNS.APPROVE')).toBeDisabled();
    await userEvent.click(box('Campaign Checker: ROLES.VIEW'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Role permissions saved')).toBeVisible();
    await waitFor(() => expect(fake.store.roleOverrides.get('ent1')?.['5']).toEqual(['ROLES.VIEW']));
  },
};
