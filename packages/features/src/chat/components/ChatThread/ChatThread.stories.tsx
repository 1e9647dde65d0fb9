import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ChatThreadMessage } from '@parley/api-client/contract';
import { channelsData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { ChatThread } from './ChatThread.tsx';

let minute = 0;
/** A message of the thread, a minute after the one before. */
function message(overrides: Partial<ChatThreadMessage> & Pick<ChatThreadMessage, 'id' | 'direction' | 'content'>) {
  minute += 1;
  return {
    channelId: 'ch1',
    customerNumber: '+919812345670',
    kind: overrides.content.reaction ? 'reaction' : 'text',
    replyTo: null,
    currentDeliveryStatus: overrides.direction === 'out' ? 'read' : 'received',
    transId: null,
    messageStatuses: [],
    channelErrorCode: null,
    channelErrorDesc: null,
    createdAt: `2026-01-05T09:${String(minute).padStart(2, '0')}:00.000Z`,
    author: overrides.direction === 'out' ? { type: 'agent', uId: 'u1', name: 'Sam Lee' } : null,
    ...overrides,
  } satisfies ChatThreadMessage;
}

const meta = {
  title: 'Features/Chat/ChatThread',
  component: ChatThread,
  args: {
    messages: [
      message({ id: 'm1', direction: 'in', content: { body: 'Is the blue one in stock?' } }),
      message({ id: 'm2', direction: 'out', content: { body: 'Yes, in every size.' } }),
      message({ id: 'r1', direction: 'in', content: { body: '', reaction: { emoji: '😮', messageId: 'm2' } } }),
      message({ id: 'r2', direction: 'out', content: { body: '', reaction: { emoji: '👍', messageId: 'm1' } } }),
      // The customer changes their reaction: the latest one shows.
      message({ id: 'r3', direction: 'in', content: { body: '', reaction: { emoji: '🎉', messageId: 'm2' } } }),
      message({ id: 'r4', direction: 'in', content: { body: '', reaction: { emoji: '❤️', messageId: 'earlier' } } }),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
    withFeatureProviders,
  ],
  parameters: { feature: { signedIn: true } },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reactions show on the messages they react to; one to a message not in the thread shows on its own. */
export const Reactions: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(within(canvasElement).getByRole('list', { name: 'Conversation' }));
    await expect(thread.getAllByRole('group', { name: /message$/ })).toHaveLength(3);
    const question = thread.getByText('Is the blue one in stock?').closest<HTMLElement>('[role="group"]')!;
    await expect(within(question).getByRole('img', { name: 'Reacted 👍' })).toBeVisible();
    const answer = thread.getByText('Yes, in every size.').closest<HTMLElement>('[role="group"]')!;
    await expect(within(answer).getByRole('img', { name: 'Reacted 🎉' })).toBeVisible();
    await expect(within(answer).queryByRole('img', { name: 'Reacted 😮' })).not.toBeInTheDocument();
    await expect(thread.getByText('Reacted ❤️ to a message')).toBeVisible();
  },
};

/** A 2×2 PNG, as a customer's photo the provider holds. */
const PHOTO = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photoMessage = message({
  id: 'm-photo',
  direction: 'in',
  kind: 'media',
  content: {
    body: 'This one arrived broken',
    media: {
      type: 'image',
      url: '',
      caption: 'This one arrived broken',
      providerId: 'wa-media-1',
      mimeType: 'image/png',
    },
  },
});

/** A photo the customer sent opens from the provider, with the agent's download access id. */
export const ReceivedPhoto: Story = {
  args: { messages: [photoMessage] },
  beforeEach: () => {
    const state = channelsData(fake.store);
    state.providerMedia.set('wa-media-1', { bytes: PHOTO, mimeType: 'image/png' });
    state.messages.push({ ...photoMessage, eId: 'ent1', deliverAt: 0, fails: false });
  },
  play: async ({ canvasElement }) => {
    const thread = within(canvasElement);
    const photo = await thread.findByRole('img', { name: /./ });
    await expect(photo.getAttribute('src')).toMatch(/\/api\/e\/drive\/messages\/m-photo\/media\?x-access-id=/);
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBe(2));
    await expect(thread.getByText('This one arrived broken')).toBeVisible();
  },
};
