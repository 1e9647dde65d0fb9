import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ENTITY_PICKER_HINT, EntityPicker, type EntityPickerProps } from './EntityPicker.tsx';
import type { EntityRef } from './entityRanges.ts';
import { expectVisual } from '../../internal/visual.ts';

const phrase = 'Book a flight from Mumbai to Delhi tomorrow';
const entities = [
  { id: 'city', name: 'city' },
  { id: 'date', name: 'date' },
  { id: 'airline', name: 'airline' },
  { id: 'class', name: 'travel class' },
];
const mumbai: EntityRef = { entityId: 'city', entityStartPos: 19, entityEndPos: 24 };

/** Keeps the annotations in state like the intent editor does. */
function EntityPickerDemo(props: EntityPickerProps) {
  const [refs, setRefs] = useState<readonly EntityRef[]>(props.entityRefs);
  return (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <EntityPicker
        {...props}
        entityRefs={refs}
        onAnnotate={(ref) => {
          props.onAnnotate(ref);
          setRefs((list) => [...list, ref]);
        }}
        onRemove={(ref) => {
          props.onRemove?.(ref);
          setRefs((list) => list.filter((item) => item !== ref));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Bots/EntityPicker',
  component: EntityPicker,
  tags: ['autodocs'],
  args: { phrase, entities, entityRefs: [mumbai], onAnnotate: fn(), onRemove: fn() },
  render: (args) => <EntityPickerDemo {...args} />,
} satisfies Meta<typeof EntityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (canvas: HTMLElement) =>
  within(canvas).getByRole('textbox', { name: 'Training phrase' }) as HTMLTextAreaElement;

export const Annotated: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toHaveTextContent('Mumbai');
    const tagged = within(canvasElement).getByRole('list', { name: 'Tagged entities' });
    await expect(within(tagged).getByText('city: Mumbai')).toBeVisible();
    await expectVisual(canvasElement, 'entity-picker-annotated');
  },
};

export const SelectWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const text = textOf(canvasElement);
    const start = phrase.indexOf('Delhi');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: text, offset: start },
      { offset: start + 5 },
      { keys: '[/MouseLeft]' },
    ]);
    const popup = await screen.findByRole('dialog', { name: 'Choose an entity' });
    await expect(within(popup).getByText('“Delhi”')).toBeVisible();
    await userEvent.click(within(popup).getByRole('option', { name: 'city' }));
    await expect(args.onAnnotate).toHaveBeenCalledWith({
      entityId: 'city',
      entityStartPos: start,
      entityEndPos: start + 4,
    });
    await waitFor(() => expect(canvasElement.querySelectorAll('mark')).toHaveLength(2));
  },
};

export const SelectWithKeyboardAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const text = textOf(canvasElement);
    const start = phrase.indexOf('tomorrow');
    text.focus();
    text.setSelectionRange(start, start + 8);
    await userEvent.keyboard('{Enter}');
    const popup = within(await screen.findByRole('dialog', { name: 'Choose an entity' }));
    const search = popup.getByRole('combobox', { name: 'Search entities' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'a');
    // 'date', 'airline' and 'travel class' match; move to the second and choose it.
    await expect(popup.getAllByRole('option')).toHaveLength(3);
    await userEvent.type(search, 'zz');
    await expect(popup.getByText('No entities found')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'a');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAnnotate).toHaveBeenCalledWith({
      entityId: 'airline',
      entityStartPos: start,
      entityEndPos: start + 7,
    });
    await expect(text).toHaveFocus();
  },
};

export const CloseWithoutChoiceResets: Story = {
  play: async ({ canvasElement, args }) => {
    const text = textOf(canvasElement);
    text.focus();
    text.setSelectionRange(0, 4);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choose an entity' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(text.selectionStart).toBe(text.selectionEnd);
    // A click outside closes too.
    text.setSelectionRange(0, 4);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choose an entity' });
    await userEvent.click(document.body);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onAnnotate).not.toHaveBeenCalled();
  },
};

export const OverlapRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const text = textOf(canvasElement);
    text.focus();
    text.setSelectionRange(phrase.indexOf('from'), phrase.indexOf('Mumbai') + 3);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The selected text overlaps an entity already tagged',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onAnnotate).not.toHaveBeenCalled();
  },
};

export const RemoveAnnotation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove city from “Mumbai”' }));
    await expect(args.onRemove).toHaveBeenCalledWith(mumbai);
    await waitFor(() => expect(canvasElement.querySelectorAll('mark')).toHaveLength(0));
  },
};

export const Plain: Story = {
  args: { entityRefs: [], onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(textOf(canvasElement)).toHaveValue(phrase);
    await expect(within(canvasElement).queryByRole('list', { name: 'Tagged entities' })).not.toBeInTheDocument();
  },
};

/** A list of phrases shows the hint once, outside the pickers, and each phrase is described by it. */
export const SharedHint: Story = {
  args: { entityRefs: [] },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <p id="phrases-hint">{ENTITY_PICKER_HINT}</p>
      <EntityPickerDemo {...args} label="Training phrase one" hintId="phrases-hint" />
      <EntityPickerDemo {...args} phrase="Fly to Pune" label="Training phrase two" hintId="phrases-hint" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(ENTITY_PICKER_HINT)).toHaveLength(1);
    for (const name of ['Training phrase one', 'Training phrase two'])
      await expect(canvas.getByRole('textbox', { name })).toHaveAccessibleDescription(ENTITY_PICKER_HINT);
  },
};
