import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

const meta = {
  title: 'Broadcast/TemplatePreview',
  component: TemplatePreview,
  tags: ['autodocs'],
  args: {
    header: { format: 'TEXT', text: 'Order update for {{1}}' },
    body: 'Hi {{1}}, your order *{{2}}* has _shipped_. ~Old date~ New date: ```{{3}}```',
    footer: 'Reply STOP to opt out',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Track order' },
      { type: 'URL', text: 'View details', value: 'https://example.com/o/{{1}}' },
      { type: 'PHONE_NUMBER', text: 'Call us', value: '+911234567890' },
      { type: 'COPY_CODE', text: 'Copy code', value: 'SAVE10' },
    ],
    sampleValues: ['Asha', '#4521', '24 Nov'],
  },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextHeaderAndButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('figure', { name: 'Template preview' }));
    await expect(preview.getByText('Order update for Asha')).toBeVisible();
    const body = canvas.getByTestId('template-body');
    await expect(within(body).getByText('#4521', { selector: 'strong' })).toBeVisible();
    await expect(within(body).getByText('shipped', { selector: 'em' })).toBeVisible();
    await expect(within(body).getByText('Old date', { selector: 's' })).toBeVisible();
    await expect(within(body).getByText('24 Nov', { selector: 'code' })).toBeVisible();
    await expect(preview.getByText('Reply STOP to opt out')).toBeVisible();
    const buttons = within(preview.getByRole('list', { name: 'Template buttons' }));
    await expect(buttons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Track order',
      'View details',
      'Call us',
      'Copy code',
    ]);
    const limits = within(canvas.getByRole('list', { name: 'Character limits' }));
    await expect(limits.getByText('Header').nextElementSibling).toHaveTextContent('22/60');
    await expect(limits.getByText('Body').nextElementSibling).toHaveTextContent(/\/1024$/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expectVisual(canvasElement, 'template-preview-text');
  },
};

export const MediaHeaders: Story = {
  args: { header: { format: 'DOCUMENT', fileName: 'invoice-4521.pdf' }, buttons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('invoice-4521.pdf')).toBeVisible();
    await expect(within(canvasElement).queryByText('Header')).not.toBeInTheDocument();
  },
};

export const OverTheLimits: Story = {
  args: {
    header: { format: 'TEXT', text: 'H'.repeat(61) },
    footer: 'F'.repeat(61),
    buttons: [{ type: 'QUICK_REPLY', text: 'This quick reply is far too long' }],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Header is over the limit (61/60)');
    await expect(alert).toHaveTextContent('Footer is over the limit (61/60)');
    await expect(alert).toHaveTextContent('Quick reply button 1 is over the limit (32/25)');
  },
};

export const LimitedTimeOffer: Story = {
  args: {
    header: { format: 'IMAGE' },
    limitedTimeOffer: 'Ends tonight!',
    buttons: [
      { type: 'COPY_CODE', text: 'Copy offer code', value: 'NIGHT' },
      { type: 'URL', text: 'Shop now', value: 'https://example.com' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ends tonight!')).toBeVisible();
    await expect(canvas.getByText('Limited-time offer').nextElementSibling).toHaveTextContent('13/15');
  },
};

const cards = [
  { body: 'Summer dresses from {{1}}', buttons: [{ type: 'URL' as const, text: 'Shop' }] },
  { body: 'Sandals *50% off*', buttons: [{ type: 'QUICK_REPLY' as const, text: 'Tell me more' }] },
  {
    body: 'Hats',
    buttons: [
      { type: 'URL' as const, text: 'Shop' },
      { type: 'QUICK_REPLY' as const, text: 'Later' },
      { type: 'QUICK_REPLY' as const, text: 'Stop' },
    ],
  },
];

export const CarouselCards: Story = {
  args: {
    header: undefined,
    footer: undefined,
    buttons: [],
    body: 'Our picks for you, {{1}}',
    cards,
    carouselIntervalMs: 300,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Carousel cards' });
    await expect(within(carousel).getByText('Summer dresses from Asha')).toBeVisible();
    await waitFor(() => expect(within(carousel).getByText('50% off')).toBeVisible(), { timeout: 2000 });
    // Hovering pauses the cards.
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Card 3 buttons is over the limit (3/2)');
  },
};
