import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { FlowFieldRenderer, type FlowComponent } from './FlowFieldRenderer.tsx';

// A 1×1 transparent PNG, so the story makes no network request.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const components: FlowComponent[] = [
  { type: 'TextHeading', text: 'Book an appointment' },
  { type: 'TextSubheading', text: 'Your details' },
  { type: 'TextBody', text: 'We will confirm on WhatsApp.' },
  { type: 'TextCaption', text: 'Takes one minute' },
  { type: 'TextCaption', text: 'Hidden caption', visible: false },
  { type: 'Image', src: pixel, width: 300, height: 120, 'scale-type': 'cover', 'alt-text': 'Clinic front desk' },
  { type: 'TextInput', label: 'Name', name: 'name', required: true, 'helper-text': 'As on your ID', 'max-chars': 30 },
  { type: 'TextInput', label: 'Phone', name: 'phone', 'input-type': 'phone' },
  { type: 'TextArea', label: 'Notes', name: 'notes' },
  {
    type: 'CheckboxGroup',
    label: 'Services',
    name: 'services',
    'max-selected-items': 2,
    'data-source': [
      { id: 'cut', title: 'Haircut' },
      { id: 'color', title: 'Colour' },
      { id: 'spa', title: 'Spa' },
    ],
  },
  {
    type: 'RadioButtonsGroup',
    label: 'Time of day',
    name: 'slot',
    'data-source': [
      { id: 'am', title: 'Morning' },
      { id: 'pm', title: 'Evening' },
    ],
  },
  {
    type: 'Dropdown',
    label: 'Branch',
    name: 'branch',
    'data-source': [
      { id: 'blr', title: 'Bengaluru' },
      { id: 'mum', title: 'Mumbai' },
    ],
  },
  {
    type: 'DatePicker',
    label: 'Date',
    name: 'date',
    'min-date': Date.UTC(2026, 10, 22, 12),
    'max-date': Date.UTC(2026, 11, 22, 12),
  },
  { type: 'OptIn', label: 'Send me offers', name: 'offers' },
  { type: 'EmbeddedLink', text: 'Read the terms', 'on-click-action': { name: 'navigate', next: { name: 'TERMS' } } },
  {
    type: 'Footer',
    label: 'Continue',
    'left-caption': 'Step 1',
    'right-caption': 'of 2',
    'on-click-action': { name: 'complete', payload: { source: 'flow' } },
  },
];

const meta = {
  title: 'Flows/FlowFieldRenderer',
  component: FlowFieldRenderer,
  tags: ['autodocs'],
  args: { title: 'Appointment', components, onChange: fn(), onAction: fn() },
} satisfies Meta<typeof FlowFieldRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllComponents: Story = {
  play: async ({ canvasElement }) => {
    const phone = within(within(canvasElement).getByRole('region', { name: 'Appointment preview' }));
    await expect(phone.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(phone.getByText('We will confirm on WhatsApp.')).toBeVisible();
    await expect(phone.queryByText('Hidden caption')).not.toBeInTheDocument();
    await expect(phone.getByRole('img', { name: 'Clinic front desk' })).toBeVisible();
    await expect(phone.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '30');
    await expect(phone.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await expect(phone.getByLabelText('Date')).toHaveAttribute('min', '2026-11-22');
    await expect(phone.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expectVisual(canvasElement, 'flow-all-components');
  },
};

export const FillAndComplete: Story = {
  play: async ({ canvasElement, args }) => {
    const phone = within(canvasElement);
    await userEvent.type(phone.getByRole('textbox', { name: /Name/ }), 'Asha');
    await userEvent.click(phone.getByRole('checkbox', { name: 'Haircut' }));
    await userEvent.click(phone.getByRole('checkbox', { name: 'Colour' }));
    // At most two services.
    await expect(phone.getByRole('checkbox', { name: 'Spa' })).toBeDisabled();
    await userEvent.click(phone.getByRole('radio', { name: 'Evening' }));
    await userEvent.selectOptions(phone.getByRole('combobox', { name: 'Branch' }), 'mum');
    await userEvent.click(phone.getByRole('checkbox', { name: 'Send me offers' }));
    await userEvent.click(phone.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { name: 'complete', payload: { source: 'flow' } },
      { name: 'Asha', services: ['cut', 'color'], slot: 'pm', branch: 'mum', offers: true },
    );
  },
};

export const EmbeddedLinkNavigates: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    await expect(args.onAction).toHaveBeenCalledWith({ name: 'navigate', next: { name: 'TERMS' } }, {});
  },
};
