import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { preferReducedMotion, stubClipboard } from '../../internal/browserStubs.ts';
import { MessageBubble } from './MessageBubble.tsx';
import {
  callToActions,
  carouselMessage,
  formattingSample,
  imageTemplate,
  offerMessage,
  orderTemplate,
  quickReplies,
  sampleImages,
} from './MessageBubble.fixtures.ts';

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Channels/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: {
    content: { body: 'Hello! Is my order on its way?' },
    direction: 'in',
    time: '10:41 am',
    onButtonClick: fn(),
  },
  // The simulator's narrowest column: every bubble must fit 360 px.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 12, background: 'var(--parley-color-surface-muted)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const fitsItsColumn = (canvasElement: HTMLElement) => {
  const column = canvasElement.firstElementChild as HTMLElement;
  return column.scrollWidth <= column.clientWidth;
};

export const Incoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('group', { name: 'Received message' });
    await expect(within(message).getByText('Hello! Is my order on its way?')).toBeVisible();
    await expect(within(message).getByText('10:41 am')).toBeVisible();
    // An incoming message has no delivery tick.
    await expect(within(message).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Formatting: Story = {
  args: { content: { body: formattingSample }, direction: 'out', status: 'read' },
  play: async ({ canvasElement }) => {
    const bodyElement = within(canvasElement).getByTestId('message-body');
    const body = within(bodyElement);
    await expect(body.getByText('bold', { selector: 'strong' })).toBeVisible();
    await expect(body.getByText('italic', { selector: 'em' })).toBeVisible();
    await expect(body.getByText('struck', { selector: 's' })).toBeVisible();
    await expect(body.getByText('monospace', { selector: 'code' })).toBeVisible();
    await expect(body.getByText('Bold italic', { selector: 'strong > em' })).toBeVisible();
    await expect(bodyElement).toHaveTextContent('* spaced * and 2*3*4 stay as typed');
    await expect(bodyElement.querySelectorAll('br')).toHaveLength(3);
    await expectVisual(canvasElement, 'message-bubble-formatting');
  },
};

export const DeliveryStatuses: Story = {
  args: { direction: 'out' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['accepted', 'sent', 'delivered', 'read'] as const).map((status) => (
        <MessageBubble key={status} {...args} status={status} content={{ body: `This one is ${status}` }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ticks = canvas.getAllByRole('img').map((tick) => tick.textContent);
    await expect(ticks).toEqual(['Pending', 'Sent', 'Delivered', 'Read']);
    const read = canvas.getByRole('img', { name: 'Read' }).parentElement!;
    const delivered = canvas.getByRole('img', { name: 'Delivered' }).parentElement!;
    // Read differs from delivered in colour and, for assistive technology, in name.
    await expect(getComputedStyle(read).color).not.toBe(getComputedStyle(delivered).color);
  },
};

export const Failed: Story = {
  args: {
    direction: 'out',
    status: 'failed',
    content: { body: 'Your appointment is confirmed for Monday.' },
    errorText: 'Message undeliverable: the number is not on WhatsApp (131026)',
  },
  play: async ({ canvasElement }) => {
    const message = within(within(canvasElement).getByRole('group', { name: 'Sent message' }));
    await expect(message.getByRole('img', { name: 'Failed' })).toBeVisible();
    await expect(
      message.getByText('Not delivered: Message undeliverable: the number is not on WhatsApp (131026)'),
    ).toBeVisible();
    await expectVisual(canvasElement, 'message-bubble-failed');
  },
};

export const FailedWithoutReason: Story = {
  args: { direction: 'out', status: 'failed', content: { body: 'Hi there' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not delivered')).toBeVisible();
  },
};

export const TemplateWithButtons: Story = {
  args: { direction: 'out', status: 'delivered', content: orderTemplate },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your order has shipped')).toBeVisible();
    await expect(canvas.getByText('#4521', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText('Reply STOP to opt out')).toBeVisible();
    const buttons = within(canvas.getByRole('list', { name: 'Message buttons' }));
    await expect(buttons.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(buttons.getByRole('button', { name: 'Track my order' }));
    await expect(args.onButtonClick).toHaveBeenCalledWith(quickReplies[0]);
    const link = buttons.getByRole('link', { name: 'View order (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/orders/4521');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A phone number is a label, not a control.
    await expect(buttons.getByText('Call support')).toBeVisible();
    await expect(buttons.queryByRole('button', { name: 'Call support' })).not.toBeInTheDocument();
    await expect(fitsItsColumn(canvasElement)).toBe(true);
    await expectVisual(canvasElement, 'message-bubble-template');
  },
};

export const ButtonsDisabled: Story = {
  args: { direction: 'out', content: { body: 'Pick one', buttons: quickReplies }, buttonsDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Talk to an agent' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onButtonClick).not.toHaveBeenCalled();
  },
};

export const ButtonsWithoutHandler: Story = {
  args: { direction: 'out', content: { body: 'Pick one', buttons: quickReplies }, onButtonClick: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Track my order')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const UnsafeLinkIsALabel: Story = {
  args: {
    direction: 'out',
    content: { body: 'Open it', buttons: [{ type: 'URL', text: 'Open', url: 'javascript:alert(1)' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const ImageHeader: Story = {
  args: { direction: 'out', status: 'sent', content: imageTemplate },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Order 4521 packed and ready' });
    await expect(image).toHaveAttribute('src', sampleImages.order);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const VideoHeader: Story = {
  args: {
    direction: 'out',
    content: {
      header: { format: 'VIDEO', url: 'https://cdn.example.com/unboxing.mp4', fileName: 'unboxing.mp4' },
      body: 'See it in action.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('unboxing.mp4')).toBeVisible();
    await expect(canvas.getByText('Video:', { exact: false })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[data-icon="play"]')).not.toBeNull();
  },
};

export const DocumentHeader: Story = {
  args: {
    direction: 'out',
    content: { header: { format: 'DOCUMENT', fileName: 'invoice-4521.pdf' }, body: 'Your invoice is attached.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('invoice-4521.pdf')).toBeVisible();
    await expect(canvas.getByText('PDF')).toBeVisible();
  },
};

export const MediaMessage: Story = {
  args: {
    direction: 'in',
    content: { body: '', media: { type: 'image', url: sampleImages.shoes, caption: 'Is this one in stock?' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Is this one in stock?' })).toBeVisible();
    await expect(canvas.getByText('Is this one in stock?', { selector: 'p' })).toBeVisible();
  },
};

export const BrokenImageFallsBack: Story = {
  args: { direction: 'in', content: { body: 'Here', media: { type: 'image', url: 'data:image/png;base64,AAAA' } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Image')).toBeVisible();
  },
};

export const CallToActionsAndCopyCode: Story = {
  args: {
    direction: 'out',
    content: {
      body: 'Use the code at checkout.',
      buttons: [...callToActions, { type: 'COPY_CODE', text: 'Copy code', payload: 'SAVE10' }],
    },
  },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(writeText).toHaveBeenCalledWith('SAVE10');
    await expect(canvas.getByRole('status')).toHaveTextContent('Code copied');
  },
};

export const LimitedTimeOffer: Story = {
  args: { direction: 'out', status: 'read', content: offerMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ends tonight!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy offer code' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Shop now/ })).toBeVisible();
  },
};

const visibleCard = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .find((group) => group.getAttribute('aria-label')?.startsWith('Card ') && !group.inert)
    ?.getAttribute('aria-label');

export const Carousel: Story = {
  args: { direction: 'out', content: carouselMessage, carouselIntervalMs: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Cards' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleCard(canvasElement)).toBe('Card 1 of 3');
    // It advances on its own…
    await waitFor(() => expect(visibleCard(canvasElement)).toBe('Card 2 of 3'), { timeout: 2000 });
    // …and holds still while hovered.
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-advancing', 'false');
    const held = visibleCard(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleCard(canvasElement)).toBe(held);
    // Previous and next move one card, wrapping at the ends; the position is shown and announced.
    const next = canvas.getByRole('button', { name: 'Next card' });
    while (visibleCard(canvasElement) !== 'Card 3 of 3') await userEvent.click(next);
    await userEvent.click(next);
    await expect(visibleCard(canvasElement)).toBe('Card 1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous card' }));
    await expect(visibleCard(canvasElement)).toBe('Card 3 of 3');
    await expect(canvas.getByText('Card 3 of 3')).toHaveAttribute('aria-live', 'polite');
    // The card in view takes taps; the others are inert.
    const current = within(canvas.getByRole('group', { name: 'Card 3 of 3' }));
    await userEvent.click(current.getByRole('button', { name: 'Hats please' }));
    await expect(args.onButtonClick).toHaveBeenCalledWith(expect.objectContaining({ payload: 'hats' }));
  },
};

export const CarouselStill: Story = {
  args: { direction: 'out', status: 'read', time: '10:42 am', content: carouselMessage, carouselIntervalMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Card 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Card 1 image' })).toBeVisible();
    // Without auto-advance there is nothing to stop.
    await expect(canvas.queryByRole('button', { name: 'Stop advancing cards' })).not.toBeInTheDocument();
    await expect(fitsItsColumn(canvasElement)).toBe(true);
    await expectVisual(canvasElement, 'message-bubble-carousel');
  },
};

export const CarouselPausesOnFocus: Story = {
  args: { direction: 'out', content: carouselMessage, carouselIntervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Cards' })).toHaveAttribute('data-advancing', 'false');
    const held = visibleCard(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleCard(canvasElement)).toBe(held);
  },
};

export const CarouselStopped: Story = {
  args: { direction: 'out', content: carouselMessage, carouselIntervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Cards' });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop advancing cards' }));
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.getByRole('button', { name: 'Start advancing cards' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-advancing', 'false');
  },
};

export const CarouselWithReducedMotion: Story = {
  args: { direction: 'out', content: carouselMessage, carouselIntervalMs: 300 },
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Cards' })).toHaveAttribute('data-advancing', 'false');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleCard(canvasElement)).toBe('Card 1 of 3');
    // Nothing moves on its own, so there is nothing to stop; the cards still move by hand.
    await expect(canvas.queryByRole('button', { name: 'Stop advancing cards' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next card' }));
    await expect(visibleCard(canvasElement)).toBe('Card 2 of 3');
  },
};

export const LongUnbrokenText: Story = {
  args: {
    direction: 'in',
    content: { body: `Tracking link: https://shop.example.com/track/${'A1B2C3D4'.repeat(8)}` },
  },
  play: async ({ canvasElement }) => {
    await expect(fitsItsColumn(canvasElement)).toBe(true);
  },
};
