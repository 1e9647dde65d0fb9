import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'UI/Form/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { error: 'Your Password must be atleast 8 characters long', defaultValue: 'short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('atleast 8 characters');
    await expectVisual(canvasElement, 'password-field-error');
  },
};

/** A field holding something other than a password names it in the toggle. */
export const ApiKey: Story = {
  args: { label: 'API Key', name: 'apikey', subject: 'API key', autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('API Key');
    await userEvent.type(input, 'sk-live-1234');
    await expect(canvas.queryByRole('button', { name: /password/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide API key' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
