import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker.tsx';
import { expectVisual } from '../../internal/visual.ts';

function Demo(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 300 }}>
      <DateTimePicker
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  args: { label: 'Schedule at', value: new Date(2026, 10, 22, 9, 30, 0), onChange: fn(), max: new Date(2026, 10, 22) },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeValidText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Schedule at' });
    await expect(input).toHaveValue('2026/11/22 09:30:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2026/11/20 18:45:30');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 20, 18, 45, 30));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expectVisual(canvasElement, 'date-time-picker-field');
  },
};

export const InvalidText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Schedule at' });
    await userEvent.clear(input);
    await userEvent.type(input, '20/11/2026 6:45 PM{Enter}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid Date Format');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PickFromPopover: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Choose Schedule at' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose Schedule at' });
    const popover = within(dialog);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await expect(popover.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    // The current day holds the focus; days after max cannot be chosen.
    await expect(popover.getByRole('button', { name: 'Sunday, 22 November 2026' })).toHaveFocus();
    await expect(popover.getByRole('button', { name: 'Monday, 23 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(popover.getByRole('button', { name: 'Next month' })).toBeDisabled();
    // Steps: hours by 1, minutes by 15, seconds by 30.
    await expect(popover.getAllByRole('option').length).toBe(24 + 4 + 2);
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Hour' }), '17');
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Minute' }), '45');
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Second' }), '30');
    await expectVisual(dialog, 'date-time-picker-popover');
    await userEvent.click(popover.getByRole('button', { name: 'Monday, 23 November 2026' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(popover.getByRole('button', { name: 'Friday, 20 November 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 20, 17, 45, 30));
    // Choosing closes the popover and hands focus back to the trigger.
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Schedule at' })).toHaveValue('2026/11/20 17:45:30');
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Choose Schedule at' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = within(await body.findByRole('dialog', { name: 'Choose Schedule at' }));
    // Right arrow stops at max; up a week, PageUp a month back, Home to the week's Sunday.
    await userEvent.keyboard('{ArrowRight}');
    await expect(popover.getByRole('button', { name: 'Sunday, 22 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{PageUp}');
    await expect(popover.getByRole('grid', { name: 'October 2026' })).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Thursday, 15 October 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(popover.getByRole('button', { name: 'Sunday, 11 October 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 9, 11, 9, 30, 0));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    const input = canvas.getByRole('textbox', { name: 'Schedule at' });
    await expect(input).toHaveValue('2026/10/11 09:30:00');
    await expect((input as HTMLInputElement).value).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Choose Schedule at' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose Schedule at' });
    // Tab stays inside the popover: from the last control it wraps to the first.
    within(dialog).getByRole('combobox', { name: 'Second' }).focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Schedule at' })).toHaveValue('2026/11/22 09:30:00');
  },
};

export const Empty: Story = {
  args: { value: null, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Schedule at/ })).toHaveValue('');
  },
};
