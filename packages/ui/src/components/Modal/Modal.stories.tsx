import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** A page with an opener button, so stories can check where focus returns. */
function ModalDemo(props: Omit<ModalProps, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const handleClose = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add agent</Button>
      <Modal {...rest} open={open} onClose={handleClose} />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Add agent',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Name" name="name" />
        <TextField label="Email" name="email" type="email" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Add agent' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves to the first field of the body.
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Esc closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }));
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    const scope = within(dialog);
    await expect(scope.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Save' })).toHaveFocus();
    // Past the last control focus wraps to the first one (the close button), never the page behind.
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(scope.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }));
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenWithoutFooter: Story = {
  args: { footer: undefined, title: 'About this flow', children: <p>Flows collect structured answers in chat.</p> },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'About this flow' });
    // With nothing focusable in the body, focus goes to the close button.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Wide: Story = {
  args: { width: 720, title: 'Wide dialog' },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Wide dialog' })).toBeVisible();
  },
};
