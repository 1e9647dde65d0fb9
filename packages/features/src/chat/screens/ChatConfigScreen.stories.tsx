import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ChatMessages } from '@parley/api-client/contract';
import { fake, chatData } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatConfigScreen } from './ChatConfigScreen.tsx';

const meta = {
  title: 'Features/Chat/ChatConfigScreen',
  component: ChatConfigScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/chatConfig', signedIn: true } },
} satisfies Meta<typeof ChatConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults, changed and saved: the words are kept trimmed, one per comma. */
export const SaveSettings: Story = {
  play: async () => {
    const words = await screen.findByLabelText('Hand-over words');
    await waitFor(() => expect(words).toHaveValue('agent, human, person'));
    await userEvent.clear(words);
    await userEvent.type(words, ' staff ,manager');
    await userEvent.clear(screen.getByLabelText('Pickup time (seconds)'));
    await userEvent.type(screen.getByLabelText('Pickup time (seconds)'), '300');
    await userEvent.type(screen.getByLabelText('Message on hand-over'), 'Connecting you to a person.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(ChatMessages.settingsSaved)).toBeVisible();
    await expect(chatData(fake.store).settings.get('ent1')).toMatchObject({
      handOverKeywords: ['staff', 'manager'],
      pickupTimeoutSeconds: 300,
      handOverMessage: 'Connecting you to a person.',
    });
  },
};

/** A word twice, or a pickup time out of range, is refused on the field. */
export const RefusesBadInput: Story = {
  play: async () => {
    const words = await screen.findByLabelText('Hand-over words');
    await waitFor(() => expect(words).toHaveValue('agent, human, person'));
    await userEvent.type(words, ', Agent');
    await expect(await screen.findByText(ChatMessages.keywordsDuplicate)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Pickup time (seconds)'));
    await userEvent.type(screen.getByLabelText('Pickup time (seconds)'), '5');
    await expect(await screen.findByText('Between 30 and 86400 seconds')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(chatData(fake.store).settings.get('ent1')).toBeUndefined();
  },
};
