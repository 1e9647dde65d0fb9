import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Table, type TableColumn, type TableProps } from './Table.tsx';
import { expectVisual } from '../../internal/visual.ts';

interface Agent {
  id: string;
  name: string;
  type: string;
  intents: number;
}

const agents: Agent[] = [
  { id: 'a1', name: 'Support bot', type: 'nlp', intents: 24 },
  { id: 'a2', name: 'Sales assistant', type: 'prompt', intents: 0 },
  { id: 'a3', name: 'Billing helper', type: 'nlp', intents: 11 },
];

const columns: TableColumn<Agent>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, width: '2fr' },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'intents', header: 'Intents', cell: (row) => row.intents, align: 'end', width: '100px' },
];

const many: Agent[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `Agent ${index + 1}`,
  type: index % 3 ? 'nlp' : 'prompt',
  intents: index % 50,
}));

function SelectableTable(props: TableProps<Agent>) {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <Table
      {...props}
      selectable
      selectedIds={ids}
      onSelectionChange={(next) => {
        props.onSelectionChange?.(next);
        setIds(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Table',
  component: Table<Agent>,
  tags: ['autodocs'],
  args: { label: 'Agents', columns, rows: agents, getRowId: (row: Agent) => row.id },
} satisfies Meta<typeof Table<Agent>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Agents' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Intents']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'Billing helper' })).toBeVisible();
    // It fits its container, so it is not a scrolling region (nor an extra tab stop).
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('cell', { name: 'Sales assistant' }));
    await expect(args.onRowClick).toHaveBeenCalledWith(agents[1]);
    // Keyboard: Tab to the first row and press Enter.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const RowLinks: Story = {
  args: { getRowHref: (row: Agent) => `#/bots/${row.id}/intents` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Support bot' })).toHaveAttribute(
      'href',
      '#/bots/a1/intents',
    );
  },
};

export const SelectAll: Story = {
  args: { onSelectionChange: fn(), getRowLabel: (row: Agent) => row.name },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Sales assistant' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['a2']);
    await expect(all).toBePartiallyChecked();
    await expectVisual(canvasElement, 'table-partly-selected');
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['a1', 'a2', 'a3']);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

function DynamicColumns() {
  const [shown, setShown] = useState<string[]>(['name', 'type', 'intents']);
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: 12 }}>
        <legend>Columns</legend>
        {columns.map((column) => (
          <Checkbox
            key={column.id}
            label={column.header}
            checked={shown.includes(column.id)}
            onChange={() =>
              setShown((list) =>
                list.includes(column.id) ? list.filter((id) => id !== column.id) : [...list, column.id],
              )
            }
          />
        ))}
      </fieldset>
      <Table
        label="Agents"
        columns={columns.filter((column) => shown.includes(column.id))}
        rows={agents}
        getRowId={(row) => row.id}
      />
    </>
  );
}

export const DynamicColumnSet: Story = {
  render: () => <DynamicColumns />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Type' }));
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Intents']);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No Record' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No Record' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('No Record')).not.toBeInTheDocument();
  },
};

export const TenThousandRows: Story = {
  args: { rows: many, height: 440 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the visible rows (plus overscan) are in the DOM.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    const body = canvasElement.querySelector<HTMLElement>('[data-virtual="true"]');
    if (!body) throw new Error('no virtual body');
    body.scrollTop = 9_999 * 44;
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Agent 10000' })).toBeVisible());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};

const longName = 'Escalations and after-hours support assistant';

/**
 * Too narrow a container: the columns keep their minimum widths and the table scrolls sideways inside a focusable
 * region; text stays on one line, cut with an ellipsis rather than broken mid-word, with the whole text on hover.
 */
export const NarrowContainer: Story = {
  args: { rows: [...agents, { id: 'a4', name: longName, type: 'nlp', intents: 3 }] },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Agents' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(
      canvas.getByRole('columnheader', { name: 'Type' }).getBoundingClientRect().width,
    ).toBeGreaterThanOrEqual(96);
    const long = canvas.getByText(longName);
    const short = canvas.getByText('prompt');
    await expect(long.getBoundingClientRect().height).toBe(short.getBoundingClientRect().height);
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await userEvent.hover(long);
    await expect(long).toHaveAttribute('title', longName);
    await userEvent.hover(short);
    await expect(short).not.toHaveAttribute('title');
    // Scrolled sideways, the first column stays where it was: each row still shows whose it is.
    const firstHeader = canvas.getAllByRole('columnheader')[0]!;
    const before = firstHeader.getBoundingClientRect().left;
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    // (within the table's 1 px border, which scrolls away under it)
    await expect(Math.abs(firstHeader.getBoundingClientRect().left - before)).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole('columnheader')[1]!.getBoundingClientRect().left).toBeLessThan(before + 96);
  },
};
