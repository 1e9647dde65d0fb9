import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { ChatNotifications } from './ChatNotifications.tsx';

/** Two customers waiting for the demo administrator (an agent) and for another agent. */
function seedWaiting() {
  const other = fake.seed.user({
    emailId: 'sam.agent@example.com',
    name: 'Sam Lee',
    roles: [3],
    permissions: ['CHAT.HANDLE'],
  });
  seedWaitingChat(fake.store, {
    eId: 'ent1',
    agentIds: ['admin1', other.uId],
    customerNumber: '+919812345670',
    customerName: 'Asha Rao',
    lastMessage: 'Where is my order?',
  });
  seedWaitingChat(fake.store, {
    eId: 'ent1',
    agentIds: ['admin1'],
    customerNumber: '+14155550123',
    lastMessage: 'I need a person',
  });
  return other;
}

const meta = {
  title: 'Features/Chat/ChatNotifications',
  component: ChatNotifications,
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Story />
      </header>
    ),
    withFeatureProviders,
  ],
  parameters: { feature: { path: '/dashboard', signedIn: true } },
} satisfies Meta<typeof ChatNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (waiting: number) => screen.findByRole('button', { name: `Chat notifications, ${waiting} waiting` });

/** The counts arrive with the live socket; the table lists one kind; a confirmed pickup opens the conversation. */
export const PickUpANewChat: Story = {
  beforeEach: () => void seedWaiting(),
  play: async () => {
    await userEvent.click(await bell(2));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New/Live chats, 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await waitFor(() => expect(within(dialog).getByText('Where is my order?')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pickup Asha Rao' }));
    const confirm = await screen.findByRole('dialog', { name: 'Live chat' });
    await expect(within(confirm).getByText('Do you want pickup this chat ?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pickup' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/chat/conversation');
    // The other chat still waits for this agent.
    await expect(chatData(fake.store).offers.filter((o) => o.agentId === 'admin1')).toHaveLength(1);
  },
};

/** Ignore leaves the chat waiting. */
export const IgnoreAPickup: Story = {
  beforeEach: () => void seedWaiting(),
  play: async () => {
    await userEvent.click(await bell(2));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New/Live chats, 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pickup +14155550123' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Live chat' })).getByRole('button', { name: 'Ignore' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull());
    await expect(await bell(2)).toBeVisible();
  },
};

/** Another agent took the chat first: the count drops at once, and a late pickup says why. */
export const AnotherAgentWasFaster: Story = {
  beforeEach: () => {
    const other = seedWaiting();
    otherAgent = other.uId;
  },
  play: async () => {
    await userEvent.click(await bell(2));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New/Live chats, 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat Notification' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pickup Asha Rao' }));
    // The other agent wins the race on the server, which tells this console the offer is gone.
    const chat = chatData(fake.store).chats.find((c) => c.customerNumber === '+919812345670')!;
    chatData(fake.store).offers = chatData(fake.store).offers.filter(
      (o) => !(o.chatId === chat.id && o.agentId === 'admin1'),
    );
    fake.emit('actions', { action: 'offerWithdrawn', chatId: chat.id, type: 'Live' }, (u) => u.uId === 'admin1');
    await expect(await bell(1)).toBeVisible();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Live chat' })).getByRole('button', { name: 'Pickup' }),
    );
    await expect(await screen.findByText('Another agent picked up this chat')).toBeVisible();
    await expect(otherAgent).not.toBe('');
  },
};
let otherAgent = '';

/** Nothing of a kind waiting: the spec's empty message instead of an empty table. */
export const NothingToAccept: Story = {
  play: async () => {
    await userEvent.click(await bell(0));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Transferred chats, 0' }));
    await expect(await screen.findByText('No Transferred Chats to Accept!')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Chat Notification' })).toBeNull();
  },
};

/** A user who is not an agent sees no notifications. */
export const NotAnAgent: Story = {
  beforeEach: () => void fake.seed.user({ emailId: 'viewer@example.com', roles: [6], permissions: ['CUSTOMER.VIEW'] }),
  parameters: { feature: { path: '/dashboard', signedIn: 'viewer@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Chat notifications/ })).toBeNull();
  },
};

/** Browser notifications the console raised in a story (the test browser's own need a permission prompt). */
const shown: { title: string; body: string }[] = [];
let clicked: (() => void) | null = null;

/** A stand-in for the browser's Notification, allowed, that records what the console shows. */
const withAllowedNotifications = () => {
  shown.length = 0;
  const own = globalThis.Notification;
  class Recorded {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async () => 'granted' as const;
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body: string }) {
      shown.push({ title, body: options.body });
      clicked = () => this.onclick?.();
    }
    close() {}
  }
  globalThis.Notification = Recorded as unknown as typeof Notification;
  return () => {
    globalThis.Notification = own;
  };
};

/**
 * Away from the conversation screen, a chat offered to this agent raises a browser notification (chat
 * notifications are on in the profile, the browser allows them); clicking it opens the conversation screen.
 */
export const BrowserNotificationWhenAway: Story = {
  beforeEach: [() => void seedWaiting(), withAllowedNotifications],
  play: async () => {
    await expect(await bell(2)).toBeVisible();
    const chat = chatData(fake.store).chats[0]!;
    await waitFor(() => {
      fake.emit('actions', { action: 'customerStartChat', chatId: chat.id }, (u) => u.uId === 'admin1');
      return expect(shown.length).toBeGreaterThan(0);
    });
    await expect(shown[0]).toEqual({
      title: 'A new chat is waiting',
      body: 'Open the chat notifications to pick it up.',
    });
    clicked!();
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/chat/conversation');
  },
};
