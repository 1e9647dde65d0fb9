import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './LoadError.tsx';

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  args: { message: 'Users are unavailable', onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Users are unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toBeDisabled();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Where a toast already announced the failure, the message is shown but not announced again. */
export const NotAnnounced: Story = {
  args: { message: 'Segments could not be loaded.', announce: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Segments could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
