import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VENDOR_IDS, vendorById } from '@parley/api-client';
import { formatDayMonthYearTime } from '@parley/ui';
import { fake } from '@parley/api-client/fake';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectNoPageOverflow } from '../../accounts/screens/tableLayoutChecks.ts';
import {
  CLOUD_SECRETS,
  STORY_UPDATED_AT,
  renameDemoSandbox,
  seedCloudChannel,
  seedDepartment,
  seedMessage,
  seedWebChannel,
} from '../components/ChannelStorySeeds.ts';
import { ChannelDetailsScreen } from './ChannelDetailsScreen.tsx';

const CLOUD_ID = 'ch-support';

const meta = {
  title: 'Features/Channels/ChannelDetailsScreen',
  component: ChannelDetailsScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: {
    layout: 'fullscreen',
    feature: {
      path: '/admin/channels/:id/details',
      initialEntries: [`/admin/channels/${CLOUD_ID}/details`],
      signedIn: true,
    },
  },
} satisfies Meta<typeof ChannelDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SANDBOX_ID = 'ch-sandbox';
/** The demo sandbox's details address. */
const sandboxParameters = {
  feature: {
    path: '/admin/channels/:id/details',
    initialEntries: [`/admin/channels/${SANDBOX_ID}/details`],
    signedIn: true,
  },
};

const seedCloud = () => {
  seedDepartment('dept-support', 'Support');
  const channel = seedCloudChannel({
    id: CLOUD_ID,
    name: 'Support WhatsApp',
    contactId: '+919812345670',
    deptId: 'dept-support',
  });
  seedMessage(channel, {
    id: 'm1',
    createdAt: '2026-01-05T09:00:00.000Z',
    kind: 'template',
    content: { body: 'Hi Asha, welcome', templateName: 'welcome_message' },
    currentDeliveryStatus: 'read',
  });
  seedMessage(channel, {
    id: 'm2',
    createdAt: '2026-01-05T09:05:00.000Z',
    direction: 'in',
    content: { body: 'Tell me more' },
    currentDeliveryStatus: 'received',
  });
  seedMessage(channel, {
    id: 'm3',
    createdAt: '2026-01-05T09:10:00.000Z',
    customerNumber: '+14155550123',
    content: { body: 'Our opening hours are 9 to 5' },
    currentDeliveryStatus: 'failed',
    channelErrorCode: 131026,
    channelErrorDesc: 'Message undeliverable',
  });
};

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const valueOf = (container: HTMLElement, label: string) => {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

/** A stub clipboard for the copy button (the test browser's own needs a permission prompt). */
const withStubClipboard = () => {
  const copied: string[] = [];
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  (globalThis as { copiedTexts?: string[] }).copiedTexts = copied;
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
};

/**
 * A Cloud API channel: what it is, its settings with secrets only masked, its traffic, its webhook address with
 * the steps for Meta's dashboard, and its latest messages newest first.
 */
export const CloudWithWebhook: Story = {
  beforeEach: [seedCloud, withStubClipboard],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Support WhatsApp' })).toBeVisible();
    const about = section('Channel');
    await expect(valueOf(about, 'Type')).toHaveTextContent('WhatsApp');
    await expect(valueOf(about, 'Vendor')).toHaveTextContent('WhatsApp Cloud API');
    await waitFor(() => expect(valueOf(about, 'Department')).toHaveTextContent('Support'));
    await expect(valueOf(about, 'Contact number')).toHaveTextContent('+919812345670');
    await expect(valueOf(about, 'Updated')).toHaveTextContent(formatDayMonthYearTime(STORY_UPDATED_AT));

    const settings = section('WhatsApp Cloud API settings');
    await expect(valueOf(settings, 'Phone number id')).toHaveTextContent('106540352242922');
    await expect(valueOf(settings, 'Access token')).toHaveTextContent('••••••••4321');
    await expect(within(valueOf(settings, 'Access token')).getByText('Hidden, ending in 4321')).toBeInTheDocument();
    for (const secret of Object.values(CLOUD_SECRETS)) await expect(document.body.textContent).not.toContain(secret);

    const traffic = section('Traffic');
    await expect(valueOf(traffic, 'Messages sent')).toHaveTextContent('2');
    await expect(valueOf(traffic, 'Messages received')).toHaveTextContent('1');
    await expect(valueOf(traffic, 'Last inbound message')).toHaveTextContent(
      formatDayMonthYearTime('2026-01-05T09:05:00.000Z'),
    );

    const address = screen.getByRole('textbox', { name: 'Webhook address' });
    await expect(address).toHaveValue(`${window.location.origin}/api/webhooks/whatsapp/${CLOUD_ID}`);
    await expect(address).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Copy webhook address' }));
    await expect(await screen.findByText('Webhook address copied.')).toBeVisible();
    await expect((globalThis as { copiedTexts?: string[] }).copiedTexts).toEqual([
      `${window.location.origin}/api/webhooks/whatsapp/${CLOUD_ID}`,
    ]);
    const steps = screen.getByRole('list', { name: "Connect the webhook in Meta's app dashboard" });
    await expect(steps).toHaveTextContent('paste the webhook address as the Callback URL');
    await expect(steps).toHaveTextContent('verify token (the one saved here, ending 8842)');

    const messages = await screen.findByRole('table', { name: 'Recent messages' });
    await waitFor(() => expect(within(messages).getAllByRole('row')).toHaveLength(4));
    const [, newest, reply, oldest] = within(messages).getAllByRole('row');
    await expect(newest).toHaveTextContent('Our opening hours are 9 to 5');
    await expect(newest).toHaveTextContent('+14155550123');
    await expect(newest).toHaveTextContent('Failed');
    await expect(newest).toHaveTextContent('131026 Message undeliverable');
    await expect(reply).toHaveTextContent('Received');
    await expect(reply).toHaveTextContent('Tell me more');
    await expect(oldest).toHaveTextContent('Template: welcome_message');
    await expect(oldest).toHaveTextContent('Read');
    await expect(oldest).toHaveTextContent(formatDayMonthYearTime('2026-01-05T09:00:00.000Z'));

    await expect(screen.queryByRole('button', { name: 'Open simulator' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(`/admin/channels/edit/${CLOUD_ID}`);
  },
};

/** The demo sandbox: its description and settings, its template, no webhook, and the way to its simulator. */
export const Sandbox: Story = {
  beforeEach: () => void renameDemoSandbox(SANDBOX_ID),
  parameters: sandboxParameters,
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
    const settings = section('Sandbox settings');
    await expect(within(settings).getByText(vendorById(VENDOR_IDS.sandbox)!.description)).toBeVisible();
    await expect(valueOf(settings, 'Failure rate (%)')).toHaveTextContent('0');
    await expect(valueOf(settings, 'Rejection word')).toHaveTextContent('reject');
    await expect(valueOf(section('Traffic'), 'Templates')).toHaveTextContent('1');
    await expect(valueOf(section('Traffic'), 'Last inbound message')).toHaveTextContent('None yet');
    await expect(valueOf(section('Channel'), 'Department')).toHaveTextContent('None');
    await expect(screen.queryByRole('heading', { name: 'Webhook' })).toBeNull();
    await expect(await screen.findByText('No messages yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open simulator' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(
      `/admin/channels/${SANDBOX_ID}/simulator`,
    );
  },
};

const WEB_ID = 'ch-web';

/** A web-chat channel: its window's settings, and the script tag to paste into the website, copied in one click. */
export const WebChat: Story = {
  beforeEach: [() => void seedWebChannel('Acme website', { id: WEB_ID }), withStubClipboard],
  parameters: {
    feature: {
      path: '/admin/channels/:id/details',
      initialEntries: [`/admin/channels/${WEB_ID}/details`],
      signedIn: true,
    },
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Acme website' })).toBeVisible();
    await expect(valueOf(section('Channel'), 'Type')).toHaveTextContent('Web');
    const settings = section('Web chat settings');
    await expect(within(settings).getByText(vendorById(VENDOR_IDS.webChat)!.description)).toBeVisible();
    await expect(valueOf(settings, 'Window title')).toHaveTextContent('Chat with Acme');
    await expect(valueOf(settings, 'Allowed websites')).toHaveTextContent('https://shop.example.com');
    const tag = `<script src="${window.location.origin}/webchat.js" data-parley-channel="${WEB_ID}" async></script>`;
    await expect(screen.getByRole('region', { name: 'Put the chat on your website' })).toBeVisible();
    await expect(screen.getByLabelText('Embed code')).toHaveTextContent(tag);
    await userEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    await expect(await screen.findByText('Embed code copied.')).toBeVisible();
    await expect((globalThis as { copiedTexts?: string[] }).copiedTexts).toEqual([tag]);
    await expect(screen.queryByRole('heading', { name: 'Webhook' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Open simulator' })).toBeNull();
  },
};

/** The channel cannot be loaded: the server's message, a way to ask again, and the way back. */
export const LoadFailure: Story = {
  beforeEach: () => {
    seedCloud();
    fake.fail('getChannelDetails', { status: 500, code: 500, message: 'Channel is unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Channel is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Support WhatsApp' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to channels' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/^\/admin\/channels$/);
  },
};

/** On a 360 px phone nothing pushes the page sideways; the webhook address and its copy button fit. */
export const OnPhone: Story = {
  beforeEach: [atViewport(360, 800), seedCloud],
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await expect(await screen.findByRole('textbox', { name: 'Webhook address' })).toBeVisible();
    await expect(await screen.findByRole('table', { name: 'Recent messages' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy webhook address' })).toBeVisible();
    await expectNoPageOverflow();
  },
};
