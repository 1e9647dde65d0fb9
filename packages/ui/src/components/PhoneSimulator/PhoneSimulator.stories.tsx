import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { carouselMessage, orderTemplate, quickReplies } from '../MessageBubble/MessageBubble.fixtures.ts';
import { PhoneSimulator, type PhoneSimulatorMessage, type PhoneSimulatorProps } from './PhoneSimulator.tsx';

const templateConversation: PhoneSimulatorMessage[] = [
  { id: 'm1', direction: 'in', content: { body: 'Hi, where is my order?' }, time: '10:40 am' },
  { id: 'm2', direction: 'out', content: orderTemplate, status: 'read', time: '10:41 am' },
];

/** Keeps the conversation in state, so a sent text shows up as the stories reply. */
function LiveSimulator(props: PhoneSimulatorProps) {
  const [messages, setMessages] = useState(props.messages);
  const handleSend = (text: string) => {
    void props.onSend(text);
    setMessages((list) => [
      ...list,
      { id: `sent-${list.length + 1}`, direction: 'in', content: { body: text }, time: '10:45 am' },
    ]);
  };
  return <PhoneSimulator {...props} messages={messages} onSend={handleSend} />;
}

const meta = {
  title: 'Channels/PhoneSimulator',
  component: PhoneSimulator,
  tags: ['autodocs'],
  args: {
    contactName: 'Asha Rao',
    contactNumber: '+91 98765 43210',
    messages: templateConversation,
    onSend: fn(),
    onButtonClick: fn(),
    height: 560,
    carouselIntervalMs: 0,
  },
  // The narrowest column the console gives the simulator.
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Chat with Asha Rao' }));

const isScrolledToNewest = (log: HTMLElement) => Math.abs(log.scrollHeight - log.clientHeight - log.scrollTop) <= 1;

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const simulator = phone(canvasElement);
    await expect(simulator.getByText('Asha Rao')).toBeVisible();
    await expect(simulator.getByText('+91 98765 43210')).toBeVisible();
    await expect(simulator.getByRole('log', { name: 'Messages' })).toHaveTextContent('No messages yet. Say hello!');
    await expect(simulator.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Type a message');
    await expect(simulator.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const TemplateConversation: Story = {
  play: async ({ canvasElement }) => {
    const simulator = phone(canvasElement);
    const log = within(simulator.getByRole('log', { name: 'Messages' }));
    await expect(log.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL')).toHaveLength(2);
    await expect(log.getByRole('group', { name: 'Received message' })).toHaveTextContent('Hi, where is my order?');
    const sent = within(log.getByRole('group', { name: 'Sent message' }));
    await expect(sent.getByText('Your order has shipped')).toBeVisible();
    await expect(sent.getByRole('img', { name: 'Read' })).toBeInTheDocument();
    await expect(sent.getByRole('button', { name: 'Track my order' })).toBeVisible();
    await expect(canvasElement.firstElementChild!.scrollWidth).toBeLessThanOrEqual(360);
    await expectVisual(canvasElement, 'phone-simulator-template');
  },
};

export const TappingAQuickReply: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(phone(canvasElement).getByRole('button', { name: 'Talk to an agent' }));
    await expect(args.onButtonClick).toHaveBeenCalledWith('m2', quickReplies[1]);
  },
};

export const Carousel: Story = {
  args: {
    messages: [
      { id: 'c1', direction: 'in', content: { body: 'Show me what is new' }, time: '9:02 am' },
      { id: 'c2', direction: 'out', content: carouselMessage, status: 'delivered', time: '9:03 am' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const simulator = phone(canvasElement);
    await expect(simulator.getByText('Card 1 of 3')).toBeVisible();
    await userEvent.click(simulator.getByRole('button', { name: 'Next card' }));
    await expect(simulator.getByText('Card 2 of 3')).toBeVisible();
    const card = within(simulator.getByRole('group', { name: 'Card 2 of 3' }));
    await userEvent.click(card.getByRole('button', { name: 'Dresses please' }));
    await expect(args.onButtonClick).toHaveBeenCalledWith('c2', expect.objectContaining({ payload: 'dresses' }));
  },
};

export const FailedMessage: Story = {
  args: {
    messages: [
      ...templateConversation,
      {
        id: 'm3',
        direction: 'out',
        content: { body: 'We have refunded ₹1,299 to your card.' },
        status: 'failed',
        time: '10:44 am',
        errorText: 'Re-engagement message: more than 24 hours since the customer last replied (131047)',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const simulator = phone(canvasElement);
    await expect(simulator.getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    await expect(simulator.getByText(/^Not delivered: Re-engagement message/)).toBeVisible();
  },
};

export const ReplyingByTyping: Story = {
  render: (args) => <LiveSimulator {...args} />,
  play: async ({ canvasElement, args }) => {
    const simulator = phone(canvasElement);
    const box = simulator.getByRole('textbox', { name: 'Message' });
    // Shift+Enter starts a new line; Enter sends.
    await userEvent.type(box, 'Thanks!{Shift>}{Enter}{/Shift}When will it arrive?');
    await expect(box).toHaveValue('Thanks!\nWhen will it arrive?');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Thanks!\nWhen will it arrive?');
    await expect(box).toHaveValue('');
    const log = simulator.getByRole('log', { name: 'Messages' });
    const received = within(log).getAllByRole('group', { name: 'Received message' });
    await expect(received.at(-1)).toHaveTextContent('Thanks!When will it arrive?');
    await expect(received.at(-1)!.querySelector('br')).not.toBeNull();
  },
};

export const SendButton: Story = {
  play: async ({ canvasElement, args }) => {
    const simulator = phone(canvasElement);
    const send = simulator.getByRole('button', { name: 'Send' });
    // Blank text is never sent.
    await userEvent.type(simulator.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await expect(send).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(simulator.getByRole('textbox', { name: 'Message' }), ' Yes please ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('Yes please');
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const simulator = phone(canvasElement);
    const box = simulator.getByRole('textbox', { name: 'Message' });
    // The next message can be written meanwhile; it waits to be sent.
    await userEvent.type(box, 'One more thing{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('One more thing');
    await expect(simulator.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(simulator.getByRole('button', { name: 'Track my order' })).toBeDisabled();
  },
};

export const SendFailureKeepsTheText: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const box = phone(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Are you there?');
    await waitFor(() => expect(box).toHaveValue('Are you there?'));
  },
};

const longConversation: PhoneSimulatorMessage[] = Array.from({ length: 14 }, (_, index) => ({
  id: `l${index}`,
  direction: index % 2 === 0 ? 'in' : 'out',
  content: { body: index % 2 === 0 ? `Question number ${index / 2 + 1}?` : `Answer number ${(index + 1) / 2}.` },
  status: index % 2 === 0 ? undefined : 'delivered',
  time: `11:${String(index).padStart(2, '0')} am`,
}));

export const ScrollsToTheNewest: Story = {
  args: { messages: longConversation, height: 420 },
  render: (args) => <LiveSimulator {...args} />,
  play: async ({ canvasElement }) => {
    const simulator = phone(canvasElement);
    const log = simulator.getByRole('log', { name: 'Messages' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(isScrolledToNewest(log)).toBe(true);
    log.scrollTop = 0;
    await userEvent.type(simulator.getByRole('textbox', { name: 'Message' }), 'And one more{Enter}');
    await waitFor(() => expect(isScrolledToNewest(log)).toBe(true));
    await expect(within(log).getByText('And one more')).toBeVisible();
  },
};
