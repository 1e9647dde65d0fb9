import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { CustomerPickerDialog, type PickedCustomer } from './CustomerPickerDialog.tsx';

function PickerDemo() {
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<PickedCustomer[]>([]);
  return (
    <>
      <output aria-label="Picked numbers">{picked.map((p) => p.phoneNumber).join(',')}</output>
      <CustomerPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(customers) => {
          setPicked(customers);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/CustomerMaster/CustomerPickerDialog',
  component: PickerDemo,
  decorators: [withFeatureProviders],
  parameters: { feature: { signedIn: true } },
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCustomers: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Customer's List" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Choose Customer/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Nina Shah/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByLabelText('Picked numbers')).toHaveTextContent('+919876543223');
  },
};
