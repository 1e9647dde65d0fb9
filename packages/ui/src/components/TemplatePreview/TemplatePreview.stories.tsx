import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { carouselCards, formattingSample, sampleImages } from '../MessageBubble/MessageBubble.fixtures.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

const meta = {
  title: 'Channels/TemplatePreview',
  component: TemplatePreview,
  tags: ['autodocs'],
  args: { title: 'order_shipped', body: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('figure', { name: 'order_shipped' }));

const placeholders = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('mark[data-placeholder]')].map((mark) => mark.textContent);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    await expect(phone.getByText('Your message will appear here as you write it.')).toBeVisible();
    await expect(phone.queryByRole('group', { name: 'Sent message' })).not.toBeInTheDocument();
  },
};

export const TextHeaderWithExamples: Story = {
  args: {
    header: { format: 'TEXT', text: 'Order update for {{1}}' },
    body: 'Hi {{1}}, your order *{{2}}* ships on {{3}}.',
    footer: 'Reply STOP to opt out',
    examples: { header: ['Asha'], body: ['Asha', '#4521', 'Friday'] },
  },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    await expect(phone.getByText('Order update for Asha')).toBeVisible();
    await expect(phone.getByText('#4521', { selector: 'strong' })).toBeVisible();
    await expect(phone.getByTestId('message-body')).toHaveTextContent('Hi Asha, your order #4521 ships on Friday.');
    await expect(phone.getByText('Reply STOP to opt out')).toBeVisible();
    await expect(placeholders(canvasElement)).toEqual([]);
    await expectVisual(canvasElement, 'template-preview-text');
  },
};

export const TextHeaderWithoutExamples: Story = {
  args: {
    header: { format: 'TEXT', text: 'Order update for {{1}}' },
    body: 'Hi {{1}}, your order *{{2}}* ships on {{3}}.',
    examples: { body: ['Asha'] },
  },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    // The header's {{1}} is its own: the body's example does not fill it.
    await expect(phone.getByTestId('message-body')).toHaveTextContent('Hi Asha, your order {{2}} ships on {{3}}.');
    await expect(placeholders(canvasElement)).toEqual(['{{1}}', '{{2}}', '{{3}}']);
    // A highlighted placeholder keeps the formatting around it.
    await expect(phone.getByText('{{2}}', { selector: 'strong > mark' })).toBeVisible();
    await expectVisual(canvasElement, 'template-preview-placeholders');
  },
};

export const ImageHeader: Story = {
  args: {
    header: { format: 'IMAGE', url: sampleImages.order },
    body: 'Your order is packed and ready.',
    footer: 'Parley Shop',
  },
  play: async ({ canvasElement }) => {
    const image = preview(canvasElement).getByRole('img', { name: 'Header image' });
    await expect(image).toHaveAttribute('src', sampleImages.order);
  },
};

export const MediaHeaderWithoutSample: Story = {
  args: { header: { format: 'VIDEO' }, body: 'Watch how it works.' },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement).getByText('Video')).toBeVisible();
  },
};

export const AllFormatting: Story = {
  args: { body: formattingSample },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    await expect(phone.getByText('bold', { selector: 'strong' })).toBeVisible();
    await expect(phone.getByText('italic', { selector: 'em' })).toBeVisible();
    await expect(phone.getByText('struck', { selector: 's' })).toBeVisible();
    await expect(phone.getByText('monospace', { selector: 'code' })).toBeVisible();
    await expect(phone.getByText('Bold italic', { selector: 'strong > em' })).toBeVisible();
  },
};

export const QuickReplies: Story = {
  args: {
    body: 'Did your order arrive in good shape?',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Yes, thanks' },
      { type: 'QUICK_REPLY', text: 'No, something is wrong' },
      { type: 'QUICK_REPLY', text: 'Talk to an agent' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(preview(canvasElement).getByRole('list', { name: 'Message buttons' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yes, thanks',
      'No, something is wrong',
      'Talk to an agent',
    ]);
    // A preview shows the buttons; nobody can tap them.
    await expect(list.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const UrlAndPhoneButtons: Story = {
  args: {
    body: 'Your booking is confirmed.',
    buttons: [
      { type: 'URL', text: 'Manage booking', url: 'https://travel.example.com/b/{{1}}' },
      { type: 'PHONE_NUMBER', text: 'Call us' },
    ],
  },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    const link = phone.getByRole('link', { name: 'Manage booking (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(phone.getByText('Call us')).toBeVisible();
    await expect(phone.queryByRole('button', { name: 'Call us' })).not.toBeInTheDocument();
  },
};

export const Carousel: Story = {
  args: {
    body: 'Hi {{1}}, picked for you this week:',
    examples: { body: ['Asha'] },
    cards: carouselCards,
    carouselIntervalMs: 300,
  },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    const carousel = phone.getByRole('group', { name: 'Cards' });
    await expect(within(carousel).getAllByRole('group', { name: /^Card \d of 3$/ })).toHaveLength(3);
    await expect(phone.getByText('Card 1 of 3')).toBeVisible();
    await waitFor(() => expect(phone.getByText('Card 2 of 3')).toBeVisible(), { timeout: 2000 });
  },
};

export const LimitedTimeOffer: Story = {
  args: {
    header: { format: 'IMAGE', url: sampleImages.shoes },
    offer: { text: 'Ends tonight!' },
    body: 'Take *20% off* with code {{1}}.',
    examples: { body: ['NIGHT20'] },
    buttons: [
      { type: 'COPY_CODE', text: 'Copy offer code', payload: 'NIGHT20' },
      { type: 'URL', text: 'Shop now', url: 'https://shop.example.com' },
    ],
  },
  play: async ({ canvasElement }) => {
    const phone = preview(canvasElement);
    await expect(phone.getByText('Ends tonight!')).toBeVisible();
    await expect(phone.getByTestId('message-body')).toHaveTextContent('Take 20% off with code NIGHT20.');
    await expect(phone.getByRole('button', { name: 'Copy offer code' })).toBeVisible();
    await expect(phone.getByRole('link', { name: /Shop now/ })).toBeVisible();
  },
};
