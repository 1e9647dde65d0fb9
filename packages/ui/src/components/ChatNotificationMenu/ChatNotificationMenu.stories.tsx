import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChatNotificationMenu } from './ChatNotificationMenu.tsx';

const ENTRIES = [
  { type: 'Transferred', label: 'Transferred chats', count: 1 },
  { type: 'Live', label: 'New/Live chats', count: 2 },
  { type: 'Invited', label: 'Invited chats', count: 0 },
  { type: 'Assigned', label: 'Assigned chats', count: 0 },
  { type: 'Missed', label: 'Missed chats', count: 0 },
];

const meta = {
  title: 'UI/ChatNotificationMenu',
  component: ChatNotificationMenu,
  tags: ['autodocs'],
  args: { entries: ENTRIES, onSelect: fn() },
} satisfies Meta<typeof ChatNotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Chat notifications, 3 waiting' });
    await expect(canvasElement.querySelector('[data-blinking="true"]')).not.toBeNull();
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Chat notifications, 3 waiting' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Transferred chats, 1',
      'New/Live chats, 2',
      'Invited chats, 0',
      'Assigned chats, 0',
      'Missed chats, 0',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'New/Live chats, 2' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Live');
  },
};

export const NothingWaiting: Story = {
  args: { entries: ENTRIES.map((entry) => ({ ...entry, count: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Chat notifications, 0 waiting' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-blinking="true"]')).toBeNull();
  },
};
