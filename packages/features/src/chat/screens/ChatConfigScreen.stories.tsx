import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BusinessHoursMessages, ChatMessages } from '@parley/api-client/contract';
import { fake, chatData } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ChatConfigScreen } from './ChatConfigScreen.tsx';

const meta = {
  title: 'Features/Chat/ChatConfigScreen',
  component: ChatConfigScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/chatConfig', signedIn: true } },
} satisfies Meta<typeof ChatConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults, changed and saved: the words are kept trimmed, one per comma. */
export const SaveSettings: Story = {
  play: async () => {
    const words = await screen.findByLabelText('Hand-over words');
    await waitFor(() => expect(words).toHaveValue('agent, human, person'));
    await userEvent.clear(words);
    await userEvent.type(words, ' staff ,manager');
    await userEvent.clear(screen.getByLabelText('Pickup time (seconds)'));
    await userEvent.type(screen.getByLabelText('Pickup time (seconds)'), '300');
    await userEvent.type(screen.getByLabelText('Message on hand-over'), 'Connecting you to a person.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(ChatMessages.settingsSaved)).toBeVisible();
    await expect(chatData(fake.store).settings.get('ent1')).toMatchObject({
      handOverKeywords: ['staff', 'manager'],
      pickupTimeoutSeconds: 300,
      handOverMessage: 'Connecting you to a person.',
    });
  },
};

/** A word twice, or a pickup time out of range, is refused on the field. */
export const RefusesBadInput: Story = {
  play: async () => {
    const words = await screen.findByLabelText('Hand-over words');
    await waitFor(() => expect(words).toHaveValue('agent, human, person'));
    await userEvent.type(words, ', Agent');
    await expect(await screen.findByText(ChatMessages.keywordsDuplicate)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Pickup time (seconds)'));
    await userEvent.type(screen.getByLabelText('Pickup time (seconds)'), '5');
    await expect(await screen.findByText('Between 30 and 86400 seconds')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(chatData(fake.store).settings.get('ent1')).toBeUndefined();
  },
};

/**
 * Business hours: all departments Monday to Friday 9 to 5 in the viewer's time zone, Sales its own; saved with
 * the settings. Hours that overlap are refused before anything is sent.
 */
export const BusinessHours: Story = {
  beforeEach: () => {
    fake.store.departments.push({ id: 'dept-sales', eId: 'ent1', name: 'Sales', desc: '', manager: '', users: [] });
  },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Hand-over words')).toHaveValue('agent, human, person'));
    await userEvent.click(screen.getByRole('button', { name: 'Add business hours' }));
    const all = screen.getByRole('group', { name: 'Business hours for All departments' });
    await userEvent.type(within(all).getByLabelText('Message outside business hours'), 'We are back at 9.');
    await userEvent.click(screen.getByRole('button', { name: 'Add business hours' }));
    const sales = await screen.findByRole('group', { name: 'Business hours for Sales' });
    await userEvent.click(within(sales).getByRole('button', { name: 'Add opening hours' }));
    // Monday 09:00–17:00 twice: they overlap.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(BusinessHoursMessages.overlap('Monday'))).toBeVisible();
    await expect(chatData(fake.store).settings.get('ent1')).toBeUndefined();
    await userEvent.click(within(sales).getAllByRole('button', { name: 'Remove Monday 09:00 to 17:00' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(ChatMessages.settingsSaved)).toBeVisible();
    const saved = chatData(fake.store).settings.get('ent1')!.businessHours!;
    await expect(saved.map((s) => [s.departmentId, s.hours.length, s.closedMessage])).toEqual([
      [null, 5, 'We are back at 9.'],
      ['dept-sales', 5, ''],
    ]);
  },
};
