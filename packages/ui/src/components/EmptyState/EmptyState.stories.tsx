import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No agents yet', description: 'Add agents so they can pick up chats from your customers.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No agents yet' })).toBeVisible();
    await expectVisual(canvasElement, 'empty-state');
  },
};

const handleAdd = fn();

export const WithAction: Story = {
  args: {
    icon: 'users',
    action: (
      <Button icon="plus" onClick={handleAdd}>
        Add agent
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }));
    await expect(handleAdd).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No results', description: undefined, icon: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'No results' })).toBeVisible();
  },
};

export const UnderAPageTitle: Story = {
  args: { title: 'Coming soon', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};
