import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AGENT_STATUSES, CHAT_STATES } from '@parley/api-client/contract';
import { chatData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatMonitorScreen } from './ChatMonitorScreen.tsx';

/** A chat waiting, one the administrator holds, one missed; an agent who is away. */
function seedFloor() {
  seedWaitingChat(fake.store, {
    eId: 'ent1',
    agentIds: ['admin1'],
    customerNumber: '+919812345670',
    customerName: 'Asha Rao',
    lastMessage: 'Is anyone there?',
  });
  const held = seedWaitingChat(fake.store, { eId: 'ent1', agentIds: [], customerNumber: '+14155550123' });
  Object.assign(held, { state: CHAT_STATES.ONGOING, agentIds: ['admin1'], lastMessage: 'Thanks!' });
  seedWaitingChat(fake.store, { eId: 'ent1', agentIds: ['admin1'], customerNumber: '+33612345678', type: 'Missed' });
  const sam = fake.seed.user({ emailId: 'sam@example.com', name: 'Sam Lee', roles: [3], permissions: ['CHAT.HANDLE'] });
  chatData(fake.store).agentStatus.set(sam.uId, AGENT_STATUSES.away);
}

const meta = {
  title: 'Features/Chat/ChatMonitorScreen',
  component: ChatMonitorScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/chat/monitor', signedIn: true } },
} satisfies Meta<typeof ChatMonitorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floor: counts by state, the waiting chat on top, and the agents with their status and load. */
export const Floor: Story = {
  beforeEach: seedFloor,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const counters = await page.findByRole('list', { name: 'Chats by state' });
    await expect(
      within(counters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 Waiting', '1 Ongoing', '0 Suspended', '1 Missed']);
    const chats = page.getByRole('table', { name: 'Chats not ended' });
    const [, first, second, third] = within(chats).getAllByRole('row');
    await expect(first).toHaveTextContent('Asha Rao');
    await expect(first).toHaveTextContent('Waiting for an agent');
    await expect(second).toHaveTextContent('Ongoing');
    await expect(third).toHaveTextContent('Missed');
    const agents = page.getByRole('table', { name: 'Agents' });
    await waitFor(() => expect(within(agents).getAllByRole('row')).toHaveLength(3));
    const sam = within(agents).getByText('Sam Lee').closest<HTMLElement>('[role="row"]')!;
    await expect(sam).toHaveTextContent('Away');
  },
};

/** Nothing going on. */
export const Quiet: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No chats going on')).toBeVisible();
  },
};
