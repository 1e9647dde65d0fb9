import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { StarRating, type StarRatingProps } from './StarRating.tsx';

function Editable(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { label: 'Customer rating', value: 3 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Customer rating: 3 out of 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(5);
    await expectVisual(canvasElement, 'star-rating-3');
  },
};

export const EditableRating: Story = {
  args: { onChange: fn(), value: 0 },
  render: (args) => <Editable {...args} />,
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Customer rating' }));
    await expect(group.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(group.getByText('4 stars'));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(group.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(group.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const TenStars: Story = {
  args: { max: 10, value: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Customer rating: 7 out of 10' })).toBeVisible();
  },
};
