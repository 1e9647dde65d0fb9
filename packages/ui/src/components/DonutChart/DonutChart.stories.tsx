import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ParleyThemeProvider } from '../../theme/ParleyThemeProvider.tsx';
import { defaultChartColors } from '../../theme/tokens.ts';
import { DonutChart } from './DonutChart.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  args: {
    label: 'Scope',
    data: [
      { name: 'Scoped', value: 290 },
      { name: 'Non scoped', value: 110 },
    ],
    centerText: '72.50%',
    centerSubtext: 'Scoped',
    animation: false,
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgTexts = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll('svg text')).map((node) => node.textContent);
const fills = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll('svg path')).map((node) => node.getAttribute('fill'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Scope' })).toBeVisible();
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('72.50%'));
    await expect(svgTexts(canvasElement)).toContain('Scoped');
    await expect(fills(canvasElement)).toContain(defaultChartColors[0]);
    await expect(defaultChartColors).toHaveLength(7);
    await expectVisual(canvasElement, 'donut-chart');
  },
};

export const ColoursFromSettings: Story = {
  render: (args) => (
    <ParleyThemeProvider chartColors={['#7b61ff', '#00a3c4']}>
      <DonutChart {...args} />
    </ParleyThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(fills(canvasElement)).toContain('#7b61ff'));
    await expect(fills(canvasElement)).toContain('#00a3c4');
  },
};

export const SevenSlices: Story = {
  args: {
    centerText: '1,240',
    centerSubtext: 'Messages',
    data: ['Greeting', 'Refund', 'Order status', 'Complaint', 'Pricing', 'Hours', 'Other'].map((name, index) => ({
      name,
      value: 10 + index * 7,
    })),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      for (const colour of defaultChartColors) expect(fills(canvasElement)).toContain(colour);
    });
  },
};
