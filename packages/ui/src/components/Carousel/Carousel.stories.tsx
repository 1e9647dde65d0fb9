import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel.tsx';
import { expectVisual } from '../../internal/visual.ts';

const slides = ['Reach customers on WhatsApp', 'Automate answers with bots', 'Measure every campaign'].map((text) => (
  <div key={text} style={{ padding: 24, border: '1px solid var(--parley-color-border)', borderRadius: 8 }}>
    {text}
  </div>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: 'Highlights', slides, intervalMs: 300, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('group')
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');

export const AutoAdvance: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(visibleSlide(canvasElement)).toBe('1 of 3');
    await waitFor(() => expect(visibleSlide(canvasElement)).toBe('2 of 3'), { timeout: 2000 });
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Highlights' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-paused', 'true');
    const shown = visibleSlide(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleSlide(canvasElement)).toBe(shown);
    await userEvent.unhover(region);
    await waitFor(() => expect(visibleSlide(canvasElement)).not.toBe(shown), { timeout: 2000 });
  },
};

export const Controls: Story = {
  args: { intervalMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleSlide(canvasElement)).toBe('3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvasElement)).toBe('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(visibleSlide(canvasElement)).toBe('2 of 3');
    await expectVisual(canvasElement, 'carousel-second-slide');
  },
};
