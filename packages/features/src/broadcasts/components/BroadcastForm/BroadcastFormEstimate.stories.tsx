import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fake, storeRateCard } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { seedBroadcastStory } from '../BroadcastStorySeeds.ts';
import { BroadcastForm } from './BroadcastForm.tsx';

/**
 * The sender's cost estimate (broadcast-and-customer-master §9): shown only with the campaignEstimateCost flag on,
 * priced at the enterprise's rate card. The welcome template is a UTILITY one.
 */
const meta = {
  title: 'Features/Broadcasts/BroadcastForm/Estimate',
  component: BroadcastForm,
  args: { mode: 'send' },
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  beforeEach: () => {
    seedBroadcastStory();
    storeRateCard(fake.store, 'ent1', {
      currency: 'INR',
      entries: [{ countryCode: '+91', category: 'UTILITY', rate: 0.05 }],
      defaultRate: null,
    });
  },
  parameters: { layout: 'fullscreen', feature: { signedIn: true } },
} satisfies Meta<typeof BroadcastForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(field: 'Channel' | 'Template', option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The welcome template to two Indian numbers and a US one, its variables mapped to constants. */
async function fillWelcome() {
  await choose('Channel', 'Sandbox');
  await choose('Template', 'welcome_message');
  const numbers = await screen.findByRole('textbox', { name: 'Mobile Numbers' });
  await userEvent.click(numbers);
  await userEvent.paste('+919876543210, +919876543211, +14155550123');
  for (const group of ['Header', 'Body']) {
    const field = within(await screen.findByRole('group', { name: `${group} variables` })).getByRole('textbox', {
      name: 'Value for {{1}}',
    });
    await userEvent.click(field);
    await userEvent.paste(group === 'Header' ? 'Parley' : 'friend');
  }
}

/** Flag on: two messages at Rs. 0.05, the US number has no rate. */
export const EstimateShown: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.campaignEstimateCost = true;
  },
  play: async () => {
    await fillWelcome();
    const text = 'Estimated cost: Rs. 0.10 for 3 messages (1 unpriced)';
    await expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('status', { name: 'Cost estimate' })).toHaveTextContent(text);
  },
};

/** Flag off (the default): the form checks the recipients but says nothing of cost. */
export const EstimateHidden: Story = {
  play: async () => {
    await fillWelcome();
    await expect(await screen.findByText(/3 recipients, 0 rejected/, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('status', { name: 'Cost estimate' })).toBeNull();
    await expect(screen.queryByText(/Estimated cost/)).toBeNull();
  },
};
