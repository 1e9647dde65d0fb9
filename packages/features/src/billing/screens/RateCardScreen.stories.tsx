import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BillingMessages } from '@parley/api-client';
import { fake, rateCardOf, storeRateCard } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { RateCardScreen } from './RateCardScreen.tsx';

const meta = {
  title: 'Features/Billing/RateCardScreen',
  component: RateCardScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/enterpriseBilling', signedIn: true } },
} satisfies Meta<typeof RateCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo enterprise, whose administrator the stories sign in as. */
const ENTERPRISE = 'ent1';
const seedIndia = () =>
  storeRateCard(fake.store, ENTERPRISE, {
    currency: 'INR',
    entries: [
      { countryCode: '+91', category: 'MARKETING', rate: 0.8 },
      { countryCode: '+91', category: 'UTILITY', rate: 0.125 },
    ],
    defaultRate: null,
  });

const rates = async () => within(await screen.findByRole('table', { name: 'Rates' }));

/** A new enterprise: INR, no rates, no default rate. */
export const Empty: Story = {
  play: async () => {
    await expect(await (await rates()).findByText(/No rates yet/)).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    await expect(screen.getByRole('textbox', { name: /Default rate/ })).toHaveValue('');
  },
};

/** A card with rates: a row is added and the card saved, in dollars with a default rate. */
export const Filled: Story = {
  beforeEach: () => void seedIndia(),
  play: async () => {
    const table = await rates();
    await expect(await table.findByRole('textbox', { name: 'Country code, row 1' })).toHaveValue('+91');
    await expect(table.getByRole('textbox', { name: 'Rate per message, row 2' })).toHaveValue('0.125');
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await userEvent.type(table.getByRole('textbox', { name: 'Country code, row 3' }), '+1');
    await userEvent.type(table.getByRole('textbox', { name: 'Rate per message, row 3' }), '0.025');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await userEvent.type(screen.getByRole('textbox', { name: /Default rate/ }), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(BillingMessages.saved)).toBeVisible();
    await expect(rateCardOf(fake.store, ENTERPRISE)).toMatchObject({
      currency: 'USD',
      defaultRate: 0.5,
      entries: [{}, {}, { countryCode: '+1', category: 'MARKETING', rate: 0.025 }],
    });
  },
};

/** The server refuses a second +91 UTILITY rate and a negative rate; each message stands at its field. */
export const SaveRefused: Story = {
  beforeEach: () => void seedIndia(),
  play: async () => {
    const table = await rates();
    await table.findByRole('textbox', { name: 'Country code, row 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await userEvent.type(table.getByRole('textbox', { name: 'Country code, row 3' }), '+91');
    await userEvent.selectOptions(table.getByRole('combobox', { name: 'Category, row 3' }), 'UTILITY');
    await userEvent.type(table.getByRole('textbox', { name: 'Rate per message, row 3' }), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await table.findByText(BillingMessages.duplicate('+91', 'UTILITY'))).toBeVisible();
    await expect(table.getByText(BillingMessages.rateRange)).toBeVisible();
    await expect(table.getByRole('textbox', { name: 'Rate per message, row 3' })).toHaveAccessibleDescription(
      BillingMessages.rateRange,
    );
    // Nothing was kept.
    await expect(rateCardOf(fake.store, ENTERPRISE).entries).toHaveLength(2);
  },
};
