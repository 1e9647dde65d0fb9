import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { endpoints } from '@parley/api-client';
import { endpointPattern, fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { CustomerListScreen } from './CustomerListScreen.tsx';

const meta = {
  title: 'Features/CustomerMaster/CustomerListScreen',
  component: CustomerListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/customer-master/customers', signedIn: true } },
} satisfies Meta<typeof CustomerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Customers' });

export const NoSegments: Story = {
  play: async () => {
    await expect(await screen.findByText('No Record Found', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

export const FirstSegmentSelected: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    const segment = await screen.findByRole('button', { name: /Newsletter\s*12/ });
    await waitFor(() => expect(segment).toHaveAttribute('aria-pressed', 'true'));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    for (const header of ['Name', 'Phone Number', 'City', 'Plan', 'Notes', 'Action']) {
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(screen.getByRole('button', { name: 'Upload' })).toBeVisible();
    // Customer names link in the theme's accent, not the browser's default blue.
    await expect(getComputedStyle(within(grid).getAllByRole('link')[0]!).color).not.toBe('rgb(0, 0, 238)');
    await expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(3));
    await userEvent.click(screen.getByRole('button', { name: /VIP/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /VIP/ })).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** What OneListRequestOnLoad watches: fetch from before the first render, and the segment it should ask for. */
let onLoad: { fetchSpy: MockInstance<typeof fetch>; segmentId: string } | undefined;

/** The segment filter (`tags`) of each customer-list request sent through fetch since the spy was set. */
const listCustomersRequests = () => {
  const path = endpointPattern(endpoints.listCustomers, '/api');
  return (onLoad?.fetchSpy.mock.calls ?? [])
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.getAll('tags').join(','));
};

/** The list is asked for once on load, already filtered by the segment selected automatically. */
export const OneListRequestOnLoad: Story = {
  beforeEach: () => {
    const segmentId = seedCustomerMaster(fake.store).tags[0]!.id;
    onLoad = { fetchSpy: spyOn(window, 'fetch'), segmentId };
    return () => {
      onLoad?.fetchSpy.mockRestore();
      onLoad = undefined;
    };
  },
  play: async () => {
    const segment = await screen.findByRole('button', { name: /Newsletter\s*12/ });
    await waitFor(() => expect(segment).toHaveAttribute('aria-pressed', 'true'));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Customers' })).not.toHaveAttribute('aria-busy'));
    // Time for a late second request to show, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(listCustomersRequests()).toEqual([onLoad?.segmentId]);
  },
};

export const SearchNoMatch: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzzz');
    await expect(await screen.findByText('No Record Found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** After a large import the server is still making its customers searchable: a search says so and is asked again. */
export const SearchCatchingUp: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store).searchCatchingUp = true;
  },
  play: async () => {
    await table();
    const note = /still being made searchable/;
    // The plain list is complete: nothing to say.
    await expect(screen.queryByText(note)).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'a');
    const status = await screen.findByText(note, {}, { timeout: 5000 });
    await expect(status).toHaveAttribute('role', 'status');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search customers' }));
    await waitFor(() => expect(screen.queryByText(note)).toBeNull(), { timeout: 5000 });
  },
};

export const CreateSegment: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Segment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Segment Name'), 'Diwali buyers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = await screen.findByRole('button', { name: /Diwali buyers\s*0/ });
    await waitFor(() => expect(created).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** §8: a tag list that fails is the server's message as a toast, and the panel offers to load it again. */
export const SegmentsFailToLoad: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
    fake.fail('listTags', { status: 500, code: 500, message: 'Segments are resting' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Segments are resting');
    await expect(screen.getByText('Segments could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const first = await screen.findByRole('button', { name: /Newsletter\s*12/ });
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    await expect(screen.queryByText('Segments could not be loaded.')).toBeNull();
  },
};

/** §8: a segment the server refuses is its message as an error toast; the dialog keeps the name typed. */
export const CreateSegmentRefused: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
    fake.fail('saveTag', { status: 409, code: 409, message: 'Segment name already taken' });
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Segment' });
    await userEvent.type(within(dialog).getByLabelText('Segment Name'), 'VIP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Segment name already taken');
    await expect(message.closest('[data-toast-type="error"]')).not.toBeNull();
    await expect(within(dialog).getByLabelText('Segment Name')).toHaveValue('VIP');
  },
};

export const MoveGroupClearsSelection: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    await expect(screen.getByRole('button', { name: 'Move Group' })).toBeDisabled();
    await userEvent.click(within(grid).getByRole('checkbox', { name: /select all/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Add to Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bengaluru' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Customers mapped successfully')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Group' })).toBeDisabled());
  },
};

export const DeleteCustomer: Story = {
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lata Bose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await expect(within(dialog).getByText('Are you sure you want to delete?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Customer deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lata Bose' })).toBeNull());
  },
};
