import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { channelsData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { renameDemoSandbox, seedCloudChannel } from '../components/ChannelStorySeeds.ts';
import { SimulatorScreen } from './SimulatorScreen.tsx';

const SANDBOX_ID = 'sandbox-demo';

const meta = {
  title: 'Features/Channels/SimulatorScreen',
  component: SimulatorScreen,
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
      path: '/admin/channels/:id/simulator',
      initialEntries: [`/admin/channels/${SANDBOX_ID}/simulator`],
      signedIn: true,
    },
  },
  beforeEach: () => void renameDemoSandbox(SANDBOX_ID),
} satisfies Meta<typeof SimulatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = async () => within(await screen.findByRole('region', { name: /^Chat with / }));

/** Sends the demo's welcome template to the open customer, as the operator does from the simulator. */
async function sendWelcome() {
  await screen.findByRole('option', { name: 'welcome_message (en_US)' });
  await userEvent.selectOptions(screen.getByLabelText('Approved template'), 'welcome_message (en_US)');
  await userEvent.click(screen.getByRole('button', { name: 'Send template' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Send welcome_message' }));
  await expect(dialog.getByLabelText('Mobile number')).toHaveValue('+919812345670');
  await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
  await expect(await dialog.findByText(/Message sent to/)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
}

/** The sandbox's customers, the first one's empty phone. */
export const Customers: Story = {
  play: async () => {
    const list = within(await screen.findByRole('list', { name: 'Simulated customers' }));
    await expect(await list.findByRole('button', { name: /Asha Verma/ })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('button', { name: /Ben Carter/ })).toBeVisible();
    await expect(await (await phone()).findByText('No messages yet. Send a template to start.')).toBeVisible();
  },
};

/** The template arrives rendered, and its ticks move from sent to delivered to read while the phone shows it. */
export const TemplateArrivesAndIsRead: Story = {
  play: async () => {
    await sendWelcome();
    const p = await phone();
    await expect(await p.findByText('Welcome to Parley')).toBeVisible();
    await expect(p.getByText('Parley', { selector: 'strong' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Tell me more' })).toBeVisible();
    await waitFor(() => expect(p.getByTitle('Read')).toBeInTheDocument(), { timeout: 8000 });
    const sent = channelsData(fake.store).messages.at(-1)!;
    await expect(sent.messageStatuses.map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);
  },
};

/** The operator replies as the customer by typing; the reply is recorded as an inbound message. */
export const ReplyByTyping: Story = {
  play: async () => {
    const p = await phone();
    await userEvent.type(p.getByRole('textbox', { name: 'Message' }), 'Is my order on its way?{Enter}');
    await expect(await p.findByText('Is my order on its way?')).toBeVisible();
    const reply = channelsData(fake.store).messages.at(-1)!;
    await expect(reply).toMatchObject({ direction: 'in', kind: 'text', customerNumber: '+919812345670' });
  },
};

/** Tapping a quick reply sends it back, tied to the message it belongs to. */
export const TapQuickReply: Story = {
  play: async () => {
    await sendWelcome();
    const p = await phone();
    await userEvent.click(await p.findByRole('button', { name: 'Tell me more' }));
    await waitFor(() => expect(channelsData(fake.store).messages.at(-1)?.direction).toBe('in'));
    const [template, reply] = channelsData(fake.store).messages.slice(-2);
    await expect(reply).toMatchObject({ kind: 'button', replyTo: template!.id, content: { body: 'Tell me more' } });
    await expect(await p.findByText('Tell me more', { selector: 'p, span' })).toBeVisible();
  },
};

/** With a failure rate of 100 % every message fails, with the provider's code beside it. */
export const FailedDelivery: Story = {
  beforeEach: () => {
    channelsData(fake.store).channels.find((c) => c.id === SANDBOX_ID)!.data.failureRate = '100';
  },
  play: async () => {
    await sendWelcome();
    const p = await phone();
    await waitFor(() => expect(p.getByTitle('Failed')).toBeInTheDocument(), { timeout: 8000 });
    await expect(p.getByText(/Message undeliverable \(131026\)/)).toBeInTheDocument();
  },
};

/** A new virtual customer joins the list and is opened. */
export const AddCustomer: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add simulated customer' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Dana Ito');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '+81 90 1234 5678');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('region', { name: 'Chat with Dana Ito' })).toBeVisible();
  },
};

/** A Cloud API channel has no simulator: it sends through its provider. */
export const NotASandbox: Story = {
  parameters: {
    feature: {
      path: '/admin/channels/:id/simulator',
      initialEntries: ['/admin/channels/cloud-1/simulator'],
      signedIn: true,
    },
  },
  beforeEach: () => void seedCloudChannel({ id: 'cloud-1', name: 'Support line' }),
  play: async () => {
    await expect(await screen.findByText(/The simulator belongs to sandbox channels/)).toBeVisible();
  },
};
