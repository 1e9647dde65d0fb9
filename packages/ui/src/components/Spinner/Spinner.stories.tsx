import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Card } from '../Card/Card.tsx';
import { LoaderOverlay, Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading agents', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading agents');
  },
};

export const Overlay: StoryObj<typeof LoaderOverlay> = {
  render: (args) => (
    <Card style={{ position: 'relative', minHeight: 160 }}>
      <p>Agents list content underneath the overlay.</p>
      <LoaderOverlay {...args} />
    </Card>
  ),
  args: { show: true, label: 'Loading agents' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading agents');
    await expectVisual(canvasElement, 'loader-overlay');
  },
};

export const OverlayHidden: StoryObj<typeof LoaderOverlay> = {
  ...Overlay,
  args: { show: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
