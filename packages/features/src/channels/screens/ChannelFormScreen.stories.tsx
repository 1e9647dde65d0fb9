import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ChannelAdminMessages, VENDOR_IDS, vendorById } from '@parley/api-client';
import { channelsData, fake } from '@parley/api-client/fake';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectNoPageOverflow } from '../../accounts/screens/tableLayoutChecks.ts';
import { CLOUD_SECRETS, seedCloudChannel, seedDepartment } from '../components/ChannelStorySeeds.ts';
import { KEEP_STORED_SECRET } from '../components/VendorConfigFields.tsx';
import { ChannelFormScreen } from './ChannelFormScreen.tsx';

const meta = {
  title: 'Features/Channels/ChannelFormScreen',
  component: ChannelFormScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/channels/create', signedIn: true } },
} satisfies Meta<typeof ChannelFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const EDITED_ID = 'ch-support';
/** The form at the edit address of the seeded Cloud API channel. */
const editParameters = {
  feature: { path: '/admin/channels/edit/:id', initialEntries: [`/admin/channels/edit/${EDITED_ID}`], signedIn: true },
};
const seedEdited = () => {
  seedDepartment('dept-support', 'Support');
  seedCloudChannel({ id: EDITED_ID, name: 'Support WhatsApp', contactId: '+919812345670', deptId: 'dept-support' });
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
/** Password inputs have no role: found by their label (which carries a required marker). */
const secretInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const expectFieldError = async (input: HTMLElement, message: string) =>
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));

const chooseCloud = async () => {
  await userEvent.selectOptions(combobox('Channel type'), 'WhatsApp');
  await userEvent.selectOptions(combobox('Vendor'), 'WhatsApp Cloud API');
};
const fillCloudCredentials = async (accessToken: string) => {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number id' }), '106540352242922');
  await userEvent.type(textbox('WhatsApp Business Account id'), '102290129340398');
  await userEvent.type(secretInput('Access token'), accessToken);
  await userEvent.type(secretInput('App secret'), 'a1b2c3d4e5f6a7b8c9d0');
  await userEvent.type(secretInput('Verify token'), 'parley-verify-1234');
};
const status = () => screen.getByRole('status', { name: 'Connection test result' });

/** A sandbox channel: its description and its own settings, generated from its field definitions; saved, back to the list. */
export const CreateSandbox: Story = {
  beforeEach: () => seedDepartment('dept-support', 'Support'),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Add Channel' })).toBeVisible();
    await userEvent.type(textbox('Name'), 'Try-outs');
    await userEvent.selectOptions(combobox('Channel type'), 'WhatsApp');
    await userEvent.selectOptions(combobox('Vendor'), 'Sandbox');
    await expect(screen.getByText(vendorById(VENDOR_IDS.sandbox)!.description)).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Sandbox settings' })).toBeVisible();
    await expect(textbox('Failure rate (%)')).toHaveAccessibleDescription(
      'Share of messages that fail, to try error paths.',
    );
    await userEvent.type(textbox('Failure rate (%)'), '10');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Department' }), 'Support');
    // No connection to test: the sandbox lives inside the console.
    await expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(ChannelAdminMessages.created)).toBeVisible();
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/^\/admin\/channels$/);
    await expect(channelsData(fake.store).channels.at(-1)).toEqual(
      expect.objectContaining({
        name: 'Try-outs',
        type: 4,
        vendor: VENDOR_IDS.sandbox,
        deptId: 'dept-support',
        data: { failureRate: '10', rejectWord: '', reviewSeconds: '' },
      }),
    );
  },
};

/** Save with nothing typed for a Cloud API channel: every required error at once, each on its field. */
export const CloudRequiredErrors: Story = {
  play: async () => {
    await chooseCloud();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(textbox('Name'), ChannelAdminMessages.nameRequired);
    await expectFieldError(textbox('Phone number id'), 'Phone number id is required');
    await expectFieldError(textbox('WhatsApp Business Account id'), 'WhatsApp Business Account id is required');
    await expectFieldError(secretInput('Access token'), 'Access token is required');
    await expectFieldError(secretInput('App secret'), 'App secret is required');
    await expectFieldError(secretInput('Verify token'), 'Verify token is required');
    // After the attempt the messages follow the input.
    await userEvent.type(textbox('Phone number id'), '12ab');
    await expectFieldError(textbox('Phone number id'), 'Phone number id is a number');
    await expect(channelsData(fake.store).channels).toHaveLength(1);
  },
};

/** Changing the type clears a vendor that does not serve it; Save then asks for a vendor. */
export const TypeChangeClearsVendor: Story = {
  play: async () => {
    await chooseCloud();
    await expect(await screen.findByRole('group', { name: 'WhatsApp Cloud API settings' })).toBeVisible();
    await userEvent.selectOptions(combobox('Channel type'), 'SMS');
    await waitFor(() => expect(combobox('Vendor')).toHaveValue(''));
    await expect(combobox('Vendor')).toHaveAccessibleDescription('No vendor serves this channel type yet.');
    await expect(screen.queryByRole('group', { name: 'WhatsApp Cloud API settings' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(combobox('Vendor'), ChannelAdminMessages.vendorRequired);
  },
};

/** A contact number that is not a phone number shows the pattern error. */
export const ContactNumberPattern: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Try-outs');
    await userEvent.selectOptions(combobox('Channel type'), 'WhatsApp');
    await userEvent.selectOptions(combobox('Vendor'), 'Sandbox');
    const contact = textbox('Contact number');
    await userEvent.type(contact, '12-abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(contact, 'Invalid number format');
    await expect(screen.getByRole('alert')).toHaveTextContent('Invalid number format');
    await userEvent.clear(contact);
    await userEvent.type(contact, '+91 98123 45670');
    await expect(contact).not.toHaveAccessibleDescription(expect.stringContaining('Invalid number format'));
  },
};

/** The server refuses a name another channel has: its message shows on the name. */
export const DuplicateName: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'sandbox');
    await userEvent.selectOptions(combobox('Channel type'), 'WhatsApp');
    await userEvent.selectOptions(combobox('Vendor'), 'Sandbox');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expectFieldError(textbox('Name'), ChannelAdminMessages.duplicate));
    await expect(screen.getByRole('heading', { level: 1, name: 'Add Channel' })).toBeVisible();
    await expect(channelsData(fake.store).channels).toHaveLength(1);
  },
};

/** Test connection with typed Cloud API credentials: the number's name, display number and quality rating. */
export const TestConnectionConnected: Story = {
  play: async () => {
    await chooseCloud();
    await fillCloudCredentials('EAAGnewaccesstoken5678');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Connected — Parley Demo (+1 555-010-0200), quality High (green)'),
    );
    // A new value makes the answer stale.
    await userEvent.type(secretInput('Access token'), 'X');
    await expect(status().textContent).toBe('');
    await expect(document.body.textContent).not.toContain('EAAGnewaccesstoken5678');
  },
};

/** A token Meta refuses: the refusal in the status region; the token stays hidden. */
export const TestConnectionRefused: Story = {
  play: async () => {
    await chooseCloud();
    await fillCloudCredentials('EAAGexpiredtoken0001');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(status()).toHaveTextContent(ChannelAdminMessages.tokenRefused));
    await expect(secretInput('Access token')).toHaveAttribute('type', 'password');
    await expect(document.body.textContent).not.toContain('EAAGexpiredtoken0001');
  },
};

/** The server's field errors land on their fields: a test without a phone number id. */
export const TestConnectionFieldError: Story = {
  play: async () => {
    await chooseCloud();
    await userEvent.type(secretInput('Access token'), 'EAAGnewaccesstoken5678');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(status()).toHaveTextContent('Phone number id is required'));
    await expectFieldError(textbox('Phone number id'), 'Phone number id is required');
  },
};

/**
 * Edit: the stored values fill the form; secret inputs start empty, their stored values only masked in the hint.
 * Saved with them empty, the stored secrets stay.
 */
export const EditKeepsSecrets: Story = {
  beforeEach: () => void seedEdited(),
  parameters: editParameters,
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Edit Channel' })).toBeVisible();
    await expect(textbox('Name')).toHaveValue('Support WhatsApp');
    await expect(combobox('Channel type')).toHaveValue('4');
    await expect(combobox('Vendor')).toHaveValue(String(VENDOR_IDS.whatsappCloud));
    await waitFor(() => expect(combobox('Department')).toHaveValue('dept-support'));
    await expect(textbox('Contact number')).toHaveValue('+919812345670');
    await expect(textbox('Phone number id')).toHaveValue('106540352242922');
    for (const label of ['Access token', 'App secret', 'Verify token']) {
      const input = secretInput(label);
      await expect(input).toHaveValue('');
      await expect(input).not.toBeRequired();
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(KEEP_STORED_SECRET));
    }
    await expect(secretInput('Access token')).toHaveAccessibleDescription(expect.stringContaining('••••••••4321'));
    // The stored test uses the stored token.
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Connected — Parley Demo/));
    for (const secret of Object.values(CLOUD_SECRETS)) {
      await expect(document.body.textContent).not.toContain(secret);
      await expect([...document.querySelectorAll('input')].map((input) => input.value)).not.toContain(secret);
    }
    await userEvent.clear(textbox('Name'));
    await userEvent.type(textbox('Name'), 'Support line');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(ChannelAdminMessages.updated)).toBeVisible();
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/^\/admin\/channels$/);
    const stored = channelsData(fake.store).channels.find((c) => c.id === EDITED_ID);
    await expect(stored?.name).toBe('Support line');
    await expect(stored?.data).toEqual(expect.objectContaining(CLOUD_SECRETS));
  },
};

/** The channel to edit cannot be loaded: the server's message and a way to ask again. */
export const EditLoadFailure: Story = {
  beforeEach: () => {
    seedEdited();
    fake.fail('getChannel', { status: 500, code: 500, message: 'Channel is unavailable' });
  },
  parameters: editParameters,
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Channel is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Support WhatsApp');
  },
};

/** On a 360 px phone the form fits the width. */
export const OnPhone: Story = {
  beforeEach: atViewport(360, 800),
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await chooseCloud();
    await expect(await screen.findByRole('button', { name: 'Test connection' })).toBeVisible();
    await expectNoPageOverflow();
  },
};
