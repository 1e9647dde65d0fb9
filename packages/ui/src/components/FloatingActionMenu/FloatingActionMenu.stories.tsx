import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloatingActionMenu } from './FloatingActionMenu.tsx';
import { expectVisual } from '../../internal/visual.ts';

const onCampaign = fn();
const onTemplate = fn();

const meta = {
  title: 'UI/FloatingActionMenu',
  component: FloatingActionMenu,
  tags: ['autodocs'],
  args: {
    label: 'Create',
    inline: true,
    actions: [
      { id: 'campaign', label: 'New campaign', icon: 'campaign', onSelect: onCampaign },
      { id: 'template', label: 'New template', icon: 'template', onSelect: onTemplate },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220, alignItems: 'flex-end' }}>
      <FloatingActionMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof FloatingActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Create' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'New campaign' })).toHaveFocus();
    await expectVisual(canvasElement, 'floating-action-menu-open');
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    await expect(onTemplate).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'New campaign' })).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Create' })).toHaveFocus();
  },
};
