import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/Form/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description', name: 'description' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Line one{enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

export const WithError: Story = {
  args: { error: 'Description is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Description is required');
    await expectVisual(canvasElement, 'text-area-error');
  },
};

export const WithHint: Story = { args: { hint: 'Shown to agents when they pick the flow.' } };
