import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxPage } from './Combobox.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { expectVisual } from '../../internal/visual.ts';

const agents: ComboboxOption[] = ['Support bot', 'Sales assistant', 'Billing helper', 'Onboarding guide'].map(
  (label, index) => ({
    value: `a${index + 1}`,
    label,
  }),
);

const allAgents = Array.from({ length: 95 }, (_, index) => ({ value: `g${index + 1}`, label: `Agent ${index + 1}` }));

function loadAgents(query: string, offset: number): Promise<ComboboxPage> {
  const matching = allAgents.filter((agent) => agent.label.toLowerCase().includes(query.toLowerCase()));
  return new Promise((resolve) =>
    setTimeout(
      () => resolve({ options: matching.slice(offset, offset + 15), hasMore: offset + 15 < matching.length }),
      20,
    ),
  );
}

function Single(props: { onChange: (value: ComboboxOption | null) => void }) {
  const [value, setValue] = useState<ComboboxOption | null>(null);
  return (
    <div style={{ maxWidth: 320, minHeight: 300 }}>
      <Combobox
        label="Agent name"
        placeholder="Search agents"
        options={agents}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

/** A Combobox in a short box that clips its content, or scrolls it. */
function Clipped(props: { onChange: (value: ComboboxOption | null) => void; scroll?: boolean }) {
  const [value, setValue] = useState<ComboboxOption | null>(null);
  return (
    <div
      data-testid="clipping-box"
      style={{
        maxWidth: 320,
        height: 110,
        padding: 8,
        border: '1px solid #b9c1cd',
        overflow: props.scroll ? 'auto' : 'hidden',
      }}
    >
      <Combobox
        label="Agent name"
        placeholder="Search agents"
        options={agents}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
      {props.scroll ? <div style={{ height: 400 }} /> : null}
    </div>
  );
}

function Multiple(props: { onChange: (value: ComboboxOption[]) => void; async?: boolean }) {
  const [value, setValue] = useState<ComboboxOption[]>([]);
  return (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <Combobox
        multiple
        label="Agents"
        placeholder="Search agents"
        {...(props.async ? { loadOptions: loadAgents, debounceMs: 50 } : { options: agents })}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: { label: 'Agent name', value: null, onChange: fn() },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searchable: Story = {
  render: (args) => <Single onChange={args.onChange as (value: ComboboxOption | null) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The list is portaled to the document body.
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Agent name' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getAllByRole('option')).toHaveLength(4);
    await userEvent.type(input, 'bil');
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'a3', label: 'Billing helper' });
    await expect(input).toHaveValue('Billing helper');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardAndEscape: Story = {
  render: (args) => <Single onChange={args.onChange as (value: ComboboxOption | null) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The list is portaled to the document body.
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Agent name' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      body.getByRole('option', { name: 'Billing helper' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'zzz');
    await expect(body.getByText('No options')).toBeVisible();
  },
};

export const MultipleWithChips: Story = {
  render: (args) => <Multiple onChange={args.onChange as (value: ComboboxOption[]) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The list is portaled to the document body.
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Agents' });
    await userEvent.click(input);
    await userEvent.click(body.getByRole('option', { name: 'Support bot' }));
    await userEvent.click(body.getByRole('option', { name: 'Billing helper' }));
    // The list stays open in multiple mode and marks the choices.
    await expect(body.getByRole('option', { name: 'Support bot' })).toHaveAttribute('aria-selected', 'true');
    const chips = canvas.getByRole('list', { name: 'Selected Agents' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await expectVisual(canvasElement, 'combobox-chips');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Support bot' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ value: 'a3', label: 'Billing helper' }]);
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const AsyncInfiniteScroll: Story = {
  render: (args) => <Multiple async onChange={args.onChange as (value: ComboboxOption[]) => void} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list is portaled to the document body.
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Agents' }));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(15));
    const list = body.getByTestId('combobox-list');
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(30));
    // Searching starts again from the first page.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Agents' }), 'Agent 9');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Agent 9',
        ...Array.from({ length: 6 }, (_, index) => `Agent ${90 + index}`),
      ]),
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please select any configuration', required: true, options: agents },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Agent name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select any configuration');
  },
};

export const InsideOverflowHidden: Story = {
  render: (args) => (
    <div style={{ minHeight: 360 }}>
      <Clipped onChange={args.onChange as (value: ComboboxOption | null) => void} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const box = canvas.getByTestId('clipping-box').getBoundingClientRect();
    const input = canvas.getByRole('combobox', { name: 'Agent name' });
    await userEvent.click(input);
    const list = body.getByRole('listbox', { name: 'Agent name' });
    await expect(input).toHaveAttribute('aria-controls', list.id);
    // The list is not inside the clipping box and reaches beyond its bottom edge.
    await expect(canvas.getByTestId('clipping-box')).not.toContainElement(list);
    await expect(list.getBoundingClientRect().bottom).toBeGreaterThan(box.bottom + 40);
    // What is painted below the box is the last option, so it can be clicked there.
    const last = body.getByRole('option', { name: 'Onboarding guide' });
    const rect = last.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThan(box.bottom);
    await expect(document.elementFromPoint(rect.left + 10, rect.top + rect.height / 2)).toBe(last);
    await expectVisual(canvasElement, 'combobox-outside-overflow');
    await userEvent.click(last);
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'a4', label: 'Onboarding guide' });
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('Onboarding guide');
  },
};

export const FollowsScroll: Story = {
  render: (args) => (
    <div style={{ minHeight: 360 }}>
      <Clipped scroll onChange={args.onChange as (value: ComboboxOption | null) => void} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const scroller = canvas.getByTestId('clipping-box');
    const input = canvas.getByRole('combobox', { name: 'Agent name' });
    await userEvent.click(input);
    const popup = body.getByRole('listbox', { name: 'Agent name' }).closest('[data-popover]') as HTMLElement;
    const gap = () => popup.getBoundingClientRect().top - input.getBoundingClientRect().bottom;
    const before = gap();
    scroller.scrollTop = 30;
    await waitFor(() => expect(Math.abs(gap() - before)).toBeLessThan(1));
    await expect(input.getBoundingClientRect().bottom).toBeLessThan(scroller.getBoundingClientRect().bottom);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const InsideModal: Story = {
  render: (args) => (
    <Modal open title="Move Group" onClose={() => undefined}>
      <Single onChange={args.onChange as (value: ComboboxOption | null) => void} />
    </Modal>
  ),
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Move Group' });
    const input = within(dialog).getByRole('combobox', { name: 'Agent name' });
    await userEvent.click(input);
    // In a modal the list is portaled into the dialog itself: still part of the modal for
    // assistive technology and painted above the dialog.
    const list = within(dialog).getByRole('listbox', { name: 'Agent name' });
    const option = within(list).getByRole('option', { name: 'Sales assistant' });
    const rect = option.getBoundingClientRect();
    await expect(document.elementFromPoint(rect.left + 10, rect.top + rect.height / 2)).toBe(option);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'a2', label: 'Sales assistant' });
    // Escape in the list closes the list only, not the dialog.
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(body.getByRole('dialog', { name: 'Move Group' })).toBeVisible();
  },
};
