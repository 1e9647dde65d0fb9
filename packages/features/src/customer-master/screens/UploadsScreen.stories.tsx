import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { UploadsScreen } from './UploadsScreen.tsx';

const meta = {
  title: 'Features/CustomerMaster/UploadsScreen',
  component: UploadsScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/customer-master/uploads', signedIn: true } },
} satisfies Meta<typeof UploadsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('No Record')).toBeVisible();
  },
};

export const StatesWithIcons: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Uploads' });
    await expect(await within(table).findByText('march-leads.csv')).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'Completed' })).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'Waiting' })).toBeVisible();
    await expect(within(table).getByText('35%')).toBeVisible();
    await userEvent.click(within(table).getByText('march-leads.csv'));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/\/customer-master\/error\//);
  },
};
