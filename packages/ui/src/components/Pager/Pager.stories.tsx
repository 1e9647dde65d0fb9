import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'UI/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { offset: 0, pageSize: 50, hasMore: true, onChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenCalledWith(50);
  },
};

export const MiddlePage: Story = {
  args: { offset: 100 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onChange).toHaveBeenCalledWith(50);
  },
};

export const NoMoreData: Story = {
  args: { offset: 50, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'No More Data to Show' })).toBeDisabled();
    await expectVisual(canvasElement, 'pager-no-more-data');
  },
};

export const Loading: Story = {
  args: { offset: 50, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
