import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AgentStatusMenu } from './AgentStatusMenu.tsx';

const OPTIONS = [
  { value: 1, label: 'Online', tone: 'online' },
  { value: 2, label: 'Away', tone: 'away' },
  { value: 0, label: 'Offline', tone: 'offline' },
] as const;

const meta = {
  title: 'UI/AgentStatusMenu',
  component: AgentStatusMenu,
  tags: ['autodocs'],
  args: { options: OPTIONS, value: 1, onChange: fn() },
} satisfies Meta<typeof AgentStatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: the current status is ticked; choosing another hands it back. */
export const Online: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Your status: Online' });
    await expect(trigger).toHaveTextContent('Online');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Your status: Online' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Online (current)', 'Away', 'Offline']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Away' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** Choosing the current status again changes nothing. */
export const Away: Story = {
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your status: Away' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Away (current)' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Before the status is known. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Your status: loading' })).toBeVisible();
  },
};
