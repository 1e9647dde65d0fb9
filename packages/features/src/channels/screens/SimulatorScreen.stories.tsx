import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { channelsData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { renameDemoSandbox, seedCloudChannel, seedMessage } from '../components/ChannelStorySeeds.ts';
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

/** The customer's reply to a message of the demo sandbox, once the fake has recorded it. */
async function replyTo(messageId: string) {
  let reply: ReturnType<typeof channelsData>['messages'][number] | undefined;
  await waitFor(() => {
    reply = channelsData(fake.store).messages.find((m) => m.direction === 'in' && m.replyTo === messageId);
    expect(reply).toBeDefined();
  });
  return reply!;
}

const seedToAsha = (overrides: Parameters<typeof seedMessage>[1]) =>
  seedMessage(
    channelsData(fake.store).channels.find((c) => c.id === SANDBOX_ID)!,
    overrides,
  );

/** A row chosen from an interactive list goes back as a list reply, with the row's id. */
export const ChooseFromAList: Story = {
  beforeEach: () =>
    void seedToAsha({
      id: 'list-1',
      kind: 'interactive',
      createdAt: '2026-01-05T09:00:00.000Z',
      content: {
        body: 'Which store should we keep your order at?',
        list: {
          button: 'Choose a store',
          sections: [
            {
              title: 'Bengaluru',
              rows: [
                { id: 'blr-indiranagar', title: 'Indiranagar', description: '100 Feet Road' },
                { id: 'blr-koramangala', title: 'Koramangala', description: '80 Feet Road' },
              ],
            },
          ],
        },
      },
    }),
  play: async () => {
    const p = await phone();
    await userEvent.click(await p.findByRole('button', { name: 'Choose a store' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose a store' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Koramangala' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const reply = await replyTo('list-1');
    await expect(reply).toMatchObject({
      kind: 'interactive',
      content: {
        body: 'Koramangala',
        buttons: [{ type: 'list_reply', text: 'Koramangala', payload: 'blr-koramangala' }],
      },
    });
    await expect(await p.findByText('Koramangala', { selector: 'p, span' })).toBeVisible();
  },
};

/** A reply button of an interactive message goes back as a button reply, not a template's quick reply. */
export const TapInteractiveReplyButton: Story = {
  beforeEach: () =>
    void seedToAsha({
      id: 'buttons-1',
      kind: 'interactive',
      createdAt: '2026-01-05T09:00:00.000Z',
      content: {
        body: 'Shall we deliver tomorrow?',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Yes please', payload: 'deliver-yes' },
          { type: 'QUICK_REPLY', text: 'Another day', payload: 'deliver-later' },
        ],
      },
    }),
  play: async () => {
    const p = await phone();
    await userEvent.click(await p.findByRole('button', { name: 'Another day' }));
    const reply = await replyTo('buttons-1');
    await expect(reply).toMatchObject({
      kind: 'interactive',
      content: { buttons: [{ type: 'button_reply', text: 'Another day', payload: 'deliver-later' }] },
    });
  },
};

/** Reactions show on the messages they react to; one whose message is not in the conversation shows on its own. */
export const Reactions: Story = {
  beforeEach: () => {
    seedToAsha({ id: 'm-1', createdAt: '2026-01-05T09:00:00.000Z', content: { body: 'Your order has shipped.' } });
    seedToAsha({
      id: 'm-2',
      direction: 'in',
      kind: 'text',
      currentDeliveryStatus: 'received',
      createdAt: '2026-01-05T09:01:00.000Z',
      content: { body: 'Thank you!' },
    });
    seedToAsha({
      id: 'r-1',
      direction: 'in',
      kind: 'reaction',
      currentDeliveryStatus: 'received',
      createdAt: '2026-01-05T09:02:00.000Z',
      content: { body: '', reaction: { emoji: '👍', messageId: 'm-1' } },
    });
    seedToAsha({
      id: 'r-2',
      kind: 'reaction',
      createdAt: '2026-01-05T09:03:00.000Z',
      content: { body: '', reaction: { emoji: '❤️', messageId: 'm-2' } },
    });
    seedToAsha({
      id: 'r-3',
      direction: 'in',
      kind: 'reaction',
      currentDeliveryStatus: 'received',
      createdAt: '2026-01-05T09:04:00.000Z',
      content: { body: '', reaction: { emoji: '🔥', messageId: null } },
    });
  },
  play: async () => {
    const p = await phone();
    const log = within(p.getByRole('log', { name: 'Messages' }));
    const shipped = (await log.findByText('Your order has shipped.')).closest<HTMLElement>('[role="group"]')!;
    await expect(within(shipped).getByRole('img', { name: 'Reacted 👍' })).toBeVisible();
    const thanks = log.getByText('Thank you!').closest<HTMLElement>('[role="group"]')!;
    await expect(within(thanks).getByRole('img', { name: 'Reacted ❤️' })).toBeVisible();
    // Two messages and the reaction to a message the simulator does not have.
    await expect(log.getAllByRole('group', { name: /message$/ })).toHaveLength(3);
    await expect(log.getByText('Reacted 🔥 to a message')).toBeVisible();
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
