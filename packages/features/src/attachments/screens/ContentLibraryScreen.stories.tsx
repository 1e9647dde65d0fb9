import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentMessages } from '@parley/api-client';
import { attachmentsData, fake } from '@parley/api-client/fake';
import { formatDayMonthYearTime } from '@parley/ui';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectNoPageOverflow } from '../../accounts/screens/tableLayoutChecks.ts';
import {
  pngFile,
  seedLibrary,
  seedManyMessages,
  seedMessage,
  textNamedPng,
} from '../components/AttachmentStorySeeds.ts';
import { ContentLibraryScreen } from './ContentLibraryScreen.tsx';

const meta = {
  title: 'Features/Attachments/ContentLibraryScreen',
  component: ContentLibraryScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/content-library', signedIn: true } },
} satisfies Meta<typeof ContentLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Attachments' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
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
const cellsOf = async (name: string) =>
  within(await rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const openActions = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};
const addDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add attachment' }));
  return within(await screen.findByRole('dialog', { name: 'Add attachment' }));
};

/** Every kind with its type, who sees it in words, its bucket and when it changed; the buckets beside. */
export const List: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(8));
    const store = attachmentsData(fake.store).artifacts.find((a) => a.data.name === 'Main store')!;
    await expect(await cellsOf('Main store')).toEqual([
      'Main store',
      'Location',
      'Public',
      '-',
      formatDayMonthYearTime(store.updatedAt),
      'Actions for Main store',
    ]);
    await expect((await cellsOf('storefront-photo-taken-at-the-.png')).slice(1, 4)).toEqual([
      'Image',
      'Public',
      'Spring offers',
    ]);
    await expect((await cellsOf('VIP')).slice(1, 4)).toEqual(['Tag', 'Private', '-']);
    await expect((await cellsOf('Draft reply')).slice(1, 4)).toEqual(['Message', 'Private', 'My drafts']);
    const buckets = within(screen.getByRole('list', { name: 'Buckets' }));
    await expect(buckets.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'My draftsPrivate · 1 attachmentActions for bucket My drafts',
      'Spring offersPublic · 2 attachmentsActions for bucket Spring offers',
    ]);
  },
};

/** Type, visibility, bucket and the search each narrow the list. */
export const Filters: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(8));
    const filters = within(screen.getByRole('search', { name: 'Filter attachments' }));
    await userEvent.selectOptions(filters.getByLabelText('Type'), 'Map');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await expect(await rowOf('Main store')).toBeVisible();
    await userEvent.selectOptions(filters.getByLabelText('Type'), 'All types');
    await userEvent.selectOptions(filters.getByLabelText('Visibility'), 'Private');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await userEvent.selectOptions(filters.getByLabelText('Visibility'), 'Public and private');
    await userEvent.selectOptions(filters.getByLabelText('Bucket'), 'Spring offers');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await userEvent.selectOptions(filters.getByLabelText('Bucket'), 'All buckets');
    await userEvent.type(filters.getByRole('searchbox', { name: 'Search attachments' }), 'harbour');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await userEvent.type(filters.getByRole('searchbox'), ' nowhere');
    await expect(await within(await table()).findByText('No attachments match the filters')).toBeVisible();
  },
};

/** Twenty a page, then "Show more" until there is no more. */
export const ShowMore: Story = {
  beforeEach: () => seedManyMessages(25),
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: AttachmentMessages.showMore }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    await expect(screen.getByText(AttachmentMessages.noMore)).toBeVisible();
  },
};

/** A file: nothing uploaded is refused; the upload shows its progress and result, and names the attachment. */
export const AddFile: Story = {
  play: async () => {
    const dialog = await addDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(AttachmentMessages.nameRequired)).toBeVisible();
    await expect(dialog.getByText(AttachmentMessages.fileRequired)).toBeVisible();
    await userEvent.upload(dialog.getByLabelText('Choose a file to upload'), pngFile('shop-sign.png'));
    await expect(await dialog.findByRole('status')).toHaveTextContent('shop-sign.png — Image, 1 KB');
    await expect(dialog.getByLabelText('Name')).toHaveValue('shop-sign.png');
    await userEvent.type(dialog.getByLabelText('Description'), 'The new sign');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.created)).toBeVisible();
    await expect((await cellsOf('shop-sign.png')).slice(1, 4)).toEqual(['Image', 'Private', '-']);
    await expect(attachmentsData(fake.store).artifacts.at(-1)!.data).toMatchObject({
      type: 'IMAGE',
      desc: 'The new sign',
      mimeType: 'image/png',
    });
  },
};

/** A file whose content is not what its name says is refused before it is sent. */
export const AddFileRefused: Story = {
  play: async () => {
    const dialog = await addDialog();
    await userEvent.upload(dialog.getByLabelText('Choose a file to upload'), textNamedPng());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      `notes.png: ${AttachmentMessages.invalidFileFormat}`,
    );
    await expect(attachmentsData(fake.store).files).toHaveLength(0);
  },
};

/** A web address: the shared rule's messages until it is a full http(s) address. */
export const AddWebAddress: Story = {
  play: async () => {
    const dialog = await addDialog();
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'Web address');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(AttachmentMessages.nameRequired)).toBeVisible();
    await expect(dialog.getByText(AttachmentMessages.urlRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name'), 'Order tracking');
    await userEvent.type(dialog.getByLabelText('Web address'), 'track.example.com');
    await waitFor(() => expect(dialog.queryByText(AttachmentMessages.nameRequired)).toBeNull());
    await expect(dialog.getByText(AttachmentMessages.urlRequired)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Web address'));
    await userEvent.type(dialog.getByLabelText('Web address'), 'https://track.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.created)).toBeVisible();
    await expect((await cellsOf('Order tracking')).slice(1, 3)).toEqual(['URL', 'Private']);
  },
};

/** A location needs an address or both coordinates. */
export const AddLocation: Story = {
  play: async () => {
    const dialog = await addDialog();
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'Location');
    await userEvent.type(dialog.getByLabelText('Name'), 'Kochi office');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(AttachmentMessages.locationRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Latitude'), '9.93');
    await expect(await dialog.findByText('Enter both latitude and longitude')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Longitude'), '276');
    await expect(await dialog.findByText('Enter a longitude between -180 and 180')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Longitude'));
    await userEvent.type(dialog.getByLabelText('Longitude'), '76.26');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.created)).toBeVisible();
    await expect((await cellsOf('Kochi office')).slice(1, 3)).toEqual(['Location', 'Private']);
    await expect(attachmentsData(fake.store).artifacts.at(-1)!.data).toMatchObject({
      latitude: 9.93,
      longitude: 76.26,
    });
  },
};

/** A canned message needs its text. */
export const AddMessage: Story = {
  play: async () => {
    const dialog = await addDialog();
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'Message');
    await userEvent.type(dialog.getByLabelText('Name'), 'Closing');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(AttachmentMessages.textRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Message text'), 'Thanks for shopping with us!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.created)).toBeVisible();
    await expect((await cellsOf('Closing')).slice(1, 3)).toEqual(['Message', 'Private']);
  },
};

/** A tag is a name, shared with everyone when public, and may go straight into a bucket. */
export const AddTag: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const dialog = await addDialog();
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'Tag');
    await userEvent.type(dialog.getByLabelText('Name'), 'Returning customer');
    await userEvent.selectOptions(dialog.getByLabelText('Visibility'), 'Public (everyone in the enterprise)');
    await userEvent.selectOptions(dialog.getByLabelText('Bucket'), 'Spring offers');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.created)).toBeVisible();
    await expect((await cellsOf('Returning customer')).slice(1, 4)).toEqual(['Tag', 'Public', 'Spring offers']);
  },
};

/** Edit keeps the kind and what the kind holds; the change shows in the list. */
export const Edit: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await expect(await openActions('Greeting')).toEqual(['Edit', 'Move to bucket', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit attachment' }));
    await expect(dialog.getByLabelText('Kind')).toBeDisabled();
    await expect(dialog.getByLabelText('Message text')).toHaveValue('Hello! How can we help you today?');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Welcome greeting');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(AttachmentMessages.updated)).toBeVisible();
    await expect(await rowOf('Welcome greeting')).toBeVisible();
    const saved = attachmentsData(fake.store).artifacts.find((a) => a.data.name === 'Welcome greeting')!;
    await expect(saved.data.text).toBe('Hello! How can we help you today?');
  },
};

/** Move into a bucket, then take it out again. */
export const MoveAndRemoveFromBucket: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await openActions('Website');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to bucket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Website to a bucket' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await dialog.findByText('Choose the bucket to move it to')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Bucket'), 'Spring offers');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await screen.findByText(AttachmentMessages.moved)).toBeVisible();
    await waitFor(async () => expect((await cellsOf('Website'))[3]).toBe('Spring offers'));
    await expect(await openActions('Website')).toContain('Remove from bucket');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from bucket' }));
    await expect(await screen.findByText(AttachmentMessages.removed)).toBeVisible();
    await waitFor(async () => expect((await cellsOf('Website'))[3]).toBe('-'));
  },
};

/** Delete asks first. */
export const Delete: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await openActions('VIP');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete' }));
    await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(AttachmentMessages.deleted)).toBeVisible();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(7));
  },
};

/** Open and download: the download says it has started. */
export const Download: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    await expect(await openActions('price-list.pdf')).toEqual([
      'Open',
      'Download',
      'Edit',
      'Move to bucket',
      'Remove from bucket',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    await expect(await screen.findByText(AttachmentMessages.downloadStarting)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText(AttachmentMessages.downloadFailed)).toBeNull();
  },
};

/** Buckets: a name is needed; create, rename, and delete, after which the attachments stay in no bucket. */
export const Buckets: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const panel = within(await screen.findByRole('region', { name: 'Buckets' }));
    await userEvent.click(panel.getByRole('button', { name: 'New bucket' }));
    const create = within(await screen.findByRole('dialog', { name: 'New bucket' }));
    await userEvent.click(create.getByRole('button', { name: 'Create' }));
    await expect(await create.findByText(AttachmentMessages.bucketNameRequired)).toBeVisible();
    await userEvent.type(create.getByLabelText('Bucket name'), 'Summer');
    await userEvent.click(create.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText(AttachmentMessages.bucketCreated)).toBeVisible();
    await expect(await panel.findByText('Summer')).toBeVisible();

    await userEvent.click(panel.getByRole('button', { name: 'Actions for bucket Summer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename bucket Summer' }));
    await userEvent.clear(rename.getByLabelText('Bucket name'));
    await userEvent.type(rename.getByLabelText('Bucket name'), 'Spring offers');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    await expect(await rename.findByText(AttachmentMessages.bucketDuplicate)).toBeVisible();
    await userEvent.clear(rename.getByLabelText('Bucket name'));
    await userEvent.type(rename.getByLabelText('Bucket name'), 'Summer sale');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    await expect(await screen.findByText(AttachmentMessages.bucketUpdated)).toBeVisible();
    await expect(await panel.findByText('Summer sale')).toBeVisible();

    await userEvent.click(panel.getByRole('button', { name: 'Actions for bucket Spring offers' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete bucket' }));
    await expect(confirm.getByText(/Its attachments stay in the library/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(AttachmentMessages.bucketDeleted)).toBeVisible();
    await waitFor(() => expect(panel.queryByText('Spring offers')).toBeNull());
    await waitFor(async () => expect((await cellsOf('price-list.pdf'))[3]).toBe('-'));
  },
};

/** Someone else's public attachments may be opened, not changed; the user's own may. */
export const NotEditable: Story = {
  beforeEach: () => {
    seedLibrary();
    const agent = fake.seed.user({ emailId: 'agent@parley.local', permissions: [] });
    seedMessage('My note', 'Call back after lunch', { visibility: 'private', createdBy: agent.uId });
  },
  parameters: { feature: { path: '/content-library', signedIn: 'agent@parley.local' } },
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(7));
    await expect(within(await rowOf('Main store')).queryByRole('button')).toBeNull();
    await expect(await openActions('price-list.pdf')).toEqual(['Open', 'Download']);
    await userEvent.keyboard('{Escape}');
    await expect(await openActions('Website')).toEqual(['Open link']);
    await userEvent.keyboard('{Escape}');
    await expect(await openActions('My note')).toEqual(['Edit', 'Move to bucket', 'Delete']);
    await userEvent.keyboard('{Escape}');
    const panel = within(screen.getByRole('region', { name: 'Buckets' }));
    await expect(panel.getByText('Spring offers')).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Actions for bucket Spring offers' })).toBeNull();
  },
};

/** Nothing yet: the page says what the library is for and offers to add the first. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'Your library is empty' })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Add attachment' })).toHaveLength(2);
  },
};

/** The list fails to load: the server's message and a way to ask again. */
export const LoadFailure: Story = {
  beforeEach: () => fake.fail('listArtifacts', { status: 500, code: 500, message: 'The library is unavailable' }),
  play: async () => {
    await expect(await screen.findByText('The library is unavailable')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a 360 px phone the page does not scroll sideways: the table scrolls inside, the buckets go below. */
export const OnPhone: Story = {
  beforeEach: [atViewport(360, 800), () => void seedLibrary()],
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await expect(await rowOf('Main store')).toBeVisible();
    await expectNoPageOverflow();
    const region = screen.getByRole('region', { name: 'Attachments' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const panel = screen.getByRole('region', { name: 'Buckets' });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(region.getBoundingClientRect().bottom);
    await expect(screen.getByRole('button', { name: 'Add attachment' })).toBeVisible();
  },
};
