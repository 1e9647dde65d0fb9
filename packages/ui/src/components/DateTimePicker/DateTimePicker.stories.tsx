import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker.tsx';

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
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Schedule at' }));
    const popover = within(canvas.getByRole('dialog', { name: 'Choose Schedule at' }));
    await expect(popover.getByLabelText('Date')).toHaveAttribute('max', '2026-11-22');
    // Steps: hours by 1, minutes by 15, seconds by 30.
    await expect(popover.getAllByRole('option', { name: /.*/ }).length).toBe(24 + 4 + 2);
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Hour' }), '17');
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Minute' }), '45');
    await userEvent.selectOptions(popover.getByRole('combobox', { name: 'Second' }), '30');
    await userEvent.click(popover.getByRole('button', { name: 'Set' }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 22, 17, 45, 30));
    // The popover closes on the choice.
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Schedule at' })).toHaveValue('2026/11/22 17:45:30');
  },
};

export const Empty: Story = {
  args: { value: null, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Schedule at/ })).toHaveValue('');
  },
};
