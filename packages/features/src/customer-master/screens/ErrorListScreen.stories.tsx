import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ErrorListScreen } from './ErrorListScreen.tsx';

const meta = {
  title: 'Features/CustomerMaster/ErrorListScreen',
  component: ErrorListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (index: number) => (context: { parameters: Record<string, unknown> }) => {
  const upload = seedCustomerMaster(fake.store).uploads[index]!;
  context.parameters.feature = {
    path: '/customer-master/error/:id',
    signedIn: true,
    initialEntries: [`/customer-master/error/${upload.uploadId}`],
  };
};

export const RowsWithMessages: Story = {
  beforeEach: at(0),
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    await expect(await within(table).findByText('Name: This field is required')).toBeVisible();
    await expect(within(table).getByText('City must contain only alphabets')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Error row in input file' })).toBeVisible();
  },
};

export const NoErrors: Story = {
  beforeEach: at(2),
  play: async () => {
    await expect(await screen.findByText('No Errors Found')).toBeVisible();
  },
};

/** A list that fails to load says why instead of 'No Errors Found'. */
export const LoadFails: Story = {
  beforeEach: (context) => {
    at(0)(context);
    fake.fail('listUploadErrors', { status: 500, code: 500, message: 'Errors are resting' });
  },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    await expect(await within(table).findByText('Errors are resting')).toBeVisible();
    await expect(within(table).queryByText('No Errors Found')).toBeNull();
  },
};
