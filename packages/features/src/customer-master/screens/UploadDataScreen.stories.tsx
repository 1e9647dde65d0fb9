import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fake, seedCustomerMaster } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { UploadDataScreen } from './UploadDataScreen.tsx';

const meta = {
  title: 'Features/CustomerMaster/UploadDataScreen',
  component: UploadDataScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    const segment = seedCustomerMaster(fake.store).tags[0]!;
    context.parameters.feature = {
      path: '/customer-master/uploadfile/:id',
      signedIn: true,
      initialEntries: [`/customer-master/uploadfile/${segment.id}`],
    };
  },
} satisfies Meta<typeof UploadDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickFile: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Download Sample' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'View My Uploads' })).toBeVisible();
    await expect(screen.getByLabelText('Replace Existing Records')).not.toBeChecked();
  },
};

export const NotACsv: Story = {
  play: async () => {
    const input = await screen.findByLabelText('Choose CSV file');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, new File(['x'], 'people.xlsx', { type: 'application/vnd.ms-excel' }), {
      applyAccept: false,
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Only CSV files can be uploaded');
    await expect(screen.queryByRole('table', { name: 'Header mapping' })).not.toBeInTheDocument();
    // A .csv name with a type no spreadsheet or text file has is refused the same way.
    await userEvent.upload(input, new File(['x'], 'people.csv', { type: 'image/png' }), { applyAccept: false });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Only CSV files can be uploaded');
  },
};

/** The colour `var(--parley-color-<token>)` computes to beside `element` (same theme scope). */
function tokenColour(element: Element, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--parley-color-${token})`;
  element.parentElement!.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

export const MapHeadersAndUpload: Story = {
  play: async () => {
    const csv = 'Mobile,name,city\n9811111111,Ana Paul,Pune\n12,Bad,Pune\n';
    await userEvent.upload(
      await screen.findByLabelText('Choose CSV file'),
      new File([csv], 'leads.csv', { type: 'text/csv' }),
    );
    const mapping = await screen.findByRole('table', { name: 'Header mapping' });
    await expect(within(mapping).getByLabelText('Column for Name')).toHaveValue('name');
    await expect(within(mapping).getByLabelText('Column for City')).toHaveValue('city');
    await expect(within(mapping).getByLabelText('Column for Phone Number')).toHaveValue('');
    // Upload waits for the phone number, and says so.
    const upload = screen.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await expect(upload).toHaveAccessibleDescription('Map a column to Phone Number to upload.');
    await userEvent.selectOptions(within(mapping).getByLabelText('Column for Phone Number'), 'Mobile');
    await expect(upload).toBeEnabled();
    await expect(upload).not.toHaveAccessibleDescription();
    await userEvent.click(upload);
    const card = await screen.findByRole('status');
    await expect(within(card).getByText('Uploaded Succesfully')).toBeVisible();
    const uploads = within(card).getByRole('link', { name: 'Uploads' });
    await expect(uploads).toBeVisible();
    // The link wears the theme's accent, not the browser's default blue.
    await expect(getComputedStyle(uploads).color).not.toBe('rgb(0, 0, 238)');
    await expect(getComputedStyle(uploads).color).toBe(tokenColour(uploads, 'primary'));
  },
};

/**
 * A file whose columns match no field: nothing is mapped, so Upload stays disabled and names every field each row
 * needs (phone number, name and the mandatory City); nothing is sent, so no alert or toast can appear.
 */
export const NothingMapped: Story = {
  play: async () => {
    const csv = 'a,b,c\n9811111111,Ana Paul,Pune\n';
    await userEvent.upload(
      await screen.findByLabelText('Choose CSV file'),
      new File([csv], 'unnamed.csv', { type: 'text/csv' }),
    );
    const mapping = await screen.findByRole('table', { name: 'Header mapping' });
    const upload = screen.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await expect(upload).toHaveAccessibleDescription('Map a column to Phone Number, Name and City to upload.');
    await userEvent.selectOptions(within(mapping).getByLabelText('Column for Phone Number'), 'a');
    await expect(upload).toHaveAccessibleDescription('Map a column to Name and City to upload.');
    await expect(upload).toBeDisabled();
    await userEvent.selectOptions(within(mapping).getByLabelText('Column for Name'), 'b');
    await userEvent.selectOptions(within(mapping).getByLabelText('Column for City'), 'c');
    await expect(upload).toBeEnabled();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(document.querySelector('[data-toast-type]')).toBeNull();
    await userEvent.click(upload);
    await expect(within(await screen.findByRole('status')).getByText('Uploaded Succesfully')).toBeVisible();
  },
};

export const ServerRefusesTheFile: Story = {
  play: async () => {
    await userEvent.upload(
      await screen.findByLabelText('Choose CSV file'),
      new File([''], 'empty.csv', { type: 'text/csv' }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent('empty.csv: The file has no header row');
    await expect(screen.queryByRole('table', { name: 'Header mapping' })).not.toBeInTheDocument();
    await expect(screen.getByLabelText('Choose CSV file')).toBeEnabled();
  },
};
