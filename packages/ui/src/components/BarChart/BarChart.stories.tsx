import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';
import { expectVisual } from '../../internal/visual.ts';

const days = ['16-11', '17-11', '18-11', '19-11', '20-11', '21-11', '22-11'];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    label: 'Scope trend',
    categories: days,
    series: [
      { name: 'Scoped', values: [12, 18, 9, 22, 30, 14, 8] },
      { name: 'Non scoped', values: [3, 2, 5, 1, 4, 2, 0] },
    ],
    animation: false,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgTexts = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll('svg text')).map((node) => node.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Scope trend' })).toBeVisible();
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('17-11'));
    await expect(svgTexts(canvasElement)).toContain('Non scoped');
    await expectVisual(canvasElement, 'bar-chart');
  },
};

export const AllZero: Story = {
  args: { series: [{ name: 'Scoped', values: [0, 0, 0, 0, 0, 0, 0] }] },
  play: async ({ canvasElement }) => {
    // The scale still reaches 20.
    await waitFor(() => expect(svgTexts(canvasElement)).toContain('20'));
  },
};

export const Stacked: Story = {
  args: { stacked: true, colors: ['#17703f', '#c9302c'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg path[fill="#17703f"]')).not.toBeNull());
  },
};
