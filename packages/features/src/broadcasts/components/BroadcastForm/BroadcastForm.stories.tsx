import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BroadcastMessages } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { STORY_CHANNEL_ID, WELCOME_TEMPLATE_ID, seedBroadcastStory } from '../BroadcastStorySeeds.ts';
import { BroadcastForm } from './BroadcastForm.tsx';

/*
 * The form as a campaign test and as live chat embed it: locked, prefilled fields, and CLOSE instead of a page
 * change once the send is done (or refused).
 */

const meta = {
  title: 'Features/Broadcasts/BroadcastForm',
  component: BroadcastForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  beforeEach: () => seedBroadcastStory(),
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen', feature: { signedIn: true, path: '/campaigns/test' } },
} satisfies Meta<typeof BroadcastForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = async (group: string) =>
  within(await screen.findByRole('group', { name: `${group} variables` })).getByRole('textbox', {
    name: 'Value for {{1}}',
  });

async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A campaign's test: channel and template locked and shown by name; a send ends with CLOSE. */
export const TestMode: Story = {
  args: { mode: 'test', lockedChannelId: STORY_CHANNEL_ID, lockedTemplateId: WELCOME_TEMPLATE_ID, resourceId: 'cmp-7' },
  play: async ({ args }) => {
    const channel = await screen.findByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(channel).toHaveValue('Sandbox'));
    await expect(channel).toBeDisabled();
    const template = screen.getByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(template).toHaveValue('welcome_message'));
    await expect(template).toBeDisabled();
    await paste(screen.getByRole('textbox', { name: 'Mobile Numbers' }), '+919876543210');
    await paste(await valueOf('Header'), 'Parley');
    await paste(await valueOf('Body'), 'tester');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText(BroadcastMessages.accepted(1))).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('CLOSE'));
    // It stays where it is: the host closes it.
    await expect(screen.queryByLabelText('Current path')).toBeNull();
  },
};

/** Test mode hears CLOSE after a refused send too (§4). */
export const TestModeRefused: Story = {
  args: TestMode.args,
  beforeEach: () => fake.fail('sendBroadcast', { status: 400, code: 400, message: 'Campaign test limit reached' }),
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('welcome_message'));
    await paste(screen.getByRole('textbox', { name: 'Mobile Numbers' }), '+919876543210');
    await paste(await valueOf('Header'), 'Parley');
    await paste(await valueOf('Body'), 'tester');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Campaign test limit reached')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('CLOSE'));
  },
};

/** From a chat: the channel and the customer's number locked, a template chosen; Cancel closes too. */
export const ChatMode: Story = {
  args: { mode: 'chat', lockedChannelId: STORY_CHANNEL_ID, lockedNumber: '+919812345670', resourceId: 'chat-12' },
  play: async ({ args }) => {
    const channel = await screen.findByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(channel).toHaveValue('Sandbox'));
    await expect(channel).toBeDisabled();
    const numbers = screen.getByRole('textbox', { name: 'Mobile Numbers' });
    await expect(numbers).toHaveValue('+919812345670');
    await expect(numbers).toHaveAttribute('readonly');
    await expect(screen.queryByRole('button', { name: 'Get from customer master' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'welcome_message' }));
    await paste(await valueOf('Header'), 'Parley');
    await paste(await valueOf('Body'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('CLOSE'));
  },
};

export const ChatModeCancel: Story = {
  args: ChatMode.args,
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledWith('CLOSE');
  },
};
