import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useChannel } from '@parley/api-client/hooks';
import { NO_CHAT_COUNTS, channels, type ServerMessageOf } from '@parley/api-client/contract';
import { chatData, fake, seedWaitingChat } from '@parley/api-client/fake';
import { withFeatureProviders } from '../packages/features/src/testing/index.ts';

/**
 * The live channel through the typed hook, against the fake's websocket handlers: what a live screen (live chat,
 * counters) builds on. The fake's `emit` plays the server's side.
 */
function LiveChannelProbe({ pickUp }: { pickUp?: string }) {
  const [messages, setMessages] = useState<ServerMessageOf<typeof channels.actions>[]>([]);
  const { status, send } = useChannel(channels.actions, (message) => setMessages((all) => [...all, message]));
  return (
    <section aria-label="Live channel">
      <p>Status: {status}</p>
      {pickUp && (
        <button type="button" onClick={() => send({ action: 'agentPickupChat', chatId: pickUp })}>
          Pick up
        </button>
      )}
      <ol aria-label="Messages">
        {messages.map((message, index) => (
          <li key={index}>{JSON.stringify(message)}</li>
        ))}
      </ol>
    </section>
  );
}

const meta = {
  title: 'Workbench/Live channel',
  component: LiveChannelProbe,
  decorators: [withFeatureProviders],
  parameters: { feature: { signedIn: true } },
} satisfies Meta<typeof LiveChannelProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const messages = () => screen.findByRole('list', { name: 'Messages' });

export const GreetedOnOpen: Story = {
  play: async () => {
    await expect(await screen.findByText('Status: open')).toBeVisible();
    await waitFor(async () => expect(await messages()).toHaveTextContent('"action":"onOpen"'));
  },
};

export const ServerPushesAMessage: Story = {
  play: async () => {
    await expect(await screen.findByText('Status: open')).toBeVisible();
    await waitFor(async () => expect(await messages()).toHaveTextContent('onOpen'));
    await waitFor(() =>
      expect(fake.emit('actions', { action: 'onOpen', uId: 'pushed', eId: 'e', counts: NO_CHAT_COUNTS })).toBe(1),
    );
    await waitFor(async () => expect(await messages()).toHaveTextContent('"uId":"pushed"'));
  },
};

export const SignedOutNeverConnects: Story = {
  parameters: { feature: { signedIn: false } },
  play: async () => {
    await expect(await screen.findByText('Status: reconnecting')).toBeVisible();
    await expect(fake.emit('actions', { action: 'onOpen', uId: 'nobody', eId: 'e', counts: NO_CHAT_COUNTS })).toBe(0);
  },
};

/** A chat waiting for the signed-in agent and another: picked up here, it leaves the other's counter at once. */
export const PicksUpAWaitingChat: Story = {
  beforeEach: () => {
    fake.reset();
    const other = fake.seed.user({ emailId: 'other.agent@example.com', roles: [3], permissions: ['CHAT.HANDLE'] });
    const chat = seedWaitingChat(fake.store, {
      eId: 'ent1',
      agentIds: ['admin1', other.uId],
      customerNumber: '+14155550123',
      lastMessage: 'I need a person',
    });
    pickedChat = chat.id;
    otherAgent = other.uId;
  },
  render: () => <LiveChannelProbe pickUp={pickedChat} />,
  play: async () => {
    await waitFor(async () => expect(await messages()).toHaveTextContent('"newChatCount":1'));
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    await waitFor(async () => expect(await messages()).toHaveTextContent('"action":"chatPickedUp"'));
    // The other agent's offer went with the pickup; a second pickup of the same chat is refused.
    await expect(chatData(fake.store).offers.filter((o) => o.agentId === otherAgent)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    await waitFor(async () => expect(await messages()).toHaveTextContent('Another agent picked up this chat'));
  },
};
let pickedChat = '';
let otherAgent = '';
