import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { preferReducedMotion, stubClipboard } from '../../internal/browserStubs.ts';
import { MessageBubble } from './MessageBubble.tsx';
import {
  callToActions,
  carouselMessage,
  contactsMessage,
  flowMessage,
  formattingSample,
  imageTemplate,
  listMessage,
  locationMessage,
  offerMessage,
  orderTemplate,
  quickReplies,
  sampleImages,
} from './MessageBubble.fixtures.ts';
import { collectMessageReactions } from './messageReactions.ts';

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

const page = within(document.body);

const openList = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a store' }));
  return within(await page.findByRole('dialog', { name: 'Choose a store' }));
};

export const ListMessage: Story = {
  args: { direction: 'out', status: 'delivered', content: listMessage },
  play: async ({ canvasElement }) => {
    const message = within(within(canvasElement).getByRole('group', { name: 'Sent message' }));
    await expect(message.getByText('Pick up in store')).toBeVisible();
    await expect(message.getByText('Which store should we keep your order at?')).toBeVisible();
    await expect(message.getByText('Parley Shop')).toBeVisible();
    const opener = message.getByRole('button', { name: 'Choose a store' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(opener.querySelector('svg[data-icon="listBullet"]')).not.toBeNull();
    // The list stays closed until the button is tapped.
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(fitsItsColumn(canvasElement)).toBe(true);
    await expectVisual(canvasElement, 'message-bubble-list');
  },
};

export const ListOpened: Story = {
  args: { direction: 'out', content: listMessage },
  play: async ({ canvasElement, args }) => {
    const dialog = await openList(canvasElement);
    await expect(dialog.getByRole('group', { name: 'Bengaluru' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Mumbai' })).toBeVisible();
    await expect(dialog.getAllByRole('radio')).toHaveLength(3);
    const row = dialog.getByRole('radio', { name: 'Koramangala' });
    await expect(row).toHaveAccessibleDescription('80 Feet Road, open 11 am to 10 pm');
    // Nothing is sent until a row is chosen.
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByText('Koramangala'));
    await expect(row).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(args.onButtonClick).not.toHaveBeenCalled();
  },
};

export const ListRowSent: Story = {
  args: { direction: 'out', content: listMessage },
  play: async ({ canvasElement, args }) => {
    const dialog = await openList(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Bandra West' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onButtonClick).toHaveBeenCalledOnce();
    await expect(args.onButtonClick).toHaveBeenCalledWith({
      type: 'list_reply',
      text: 'Bandra West',
      payload: 'bom-bandra',
    });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Choose a store' })).toHaveFocus();
  },
};

export const ListReadOnly: Story = {
  args: { direction: 'out', content: listMessage, onButtonClick: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    // Without a handler the rows can be read but not chosen.
    await expect(dialog.getByText('Indiranagar')).toBeVisible();
    await expect(dialog.getByText('Linking Road')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Mumbai' })).toBeVisible();
    await expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ListWhileSending: Story = {
  args: { direction: 'out', content: listMessage, buttonsDisabled: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openList(canvasElement);
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByText('Indiranagar'), { pointerEventsCheck: 0 });
    await expect(args.onButtonClick).not.toHaveBeenCalled();
  },
};

export const FlowCallToAction: Story = {
  args: { direction: 'out', status: 'read', content: flowMessage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Book a demo')).toBeVisible();
    await expect(canvas.getByText(/pick a time that suits you/)).toBeVisible();
    // The console cannot open a Flow: the button is shown as the customer sees it, and says why it does nothing.
    const cta = canvas.getByRole('button', { name: 'Book now' });
    await expect(cta).toHaveAttribute('aria-disabled', 'true');
    await expect(cta).toHaveAttribute('title', "Opens the Flow on the customer's phone");
    await expect(cta.querySelector('svg[data-icon="form"]')).not.toBeNull();
    await userEvent.click(cta);
    await expect(args.onButtonClick).not.toHaveBeenCalled();
    await expect(fitsItsColumn(canvasElement)).toBe(true);
  },
};

export const FlowOpens: Story = {
  args: { direction: 'out', content: flowMessage, onFlowOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const cta = within(canvasElement).getByRole('button', { name: 'Book now' });
    await expect(cta).not.toHaveAttribute('aria-disabled');
    await userEvent.click(cta);
    await expect(args.onFlowOpen).toHaveBeenCalledWith(flowMessage.flow);
  },
};

export const Location: Story = {
  args: { direction: 'in', content: locationMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('group', { name: 'Location: Parley Shop, Indiranagar' }));
    // The name shows once, in bold, though the record repeats it as the body.
    await expect(canvas.getAllByText('Parley Shop, Indiranagar')).toHaveLength(1);
    await expect(card.getByText('Parley Shop, Indiranagar', { selector: 'strong' })).toBeVisible();
    await expect(card.getByText('100 Feet Road, Indiranagar, Bengaluru 560038')).toBeVisible();
    await expect(card.getByText('12.97160, 77.59460')).toBeVisible();
    const link = card.getByRole('link', { name: 'Open in map (opens in a new tab)' });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=12.97160&mlon=77.59460#map=16/12.97160/77.59460',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // No map tiles: nothing is fetched from outside.
    await expect(canvasElement.querySelector('img, iframe')).toBeNull();
    await expect(canvasElement.querySelector('svg[data-icon="mapPin"]')).not.toBeNull();
    await expectVisual(canvasElement, 'message-bubble-location');
  },
};

export const LocationSent: Story = {
  args: {
    direction: 'out',
    status: 'delivered',
    content: { body: '', location: { latitude: -33.8688197, longitude: 151.2092955 } },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('group', { name: 'Location' }));
    await expect(card.getByText('-33.86882, 151.20930')).toBeVisible();
    await expect(card.getByRole('link', { name: /Open in map/ })).toBeVisible();
  },
};

export const Contacts: Story = {
  args: { direction: 'out', status: 'read', content: contactsMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const asha = within(canvas.getByRole('group', { name: 'Contact: Asha Rao' }));
    await expect(asha.getByText('Asha Rao', { selector: 'strong' })).toBeVisible();
    await expect(asha.getByText('Parley Shop')).toBeVisible();
    await expect(asha.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(asha.getByRole('link', { name: 'asha@shop.example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@shop.example.com',
    );
    const ben = within(canvas.getByRole('group', { name: 'Contact: Ben Carter' }));
    await expect(ben.getByRole('link', { name: '+1 415 555 0123' })).toHaveAttribute('href', 'tel:+14155550123');
    await expect(ben.getByText('cell')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg[data-icon="user"]')).toHaveLength(2);
    await expect(fitsItsColumn(canvasElement)).toBe(true);
    await expectVisual(canvasElement, 'message-bubble-contacts');
  },
};

/** A conversation with reactions, folded onto their messages as a thread shows them. */
const reactedConversation = collectMessageReactions([
  { id: 'm1', direction: 'in', content: { body: 'Got the shoes, they fit perfectly!' } },
  { id: 'm2', direction: 'out', content: { body: 'Wonderful, enjoy them!' } },
  { id: 'r1', direction: 'out', content: { body: '', reaction: { emoji: '❤️', messageId: 'm1' } } },
  { id: 'r2', direction: 'in', content: { body: '', reaction: { emoji: '😮', messageId: 'm2' } } },
  // The customer changes their mind: the latest reaction wins.
  { id: 'r3', direction: 'in', content: { body: '', reaction: { emoji: '👍', messageId: 'm2' } } },
]);

export const Reactions: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {reactedConversation.messages.map((message) => (
        <MessageBubble
          {...args}
          key={message.id}
          direction={message.direction}
          content={message.content}
          reactions={reactedConversation.reactions.get(message.id)}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The reaction messages are not bubbles of their own.
    await expect(canvas.getAllByRole('group', { name: /message$/ })).toHaveLength(2);
    const received = within(canvas.getByRole('group', { name: 'Received message' }));
    await expect(received.getByRole('img', { name: 'Reacted ❤️' })).toBeVisible();
    const sent = within(canvas.getByRole('group', { name: 'Sent message' }));
    await expect(sent.getByRole('img', { name: 'Reacted 👍' })).toBeVisible();
    await expect(sent.queryByRole('img', { name: 'Reacted 😮' })).not.toBeInTheDocument();
    // The badge overlaps the bubble's bottom edge.
    const bubble = sent.getByTestId('message-body').parentElement!.getBoundingClientRect();
    const badge = sent.getByRole('img', { name: 'Reacted 👍' }).getBoundingClientRect();
    await expect(badge.top).toBeLessThan(bubble.bottom);
    await expect(badge.bottom).toBeGreaterThan(bubble.bottom);
    await expect(fitsItsColumn(canvasElement)).toBe(true);
  },
};

export const SameReactionFromBothSides: Story = {
  args: {
    direction: 'out',
    content: { body: 'Your order is confirmed.' },
    reactions: [
      { emoji: '🎉', from: 'in' },
      { emoji: '🎉', from: 'out' },
    ],
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Reacted 🎉 ×2' });
    await expect(badge).toHaveTextContent('🎉2');
  },
};

export const LoneReaction: Story = {
  args: { direction: 'in' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <MessageBubble {...args} content={{ body: '', reaction: { emoji: '👍', messageId: 'older' } }} />
      <MessageBubble {...args} content={{ body: '', reaction: { emoji: '', messageId: 'older' } }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [reacted, removed] = within(canvasElement).getAllByRole('group', { name: 'Received message' });
    await expect(reacted).toHaveTextContent('Reacted 👍 to a message');
    await expect(removed).toHaveTextContent('Removed a reaction');
  },
};
