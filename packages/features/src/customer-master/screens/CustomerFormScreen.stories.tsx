import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { customerMasterData, fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { CustomerFormScreen } from './CustomerFormScreen.tsx';

const meta = {
  title: 'Features/CustomerMaster/CustomerFormScreen',
  component: CustomerFormScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/customer-master/customers/create', signedIn: true } },
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
} satisfies Meta<typeof CustomerFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateValidation: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Create Customer' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Name/), '   ');
    await userEvent.type(screen.getByLabelText('City', { exact: false }), 'P');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Name blank but for spaces, phone empty: both are the spec's 'This field is required'.
    await expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await expect(screen.getByText('Minimum length must be 2 characters.')).toBeVisible();
  },
};

export const CreateAndReturn: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Omar Shaikh');
    await userEvent.type(screen.getByLabelText(/^Phone Number/), '9812345678');
    await userEvent.type(screen.getByLabelText('City', { exact: false }), 'Nagpur');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/customer-master/customers');
  },
};

export const ServerErrorsListed: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Copy Cat');
    await userEvent.type(screen.getByLabelText(/^Phone Number/), '+919876543210');
    await userEvent.type(screen.getByLabelText('City', { exact: false }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getAllByText('A customer with this phone number already exists').length).toBeGreaterThan(
      0,
    );
  },
};

export const ExistingReadOnlyThenEdit: Story = {
  beforeEach: (context) => {
    // The meta's beforeEach has seeded the store already.
    const id = customerMasterData(fake.store, fake.store.enterprises[0]!.eId).customers[0]!.id;
    context.parameters.feature = {
      path: '/customer-master/customers/view/:id',
      signedIn: true,
      initialEntries: [`/customer-master/customers/view/${id}`],
    };
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Update Customer' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao'));
    await expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('readonly');
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/customer-master/customers');
  },
};
