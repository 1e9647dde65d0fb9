import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { MessageStatusDialog } from './MessageStatusDialog.tsx';

// Fixed local times so the story (and its baseline) never changes.
const history = [
  { status: 'SENT', date: new Date(2026, 10, 22, 13, 5, 9), description: 'Accepted by the channel' },
  { status: 'DELIVERED', date: new Date(2026, 10, 22, 13, 5, 12), description: 'Delivered to the handset' },
  { status: 'READ', date: new Date(2026, 10, 22, 14, 0, 0) },
];

const meta = {
  title: 'Broadcast/MessageStatusDialog',
  component: MessageStatusDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    currentStatus: 'READ',
    channelMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS',
    history,
  },
} satisfies Meta<typeof MessageStatusDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Message Status' }));
    await expect(dialog.getByText('Current Status').nextElementSibling).toHaveTextContent('READ');
    await expect(dialog.getByText('Channel message Id').nextElementSibling).toHaveTextContent(
      'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS',
    );
    const table = within(dialog.getByRole('table', { name: 'Status history' }));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Status',
      'Date & Time',
      'Description',
    ]);
    await expect(table.getByRole('cell', { name: 'Nov 22 2026 01:05:09 PM' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Nov 22 2026 02:00:00 PM' })).toBeVisible();
    await expectVisual(dialog.getByRole('table'), 'message-status-history');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EmptyHistory: Story = {
  args: { history: [], currentStatus: 'SENT' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Message Status' }));
    await expect(dialog.getByRole('cell', { name: 'No Record' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { history: [], loading: true },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Message Status' }));
    await expect(dialog.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
