import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: 'Trains the agent with the saved intents', children: <Button>Train Agent</Button> },
  render: (args) => (
    <div style={{ padding: '64px 120px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Train Agent' });
    await userEvent.hover(button);
    await expect(screen.getByRole('tooltip')).toHaveTextContent('Trains the agent with the saved intents');
    await expect(button).toHaveAccessibleDescription('Trains the agent with the saved intents');
    await expectVisual(canvasElement, 'tooltip-hover');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const FocusAndEscape: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Train Agent' })).toHaveFocus();
    await expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
