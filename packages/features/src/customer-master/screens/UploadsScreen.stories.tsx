import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
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

/** §8: an upload list that fails is the server's message as a toast, and the table does not claim there are none. */
export const LoadFails: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
    fake.fail('listUploads', { status: 500, code: 500, message: 'Uploads are resting' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Uploads are resting');
    const table = await screen.findByRole('table', { name: 'Uploads' });
    await expect(within(table).getByText('Uploads are resting')).toBeVisible();
    await expect(within(table).queryByText('No Record')).toBeNull();
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

export const FilterByDate: Story = {
  // Both My Uploads routes, as the app mounts them, so picking a segment stays on the screen.
  parameters: { feature: { path: '/customer-master/uploads/*', initialEntries: ['/customer-master/uploads'] } },
  render: () => (
    <Routes>
      <Route index element={<UploadsScreen />} />
      <Route path=":id" element={<UploadsScreen />} />
    </Routes>
  ),
  beforeEach: () => {
    const seeded = seedCustomerMaster(fake.store);
    // One upload a month earlier than the others (the fake clock starts on 15 Jan 2026).
    const march = seeded.uploads.find((upload) => upload.file.name === 'march-leads.csv');
    if (march) march.createdOn = '2025-12-20T10:00:00.000Z';
  },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Uploads' });
    const names = () =>
      ['march-leads.csv', 'broken.csv', 'april-leads.csv'].filter((name) => within(table).queryByText(name));
    await waitFor(() => expect(names()).toEqual(['march-leads.csv', 'broken.csv', 'april-leads.csv']));
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    await userEvent.type(start, '2026-01-01');
    await waitFor(() => expect(names()).toEqual(['broken.csv', 'april-leads.csv']));
    await userEvent.clear(start);
    await userEvent.type(start, '2025-12-01');
    await waitFor(() => expect(names()).toEqual(['march-leads.csv', 'broken.csv', 'april-leads.csv']));
    await userEvent.type(end, '2025-12-31');
    await waitFor(() => expect(names()).toEqual(['march-leads.csv']));
    // Picking a segment keeps the dates: both filters apply.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Segment' }), 'Newsletter');
    await expect(screen.getByLabelText('End Date')).toHaveValue('2025-12-31');
    await waitFor(() => expect(names()).toEqual(['march-leads.csv']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Segment' }), 'VIP');
    await expect(await within(table).findByText('No Record')).toBeVisible();
  },
};
