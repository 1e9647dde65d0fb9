import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BroadcastMessages } from '@parley/api-client';
import { FAKE_EPOCH, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { seedSandbox } from '../../channels/components/ChannelStorySeeds.ts';
import { seedImage, seedPdf, seedTextDocument } from '../../attachments/components/AttachmentStorySeeds.ts';
import { seedBroadcastStory } from '../components/BroadcastStorySeeds.ts';
import { BroadcastFormScreen } from './BroadcastFormScreen.tsx';
import { BroadcastListScreen } from './BroadcastListScreen.tsx';

/** The broadcast pages as the console mounts them; the list's range ends on the fake's day. */
function BroadcastPages() {
  return (
    <Routes>
      <Route path="/campaigns/broadcast" element={<BroadcastListScreen today={new Date(FAKE_EPOCH)} />} />
      <Route path="/campaigns/broadcast/create" element={<BroadcastFormScreen />} />
      <Route path="/campaigns/broadcast/:id" element={<BroadcastFormScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Features/Broadcasts/BroadcastFormScreen',
  component: BroadcastFormScreen,
  render: () => <BroadcastPages />,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  beforeEach: () => seedBroadcastStory(),
  parameters: { layout: 'fullscreen', feature: { signedIn: true, initialEntries: ['/campaigns/broadcast/create'] } },
} satisfies Meta<typeof BroadcastFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendButton = () => screen.findByRole('button', { name: 'Send' });
const numbersField = () => screen.findByRole('textbox', { name: 'Mobile Numbers' });
const variables = async (group: string) => within(await screen.findByRole('group', { name: `${group} variables` }));

async function choose(field: 'Channel' | 'Template', option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Typed as pasted: braces are text here, not the keyboard's key names. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function mapConstant(group: string, variable: string, value: string) {
  await fill((await variables(group)).getByRole('textbox', { name: `Value for ${variable}` }), value);
}

async function mapColumn(group: string, variable: string, column: string) {
  const mapper = await variables(group);
  await userEvent.selectOptions(mapper.getByRole('combobox', { name: `Mapping type for ${variable}` }), 'column');
  await userEvent.selectOptions(mapper.getByRole('combobox', { name: `Value for ${variable}` }), column);
}

/** The welcome template on the sandbox, both variables mapped to constants. */
async function fillWelcome(numbers: string) {
  await choose('Channel', 'Sandbox');
  await choose('Template', 'welcome_message');
  await fill(await numbersField(), numbers);
  await mapConstant('Header', '{{1}}', 'Parley');
  await mapConstant('Body', '{{1}}', 'friend');
}

/** §5: channel, template and numbers are required, each said at its field. */
export const EmptySubmitShowsEveryMandatory: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Send Template' })).toBeVisible();
    await userEvent.click(await sendButton());
    await waitFor(() => expect(screen.getAllByText(BroadcastMessages.mandatory)).toHaveLength(3));
    await expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveAccessibleDescription(
      BroadcastMessages.mandatory,
    );
    await expect(screen.getByRole('combobox', { name: 'Template' })).toHaveAccessibleDescription(
      BroadcastMessages.mandatory,
    );
    await expect(await numbersField()).toHaveAccessibleDescription(new RegExp(BroadcastMessages.mandatory));
    // Nothing was sent.
    await expect(screen.queryByLabelText('Current path')).toBeNull();
  },
};

/** A number shorter than 10 characters: 'please enter valid number'; fixing it clears the message. */
export const InvalidNumber: Story = {
  play: async () => {
    const numbers = await numbersField();
    await fill(numbers, '+919876543210, 12345');
    await userEvent.click(await sendButton());
    await waitFor(() => expect(numbers).toHaveAccessibleDescription(new RegExp(BroadcastMessages.invalidNumber)));
    await fill(numbers, '+919876543210');
    await waitFor(() => expect(numbers).not.toHaveAccessibleDescription(new RegExp(BroadcastMessages.invalidNumber)));
  },
};

/** §4: a template belongs to its channel; choosing another channel clears it (and its variables). */
export const ChoosingAChannelClearsTheTemplate: Story = {
  beforeEach: () => void seedSandbox('Support Line'),
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Template' })).toBeDisabled();
    await choose('Channel', 'Sandbox');
    await choose('Template', 'welcome_message');
    await expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('welcome_message');
    await expect(await screen.findByRole('group', { name: 'Body variables' })).toBeVisible();
    await choose('Channel', 'Support Line');
    await expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('Support Line');
    await expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('');
    await expect(screen.queryByRole('group', { name: 'Body variables' })).toBeNull();
    // The new channel's list: the sandbox's templates are not offered.
    await userEvent.click(screen.getByRole('combobox', { name: 'Template' }));
    await expect(await screen.findByText('No approved templates')).toBeVisible();
  },
};

/** §9: channels come 20 at a time; scrolling to the end of the list loads the rest. */
export const ChannelsLoadAsTheListScrolls: Story = {
  beforeEach: () => {
    for (let n = 1; n <= 22; n++) seedSandbox(`Line ${String(n).padStart(2, '0')}`);
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Channel' }));
    const list = await screen.findByRole('listbox', { name: 'Channel' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    list.scrollTop = list.scrollHeight;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(23));
    // Typing searches by name.
    await userEvent.type(screen.getByRole('combobox', { name: 'Channel' }), 'Line 2');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Line 20', 'Line 21', 'Line 22']),
    );
  },
};

/** An image template sent without its image: 'Attachment is missing !' at the attachment. */
export const MediaTemplateWithoutAttachment: Story = {
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'spring_offer');
    await fill(await numbersField(), '+919876543210');
    await mapConstant('Body', '{{1}}', 'friend');
    await userEvent.click(await sendButton());
    const header = await screen.findByRole('group', { name: 'Header image' });
    await expect(await within(header).findByRole('alert')).toHaveTextContent(BroadcastMessages.attachmentMissing);
    await expect(within(header).getByText('No file chosen')).toBeVisible();
  },
};

/** A document must be a PDF: the library refuses another with 'Invalid file type !'; a PDF is taken. */
export const DocumentMustBePdf: Story = {
  beforeEach: () => {
    seedTextDocument('terms.txt');
    seedPdf('invoice-42.pdf');
  },
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'invoice_ready');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Header document (PDF)' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose a document from the library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'terms.txt Document' }));
    await expect(await picker.findByRole('alert')).toHaveTextContent(BroadcastMessages.invalidFileType);
    await userEvent.click(picker.getByRole('button', { name: 'invoice-42.pdf Document' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /from the library/ })).toBeNull());
    const header = screen.getByRole('group', { name: 'Header document (PDF)' });
    await expect(within(header).getByText('invoice-42.pdf')).toBeVisible();
  },
};

/** A carousel needs every card's media and every card's variables: both are said, and as toasts too (§8). */
export const CarouselGaps: Story = {
  beforeEach: () => void seedImage('shoes.png'),
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'product_carousel');
    await fill(await numbersField(), '+919876543210');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Card 1 image' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose an image from the library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'shoes.png Image' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /from the library/ })).toBeNull());
    await mapConstant('Card 1', '{{1}}', 'Asha');
    await userEvent.click(await sendButton());
    const card2 = await screen.findByRole('group', { name: 'Card 2 image' });
    await expect(await within(card2).findByRole('alert')).toHaveTextContent(BroadcastMessages.cardMediaMissing(2));
    const mapping = within(await screen.findByRole('group', { name: 'Variable mapping' }));
    await expect(mapping.getByText(BroadcastMessages.cardMappingMissing)).toHaveAttribute('role', 'alert');
    await expect((await variables('Card 2')).getByRole('textbox', { name: 'Value for {{1}}' })).toBeInvalid();
    const toasts = await screen.findAllByRole('alert');
    await expect(toasts.map((toast) => toast.textContent).join('|')).toContain(BroadcastMessages.cardMediaMissing(2));
  },
};

/** A URL variable's Expression is checked against the customer master's columns. */
export const UrlExpressionFound: Story = {
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'order_tracking');
    const mapper = await variables('Button 1 URL');
    await userEvent.selectOptions(mapper.getByRole('combobox', { name: 'Mapping type for {{1}}' }), 'expression');
    await fill(mapper.getByRole('textbox', { name: 'Value for {{1}}' }), '{phoneNumber|digits}?city={city|lower}');
    await userEvent.click(screen.getByRole('button', { name: 'Check expression of Button 1 URL {{1}}' }));
    await expect(await screen.findByText(`${BroadcastMessages.urlVariablesMapped}: phoneNumber, city`)).toBeVisible();
  },
};

export const UrlExpressionNotFound: Story = {
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'order_tracking');
    const mapper = await variables('Button 1 URL');
    await userEvent.selectOptions(mapper.getByRole('combobox', { name: 'Mapping type for {{1}}' }), 'expression');
    const value = mapper.getByRole('textbox', { name: 'Value for {{1}}' });
    await fill(value, '{loyaltyId}');
    await userEvent.click(screen.getByRole('button', { name: 'Check expression of Button 1 URL {{1}}' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      `${BroadcastMessages.urlVariableNotFound}: loyaltyId`,
    );
    // The answer is about that text: a change takes it away.
    await userEvent.type(value, 'x');
    await waitFor(() => expect(screen.queryByText(/URL variable not found/)).toBeNull());
  },
};

/**
 * The preview shows the template's examples until the form is complete, then the first recipient's message as the
 * server renders it, with what a send would do: an invalid number is listed with its reason.
 */
export const PreviewShowsTheFirstRecipient: Story = {
  play: async () => {
    await choose('Channel', 'Sandbox');
    await choose('Template', 'welcome_message');
    const examples = await screen.findByRole('figure', { name: 'welcome_message' });
    await expect(within(examples).getByText(/Asha/)).toBeVisible();
    await fill(await numbersField(), '0000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Get from customer master' }));
    const picker = within(await screen.findByRole('dialog', { name: "Customer's List" }));
    await userEvent.click(picker.getByRole('combobox', { name: /Choose Customer/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Nina Shah/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Yes' }));
    await expect(await numbersField()).toHaveValue('0000000000, +919876543223');
    await mapConstant('Header', '{{1}}', 'Parley');
    await mapColumn('Body', '{{1}}', 'name');
    const first = await screen.findByRole('figure', { name: "First recipient's message" }, { timeout: 5000 });
    await expect(within(first).getByText(/Hi Nina Shah, thanks for joining/)).toBeVisible();
    const check = screen.getByRole('region', { name: 'Recipients check' });
    await expect(within(check).getByText('2 recipients, 1 rejected')).toBeVisible();
    await expect(within(check).getByRole('list', { name: 'Rejected recipients' })).toHaveTextContent(
      `0000000000: ${BroadcastMessages.numberInvalid}`,
    );
  },
};

/** A send that is accepted: the server's message as a toast, and back to the list, where it is the newest. */
export const SuccessfulSendGoesToTheList: Story = {
  play: async () => {
    await fillWelcome('+919876543210, +919876543211');
    await userEvent.click(await sendButton());
    await expect(await screen.findByText(BroadcastMessages.accepted(2))).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Broadcasts' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('welcome_message'));
  },
};

/** A refused send: the server's message as a toast; the form keeps what was typed. */
export const RefusedSendKeepsTheForm: Story = {
  beforeEach: () => fake.fail('sendBroadcast', { status: 400, code: 400, message: 'The channel is paused' }),
  play: async () => {
    await fillWelcome('+919876543210');
    await userEvent.click(await sendButton());
    await expect(await screen.findByText('The channel is paused')).toBeVisible();
    await expect(await numbersField()).toHaveValue('+919876543210');
    await expect(screen.getByRole('heading', { level: 1, name: 'Send Template' })).toBeVisible();
  },
};

/**
 * When no recipient can get the message, the check says who and why before Send, and a Send is refused with the
 * server's message at the numbers (and as a toast).
 */
export const NoRecipientAccepted: Story = {
  play: async () => {
    await fillWelcome('0000000000');
    const check = within(await screen.findByRole('region', { name: 'Recipients check' }, { timeout: 5000 }));
    await expect(check.getByText('1 recipient, 1 rejected')).toBeVisible();
    await expect(check.getByRole('list', { name: 'Rejected recipients' })).toHaveTextContent(
      `0000000000: ${BroadcastMessages.numberInvalid}`,
    );
    await userEvent.click(await sendButton());
    await waitFor(async () =>
      expect(await numbersField()).toHaveAccessibleDescription(new RegExp(BroadcastMessages.noneAccepted)),
    );
    await expect(screen.getByRole('heading', { level: 1, name: 'Send Template' })).toBeVisible();
  },
};

/**
 * View mode, reached from the list: the whole form disabled with what was sent, the counts, and the messages;
 * a row opens its Message Status.
 */
export const ViewModeWithMessages: Story = {
  parameters: { feature: { signedIn: true, initialEntries: ['/campaigns/broadcast'] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('link', { name: 'January welcome' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'January welcome' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to broadcasts' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Channel' })).toBeDisabled();
    await expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('Sandbox');
    await expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('welcome_message');
    await expect(screen.getByRole('textbox', { name: 'Mobile Numbers' })).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: 'Mobile Numbers' })).toHaveValue(
      '+919812345670, +14155550123, +33612345678',
    );
    await expect((await variables('Body')).getByRole('combobox', { name: 'Value for {{1}}' })).toHaveValue('name');
    await expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const counts = screen.getByRole('region', { name: 'Messages by status' });
    await expect(counts).toHaveTextContent(/Total\s*3/);
    await expect(counts).toHaveTextContent(/Read\s*1/);
    await expect(counts).toHaveTextContent(/Delivered\s*2/);

    const table = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('+919812345670');
    await expect(first).toHaveTextContent('Read');
    await userEvent.click(first);
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Status' }));
    // Current Status, then Channel message Id.
    const [current, channelId] = await dialog.findAllByRole('definition');
    await expect(current).toHaveTextContent('Read');
    await expect(channelId).toHaveTextContent(/^wamid\./);
    const history = dialog.getByRole('table', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4));
  },
};

/** A failed message says why in the table. */
export const ViewModeShowsWhyAMessageFailed: Story = {
  parameters: { feature: { signedIn: true, initialEntries: ['/campaigns/broadcast'] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('link', { name: 'Welcome follow-up' }));
    const table = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getByText(`Rejected: ${BroadcastMessages.numberInvalid}`)).toBeVisible();
    await expect(within(table).getByText(/^Failed: /)).toBeVisible();
  },
};
