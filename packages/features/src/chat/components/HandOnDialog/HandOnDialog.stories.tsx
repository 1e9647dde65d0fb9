import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_STATUSES, CHAT_STATES, ChatMessages } from '@parley/api-client/contract';
import { chatData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { HandOnDialog } from './HandOnDialog.tsx';

/** A chat the demo administrator holds, and two other agents: one online, one away. */
function seedAgents() {
  const chat = seedWaitingChat(fake.store, { eId: 'ent1', agentIds: [], customerNumber: '+919812345670' });
  chat.state = CHAT_STATES.ONGOING;
  chat.agentIds = ['admin1'];
  const sam = fake.seed.user({ emailId: 'sam@example.com', name: 'Sam Lee', roles: [3], permissions: ['CHAT.HANDLE'] });
  const rita = fake.seed.user({
    emailId: 'rita@example.com',
    name: 'Rita Das',
    roles: [3],
    permissions: ['CHAT.HANDLE'],
  });
  chatData(fake.store).agentStatus.set(rita.uId, AGENT_STATUSES.away);
  return { chat, sam, rita };
}

let seeded: ReturnType<typeof seedAgents>;

const meta = {
  title: 'Features/Chat/HandOnDialog',
  component: HandOnDialog,
  decorators: [withFeatureProviders],
  parameters: { feature: { signedIn: true } },
  args: { kind: 'transfer', chatId: '', customer: 'Asha Rao', onClose: fn() },
  beforeEach: () => {
    seeded = seedAgents();
  },
} satisfies Meta<typeof HandOnDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The other agents with status and load, online first; choosing one transfers the chat to them. */
export const Transfer: Story = {
  render: (args) => <HandOnDialog {...args} chatId={seeded.chat.id} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Transfer chat with Asha Rao' });
    const agents = await within(dialog).findByRole('list', { name: 'Agents' });
    await waitFor(() => expect(within(agents).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(agents).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Sam Lee');
    await expect(first).toHaveTextContent('Online · 0 active');
    await expect(second).toHaveTextContent('Away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await screen.findByText(ChatMessages.agentsRequired)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Lee' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await screen.findByText(ChatMessages.transferred)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(chatData(fake.store).offers).toEqual([
      { chatId: seeded.chat.id, agentId: seeded.sam.uId, type: 'Transferred', byAgentId: 'admin1' },
    ]);
  },
};

/** Inviting two agents offers the chat to each. */
export const Invite: Story = {
  args: { kind: 'invite' },
  render: (args) => <HandOnDialog {...args} chatId={seeded.chat.id} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite agents to the chat with Asha Rao' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Sam Lee' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Rita Das' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect(await screen.findByText(ChatMessages.invited)).toBeVisible();
    await expect(chatData(fake.store).offers.map((o) => o.type)).toEqual(['Invited', 'Invited']);
  },
};
