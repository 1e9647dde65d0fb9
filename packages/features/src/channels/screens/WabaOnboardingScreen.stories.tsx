import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChannelAdminMessages, VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '@parley/api-client';
import { channelsData, fake } from '@parley/api-client/fake';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectNoPageOverflow } from '../../accounts/screens/tableLayoutChecks.ts';
import { WabaOnboardingScreen } from './WabaOnboardingScreen.tsx';

const meta = {
  title: 'Features/Channels/WabaOnboardingScreen',
  component: WabaOnboardingScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/whatsapp-onboarding', signedIn: true } },
} satisfies Meta<typeof WabaOnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TYPED = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  appId: '1234567890123456',
  accessToken: 'EAAGonboardtoken5678',
  appSecret: 'f0e1d2c3b4a5968778695a4b',
  verifyToken: 'parley-onboard-7731',
};
const SECRETS = [TYPED.accessToken, TYPED.appSecret, TYPED.verifyToken];

const textbox = (name: string) => screen.getByRole('textbox', { name });
/** Password inputs have no role: found by their label (which carries a required marker). */
const secretInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const status = () => screen.getByRole('status', { name: 'Connection test result' });
const connectButton = () => screen.getByRole('button', { name: 'Connect number' });

const fillNumber = async (accessToken = TYPED.accessToken) => {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Channel name' }), 'Support line');
  await userEvent.type(textbox('Phone number id'), TYPED.phoneNumberId);
  await userEvent.type(textbox('WhatsApp Business Account id'), TYPED.wabaId);
  await userEvent.type(textbox('App id'), TYPED.appId);
  await userEvent.type(secretInput('Access token'), accessToken);
  await userEvent.type(secretInput('App secret'), TYPED.appSecret);
  await userEvent.type(secretInput('Verify token'), TYPED.verifyToken);
};

const expectNoSecretShown = async () => {
  for (const secret of SECRETS) await expect(document.body.textContent).not.toContain(secret);
};

/**
 * Test first: Meta's answer names the number and its quality rating in words; only then Connect. The new channel
 * is a WhatsApp channel of the Cloud API vendor; the page then gives its webhook and the way to its details.
 */
export const TestThenConnect: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Waba Onboarding' })).toBeVisible();
    await fillNumber();
    await expect(connectButton()).toBeDisabled();
    await expect(connectButton()).toHaveAccessibleDescription(
      'Test the connection first: a number Meta accepts can be connected.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Connected — Parley Demo (+1 555-010-0200), quality High (green)'),
    );
    await expect(within(status()).getByText('High (green)')).toBeVisible();
    await expect(connectButton()).toBeEnabled();

    // Changed credentials need a new test.
    await userEvent.type(secretInput('Access token'), '9');
    await expect(connectButton()).toBeDisabled();
    await userEvent.clear(secretInput('Access token'));
    await userEvent.type(secretInput('Access token'), TYPED.accessToken);
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(connectButton()).toBeEnabled());

    await userEvent.click(connectButton());
    await expect(await screen.findByText(ChannelAdminMessages.created)).toBeVisible();
    const channel = channelsData(fake.store).channels.at(-1)!;
    await expect(channel).toEqual(
      expect.objectContaining({
        name: 'Support line',
        type: WHATSAPP_CHANNEL_TYPE,
        vendor: VENDOR_IDS.whatsappCloud,
        contactId: '+15550100200',
        data: TYPED,
      }),
    );
    await expect(screen.getByText(/Support line is connected/)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Webhook address' })).toHaveValue(
      `${window.location.origin}/api/webhooks/whatsapp/${channel.id}`,
    );
    await expect(screen.getByRole('list', { name: "Connect the webhook in Meta's app dashboard" })).toHaveTextContent(
      'verify token (the one saved here, ending 7731)',
    );
    await expectNoSecretShown();
    await userEvent.click(screen.getByRole('link', { name: 'Open the details of Support line' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(
      `/admin/channels/${channel.id}/details`,
    );
  },
};

/** A token Meta refuses: the refusal is said, Connect stays off, and the token stays hidden. */
export const RefusedToken: Story = {
  play: async () => {
    await fillNumber('EAAGinvalidtoken0000');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(status()).toHaveTextContent(ChannelAdminMessages.tokenRefused));
    await expect(connectButton()).toBeDisabled();
    await expect(secretInput('Access token')).toHaveAttribute('type', 'password');
    await expect(document.body.textContent).not.toContain('EAAGinvalidtoken0000');
    await expect(channelsData(fake.store).channels).toHaveLength(1);
  },
};

/** Meta rates a number yellow: said in words, with a badge that only repeats them in colour. */
export const MediumQuality: Story = {
  beforeEach: () => {
    channelsData(fake.store).cloudNumbers.set(TYPED.phoneNumberId, {
      displayPhoneNumber: '+1 555-010-0300',
      verifiedName: 'Parley Sales',
      qualityRating: 'YELLOW',
      token: TYPED.accessToken,
    });
  },
  play: async () => {
    await fillNumber();
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Connected — Parley Sales (+1 555-010-0300), quality Medium (yellow)'),
    );
  },
};

/** A tested number still needs its other fields: Connect shows what is missing, on its fields. */
export const ConnectShowsRequiredErrors: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number id' }), TYPED.phoneNumberId);
    await userEvent.type(secretInput('Access token'), TYPED.accessToken);
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(connectButton()).toBeEnabled());
    await userEvent.click(connectButton());
    await expect(textbox('Channel name')).toHaveAccessibleDescription(ChannelAdminMessages.nameRequired);
    await expect(textbox('WhatsApp Business Account id')).toHaveAccessibleDescription(
      'WhatsApp Business Account id is required',
    );
    await expect(secretInput('App secret')).toHaveAccessibleDescription('App secret is required');
    await expect(secretInput('Verify token')).toHaveAccessibleDescription('Verify token is required');
    await expect(channelsData(fake.store).channels).toHaveLength(1);
  },
};

/** A role with Waba Onboarding but not Create channels may test, and is told why it cannot connect. */
export const ViewerCannotConnect: Story = {
  beforeEach: () =>
    void fake.seed.user({ emailId: 'onboarding@parley.local', roles: [6], permissions: ['WABAONBOARD.VIEW'] }),
  parameters: { feature: { path: '/admin/whatsapp-onboarding', signedIn: 'onboarding@parley.local' } },
  play: async () => {
    await fillNumber();
    await expect(screen.getByText(/Connecting a number creates a channel, which your role may not do/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Connect number' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Connected — Parley Demo/));
  },
};

/** On a 360 px phone the form fits the width. */
export const OnPhone: Story = {
  beforeEach: atViewport(360, 800),
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await expect(await screen.findByRole('button', { name: 'Test connection' })).toBeVisible();
    await expect(connectButton()).toBeVisible();
    await expectNoPageOverflow();
  },
};
