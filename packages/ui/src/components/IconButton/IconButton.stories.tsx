import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Refresh', icon: 'refresh', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveAttribute('title', 'Refresh');
    await expectVisual(button, 'icon-button-ghost');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', icon: 'edit', label: 'Edit agent' } };

export const Danger: Story = { args: { variant: 'danger', icon: 'trash', label: 'Delete agent' } };

export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Close' } };
