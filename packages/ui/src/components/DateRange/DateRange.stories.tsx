import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

export const PickFromCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Choose Start Date to End Date' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose Start Date to End Date' });
    const calendar = within(dialog);
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    // Opens on the current start; the chosen range is marked; nothing after today.
    await expect(calendar.getByRole('button', { name: 'Sunday, 15 November 2026' })).toHaveFocus();
    await expect(calendar.getByRole('button', { name: 'Monday, 23 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectVisual(dialog, 'date-range-calendar');
    // First the start: the popover stays open for the end.
    await userEvent.click(calendar.getByRole('button', { name: 'Tuesday, 10 November 2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '' });
    await expect(calendar.getByText('Now choose the end date.')).toBeVisible();
    // Then the end, here with the keyboard: choosing it closes the popover.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-12' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByLabelText('Start Date')).toHaveValue('2026-11-10');
    await expect(canvas.getByLabelText('End Date')).toHaveValue('2026-11-12');
  },
};

export const CalendarEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Choose Start Date to End Date' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Choose Start Date to End Date' });
    // A day before the pending start starts the range again from it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '' });
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-14', end: '' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};
