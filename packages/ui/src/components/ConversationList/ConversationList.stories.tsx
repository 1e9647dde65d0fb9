import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList } from './ConversationList.tsx';

const meta = {
  title: 'UI/ConversationList',
  component: ConversationList,
  tags: ['autodocs'],
  args: {
    label: 'My chats',
    selectedId: 'c1',
    onSelect: fn(),
    items: [
      {
        id: 'c1',
        name: 'Asha Rao',
        detail: '+919812345670',
        unread: 2,
        lastMessage: 'Where is my order?',
        pinned: true,
        tags: ['VIP', 'refund'],
      },
      { id: 'c2', name: '+14155550123', unread: 0, lastMessage: 'Thanks!', note: 'Suspended' },
    ],
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chats: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'My chats' });
    const [first, second] = within(list).getAllByRole('button');
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(first).toHaveTextContent('Asha Rao');
    await expect(first).toHaveTextContent('2 new');
    await expect(within(first!).getByRole('img', { name: 'Pinned' })).toBeVisible();
    await expect(within(first!).getByLabelText('Tags')).toHaveTextContent('VIPrefund');
    await expect(second).toHaveTextContent('Suspended · Thanks!');
    await userEvent.click(second!);
    await expect(args.onSelect).toHaveBeenCalledWith('c2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'My chats' })).toBeEmptyDOMElement();
  },
};
