import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Badge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu } from '../Menu/Menu.tsx';
import { TopBar, type TopBarProps } from './TopBar.tsx';

function ToggleableTopBar(props: TopBarProps) {
  const [collapsed, setCollapsed] = useState(props.menuCollapsed);
  const handleToggle = () => {
    props.onToggleMenu();
    setCollapsed((value) => !value);
  };
  return <TopBar {...props} menuCollapsed={collapsed} onToggleMenu={handleToggle} />;
}

const meta = {
  title: 'UI/Shell/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onToggleMenu: fn(), menuCollapsed: false, title: 'Parley' },
  render: (args) => <ToggleableTopBar {...args} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(args.onToggleMenu).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {
  args: { menuCollapsed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expectVisual(canvasElement, 'top-bar-collapsed');
  },
};

export const WithRightSlot: Story = {
  args: {
    children: (
      <>
        <Badge tone="success">Active · Prepaid</Badge>
        <IconButton icon="bell" label="Chat notifications" />
        <Menu
          label="Demo Admin"
          icon="user"
          align="end"
          items={[
            { id: 'details', label: 'Details', icon: 'user', onSelect: () => {} },
            { id: 'signout', label: 'Signout', icon: 'logout', onSelect: () => {} },
          ]}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Demo Admin' }));
    await expect(within(document.body).getByRole('menuitem', { name: 'Signout' })).toBeVisible();
  },
};
