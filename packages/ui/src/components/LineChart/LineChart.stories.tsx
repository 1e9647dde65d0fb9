import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LineChart } from './LineChart.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    label: 'Active users',
    categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: [{ name: 'Users', values: [120, 180, 150, 260, 310, 90, 60] }],
    animation: false,
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgTexts = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll('svg text')).map((node) => node.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Active users' })).toBeVisible();
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('Wed'));
    await expect(svgTexts(canvasElement)).not.toContain('900');
    await expectVisual(canvasElement, 'line-chart');
  },
};

export const ZeroMaximum: Story = {
  args: { series: [{ name: 'Users', values: [0, 0, 0, 0, 0, 0, 0] }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('900'));
  },
};

export const TwoSeriesArea: Story = {
  args: {
    area: true,
    series: [
      { name: 'Users', values: [120, 180, 150, 260, 310, 90, 60] },
      { name: 'Returning', values: [40, 60, 55, 80, 120, 30, 20] },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('Returning'));
  },
};
