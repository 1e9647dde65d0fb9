import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureCards } from './FigureCards.tsx';

const meta = {
  title: 'UI/FigureCards',
  component: FigureCards,
  tags: ['autodocs'],
  args: {
    label: 'Chats by state',
    figures: [
      { label: 'Waiting', value: 3 },
      { label: 'Ongoing', value: 12 },
      { label: 'Average pickup', value: '1 min 5 s' },
    ],
  },
} satisfies Meta<typeof FigureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure reads as its value then what it counts. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Chats by state' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 Waiting', '12 Ongoing', '1 min 5 s Average pickup']);
  },
};
