import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChatNotificationDialog } from './ChatNotificationDialog.tsx';

const ROWS = [
  {
    chatId: 'c1',
    customerName: 'Asha Rao',
    customerNumber: '+919812345670',
    transferringAgent: 'Sam Lee',
    lastMessage: 'Where is my order?',
  },
  {
    chatId: 'c2',
    customerName: '',
    customerNumber: '+14155550123',
    transferringAgent: '',
    lastMessage: 'I need a person',
  },
];

const meta = {
  title: 'UI/ChatNotificationDialog',
  component: ChatNotificationDialog,
  tags: ['autodocs'],
  args: { open: true, type: 'Live', rows: ROWS, onPickup: fn(), onClose: fn() },
} satisfies Meta<typeof ChatNotificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewChats: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    const table = within(dialog).getByRole('table', { name: 'Live chats' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Customer Name', 'Customer Number', 'Last Message', 'Type', 'Action']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pickup +14155550123' }));
    await expect(args.onPickup).toHaveBeenCalledWith(ROWS[1]);
    // The footer's Close (the spec's), besides the dialog's own close icon.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const TransferredShowsWhoTransferred: Story = {
  args: { type: 'Transferred', rows: ROWS.slice(0, 1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await expect(within(dialog).getByRole('columnheader', { name: 'Transferred By' })).toBeVisible();
    await expect(within(dialog).getByText('Sam Lee')).toBeVisible();
  },
};

export const InvitedShowsWhoInvited: Story = {
  args: { type: 'Invited', rows: ROWS.slice(0, 1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await expect(within(dialog).getByRole('columnheader', { name: 'Invited By' })).toBeVisible();
  },
};

export const NoRecord: Story = {
  args: { rows: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await expect(within(dialog).getByText('No Record')).toBeVisible();
  },
};
