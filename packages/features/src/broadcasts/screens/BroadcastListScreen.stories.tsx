import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FAKE_EPOCH } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { seedBroadcastStory, sendStoryBroadcasts, welcomeRequest } from '../components/BroadcastStorySeeds.ts';
import { BroadcastListScreen } from './BroadcastListScreen.tsx';

const meta = {
  title: 'Features/Broadcasts/BroadcastListScreen',
  component: BroadcastListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  // The fake's calendar: its broadcasts are made on this day.
  args: { today: new Date(FAKE_EPOCH) },
  beforeEach: () => seedBroadcastStory(),
  parameters: { layout: 'fullscreen', feature: { path: '/campaigns/broadcast', signedIn: true } },
} satisfies Meta<typeof BroadcastListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Broadcasts' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

/** Newest first, with who sent it, the channel, when, and the status in title case; a row links to it. */
export const ListsBroadcasts: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [newest, older] = await bodyRows();
    await expect(cellsOf(newest!)[0]).toHaveTextContent('Welcome follow-up');
    await expect(cellsOf(newest!)[1]).toHaveTextContent('Demo Admin');
    await expect(cellsOf(newest!)[2]).toHaveTextContent('Sandbox');
    await expect(cellsOf(newest!)[3]!.textContent).toMatch(/^\d{1,2} Jan 2026 \d\d:\d\d (AM|PM)$/);
    await expect(cellsOf(newest!)[4]).toHaveTextContent('Completed With Failures');
    await expect(cellsOf(older!)[4]).toHaveTextContent('Completed');
    await expect(screen.getByRole('button', { name: 'Send Template' })).toBeVisible();
    // Two broadcasts: nothing to page.
    await expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(within(older!).getByRole('link', { name: 'January welcome' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/^\/campaigns\/broadcast\/bc\d+$/);
  },
};

/** The start and end dates apply on Submit: a range with no broadcast says 'No Record'. */
export const EmptyRange: Story = {
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await userEvent.clear(screen.getByLabelText('Start Date'));
    await userEvent.type(screen.getByLabelText('Start Date'), '2026-01-01');
    await userEvent.clear(screen.getByLabelText('End Date'));
    await userEvent.type(screen.getByLabelText('End Date'), '2026-01-10');
    // Not before Submit.
    await expect(await bodyRows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await within(await table()).findByText('No Record')).toBeVisible();
  },
};

/** With nothing in the last 7 days: 'No Record'. */
export const NoRecord: Story = {
  args: { today: new Date('2026-03-01T12:00:00') },
  play: async () => {
    await expect(await within(await table()).findByText('No Record')).toBeVisible();
    await expect(screen.getByLabelText('Start Date')).toHaveValue('2026-02-22');
    await expect(screen.getByLabelText('End Date')).toHaveValue('2026-03-01');
  },
};

/** The search asks by name once typing stops (300 ms). */
export const SearchByName: Story = {
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search broadcasts by name' }), 'january');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await expect(cellsOf((await bodyRows())[0]!)[0]).toHaveTextContent('January welcome');
  },
};

/** Twenty a page: Next shows the rest, Previous goes back. */
export const Paging: Story = {
  beforeEach: async () => {
    await sendStoryBroadcasts(
      Array.from({ length: 21 }, (_, n) => welcomeRequest(['+919876543210'], `Offer ${n + 1}`)),
    );
  },
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20), { timeout: 5000 });
    await expect(cellsOf((await bodyRows())[0]!)[0]).toHaveTextContent('Offer 21');
    const pager = within(screen.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: /Next/ }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    await expect(cellsOf((await bodyRows())[2]!)[0]).toHaveTextContent('January welcome');
    await userEvent.click(pager.getByRole('button', { name: /Previous/ }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
  },
};
