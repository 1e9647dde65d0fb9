import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_STATES } from '@parley/api-client/contract';
import { fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatAnalyticsScreen } from './ChatAnalyticsScreen.tsx';

/** "Today" in the stories: noon on 10 March 2026, local time. */
const TODAY = new Date(2026, 2, 10, 12, 0, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

/** Chats of the last days: attended after 30 s and 90 s on the 9th, one missed on the 10th, one attended today. */
function seedChats() {
  const chat = (created: string, times: { picked?: string; missed?: string }, n: number) => {
    const seeded = seedWaitingChat(fake.store, { eId: 'ent1', agentIds: [], customerNumber: `+1415555000${n}` });
    Object.assign(seeded, {
      state: times.missed ? CHAT_STATES.MISSED : CHAT_STATES.CLOSED,
      createdAt: created,
      handedAt: created,
      pickedAt: times.picked ?? null,
      missedAt: times.missed ?? null,
    });
  };
  chat(at(9, 10), { picked: new Date(Date.parse(at(9, 10)) + 30_000).toISOString() }, 1);
  chat(at(9, 11), { picked: new Date(Date.parse(at(9, 11)) + 90_000).toISOString() }, 2);
  chat(at(10, 9), { missed: at(10, 9, 2) }, 3);
  chat(at(10, 10), { picked: new Date(Date.parse(at(10, 10)) + 60_000).toISOString() }, 4);
}

const meta = {
  title: 'Features/Chat/ChatAnalyticsScreen',
  component: ChatAnalyticsScreen,
  args: { today: TODAY, animation: false },
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/chat/analytics', signedIn: true } },
} satisfies Meta<typeof ChatAnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month: the period's totals and the two charts. */
export const Month: Story = {
  beforeEach: seedChats,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const figures = await page.findByRole('list', { name: 'The period in figures' });
    await waitFor(() =>
      expect(
        within(figures)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['4 Chats', '3 Attended', '1 Missed', '1 min 0 s Average pickup']),
    );
    await expect(page.getByRole('img', { name: 'Attended and missed chats, 1 Month' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Average pickup interval in seconds, 1 Month' })).toBeVisible();
  },
};

/** One day, by the hour: today's chats only. */
export const OneDay: Story = {
  beforeEach: seedChats,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const figures = await page.findByRole('list', { name: 'The period in figures' });
    await waitFor(() => expect(figures).toHaveTextContent('4 Chats'));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Period' }), '1 Day');
    await waitFor(() => expect(figures).toHaveTextContent('2 Chats'));
    await expect(figures).toHaveTextContent('1 Missed');
    await expect(page.getByRole('img', { name: 'Attended and missed chats, 1 Day' })).toBeVisible();
  },
};

/** No chats yet: zeros, and the charts still drawn with their scale. */
export const NoChats: Story = {
  play: async ({ canvasElement }) => {
    const figures = await within(canvasElement).findByRole('list', { name: 'The period in figures' });
    await waitFor(() => expect(figures).toHaveTextContent('0 Chats'));
    await expect(figures).toHaveTextContent('0 s Average pickup');
  },
};
