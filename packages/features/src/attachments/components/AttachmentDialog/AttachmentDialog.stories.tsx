import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { attachmentsData, fake } from '@parley/api-client/fake';
import { Button } from '@parley/ui';
import { atViewport, withFeatureProviders } from '../../../testing/index.ts';
import { expectNoPageOverflow } from '../../../accounts/screens/tableLayoutChecks.ts';
import {
  largePngFile,
  pdfFile,
  pngFile,
  seedImage,
  seedLibrary,
  seedManyMessages,
  seedPdf,
  seedTextDocument,
  textFile,
  textNamedPng,
} from '../AttachmentStorySeeds.ts';
import { AttachmentDialog, type AttachmentDialogProps } from './AttachmentDialog.tsx';

type HarnessProps = Omit<AttachmentDialogProps, 'open' | 'onClose' | 'onSelect'>;

/** The dialog as a screen uses it: opened by a button, closed on a choice, the choice shown beside. */
function AttachmentDialogHarness(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<Artifact | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open attachments</Button>
      <p>
        Chosen: <output aria-label="Chosen attachment">{chosen?.data.name ?? ''}</output>
      </p>
      <AttachmentDialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(artifact) => {
          setChosen(artifact);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Attachments/AttachmentDialog',
  component: AttachmentDialogHarness,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { signedIn: true } },
} satisfies Meta<typeof AttachmentDialogHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Attachments') => within(await screen.findByRole('dialog', { name }));
const chosen = () => screen.getByLabelText('Chosen attachment');
/** The cards of the list named `name`, once it has answered. */
const cardsOf = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('button')
    .map((card) => card.textContent);

/** The public tab shows every kind: pictures for images, addresses for locations, texts for messages. */
export const PublicKinds: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
    const list = within(await d.findByRole('list', { name: 'Public attachments' }));
    await expect(list.getAllByRole('button')).toHaveLength(6);
    // A long file name is shortened to 30 characters plus its extension; the full name is its tooltip.
    const photo = list.getByRole('button', { name: 'storefront-photo-taken-at-the-.png Image' });
    await expect(photo).toHaveAttribute('title', 'storefront-photo-taken-at-the-spring-opening-2026.png');
    await expect(photo).toHaveAccessibleDescription('The shop front on opening day');
    const card = photo.closest('li')!;
    await waitFor(() =>
      expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining('x-access-id=')),
    );
    await expect(list.getByRole('button', { name: 'Main store Location' })).toHaveAccessibleDescription(
      '12 Harbour Road, Kochi',
    );
    await expect(list.getByRole('button', { name: 'Greeting Message' })).toHaveAccessibleDescription(
      'Hello! How can we help you today?',
    );
    await expect(list.getByRole('button', { name: 'Website URL' })).toHaveAccessibleDescription(
      'https://shop.example.com/spring',
    );
    await expect(list.getByRole('button', { name: 'price-list.pdf Document' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'welcome-tour.mp4 Video' })).toBeVisible();
    await expect(list.queryByRole('button', { name: /Draft reply/ })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Main store Location' }));
    await expect(chosen()).toHaveTextContent('Main store');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The private tab holds the user's own attachments only. */
export const PrivateTab: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('tab', { name: 'Private' }));
    await expect(await cardsOf('Private attachments')).toEqual([
      expect.stringContaining('VIP'),
      expect.stringContaining('Draft reply'),
    ]);
  },
};

/** The search narrows the list after typing stops; another tab starts with no search. */
export const SearchNarrows: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const d = await dialog();
    await d.findByRole('list', { name: 'Public attachments' });
    await userEvent.type(d.getByRole('searchbox', { name: 'Search attachments' }), 'harbour');
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(1));
    await expect(d.getByRole('button', { name: 'Main store Location' })).toBeVisible();
    await userEvent.click(d.getByRole('tab', { name: 'Private' }));
    await expect(d.getByRole('searchbox', { name: 'Search attachments' })).toHaveValue('');
    await expect(await cardsOf('Private attachments')).toHaveLength(2);
    await userEvent.click(d.getByRole('tab', { name: 'Public' }));
    await expect(d.getByRole('searchbox', { name: 'Search attachments' })).toHaveValue('');
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(6));
  },
};

/** Fifteen a page: "Show more" adds the rest, then there is no more to show. */
export const ShowMoreToNoMore: Story = {
  beforeEach: () => seedManyMessages(20),
  play: async () => {
    const d = await dialog();
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(15));
    await expect(d.queryByText(AttachmentMessages.noMore)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: AttachmentMessages.showMore }));
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(20));
    await expect(d.getByText(AttachmentMessages.noMore)).toBeVisible();
    await expect(d.queryByRole('button', { name: AttachmentMessages.showMore })).toBeNull();
  },
};

/** Switching tab starts again at the first page. */
export const TabResetsPaging: Story = {
  beforeEach: () => seedManyMessages(20),
  play: async () => {
    const d = await dialog();
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(15));
    await userEvent.click(d.getByRole('button', { name: AttachmentMessages.showMore }));
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(20));
    await userEvent.click(d.getByRole('tab', { name: 'Private' }));
    await expect(await d.findByText(AttachmentMessages.noneAvailable)).toBeVisible();
    await userEvent.click(d.getByRole('tab', { name: 'Public' }));
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(15));
  },
};

/** Bucket: the folders; one opens on its members, and "Back to bucket" returns to the folders. */
export const BucketsAndBack: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Bucket' }));
    await expect(d.getByRole('button', { name: 'Bucket' })).toHaveAttribute('aria-pressed', 'true');
    const folders = within(await d.findByRole('list', { name: 'Buckets' }));
    // The public tab shows the public buckets only.
    await expect(folders.getAllByRole('button').map((b) => b.textContent)).toEqual(['Spring offers']);
    await userEvent.click(folders.getByRole('button', { name: 'Spring offers' }));
    await expect(await d.findByRole('heading', { name: 'Spring offers' })).toBeVisible();
    await expect(await cardsOf('Attachments in Spring offers')).toEqual([
      expect.stringContaining('price-list.pdf'),
      expect.stringContaining('storefront'),
    ]);
    await userEvent.type(d.getByRole('searchbox', { name: 'Search in Spring offers' }), 'prices');
    await waitFor(async () => expect(await cardsOf('Attachments in Spring offers')).toHaveLength(1));
    await userEvent.click(d.getByRole('button', { name: AttachmentMessages.backToBucket }));
    await expect(await d.findByRole('list', { name: 'Buckets' })).toBeVisible();
    await expect(d.getByRole('searchbox', { name: 'Search buckets' })).toHaveValue('');
    // The private tab keeps the Bucket view and shows the private buckets.
    await userEvent.click(d.getByRole('tab', { name: 'Private' }));
    const privateFolders = within(await d.findByRole('list', { name: 'Buckets' }));
    await expect(await privateFolders.findByRole('button', { name: 'My drafts' })).toBeVisible();
    await userEvent.click(privateFolders.getByRole('button', { name: 'My drafts' }));
    await userEvent.click(await d.findByRole('button', { name: /^Draft reply/ }));
    await expect(chosen()).toHaveTextContent('Draft reply');
  },
};

/** Nothing to choose from. */
export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(await d.findByRole('heading', { name: AttachmentMessages.noneAvailable })).toBeVisible();
  },
};

/** The list fails: the server's message and a way to ask again. */
export const LoadError: Story = {
  beforeEach: () => {
    seedLibrary();
    fake.fail('listArtifacts', { status: 500, code: 500, message: 'Attachments are unavailable' });
  },
  play: async () => {
    const d = await dialog();
    await expect(await d.findByText('Attachments are unavailable')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cardsOf('Public attachments')).toHaveLength(6));
  },
};

/** Offline: the list is not asked for, and the dialog says why. */
export const Offline: Story = {
  beforeEach: () => {
    seedLibrary();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => void delete (navigator as { onLine?: boolean }).onLine;
  },
  play: async () => {
    const d = await dialog();
    await expect(await d.findByRole('alert')).toHaveTextContent(AttachmentMessages.offline);
    await expect(d.queryByRole('list', { name: 'Public attachments' })).toBeNull();
  },
};

/** A media template offers only its kind of media. */
export const OnlyImages: Story = {
  args: { mediaType: 'IMAGE' },
  beforeEach: () => {
    seedLibrary();
    seedImage('logo.png');
  },
  play: async () => {
    await expect(await cardsOf('Public attachments')).toEqual([
      expect.stringContaining('logo.png'),
      expect.stringContaining('storefront'),
    ]);
  },
};

/** Documents must be PDF: another document is refused with the sender's message, a PDF is chosen. */
export const PdfOnly: Story = {
  args: { mediaType: 'DOC', requirePdf: true },
  beforeEach: () => {
    seedPdf('menu.pdf');
    seedTextDocument('opening-hours.txt');
  },
  play: async () => {
    const d = await dialog();
    await userEvent.click(await d.findByRole('button', { name: 'opening-hours.txt Document' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(AttachmentMessages.invalidFileType);
    await expect(chosen()).toHaveTextContent('');
    await userEvent.click(d.getByRole('button', { name: 'menu.pdf Document' }));
    await expect(chosen()).toHaveTextContent('menu.pdf');
  },
};

const browse = async () => {
  const d = await dialog();
  await userEvent.click(d.getByRole('tab', { name: 'Browse' }));
  return { d, picker: d.getByLabelText('Choose a file from your computer') };
};

/** Browse: a picture from the computer is uploaded, saved as a private attachment and chosen. */
export const BrowseUpload: Story = {
  args: { allowBrowse: true },
  play: async () => {
    const { picker } = await browse();
    await userEvent.upload(picker, pngFile('shop-sign.png'));
    await waitFor(() => expect(chosen()).toHaveTextContent('shop-sign.png'));
    const saved = attachmentsData(fake.store).artifacts.at(-1)!;
    await expect(saved).toMatchObject({
      visibility: 'private',
      data: { type: 'IMAGE', name: 'shop-sign.png', mimeType: 'image/png' },
    });
  },
};

/** A text file named like a picture is refused by its content, before anything is sent. */
export const BrowseRefused: Story = {
  args: { allowBrowse: true },
  play: async () => {
    const { d, picker } = await browse();
    await userEvent.upload(picker, textNamedPng());
    await expect(await d.findByRole('alert')).toHaveTextContent(`notes.png: ${AttachmentMessages.invalidFileFormat}`);
    await expect(attachmentsData(fake.store).files).toHaveLength(0);
    await expect(chosen()).toHaveTextContent('');
  },
};

/** With the message limits, an image over 1024 × 1024 is refused by the server's check. */
export const BrowseImageTooLarge: Story = {
  args: { allowBrowse: true, imageLimits: true },
  play: async () => {
    const { d, picker } = await browse();
    await userEvent.upload(picker, largePngFile());
    await expect(await d.findByRole('alert')).toHaveTextContent(AttachmentMessages.imageTooLarge);
    await expect(chosen()).toHaveTextContent('');
  },
};

/** A PDF-only picker takes a PDF from the computer and refuses other documents. */
export const BrowsePdfOnly: Story = {
  args: { allowBrowse: true, mediaType: 'DOC', requirePdf: true },
  play: async () => {
    const { d, picker } = await browse();
    await userEvent.upload(picker, textFile(), { applyAccept: false });
    await expect(await d.findByRole('alert')).toHaveTextContent(AttachmentMessages.invalidFileType);
    await userEvent.upload(picker, pdfFile());
    await waitFor(() => expect(chosen()).toHaveTextContent('price-list.pdf'));
  },
};

/** Just in time (an upload for an immediate send): a failed upload says why and closes the dialog. */
export const JustInTimeFailure: Story = {
  args: { allowBrowse: true, justInTime: true },
  play: async () => {
    const { picker } = await browse();
    await userEvent.upload(picker, textNamedPng());
    await expect(await screen.findByText(AttachmentMessages.invalidFileFormat)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** By keyboard: tabs by arrow keys, a card by Enter, Escape or the Close button to leave. */
export const Keyboard: Story = {
  beforeEach: () => void seedLibrary(),
  play: async () => {
    const d = await dialog();
    await d.findByRole('list', { name: 'Public attachments' });
    d.getByRole('tab', { name: 'Public' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(d.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');
    const card = await d.findByRole('button', { name: 'VIP Tag' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(chosen()).toHaveTextContent('VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Open attachments' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open attachments' }));
    await userEvent.click((await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** On a 360 px phone the cards stack in one column and nothing pushes the page sideways. */
export const OnPhone: Story = {
  beforeEach: [atViewport(360, 800), () => void seedLibrary()],
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    const d = await dialog();
    const cards = (await d.findByRole('list', { name: 'Public attachments' })).querySelectorAll('li');
    await expect(cards[0]!.getBoundingClientRect().left).toBe(cards[1]!.getBoundingClientRect().left);
    await expectNoPageOverflow();
    const box = (await screen.findByRole('dialog')).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(360);
  },
};
