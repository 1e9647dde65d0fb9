import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Tabs, type TabsProps } from './Tabs.tsx';

const tabs = [
  { id: 'intents', label: 'Intents', content: <p>Intents list</p> },
  { id: 'entities', label: 'Entities', content: <p>Entities list</p> },
  { id: 'config', label: 'Configuration', content: <p>Configuration form</p>, disabled: true },
  { id: 'prompt', label: 'Prompt', content: <p>Prompt form</p> },
];

function TabsDemo(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs, value: 'intents', onChange: fn(), label: 'Agent sections' },
  render: (args) => <TabsDemo {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Intents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Intents' })).toHaveTextContent('Intents list');
    await userEvent.click(canvas.getByRole('tab', { name: 'Entities' }));
    await expect(args.onChange).toHaveBeenCalledWith('entities');
    await expect(canvas.getByRole('tabpanel', { name: 'Entities' })).toHaveTextContent('Entities list');
    await expectVisual(canvasElement, 'tabs-default');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Intents' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Entities' })).toHaveFocus();
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Prompt' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Prompt' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Intents' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Prompt' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Intents' })).toHaveFocus();
  },
};

export const NavigationOnly: Story = {
  args: { tabs: tabs.map(({ id, label }) => ({ id, label })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tabpanel')).not.toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(4);
  },
};
