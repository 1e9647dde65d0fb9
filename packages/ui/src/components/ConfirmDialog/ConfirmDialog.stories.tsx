import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete' });
    const scope = within(dialog);
    await expect(scope.getByText('Are you sure you want to delete?')).toBeVisible();
    // The safe answer has focus first.
    await expect(scope.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(scope.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const CustomText: Story = {
  args: {
    title: 'Sign out',
    message: 'You will leave all active chats.',
    confirmLabel: 'Sign out',
    cancelLabel: 'Stay',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign out' });
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete' });
    const scope = within(dialog);
    await expect(scope.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    await expect(scope.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
