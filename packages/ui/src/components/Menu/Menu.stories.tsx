import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Menu } from './Menu.tsx';

const handleDetails = fn();
const handleLibrary = fn();
const handleSignOut = fn();

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: 'Profile',
    icon: 'user',
    items: [
      { id: 'details', label: 'Details', icon: 'user', onSelect: handleDetails },
      { id: 'library', label: 'My Library', icon: 'template', onSelect: handleLibrary },
      { id: 'signout', label: 'Signout', icon: 'logout', onSelect: handleSignOut },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 200, display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
  beforeEach: () => {
    handleDetails.mockClear();
    handleLibrary.mockClear();
    handleSignOut.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Profile' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = body.getByRole('menu', { name: 'Profile' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expectVisual(menu, 'menu-open');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Library' }));
    await expect(handleLibrary).toHaveBeenCalledOnce();
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Profile' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'My Library' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps around from the last item to the first.
    await expect(body.getByRole('menuitem', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('menuitem', { name: 'Signout' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(body.getByRole('menuitem', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(handleSignOut).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Profile' });
    await userEvent.click(trigger);
    await expect(body.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    await expect(body.getByRole('menu')).toBeVisible();
    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(handleDetails).not.toHaveBeenCalled();
  },
};

export const AlignEndWithCustomTrigger: Story = {
  args: {
    align: 'end',
    label: 'Demo Admin',
    buttonContent: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <span
          aria-hidden="true"
          style={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'var(--parley-color-primary-subtle)',
            color: 'var(--parley-color-primary-hover)',
            fontWeight: 600,
          }}
        >
          DA
        </span>
        Demo Admin
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo Admin' }));
    await expect(within(document.body).getByRole('menu', { name: 'Demo Admin' })).toBeVisible();
  },
};
