import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: { label: 'Response', onChange: fn(), onSubmit: fn(), placeholder: 'Type the response' },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <RichTextEditor {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const surface = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Response' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(surface(canvasElement)).toHaveAttribute('contenteditable', 'true');
    await expect(within(canvasElement).getByText('Type the response')).toBeVisible();
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Response formatting' })).toBeVisible();
  },
};

export const MarkdownIn: Story = {
  args: { value: 'Hello **bold** and _italic_\n\n- one\n- two\n\nSee [docs](https://example.com)' },
  play: async ({ canvasElement }) => {
    const editor = surface(canvasElement);
    await waitFor(() => expect(within(editor).getByText('bold')).toHaveClass('rte-bold'));
    await expect(within(editor).getByText('italic')).toHaveClass('rte-italic');
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(editor).getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com');
    await expectVisual(canvasElement, 'rich-text-markdown-in');
  },
};

export const TypeFormatAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = surface(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(editor, 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.type(editor, ' there');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('**Hi** there'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith('**Hi** there');
  },
};

export const ListsAndLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = surface(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.type(editor, 'first');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('- first'));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1. first'));
    // Select the word and link it.
    const word = within(editor).getByText('first');
    const range = document.createRange();
    range.selectNodeContents(word);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const url = canvas.getByRole('textbox', { name: 'Link URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://parley.dev{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1. [first](https://parley.dev)'));
  },
};

export const MarkdownShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = surface(canvasElement);
    await userEvent.click(editor);
    await userEvent.type(editor, '- item *emph* ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('- item *emph* '));
    await expect(within(editor).getByRole('listitem')).toBeVisible();
  },
};

function Controlled() {
  const [value, setValue] = useState('First');
  return (
    <>
      <RichTextEditor label="Response" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('Reset **text**')}>
        Reset
      </button>
      <output aria-label="Markdown">{value}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(surface(canvasElement)).getByText('text')).toHaveClass('rte-bold'));
    await expect(canvas.getByRole('status', { name: 'Markdown' })).toHaveTextContent('Reset **text**');
  },
};

export const WithError: Story = {
  args: { error: 'This Field is Mandatory' },
  play: async ({ canvasElement }) => {
    await expect(surface(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This Field is Mandatory');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Read only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toBeDisabled();
    await expect(canvasElement.querySelector('[contenteditable]')).toHaveAttribute('contenteditable', 'false');
  },
};
