import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { FormDialog } from './FormDialog.tsx';

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  args: {
    title: 'Create Group',
    onClose: fn(),
    onSubmit: fn(),
    children: <TextField label="Group Name" name="name" />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' });
    const scope = within(dialog);
    await userEvent.type(scope.getByLabelText('Group Name'), 'VIP{Enter}');
    // Enter in a field submits the form without reloading the page (the story would be gone).
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(scope.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(scope.queryByRole('alert')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Group already exists' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Group already exists');
  },
};

export const Busy: Story = {
  args: { busy: true, submitLabel: 'Create' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' });
    const submit = within(dialog).getByRole('button', { name: 'Create' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Group Name'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitDisabled: Story = {
  args: { submitDisabled: true, submitLabel: 'Import', cancelLabel: 'Back', formLabel: 'Import form' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' });
    const scope = within(dialog);
    await expect(scope.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(scope.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(scope.getByRole('form', { name: 'Import form' })).toBeVisible();
    await userEvent.type(scope.getByLabelText('Group Name'), 'x{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
