import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_STATES, ChatMessages } from '@parley/api-client/contract';
import { channelsData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatHistoryScreen } from './ChatHistoryScreen.tsx';

/** Two ended chats of the demo enterprise: one closed and rated with its conversation, one missed. */
function seedHistory() {
  const closed = seedWaitingChat(fake.store, {
    eId: 'ent1',
    agentIds: [],
    customerNumber: '+919812345670',
    customerName: 'Asha Rao',
  });
  Object.assign(closed, {
    state: CHAT_STATES.CLOSED,
    agentIds: ['admin1'],
    closedAt: '2026-03-02T10:15:00.000Z',
    createdAt: '2026-03-02T10:00:00.000Z',
    rating: 4,
  });
  const state = channelsData(fake.store);
  for (const [i, [direction, body]] of (
    [
      ['in', 'My parcel has not arrived'],
      ['out', 'Sorry to hear that, it ships today.'],
    ] as const
  ).entries())
    state.messages.push({
      id: `hist-${i}`,
      eId: 'ent1',
      channelId: closed.channelId,
      direction,
      customerNumber: closed.customerNumber,
      kind: 'text',
      content: { body },
      replyTo: null,
      currentDeliveryStatus: direction === 'in' ? 'received' : 'read',
      transId: null,
      messageStatuses: [],
      channelErrorCode: null,
      channelErrorDesc: null,
      createdAt: `2026-03-02T10:0${i + 1}:00.000Z`,
      chatId: closed.id,
      deliverAt: 0,
      fails: false,
    });
  const missed = seedWaitingChat(fake.store, { eId: 'ent1', agentIds: [], customerNumber: '+14155550123' });
  Object.assign(missed, {
    state: CHAT_STATES.MISSED,
    missedReason: 'Timed Out',
    updatedAt: '2026-03-05T08:00:00.000Z',
  });
}

const meta = {
  title: 'Features/Chat/ChatHistoryScreen',
  component: ChatHistoryScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/chat/history', signedIn: true } },
} satisfies Meta<typeof ChatHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ended chats newest first; a search narrows them; a row opens its conversation to read. */
export const EndedChats: Story = {
  beforeEach: seedHistory,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Ended chats' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('+14155550123');
    await expect(first).toHaveTextContent('Missed (Timed Out)');
    await expect(second).toHaveTextContent('Asha Rao');
    await expect(within(second!).getByRole('img', { name: 'Customer rating: 4 out of 5' })).toBeVisible();

    await userEvent.type(page.getByRole('searchbox', { name: 'Search chats by customer name or number' }), 'asha');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('button', { name: 'Asha Rao' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Asha Rao' });
    await expect(await within(panel).findByText('My parcel has not arrived')).toBeVisible();
    await expect(within(panel).getByText('Sorry to hear that, it ships today.')).toBeVisible();
  },
};

/** The state filter shows the missed chats only; a search nothing matches says so. */
export const Filtered: Story = {
  beforeEach: seedHistory,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Ended chats' });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'State' }), 'Missed');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.type(page.getByRole('searchbox', { name: 'Search chats by customer name or number' }), 'nobody');
    await expect(await page.findByText(ChatMessages.noHistoryMatch)).toBeVisible();
  },
};

/** Nothing has ended yet. */
export const NothingYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ChatMessages.noHistory)).toBeVisible();
  },
};
