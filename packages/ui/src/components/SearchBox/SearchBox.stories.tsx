import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { label: 'Search agents', placeholder: 'Search agents', onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { debounceMs: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search agents' });
    await userEvent.type(input, 'priya');
    // Typing is faster than the debounce, so nothing is emitted until the user pauses.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenLastCalledWith('priya');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const SpecDebounce: Story = {
  name: 'Default debounce (500 ms)',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search agents' });
    const startedAt = performance.now();
    await userEvent.type(input, 'ab');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ab'), { timeout: 2000 });
    await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(500);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'priya', debounceMs: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search agents' });
    await expect(input).toHaveValue('priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 5000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search agents' });
    await userEvent.type(input, 'ravi{enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('ravi');
    await expectVisual(canvasElement, 'search-box-typed');
  },
};
