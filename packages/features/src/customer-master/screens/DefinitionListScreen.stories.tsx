import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
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

/** The panel's fields sit inside it, lined up with its title, not against its edges. */
export const PanelFieldsInset: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Fields' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Field' });
    // Measured inside the panel's border: the body's box is the panel's inner edge.
    const edges = panel.querySelector('[data-side-panel-body]')!.getBoundingClientRect();
    const title = within(panel).getByRole('heading', { name: 'Add New Field' }).getBoundingClientRect();
    const field = within(panel)
      .getByLabelText(/^Field Name/)
      .getBoundingClientRect();
    const inset = Math.round(field.left - edges.left);
    await expect(inset).toBeGreaterThan(8);
    await expect(inset).toBe(Math.round(title.left - edges.left));
    // At least as much on the right (more when the body shows a scroll bar).
    await expect(Math.round(edges.right - field.right)).toBeGreaterThanOrEqual(inset);
    const form = panel.querySelector('form')!;
    await expect(parseFloat(getComputedStyle(form).paddingTop)).toBeGreaterThan(0);
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
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByText('Notes')).toBeNull());
  },
};

/**
 * Drags `source` onto `target` with the browser's own drag events, as the HTML5 drag-and-drop
 * backend receives them from a mouse: dragstart, dragenter/dragover on the target, drop, dragend.
 */
async function dragRow(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = new DataTransfer();
  const fire = (element: HTMLElement, type: string) => {
    const rect = element.getBoundingClientRect();
    element.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        dataTransfer,
        clientX: rect.left + 12,
        clientY: rect.top + rect.height / 2,
      }),
    );
  };
  fire(source, 'dragstart');
  await new Promise((resolve) => setTimeout(resolve, 20));
  fire(target, 'dragenter');
  fire(target, 'dragover');
  await new Promise((resolve) => setTimeout(resolve, 20));
  fire(target, 'drop');
  fire(source, 'dragend');
}

/** The JSON body of the last request to a path ending in `suffix`, whichever way fetch was called. */
async function lastBodyTo(fetchSpy: { mock: { calls: unknown[][] } }, suffix: string): Promise<unknown> {
  const call = fetchSpy.mock.calls
    .filter(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return new URL(url, location.href).pathname.endsWith(suffix);
    })
    .at(-1);
  if (!call) return undefined;
  const [input, init] = call as [RequestInfo | URL, RequestInit | undefined];
  return input instanceof Request ? input.clone().json() : JSON.parse(String(init?.body));
}

export const ReorderByDrag: Story = {
  play: async () => {
    const fetchSpy = spyOn(window, 'fetch');
    const table = await screen.findByRole('table', { name: 'Customer attributes' });
    const labels = () =>
      within(table)
        .getAllByRole('row')
        .slice(3)
        .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent);
    await waitFor(() => expect(labels()).toEqual(['City', 'Plan', 'Notes']));
    const notes = within(table).getByText('Notes').closest('tr') as HTMLElement;
    const city = within(table).getByText('City').closest('tr') as HTMLElement;
    await expect(notes).toHaveAttribute('draggable', 'true');
    await dragRow(notes, city);
    // The move is saved as custom index 2 → 0, and the list comes back in the new order.
    await waitFor(async () =>
      expect(await lastBodyTo(fetchSpy, '/inputfield_definitions/move')).toEqual({ from: 2, to: 0 }),
    );
    await waitFor(() => expect(labels()).toEqual(['Notes', 'City', 'Plan']));
    // Dropping a row on a standard row moves nothing.
    fetchSpy.mockClear();
    await dragRow(within(table).getByText('Plan').closest('tr') as HTMLElement, screen.getByTestId('definition-name'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(await lastBodyTo(fetchSpy, '/inputfield_definitions/move')).toBeUndefined();
    await expect(labels()).toEqual(['Notes', 'City', 'Plan']);
  },
};
