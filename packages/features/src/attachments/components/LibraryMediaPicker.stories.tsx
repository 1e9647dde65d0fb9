import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentMessages, type TemplateComponent } from '@parley/api-client';
import { useChannelById, useTemplate } from '@parley/api-client/hooks';
import { channelsData, fake } from '@parley/api-client/fake';
import { Spinner } from '@parley/ui';
import { withFeatureProviders } from '../../testing/index.ts';
import { SendTemplateDialog } from '../../channels/components/SendTemplateDialog.tsx';
import { seedImage, seedPdf, seedTextDocument } from './AttachmentStorySeeds.ts';

/*
 * The library in the channels' test send (SendTemplateDialog): "Choose from library" beside each media address
 * fills it with the chosen attachment's full address.
 */

/** A copy of the demo sandbox's welcome template with these components, approved. */
function seedTemplate(id: string, components: TemplateComponent[]): void {
  const state = channelsData(fake.store);
  const welcome = state.templates[0]!;
  state.templates.push({ ...structuredClone(welcome), id, _id: id, name: id, templateId: id, components });
}

const SAMPLE = 'https://cdn.example.com/sample.png';
const body = (text: string): TemplateComponent => ({ type: 'BODY', text });
const card = (text: string): { components: TemplateComponent[] } => ({
  components: [{ type: 'HEADER', format: 'IMAGE', resourceUrl: SAMPLE }, body(text)] as TemplateComponent[],
});

function SendTemplateHarness({ templateId }: { templateId: string }) {
  const template = useTemplate(templateId);
  const channel = useChannelById(template.data?.channelId);
  const [open, setOpen] = useState(true);
  if (!template.data || !channel.data) return <Spinner label="Loading template" />;
  return open ? (
    <SendTemplateDialog template={template.data} channel={channel.data} onClose={() => setOpen(false)} />
  ) : null;
}

const meta = {
  title: 'Features/Attachments/LibraryMediaPicker',
  component: SendTemplateHarness,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { signedIn: true } },
} satisfies Meta<typeof SendTemplateHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendDialog = async (name: string) => within(await screen.findByRole('dialog', { name: `Send ${name}` }));
/** A library file's address: this page's origin, the download path and a download access id. */
const LIBRARY_FILE = new RegExp(`^${window.location.origin}/api/e/drive/files/file-story-\\d+\\?x-access-id=`);

const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

/** An image header's address comes from the library; the message goes out with it. */
export const HeaderImage: Story = {
  args: { templateId: 'spring_offer' },
  beforeEach: () => {
    seedTemplate('spring_offer', [{ type: 'HEADER', format: 'IMAGE', resourceUrl: SAMPLE }, body('Spring is here!')]);
    seedImage('spring-banner.png');
    seedPdf('price-list.pdf');
  },
  play: async () => {
    const send = await sendDialog('spring_offer');
    await expect(send.getByLabelText('Header image address')).toHaveValue(SAMPLE);
    const choose = send.getByRole('button', { name: 'Choose from library for the header image' });
    await userEvent.click(choose);
    const picker = within(await screen.findByRole('dialog', { name: 'Choose an image from the library' }));
    const list = within(await picker.findByRole('list', { name: 'Public attachments' }));
    // Only images are offered.
    await expect(list.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(list.getByRole('button', { name: 'spring-banner.png Image' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /from the library/ })).toBeNull());
    await expect(valueOf(send.getByLabelText('Header image address'))).toMatch(LIBRARY_FILE);
    await expect(choose).toHaveFocus();
    await userEvent.selectOptions(await send.findByLabelText('Simulated customer'), 'Asha Verma (+919812345670)');
    await userEvent.click(send.getByRole('button', { name: 'Send' }));
    await expect(await send.findByText(/Message sent to \+919812345670/)).toBeVisible();
    const sent = channelsData(fake.store).messages.at(-1)!;
    await expect(JSON.stringify(sent.content)).toMatch(/\/api\/e\/drive\/files\/file-story-\d+\?x-access-id=/);
  },
};

/** Each carousel card has its own library button; only the chosen card's address changes. */
export const CarouselCard: Story = {
  args: { templateId: 'product_carousel' },
  beforeEach: () => {
    seedTemplate('product_carousel', [
      body('Our picks for you'),
      { type: 'CAROUSEL', cards: [card('Shoes'), card('Bags')] } as TemplateComponent,
    ]);
    seedImage('bag.png');
  },
  play: async () => {
    const send = await sendDialog('product_carousel');
    await userEvent.click(send.getByRole('button', { name: 'Choose from library for card 2' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose an image from the library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'bag.png Image' }));
    await waitFor(() => expect(valueOf(send.getByLabelText('Card 2 media address'))).toMatch(LIBRARY_FILE));
    await expect(send.getByLabelText('Card 1 media address')).toHaveValue(SAMPLE);
  },
};

/** A document header takes PDFs only; closing the picker leaves the typed address as it was. */
export const DocumentHeaderPdfOnly: Story = {
  args: { templateId: 'invoice_ready' },
  beforeEach: () => {
    seedTemplate('invoice_ready', [
      { type: 'HEADER', format: 'DOCUMENT', resourceUrl: 'https://cdn.example.com/sample.pdf' },
      body('Your invoice is ready.'),
    ]);
    seedTextDocument('terms.txt');
  },
  play: async () => {
    const send = await sendDialog('invoice_ready');
    const address = send.getByLabelText('Header document address');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://files.example.com/invoice-42.pdf');
    await userEvent.click(send.getByRole('button', { name: 'Choose from library for the header document' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose a document from the library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'terms.txt Document' }));
    await expect(await picker.findByRole('alert')).toHaveTextContent(AttachmentMessages.invalidFileType);
    await userEvent.click(picker.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /from the library/ })).toBeNull());
    await expect(address).toHaveValue('https://files.example.com/invoice-42.pdf');
  },
};
