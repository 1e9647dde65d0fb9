import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CannedReplyMessages } from '@parley/api-client/contract';
import { chatData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../../testing/index.ts';
import { CannedRepliesEditor } from './CannedRepliesEditor.tsx';

const meta = {
  title: 'Features/Chat/CannedRepliesEditor',
  component: CannedRepliesEditor,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 760 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { feature: { path: '/admin/chatConfig', signedIn: true } },
} satisfies Meta<typeof CannedRepliesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = () => chatData(fake.store).cannedReplies.get('ent1') ?? [];

/** None yet; one added (its shortcut kept lower-case without the slash), changed, a taken shortcut refused, deleted. */
export const AddEditDelete: Story = {
  play: async () => {
    await expect(await screen.findByText('No canned replies yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'New canned reply' });
    await userEvent.type(within(form).getByLabelText('Shortcut'), '/Thanks');
    await userEvent.type(within(form).getByLabelText('Reply text'), 'Thank you for writing!');
    await userEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await expect(await screen.findByText(CannedReplyMessages.saved)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Canned replies' });
    await expect(list).toHaveTextContent('/thanksThank you for writing!');
    await expect(saved()).toEqual([{ id: expect.any(String), shortcut: 'thanks', text: 'Thank you for writing!' }]);

    await userEvent.type(within(form).getByLabelText('Shortcut'), 'thanks');
    await userEvent.type(within(form).getByLabelText('Reply text'), 'Again');
    await userEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await expect(await screen.findByText(CannedReplyMessages.exists)).toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: 'Edit /thanks' }));
    const edit = screen.getByRole('form', { name: 'Edit /thanks' });
    await userEvent.clear(within(edit).getByLabelText('Reply text'));
    await userEvent.type(within(edit).getByLabelText('Reply text'), 'Thanks a lot!');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save canned reply' }));
    await waitFor(() => expect(list).toHaveTextContent('/thanksThanks a lot!'));
    await userEvent.click(within(list).getByRole('button', { name: 'Delete /thanks' }));
    await expect(await screen.findByText('No canned replies yet.')).toBeVisible();
    await expect(saved()).toEqual([]);
  },
};

/** A shortcut that is no shortcut is refused on the field, before anything is sent. */
export const RefusesABadShortcut: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'New canned reply' });
    await userEvent.type(within(form).getByLabelText('Shortcut'), 'two words');
    await userEvent.type(within(form).getByLabelText('Reply text'), 'Hi');
    await userEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await expect(await within(form).findByText(CannedReplyMessages.shortcut)).toBeVisible();
    await expect(saved()).toEqual([]);
  },
};
