import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { open: true, onConfirm: fn(), onCancel: fn(), onClose: fn() },
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
    await expectVisual(dialog, 'confirm-dialog-delete');
    await userEvent.click(scope.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledWith('delete');
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

/** Reopenable, so one story can walk every way of closing. */
function ReopenableConfirm({ onClose }: { onClose: (result?: 'delete') => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete agent
      </Button>
      <ConfirmDialog
        open={open}
        onClose={(result) => {
          onClose(result);
          setOpen(false);
        }}
      />
    </>
  );
}

/** Closes with 'delete' on Yes, and with undefined on No, Esc or a click outside. */
export const ClosesWithResult: StoryObj<typeof ReopenableConfirm> = {
  args: { onClose: fn() },
  render: (args) => <ReopenableConfirm {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const openDialog = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete agent' }));
      return within(await body.findByRole('dialog', { name: 'Delete' }));
    };

    await userEvent.click((await openDialog()).getByRole('button', { name: 'Yes' }));
    await expect(args.onClose).toHaveBeenLastCalledWith('delete');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click((await openDialog()).getByRole('button', { name: 'No' }));
    await expect(args.onClose).toHaveBeenLastCalledWith(undefined);

    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenLastCalledWith(undefined);

    await openDialog();
    await userEvent.click(body.getByRole('dialog').parentElement as HTMLElement);
    await expect(args.onClose).toHaveBeenLastCalledWith(undefined);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(4);
  },
};
