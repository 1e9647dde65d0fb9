import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fake, seedCustomerMaster } from '@parley/api-client/fake';
import { Route, Routes } from 'react-router';
import { withFeatureProviders } from '../../testing/index.ts';
import { DefinitionListScreen } from './DefinitionListScreen.tsx';

/** The list at /definition with the panel routes, as the host mounts them. */
function DefinitionRoutes() {
  return (
    <Routes>
      <Route path="/customer-master/definition" element={<DefinitionListScreen />} />
      <Route path="/customer-master/definition/add" element={<DefinitionListScreen panel="add" />} />
      <Route path="/customer-master/definition/edit/:id" element={<DefinitionListScreen panel="edit" />} />
    </Routes>
  );
}

const meta = {
  title: 'Features/CustomerMaster/DefinitionListScreen',
  component: DefinitionRoutes,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { initialEntries: ['/customer-master/definition'], signedIn: true } },
  beforeEach: () => {
    seedCustomerMaster(fake.store);
  },
} satisfies Meta<typeof DefinitionRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandardAndCustomRows: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Customer attributes' });
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1]!).getByText('Phone Number')).toBeVisible();
    await expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    await expect(within(rows[2]!).getByText('Name')).toBeVisible();
    await expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await expect(within(rows[3]!).getByRole('button', { name: 'Edit City' })).toBeVisible();
  },
};

export const AddFieldConditionalFields: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Fields' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Field' });
    const body = within(panel);
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect((await body.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    await userEvent.type(body.getByLabelText(/^Field Name/), 'email');
    await userEvent.type(body.getByLabelText(/^Field Label/), 'Email');
    await userEvent.type(body.getByLabelText(/^Help Text/), 'Work email');
    await userEvent.selectOptions(body.getByLabelText(/^Input Type/), 'alphanumeric');
    await expect(body.queryByLabelText('Allowed Special Characters')).toBeNull();
    await userEvent.selectOptions(body.getByLabelText('Allow Special Characters'), 'yes');
    await userEvent.type(body.getByLabelText('Allowed Special Characters'), '@, ., _');
    await expect(body.getByLabelText('Allow comma')).toBeVisible();
    await userEvent.selectOptions(body.getByLabelText(/^Field Type/), 'textarea');
    await expect(within(body.getByLabelText(/^Input Type/)).queryByRole('option', { name: 'Number' })).toBeNull();
    await userEvent.selectOptions(body.getByLabelText(/^Field Type/), 'selectbox-singlevalue');
    await expect(body.queryByLabelText(/^Input Type/)).toBeNull();
    await expect(body.getByLabelText(/^Dropdown Values/)).toBeVisible();
    await userEvent.selectOptions(body.getByLabelText(/^Field Type/), 'text');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Field' })).toBeNull());
    await expect(await screen.findByText('Email')).toBeVisible();
  },
};

export const ServerErrorsInPanel: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Fields' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add New Field' }));
    await userEvent.type(panel.getByLabelText(/^Field Name/), 'city');
    await userEvent.type(panel.getByLabelText(/^Field Label/), 'Town');
    await userEvent.type(panel.getByLabelText(/^Help Text/), 'Again');
    await userEvent.selectOptions(panel.getByLabelText(/^Input Type/), 'alphabets');
    await userEvent.click(panel.getByRole('button', { name: 'Create' }));
    await expect(await panel.findByText('fieldName: A field with this name already exists')).toBeVisible();
    await expect(await screen.findByText('Save Failed. Please check for errors in fields')).toBeVisible();
  },
};

export const EditField: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Plan' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Edit Field' }));
    await expect(panel.getByLabelText(/^Dropdown Values/)).toHaveValue('Gold,Silver,Bronze');
    await userEvent.type(panel.getByLabelText(/^Dropdown Values/), ',Platinum');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Field updated successfully')).toBeVisible();
  },
};

export const DeleteField: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Notes' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Notes')).toBeNull());
  },
};
