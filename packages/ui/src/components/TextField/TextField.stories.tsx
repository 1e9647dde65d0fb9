import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', placeholder: 'name@company.com', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@parley.dev');
    await expect(input).toHaveValue('ana@parley.dev');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the invitation to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the invitation to this address.');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expectVisual(canvasElement, 'text-field-error');
  },
};

export const Required: Story = { args: { required: true } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Agent name', placeholder: 'Agent name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Agent name' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin@parley.dev' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
