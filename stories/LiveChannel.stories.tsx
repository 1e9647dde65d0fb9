import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { useChannel } from '@parley/api-client/hooks';
import { NO_CHAT_COUNTS, channels, type ServerMessageOf } from '@parley/api-client/contract';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../packages/features/src/testing/index.ts';

/**
 * The live channel through the typed hook, against the fake's websocket handlers: what a live screen (live chat,
 * counters) builds on. The fake's `emit` plays the server's side.
 */
function LiveChannelProbe() {
  const [messages, setMessages] = useState<ServerMessageOf<typeof channels.actions>[]>([]);
  const { status } = useChannel(channels.actions, (message) => setMessages((all) => [...all, message]));
  return (
    <section aria-label="Live channel">
      <p>Status: {status}</p>
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
