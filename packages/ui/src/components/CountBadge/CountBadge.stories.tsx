import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'UI/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3, label: 'unread chats' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blinking: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status', { name: '3 unread chats' });
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toHaveAttribute('data-blinking', 'true');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(badge).animationName === 'none').toBe(reduced);
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status', { name: '0 unread chats' });
    await expect(badge).toHaveAttribute('data-blinking', 'false');
    await expect(getComputedStyle(badge).animationName).toBe('none');
  },
};

export const OverMax: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '250 unread chats' })).toHaveTextContent('99+');
    await expectVisual(canvasElement, 'count-badge-over-max');
  },
};

export const Steady: Story = {
  args: { blink: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-blinking', 'false');
  },
};
