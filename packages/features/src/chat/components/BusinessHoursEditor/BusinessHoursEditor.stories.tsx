import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { BusinessHours } from '@parley/api-client/contract';
import { BusinessHoursEditor } from './BusinessHoursEditor.tsx';

const DEPARTMENTS = [
  { value: 'dept-sales', label: 'Sales' },
  { value: 'dept-support', label: 'Support' },
];

/** The editor with its value kept here, and shown as the screen would save it. */
function EditorWithValue({ initial = [] }: { initial?: BusinessHours[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BusinessHoursEditor
        value={value}
        onChange={setValue}
        departments={DEPARTMENTS}
        timeZones={['Asia/Kolkata', 'Europe/Berlin', 'America/New_York']}
        defaultTimeZone="Europe/Berlin"
      />
      <output aria-label="Value">{JSON.stringify(value)}</output>
    </>
  );
}

const meta = {
  title: 'Features/Chat/BusinessHoursEditor',
  component: EditorWithValue,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 760 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof EditorWithValue>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = () => JSON.parse(screen.getByLabelText('Value').textContent!) as BusinessHours[];

/** None yet: people answer at any time; a first schedule covers all departments, Monday to Friday 9 to 5. */
export const Empty: Story = {
  play: async () => {
    await expect(screen.getByText('No business hours: people answer at any time.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add business hours' }));
    const all = screen.getByRole('group', { name: 'Business hours for All departments' });
    await expect(within(all).getByRole('list', { name: 'Opening hours for All departments' }).children).toHaveLength(5);
    await expect(value()).toEqual([
      expect.objectContaining({ departmentId: null, timeZone: 'Europe/Berlin', closedMessage: '' }),
    ]);
    // The next one is for a department without its own.
    await userEvent.click(screen.getByRole('button', { name: 'Add business hours' }));
    await expect(screen.getByRole('group', { name: 'Business hours for Sales' })).toBeVisible();
  },
};

/** Editing a schedule: a range removed, Saturday morning added, closing at midnight kept as 24:00, the message. */
export const EditSchedule: Story = {
  args: {
    initial: [
      {
        departmentId: 'dept-support',
        timeZone: 'Asia/Kolkata',
        hours: [
          { day: 1, open: '09:00', close: '17:00' },
          { day: 5, open: '09:00', close: '17:00' },
        ],
        closedMessage: '',
      },
    ],
  },
  play: async () => {
    const support = screen.getByRole('group', { name: 'Business hours for Support' });
    await userEvent.click(within(support).getByRole('button', { name: 'Remove Friday 09:00 to 17:00' }));
    await userEvent.click(within(support).getByRole('button', { name: 'Add opening hours' }));
    const rows = within(within(support).getByRole('list', { name: 'Opening hours for Support' })).getAllByRole(
      'listitem',
    );
    await userEvent.selectOptions(within(rows[1]!).getByLabelText('Day'), 'Saturday');
    await userEvent.clear(within(rows[1]!).getByLabelText('Closes'));
    await userEvent.type(within(rows[1]!).getByLabelText('Closes'), '0000');
    await userEvent.type(within(support).getByLabelText('Message outside business hours'), 'Back at 9.');
    await userEvent.selectOptions(within(support).getByLabelText('Time zone'), 'America/New_York');
    await expect(value()).toEqual([
      {
        departmentId: 'dept-support',
        timeZone: 'America/New_York',
        hours: [
          { day: 1, open: '09:00', close: '17:00' },
          { day: 6, open: '09:00', close: '24:00' },
        ],
        closedMessage: 'Back at 9.',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove business hours for Support' }));
    await expect(value()).toEqual([]);
  },
};
