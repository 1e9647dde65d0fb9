import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Menu } from '../Menu/Menu.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { exampleNavGroups } from '../SideNav/sideNavExample.ts';
import { TopBar } from '../TopBar/TopBar.tsx';
import { AppFrame } from './AppFrame.tsx';

function Shell({ initiallyCollapsed = false }: { initiallyCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [path, setPath] = useState('/manage/users');
  return (
    <AppFrame
      topBar={
        <TopBar title="Parley" menuCollapsed={collapsed} onToggleMenu={() => setCollapsed((value) => !value)}>
          <Menu
            label="Demo Admin"
            icon="user"
            align="end"
            items={[{ id: 'signout', label: 'Signout', icon: 'logout', onSelect: () => {} }]}
          />
        </TopBar>
      }
      sideNav={<SideNav groups={exampleNavGroups} currentPath={path} collapsed={collapsed} onNavigate={setPath} />}
    >
      <h2 style={{ marginTop: 0, fontSize: 20 }}>Users</h2>
      <Card>
        <EmptyState title={`Nothing at ${path} yet`} description="Screens render here, in the scrolling main region." />
      </Card>
    </AppFrame>
  );
}

const meta = {
  title: 'UI/Shell/AppFrame',
  component: Shell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(nav.getBoundingClientRect().width).toBe(248);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Flows' }));
    await expect(within(canvas.getByRole('main')).getByText('Nothing at /config/flows yet')).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { initiallyCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getBoundingClientRect().width).toBe(64);
    await expectVisual(canvasElement, 'app-frame-collapsed');
  },
};
