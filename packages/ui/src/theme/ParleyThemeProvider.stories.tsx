import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Modal } from '../components/Modal/Modal.tsx';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { ParleyThemeProvider, useParleyBranding } from './ParleyThemeProvider.tsx';
import { colorTokenNames } from './tokens.ts';

function TokenSheet() {
  const { title, chartColors } = useParleyBranding();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card>
        <h2 style={{ margin: '0 0 12px', fontSize: 16 }}>{title ?? 'Parley'} colour tokens</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 8,
            padding: 0,
            margin: 0,
            listStyle: 'none',
          }}
        >
          {colorTokenNames.map((name) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: 'var(--parley-radius-sm)',
                  border: '1px solid var(--parley-color-border)',
                  background: `var(--parley-color-${name})`,
                }}
              />
              <code style={{ fontSize: 12 }}>--parley-color-{name}</code>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button>Primary action</Button>
          <Button variant="secondary">Secondary</Button>
          <Badge tone="info">Info</Badge>
          <span style={{ display: 'flex', gap: 4 }} aria-label="Chart palette" role="img">
            {chartColors.map((color) => (
              <span key={color} style={{ width: 16, height: 16, borderRadius: 4, background: color }} />
            ))}
          </span>
        </div>
      </Card>
    </div>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ParleyThemeProvider,
  tags: ['autodocs'],
  render: (args) => (
    <ParleyThemeProvider {...args}>
      <TokenSheet />
    </ParleyThemeProvider>
  ),
} satisfies Meta<typeof ParleyThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const styles = getComputedStyle(document.documentElement);
    await expect(styles.getPropertyValue('--parley-color-primary').trim()).toBe('#2f6fed');
    await expect(styles.getPropertyValue('--parley-space-4').trim()).toBe('16px');
    await expect(styles.getPropertyValue('--parley-radius-md').trim()).toBe('8px');
    const button = within(canvasElement).getByRole('button', { name: 'Primary action' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(47, 111, 237)');
  },
};

export const WhiteLabel: Story = {
  args: {
    whiteLabel: { title: 'Acme Messaging', colors: { primary: '#0b7a55', 'primary-hover': '#08613f' } },
    chartColors: ['#0b7a55', '#f0a202', '#d1495b'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acme Messaging colour tokens' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Primary action' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 122, 85)');
  },
};

function ScopedPage() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button>Host’s button</Button>
      <ParleyThemeProvider whiteLabel={{ colors: { primary: '#0b7a55' } }}>
        <Button onClick={() => setOpen(true)}>Embedded button</Button>
        <Modal open={open} title="Embedded dialog" onClose={() => setOpen(false)}>
          <Button>Dialog button</Button>
        </Modal>
      </ParleyThemeProvider>
    </div>
  );
}

/** A second provider (a module embedded in a page): its white label stays inside it, and its dialogs see it too. */
export const ScopedToItsElement: Story = {
  render: () => <ScopedPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outside = canvas.getByRole('button', { name: 'Host’s button' });
    const inside = canvas.getByRole('button', { name: 'Embedded button' });
    await expect(getComputedStyle(outside).backgroundColor).toBe('rgb(47, 111, 237)');
    await expect(getComputedStyle(inside).backgroundColor).toBe('rgb(11, 122, 85)');
    await userEvent.click(inside);
    const dialog = await screen.findByRole('dialog', { name: 'Embedded dialog' });
    // Rendered at the end of the body, in the embedded provider's scope.
    await expect(dialog.closest('[data-parley-portals]')).not.toBeNull();
    const dialogButton = within(dialog).getByRole('button', { name: 'Dialog button' });
    await expect(getComputedStyle(dialogButton).backgroundColor).toBe('rgb(11, 122, 85)');
  },
};
