import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Select } from './Select.tsx';

const meta = {
  title: 'UI/Form/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Channel',
    placeholder: 'Choose a channel',
    onChange: fn(),
    options: [
      { value: '4', label: 'WhatsApp' },
      { value: '0', label: 'SMS' },
      { value: '1', label: 'Email' },
      { value: '10', label: 'RCS' },
      { value: '12', label: 'Web', disabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Channel' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'SMS');
    await expect(select).toHaveValue('0');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('option', { name: 'Web' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'This field is mandatory.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is mandatory.');
    await expectVisual(canvasElement, 'select-error');
  },
};

export const Disabled: Story = { args: { disabled: true } };
