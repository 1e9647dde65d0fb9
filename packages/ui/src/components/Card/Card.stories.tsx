import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <h3 style={{ margin: '0 0 4px' }}>Support bot</h3>
        <p style={{ margin: 0 }}>Answers FAQs on WhatsApp and Web chat.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Wallet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Wallet' })).toBeInTheDocument();
    await expectVisual(canvasElement, 'card-section');
  },
};

export const Interactive: Story = {
  args: {
    interactive: true,
    role: 'button',
    tabIndex: 0,
    onClick: fn(),
    children: (
      <>
        <strong>Support bot</strong> <Badge tone="success">Live</Badge>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Support bot/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
