import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_STATES, ChatMessages } from '@parley/api-client/contract';
import { chatData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatNotifications } from '../components/ChatNotifications/ChatNotifications.tsx';
import { ConversationScreen } from './ConversationScreen.tsx';

/** A chat the demo administrator holds, with a customer's message, the bot's answer and the hand-over notice. */
function seedHeldChat(options: { jit?: boolean } = {}) {
  const chat = seedWaitingChat(fake.store, {
    eId: 'ent1',
    agentIds: [],
    customerNumber: '+919812345670',
    customerName: 'Asha Rao',
    lastMessage: 'Can I talk to a person?',
  });
  chat.state = CHAT_STATES.ONGOING;
  chat.agentIds = ['admin1'];
  chat.jitRequired = options.jit ?? false;
  if (options.jit) chat.lastInboundAt = '2025-01-01T00:00:00.000Z';
  return chat;
}

const meta = {
  title: 'Features/Chat/ConversationScreen',
  component: ConversationScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/chat/conversation', signedIn: true } },
} satisfies Meta<typeof ConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's chat opens with its thread; a reply joins it with the agent's name. */
export const ReplyInAChat: Story = {
  beforeEach: () => void seedHeldChat(),
  play: async () => {
    const list = await screen.findByRole('list', { name: 'My chats' });
    await expect(within(list).getByRole('button', { name: /Asha Rao/ })).toHaveTextContent('1 new');
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    await userEvent.type(within(pane).getByLabelText('Reply'), 'Hello Asha, how can I help?');
    await userEvent.click(within(pane).getByRole('button', { name: 'Send' }));
    const thread = within(pane).getByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(thread).getByText('Hello Asha, how can I help?')).toBeVisible());
    await expect(within(thread).getByText('Demo Admin')).toBeVisible();
    // Beside the thread: who the customer is in the customer master (nobody, here).
    await expect(await within(pane).findByText('Not in the customer master.')).toBeVisible();
  },
};

/**
 * The customer is typing (a web-chat visitor): the live socket (held by the top bar's notifications) says so, and
 * the pane shows it until the signs stop.
 */
export const CustomerTyping: Story = {
  beforeEach: () => void seedHeldChat(),
  render: () => (
    <>
      <ChatNotifications />
      <ConversationScreen />
    </>
  ),
  play: async () => {
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    const chat = chatData(fake.store).chats.find((c) => c.customerNumber === '+919812345670')!;
    const typing = within(pane).getByRole('status', { name: 'Customer activity' });
    await expect(typing).toHaveTextContent('');
    // Repeated until the socket is open: the sign arrives once it is.
    await waitFor(() => {
      fake.emit('actions', { action: 'customerTyping', chatId: chat.id }, (u) => u.uId === 'admin1');
      return expect(typing).toHaveTextContent('Asha Rao is typing…');
    });
    await userEvent.type(within(pane).getByLabelText('Reply'), 'On it');
    await waitFor(() => expect(typing).toHaveTextContent(''), { timeout: 6_000 });
  },
};

/** Pinned to the top and tagged: the list shows both, the tags trimmed and each once. */
export const PinAndTag: Story = {
  beforeEach: () => void seedHeldChat(),
  play: async () => {
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    await userEvent.click(within(pane).getByRole('button', { name: 'Pin' }));
    await expect(await screen.findByText(ChatMessages.pinned)).toBeVisible();
    const list = screen.getByRole('list', { name: 'My chats' });
    await waitFor(() => expect(within(list).getByRole('img', { name: 'Pinned' })).toBeVisible());
    await expect(within(pane).getByRole('button', { name: 'Unpin' })).toBeVisible();
    await userEvent.click(within(pane).getByRole('button', { name: 'Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat tags' });
    await userEvent.type(within(dialog).getByLabelText('Tags'), ' VIP , refund, vip,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    await expect(await screen.findByText(ChatMessages.tagsSaved)).toBeVisible();
    await waitFor(() => expect(within(list).getByLabelText('Tags')).toHaveTextContent('VIPrefund'));
    await expect(within(pane).getByText('Tags: VIP, refund')).toBeVisible();
  },
};

/** '/' and the start of a shortcut offer the canned replies; one chosen fills the reply box. */
export const CannedReply: Story = {
  beforeEach: () => {
    seedHeldChat();
    chatData(fake.store).cannedReplies.set('ent1', [
      { id: 'cr1', shortcut: 'thanks', text: 'Thank you for writing to us!' },
      { id: 'cr2', shortcut: 'hours', text: 'We are open from nine to five.' },
    ]);
  },
  play: async () => {
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    const reply = within(pane).getByLabelText('Reply');
    await userEvent.type(reply, '/th');
    const offered = await within(pane).findByRole('list', { name: 'Canned replies' });
    await expect(within(offered).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(offered).getByRole('button', { name: '/thanks' }));
    await expect(reply).toHaveValue('Thank you for writing to us!');
    await expect(within(pane).queryByRole('list', { name: 'Canned replies' })).toBeNull();
  },
};

/** Suspend, resume and close: a closed chat leaves the list. */
export const SuspendResumeClose: Story = {
  beforeEach: () => void seedHeldChat(),
  play: async () => {
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    await userEvent.click(within(pane).getByRole('button', { name: 'Suspend' }));
    await expect(await within(pane).findByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(within(pane).getByLabelText('Reply')).toBeDisabled();
    await userEvent.click(within(pane).getByRole('button', { name: 'Resume' }));
    await expect(await within(pane).findByRole('button', { name: 'Suspend' })).toBeVisible();
    await userEvent.click(within(pane).getByRole('button', { name: 'Close chat' }));
    await expect(await screen.findByText('No chats yet')).toBeVisible();
    await expect(chatData(fake.store).chats[0]!.state).toBe(CHAT_STATES.CLOSED);
  },
};

/** Outside the 24-hour window a reply fails with 470 and the chat offers a template. */
export const WindowClosed: Story = {
  beforeEach: () => void seedHeldChat({ jit: true }),
  play: async () => {
    const pane = await screen.findByRole('region', { name: 'Chat with Asha Rao' });
    await userEvent.type(within(pane).getByLabelText('Reply'), 'Are you still there?');
    await userEvent.click(within(pane).getByRole('button', { name: 'Send' }));
    await expect(
      await within(pane).findByText('The customer last wrote more than 24 hours ago: send a template.'),
    ).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Send a template' })).toBeVisible();
  },
};

/** No chats held. */
export const NoChats: Story = {
  play: async () => {
    await expect(await screen.findByText('No chats yet')).toBeVisible();
  },
};

/** Leaving: refused while the agent is the only one in the chat; with another agent in it, the chat goes. */
export const Leave: Story = {
  beforeEach: () => {
    seedHeldChat();
    const shared = seedWaitingChat(fake.store, {
      eId: 'ent1',
      agentIds: [],
      customerNumber: '+14155550123',
      customerName: 'Ben Carter',
    });
    shared.state = CHAT_STATES.ONGOING;
    shared.agentIds = ['admin1', 'u-other'];
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'My chats' });
    const pane = () => screen.getByRole('region', { name: /^Chat with/ });
    await userEvent.click(within(list).getByText('Asha Rao'));
    await userEvent.click(within(pane()).getByRole('button', { name: 'Leave' }));
    await expect(await screen.findByText(ChatMessages.lastHolder)).toBeVisible();
    await userEvent.click(within(list).getByText('Ben Carter'));
    await userEvent.click(within(pane()).getByRole('button', { name: 'Leave' }));
    await expect(await screen.findByText(ChatMessages.left)).toBeVisible();
    await waitFor(() => expect(within(list).queryByText('Ben Carter')).not.toBeInTheDocument());
  },
};
