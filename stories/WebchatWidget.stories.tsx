import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { VENDOR_IDS, WEB_CHANNEL_TYPE, WebchatMessages, type WebchatMessage } from '@parley/api-client/contract';
import { channelsData, fake } from '@parley/api-client/fake';
import { mountWebchat } from '@parley/webchat';

const CHANNEL = 'ch-web-story';

/** The widget as a website carries it, against the fake's `webchat` channel (the fake's emit plays the server). */
function WebsiteWithWidget({ channelId = CHANNEL }: { channelId?: string }) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = mountWebchat({ channelId, api: `${window.location.origin}/api`, container: page.current! });
    return () => widget.destroy();
  }, [channelId]);
  return (
    <div ref={page}>
      <h1>Acme coffee</h1>
      <p>A business&apos;s website: the chat button sits in its corner.</p>
    </div>
  );
}

const seedWebChannel = (allowedOrigins = '') => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('parley-webchat')) localStorage.removeItem(key);
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('parley-webchat')) sessionStorage.removeItem(key);
  const state = channelsData(fake.store);
  state.channels = state.channels.filter((c) => c.id !== CHANNEL);
  state.channels.push({
    id: CHANNEL,
    eId: 'ent1',
    name: 'Acme website',
    type: WEB_CHANNEL_TYPE,
    vendor: VENDOR_IDS.webChat,
    deptId: null,
    contactId: null,
    data: { title: 'Acme help', greeting: 'Hi! Ask us **anything**.', allowedOrigins },
    createdAt: '2026-01-05T09:30:00.000Z',
    updatedAt: '2026-01-05T09:30:00.000Z',
  });
};

const meta = {
  title: 'Widgets/Web chat',
  component: WebsiteWithWidget,
  beforeEach: () => seedWebChannel(),
} satisfies Meta<typeof WebsiteWithWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's shadow root: the host page's styles and queries do not reach into it. */
const widget = () => within(document.querySelector('[data-parley-webchat]')!.shadowRoot as unknown as HTMLElement);

const openWindow = async () => {
  await waitFor(() => expect(document.querySelector('[data-parley-webchat]')).not.toBeNull());
  await userEvent.click(widget().getByRole('button', { name: 'Open chat' }));
  const window = widget().getByRole('dialog', { name: 'Acme help' });
  await waitFor(() => expect(within(window).getByRole('log', { name: 'Conversation' })).toHaveTextContent('Hi!'));
  return window;
};

/**
 * Types into the widget's message box and presses Enter. (user-event keeps its own copy of a field's value, which
 * goes wrong inside a shadow root when the widget empties the field: the events are fired directly.)
 */
const write = (box: HTMLElement, text: string) => {
  fireEvent.input(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

const businessMessage = (overrides: Partial<WebchatMessage>): WebchatMessage => ({
  id: 'biz-1',
  from: 'bot',
  text: 'How can I help?',
  replies: [],
  at: new Date().toISOString(),
  status: 'sent',
  ...overrides,
});

/** Opened: the channel's title and welcome (its emphasis in bold); closed again from its header. */
export const Greeting: Story = {
  play: async () => {
    const window = await openWindow();
    await expect(within(window).getByText('anything', { selector: 'strong' })).toBeVisible();
    await expect(widget().getByRole('button', { name: 'Hide chat' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(window).getByRole('button', { name: 'Close chat' }));
    await expect(window).not.toBeVisible();
    const root = document.querySelector('[data-parley-webchat]')!.shadowRoot!;
    await expect(root.activeElement).toBe(widget().getByRole('button', { name: 'Open chat' }));
  },
};

/** The visitor writes: the message shows at once, "Sending…" until the server has it, then "Sent". */
export const VisitorWrites: Story = {
  play: async () => {
    const window = await openWindow();
    const box = within(window).getByRole('textbox', { name: 'Message' });
    write(box, 'Where is my order?');
    const log = within(window).getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(log).toHaveTextContent('Where is my order?Sent'));
    await expect(log).not.toHaveTextContent('Hi! Ask us');
    await expect(box).toHaveValue('');
    // Only blanks: nothing is sent.
    write(box, '   ');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The bot answers with suggested replies; a tap sends one. Agents' typing shows, and "Seen" once they read. */
export const BusinessAnswers: Story = {
  play: async () => {
    const window = await openWindow();
    const log = within(window).getByRole('log', { name: 'Conversation' });
    write(within(window).getByRole('textbox', { name: 'Message' }), 'Hello');
    await waitFor(() => expect(log).toHaveTextContent('HelloSent'));
    fake.emit('webchat', {
      action: 'message',
      message: businessMessage({ text: 'Track or return?', replies: ['Track my order', 'Start a return'] }),
    });
    await waitFor(() => expect(log).toHaveTextContent('Track or return?Bot'));
    const replies = within(window).getByRole('group', { name: 'Suggested replies' });
    await userEvent.click(within(replies).getByRole('button', { name: 'Track my order' }));
    await waitFor(() => expect(log).toHaveTextContent('Track my orderSent'));
    await expect(within(replies).queryAllByRole('button')).toHaveLength(0);

    fake.emit('webchat', { action: 'typing' });
    await expect(await within(window).findByText('Typing…')).toBeVisible();
    fake.emit('webchat', { action: 'seen', at: new Date(Date.now() + 1000).toISOString() });
    await waitFor(() => expect(within(log).getAllByText('Seen')).toHaveLength(2));
    fake.emit('webchat', {
      action: 'message',
      message: businessMessage({ id: 'biz-2', from: 'agent', name: 'Dana', text: 'I have it here.' }),
    });
    await waitFor(() => expect(log).toHaveTextContent('I have it here.Dana'));
  },
};

/** The chat ended: five stars to choose from; a refusal shows, and the thanks once rated. */
export const RatingAfterTheEnd: Story = {
  play: async () => {
    const window = await openWindow();
    fake.emit('webchat', { action: 'ended', chatId: 'chat-1' });
    const rating = await within(window).findByRole('group', { name: 'Rate this chat' });
    await waitFor(() => expect(rating).toHaveTextContent('How was this chat?'));
    await expect(within(rating).getAllByRole('button')).toHaveLength(5);
    // The fake holds no ended chat of this visitor: the server's refusal shows.
    await userEvent.click(within(rating).getByRole('button', { name: '4 of 5 stars' }));
    await expect(await within(window).findByText(WebchatMessages.notRatable)).toBeVisible();
    fake.emit('webchat', { action: 'rated', chatId: 'chat-1', stars: 4 });
    await expect(await within(rating).findByText('Thank you for your rating.')).toBeVisible();
  },
};

/** A website the channel does not allow: the window says so and takes no message. */
export const WebsiteNotAllowed: Story = {
  beforeEach: () => seedWebChannel('https://shop.example.com'),
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-parley-webchat]')).not.toBeNull());
    await userEvent.click(widget().getByRole('button', { name: 'Open chat' }));
    const window = widget().getByRole('dialog');
    await expect(await within(window).findByText(WebchatMessages.originRefused)).toBeVisible();
    await expect(within(window).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
