import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './Radio.tsx';
import { expectVisual } from '../../internal/visual.ts';

const options = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Scopped' },
  { value: '2', label: 'Non Scopped' },
];

function RadioDemo(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Scope', options, value: '0', onChange: fn() },
  render: (args) => <RadioDemo {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Scope' }));
    await expect(group.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Scopped' }));
    await expect(args.onChange).toHaveBeenCalledWith('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(group.getByRole('radio', { name: 'Non Scopped' })).toBeChecked();
  },
};

export const InlineWithError: Story = {
  args: { inline: true, value: null, error: 'This Field is Mandatory' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This Field is Mandatory');
    await expect(within(canvasElement).getByRole('group', { name: 'Scope' })).toHaveAccessibleDescription(
      'This Field is Mandatory',
    );
    await expectVisual(canvasElement, 'radio-inline-error');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
