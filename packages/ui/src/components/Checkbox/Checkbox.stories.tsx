import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Required', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Required' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    // The label toggles it too, and Space from the keyboard.
    await userEvent.click(within(canvasElement).getByText('Required'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all', indeterminate: true, hideLabel: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all' });
    await expect(box).toBePartiallyChecked();
    await expectVisual(canvasElement, 'checkbox-indeterminate');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Required' })).toBeDisabled();
  },
};

function Controlled() {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="Opt in" checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
}

export const ControlledBox: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Opt in' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
