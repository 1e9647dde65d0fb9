import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRange, type DateRangeProps } from './DateRange.tsx';
import { expectVisual } from '../../internal/visual.ts';

function Demo(props: DateRangeProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateRange
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/DateRange',
  component: DateRange,
  tags: ['autodocs'],
  // A fixed "today" keeps the story deterministic.
  args: { value: { start: '2026-11-15', end: '2026-11-22' }, onChange: fn(), today: new Date(2026, 10, 22) },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText('Start Date');
    const end = canvas.getByLabelText('End Date');
    await expect(start).toHaveValue('2026-11-15');
    await expect(end).toHaveAttribute('max', '2026-11-22');
    await expect(end).toHaveAttribute('min', '2026-11-15');
    await expect(start).toHaveAttribute('max', '2026-11-22');
    await expectVisual(canvasElement, 'date-range');
  },
};

export const ChangeStart: Story = {
  play: async ({ canvasElement, args }) => {
    const start = within(canvasElement).getByLabelText('Start Date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-10');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-22' });
    await expect(within(canvasElement).getByLabelText('End Date')).toHaveAttribute('min', '2026-11-10');
  },
};
