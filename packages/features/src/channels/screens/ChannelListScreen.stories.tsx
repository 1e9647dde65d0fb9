import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChannelAdminMessages } from '@parley/api-client';
import { channelsData, fake } from '@parley/api-client/fake';
import { formatDayMonthYearTime } from '@parley/ui';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectNoPageOverflow } from '../../accounts/screens/tableLayoutChecks.ts';
import {
  CLOUD_SECRETS,
  STORY_UPDATED_AT,
  demoSandbox,
  seedCloudChannel,
  seedSandbox,
} from '../components/ChannelStorySeeds.ts';
import { ChannelListScreen } from './ChannelListScreen.tsx';

const meta = {
  title: 'Features/Channels/ChannelListScreen',
  component: ChannelListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/channels', signedIn: true } },
} satisfies Meta<typeof ChannelListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const seedSupport = () =>
  seedCloudChannel({ name: 'Support WhatsApp', contactId: '+919812345670', updatedAt: STORY_UPDATED_AT });

const table = () => screen.findByRole('table', { name: 'Channels' });
/** The row whose first cell (the name) is `name`, once the list has answered. */
const rowOf = async (name: string) => {
  const list = await table();
  return waitFor(() => {
    const row = within(list)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === name);
    if (!row) throw new Error(`no row for ${name}`);
    return row;
  });
};
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const openActions = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

/** Each channel by name with its type and vendor by name, its contact number (a dash when none) and its date. */
export const ListsChannels: Story = {
  beforeEach: () => void seedSupport(),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    const support = await rowOf('Support WhatsApp');
    await expect(within(support).getByRole('link', { name: 'Support WhatsApp' })).toBeVisible();
    await expect(within(support).getByText('WhatsApp')).toBeVisible();
    await expect(within(support).getByText('WhatsApp Cloud API')).toBeVisible();
    await expect(within(support).getByText('+919812345670')).toBeVisible();
    await expect(within(support).getByText(formatDayMonthYearTime(STORY_UPDATED_AT))).toBeVisible();
    const sandbox = await rowOf('Sandbox');
    await expect(within(sandbox).getAllByRole('cell')[3]).toHaveTextContent('-');
    await expect(within(sandbox).getAllByRole('cell')[2]).toHaveTextContent('Sandbox');
    await expect(screen.getByRole('button', { name: 'Add Channel' })).toBeVisible();
    for (const secret of Object.values(CLOUD_SECRETS)) await expect(document.body.textContent).not.toContain(secret);
  },
};

/** The search asks by name once typing stops (500 ms), and narrows the list to the channels that match. */
export const SearchNarrows: Story = {
  beforeEach: () => {
    seedSupport();
    seedCloudChannel({ name: 'Sales WhatsApp' });
  },
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search channels by name' }), 'sales');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1), { timeout: 3000 });
    await expect(await rowOf('Sales WhatsApp')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), ' nothing');
    await expect(
      await within(await table()).findByText('No channels match your search', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Ten channels a page: Next shows the rest, Previous goes back. */
export const Paging: Story = {
  beforeEach: () => {
    for (let n = 1; n <= 11; n += 1) seedCloudChannel({ name: `Line ${String(n).padStart(2, '0')}` });
  },
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await expect(await rowOf('Line 01')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await expect(await rowOf('Sandbox')).toBeVisible();
    await expect(within(pager).getByRole('button', { name: 'No More Data to Show' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
  },
};

/** No channel at all: the page says so and offers to add the first. */
export const Empty: Story = {
  beforeEach: () => {
    channelsData(fake.store).channels.length = 0;
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'No channels yet' })).toBeVisible();
    await expect(screen.queryByRole('table', { name: 'Channels' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Channel' })[0]!);
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/admin/channels/create');
  },
};

/** The list fails to load: the server's message and a way to ask again. */
export const LoadFailure: Story = {
  beforeEach: () => {
    fake.fail('listChannels', { status: 500, code: 500, message: 'Channels are unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Channels are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await rowOf('Sandbox')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Delete asks first and says the channel's templates and message records go with it; No keeps it, Yes deletes. */
export const DeleteWithConfirm: Story = {
  beforeEach: () => void seedSupport(),
  play: async () => {
    await openActions('Support WhatsApp');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete channel' });
    await expect(dialog).toHaveTextContent(
      'Delete channel Support WhatsApp? Its message templates and message records are deleted with it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete channel' })).toBeNull());
    await expect(await rowOf('Support WhatsApp')).toBeVisible();

    await openActions('Support WhatsApp');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(ChannelAdminMessages.deleted)).toBeVisible();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await expect(channelsData(fake.store).channels.map((c) => c.name)).toEqual(['Sandbox']);
  },
};

/** Only a sandbox channel offers its simulator; the simulator opens at the channel's address. */
export const RowActions: Story = {
  beforeEach: () => void seedSupport(),
  play: async () => {
    await expect(await openActions('Support WhatsApp')).toEqual(['Details', 'Edit', 'Delete']);
    await userEvent.keyboard('{Escape}');
    await expect(await openActions('Sandbox')).toEqual(['Details', 'Edit', 'Open simulator', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open simulator' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(
      `/admin/channels/${demoSandbox().id}/simulator`,
    );
  },
};

/** A role that may only view channels sees the list without Add, Edit or Delete. */
export const ViewOnly: Story = {
  beforeEach: () => {
    seedSupport();
    fake.seed.user({ emailId: 'viewer@parley.local', roles: [6], permissions: ['CHANNELS.VIEW'] });
  },
  parameters: { feature: { path: '/admin/channels', signedIn: 'viewer@parley.local' } },
  play: async () => {
    await expect(await rowOf('Support WhatsApp')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add Channel' })).toBeNull();
    await expect(await openActions('Support WhatsApp')).toEqual(['Details']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(
      /^\/admin\/channels\/ch-story-\d+\/details$/,
    );
  },
};

/** On a 360 px phone the page does not scroll sideways: the table scrolls inside its own region. */
export const OnPhone: Story = {
  beforeEach: [atViewport(360, 800), () => void seedSupport(), () => void seedSandbox('Try-outs')],
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await expect(await rowOf('Support WhatsApp')).toBeVisible();
    await expectNoPageOverflow();
    const region = screen.getByRole('region', { name: 'Channels' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(screen.getByRole('button', { name: 'Add Channel' })).toBeVisible();
  },
};
