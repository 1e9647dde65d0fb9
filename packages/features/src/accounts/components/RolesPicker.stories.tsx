import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { RolesPicker } from './RolesPicker.tsx';

const meta = {
  title: 'Features/Accounts/RolesPicker',
  component: RolesPicker,
  args: { value: [6], onChange: fn() },
} satisfies Meta<typeof RolesPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const BEYOND_OWN = 'Roles that grant permissions you do not hold cannot be given.';

/** Without a ceiling (an Administrator) every role is on offer and no reason is shown. */
export const AllRoles: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeEnabled();
    await expect(screen.getByRole('checkbox', { name: 'Report Viewer' })).toBeChecked();
    await expect(screen.queryByText(BEYOND_OWN)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Campaign Maker' }));
    await expect(args.onChange).toHaveBeenCalledWith([4, 6]);
  },
};

/** A user manager may give only the roles within their own permissions; the rest say why they are disabled. */
export const SomeRolesBeyondOwn: Story = {
  args: { grantable: [5, 6] },
  play: async ({ args }) => {
    for (const role of ['Administrator', 'Development', 'Handle Chats', 'Campaign Maker']) {
      const box = screen.getByRole('checkbox', { name: role });
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(BEYOND_OWN);
    }
    await expect(screen.getByText(BEYOND_OWN)).toBeVisible();
    const allowed = screen.getByRole('checkbox', { name: 'Campaign Checker' });
    await expect(allowed).toBeEnabled();
    await expect(allowed).not.toHaveAccessibleDescription(BEYOND_OWN);
    await userEvent.click(allowed);
    await expect(args.onChange).toHaveBeenCalledWith([5, 6]);
    // Clicking a disabled role changes nothing.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
