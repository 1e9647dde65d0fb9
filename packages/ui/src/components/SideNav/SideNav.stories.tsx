import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { SIDE_NAV_COMING_SOON, SideNav, type SideNavProps } from './SideNav.tsx';
import { exampleNavGroups } from './sideNavExample.ts';

/** Keeps currentPath in state so clicking a link "navigates". */
function RoutedSideNav(props: SideNavProps) {
  const [path, setPath] = useState(props.currentPath);
  const handleNavigate = (href: string) => {
    props.onNavigate(href);
    setPath(href);
  };
  return (
    <div style={{ height: 640, display: 'flex', border: '1px solid var(--parley-color-border)' }}>
      <SideNav {...props} currentPath={path} onNavigate={handleNavigate} />
    </div>
  );
}

const meta = {
  title: 'UI/Shell/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { groups: exampleNavGroups, currentPath: '/chat', collapsed: false, onNavigate: fn() },
  render: (args) => <RoutedSideNav {...args} />,
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const scope = within(nav);
    for (const heading of ['MODULE', 'CONFIGURATION', 'MANAGE']) {
      await expect(scope.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await expect(scope.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(scope.getByRole('link', { name: 'Flows' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/config/flows');
    await expect(scope.getByRole('link', { name: 'Flows' })).toHaveAttribute('aria-current', 'page');
    await expect(scope.getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
    await expectVisual(canvasElement, 'side-nav-expanded');
  },
};

export const Accordion: Story = {
  args: { currentPath: '/agentic-ai/analytics/today' },
  play: async ({ canvasElement, args }) => {
    const scope = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const ai = scope.getByRole('button', { name: 'Agentic AI' });
    const speech = scope.getByRole('button', { name: 'Speech Services' });
    // The group holding the current page is open, and its deepest matching link is current.
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await expect(speech).toHaveAttribute('aria-expanded', 'false');
    await expect(scope.getByRole('link', { name: 'Analytics', current: 'page' })).toHaveAttribute(
      'href',
      '/agentic-ai/analytics',
    );
    // Opening another group closes the first: one open at a time.
    await userEvent.click(speech);
    await expect(speech).toHaveAttribute('aria-expanded', 'true');
    await expect(ai).toHaveAttribute('aria-expanded', 'false');
    await expect(scope.queryByRole('link', { name: 'Skills' })).not.toBeInTheDocument();
    await userEvent.click(scope.getByRole('link', { name: 'Text To Speech' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/speech/text-to-speech');
    await expect(scope.getByRole('link', { name: 'Text To Speech' })).toHaveAttribute('aria-current', 'page');
    // Clicking the open group again closes it.
    await userEvent.click(speech);
    await expect(speech).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ModifierClickKeepsBrowserBehaviour: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Campaigns' });
    // Cancel the browser's own navigation after React has seen the click, so the page stays put.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // A plain click is handled by the nav.
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/campaigns');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, currentPath: '/agentic-ai/skills' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scope = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    // Icons only: the label is the accessible name and the tooltip.
    const chat = scope.getByRole('link', { name: 'Chat' });
    await expect(chat).toHaveAttribute('title', 'Chat');
    const ai = scope.getByRole('button', { name: 'Agentic AI' });
    await expect(ai).toHaveAttribute('aria-expanded', 'false');
    // Hover opens the fly-out.
    await userEvent.hover(ai);
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    const flyout = scope.getByRole('list', { name: 'Agentic AI' });
    await expect(within(flyout).getByRole('link', { name: 'Skills' })).toHaveAttribute('aria-current', 'page');
    await userEvent.unhover(ai.parentElement as HTMLElement);
    await waitFor(() => expect(ai).toHaveAttribute('aria-expanded', 'false'));
    // Click opens it as well, and following a link closes it.
    await userEvent.click(ai);
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      within(scope.getByRole('list', { name: 'Agentic AI' })).getByRole('link', { name: 'Analytics' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/agentic-ai/analytics');
  },
};

export const CollapsedKeyboard: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const scope = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const speech = scope.getByRole('button', { name: 'Speech Services' });
    // Activating the button opens the fly-out (so does focusing it in a focused window); Tab moves
    // into it; Esc closes it and returns focus to the button without reopening it.
    speech.focus();
    await userEvent.keyboard('{Enter}');
    await expect(speech).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(scope.getByRole('link', { name: 'Text To Speech' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(speech).toHaveFocus();
    await waitFor(() => expect(scope.queryByRole('link', { name: 'Text To Speech' })).not.toBeInTheDocument());
    await expect(speech).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithBrand: Story = {
  args: {
    brand: <strong style={{ fontSize: 18, color: 'var(--parley-color-primary)' }}>Parley</strong>,
  },
};

/** Entries of pages not available yet: a "Soon" badge, described as such, and no navigation (never a dead end). */
export const ComingSoonEntries: Story = {
  args: {
    currentPath: '/customers',
    groups: exampleNavGroups.map((group) => ({
      ...group,
      items: group.items.map((item) =>
        item.id === 'chat'
          ? { ...item, comingSoon: true }
          : item.id === 'agentic-ai'
            ? {
                ...item,
                children: item.children?.map((child) => ({ ...child, comingSoon: child.id === 'ai-analytics' })),
              }
            : item,
      ),
    })),
  },
  play: async ({ canvasElement, args }) => {
    const scope = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const chat = scope.getByRole('link', { name: 'Chat' });
    await expect(chat).toHaveAttribute('aria-disabled', 'true');
    await expect(chat).toHaveAccessibleDescription(SIDE_NAV_COMING_SOON);
    await expect(chat).not.toHaveAttribute('href');
    await userEvent.click(chat);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // A parent keeps its available children as links; the others are marked.
    await userEvent.click(scope.getByRole('button', { name: 'Agentic AI' }));
    await expect(scope.getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '/agentic-ai/skills');
    const analytics = scope
      .getAllByRole('link', { name: 'Analytics' })
      .find((link) => link.hasAttribute('aria-disabled'));
    await expect(analytics).toHaveAccessibleDescription(SIDE_NAV_COMING_SOON);
    await expect(scope.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  },
};
