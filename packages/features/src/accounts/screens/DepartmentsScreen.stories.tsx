import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fake } from '@parley/api-client/fake';
import { atViewport, withFeatureProviders } from '../../testing/index.ts';
import { expectCellOnOneLine, expectCompactRowActions, expectNoPageOverflow } from './tableLayoutChecks.ts';
import { DepartmentsScreen } from './DepartmentsScreen.tsx';

const meta = {
  title: 'Features/Accounts/DepartmentsScreen',
  component: DepartmentsScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/departments', signedIn: true } },
} satisfies Meta<typeof DepartmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const seedSales = () => {
  const agent = fake.seed.user({ emailId: 'agent@example.com', name: 'Alex Agent', roles: [3] });
  fake.store.departments.push({
    id: 'dept1',
    eId: 'ent1',
    name: 'Sales',
    desc: 'Sells things',
    manager: 'Dana',
    users: [],
  });
  return agent;
};

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('No departments yet')).toBeVisible();
  },
};

export const Create: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field is mandatory.');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Support');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Answers customers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(await screen.findByRole('table', { name: 'Departments' })).findByText('Support'),
    ).toBeVisible();
  },
};

export const ManageUsers: Story = {
  beforeEach: () => void seedSales(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Sales' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of Sales' });
    await expect(await within(dialog).findByText('No users in this department')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Add users' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Alex Agent/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'In the department' }));
    await expect(await within(dialog).findByText('Alex Agent')).toBeVisible();
  },
};

export const Delete: Story = {
  beforeEach: () => void seedSales(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Sales' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete department' })).getByRole('button', { name: 'Yes' }),
    );
    await expect(await screen.findByText('No departments yet')).toBeVisible();
  },
};

export const Edit: Story = {
  beforeEach: () => void seedSales(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Sales' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Department' });
    const name = within(dialog).getByLabelText('Name');
    await expect(name).toHaveValue('Sales');
    await expect(within(dialog).getByLabelText('Description')).toHaveValue('Sells things');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field is mandatory.');
    await userEvent.type(name, 'Inside Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Department' })).toBeNull());
    const departments = await screen.findByRole('table', { name: 'Departments' });
    await expect(await within(departments).findByText('Inside Sales')).toBeVisible();
    await expect(fake.store.departments).toEqual([expect.objectContaining({ id: 'dept1', name: 'Inside Sales' })]);
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    seedSales();
    fake.fail('listDepartments', { status: 500, code: 500, message: 'Departments are unavailable' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Departments are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(
      await within(await screen.findByRole('table', { name: 'Departments' })).findByText('Sales'),
    ).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * The row actions are a "more" icon button named "Actions for <name>" (not a text button squeezed one letter per
 * line); cells keep their words whole on one line; on a phone the table scrolls inside its region, not the page.
 */
const expectDepartmentRowLayout = async () => {
  const departments = await screen.findByRole('table', { name: 'Departments' });
  await expectCellOnOneLine(await within(departments).findByRole('cell', { name: 'Sales' }));
  await expectCellOnOneLine(within(departments).getByRole('cell', { name: 'Dana' }));
  const actions = await within(departments).findByRole('button', { name: 'Actions for Sales' });
  await expectCompactRowActions(actions);
  await expectNoPageOverflow();
  await userEvent.click(actions);
  await expect(await screen.findByRole('menuitem', { name: 'Manage users' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
};

export const RowLayoutAtDesktopWidth: Story = {
  beforeEach: [atViewport(1440, 900), () => void seedSales()],
  play: async () => {
    await expect(window.innerWidth).toBe(1440);
    await expectDepartmentRowLayout();
    await expectCellOnOneLine(screen.getByRole('cell', { name: 'Sells things' }));
  },
};

export const RowLayoutOnPhone: Story = {
  beforeEach: [atViewport(390, 844), () => void seedSales()],
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await expectDepartmentRowLayout();
    const region = screen.getByRole('region', { name: 'Departments' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
