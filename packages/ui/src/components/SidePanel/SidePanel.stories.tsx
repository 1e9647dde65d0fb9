import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { SidePanel, type SidePanelProps } from './SidePanel.tsx';
import { expectVisual } from '../../internal/visual.ts';

function SidePanelDemo(props: Omit<SidePanelProps, 'open'>) {
  const { onClose, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <SidePanel
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Filters',
    onClose: fn(),
    children: (
      <div style={{ padding: 20 }}>
        <TextField label="Name" name="name" />
      </div>
    ),
  },
  render: (args) => <SidePanelDemo {...args} />,
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const panel = await body.findByRole('dialog', { name: 'Filters' });
    await expect(panel.getBoundingClientRect().width).toBe(400);
    await expect(within(panel).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(body.getByTestId('side-panel-overlay'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooterAndFadedPage: Story = {
  args: {
    width: 480,
    pageOpacity: 0.2,
    footer: (
      <>
        <Button variant="secondary">Reset</Button>
        <Button>Apply</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const panel = await body.findByRole('dialog', { name: 'Filters' });
    await expect(panel.getBoundingClientRect().width).toBe(480);
    await expect(getComputedStyle(body.getByTestId('side-panel-overlay')).opacity).toBe('0.8');
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeVisible();
    await expectVisual(panel, 'side-panel-footer');
  },
};
