import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationMessages } from '@parley/api-client';
import { fake, seedAuthConfig } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { CreateIntegrationModal } from './CreateIntegrationModal.tsx';

const meta = {
  title: 'Features/Bots/CreateIntegrationModal',
  component: CreateIntegrationModal,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/bots', signedIn: true } },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CreateIntegrationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Create Integration' }));
const ALL_MESSAGES = [IntegrationMessages.nameEmpty, IntegrationMessages.llmEmpty, IntegrationMessages.apiKeyEmpty];

/** Nothing is flagged before a submit attempt, even after typing and clearing. */
export const Pristine: Story = {
  play: async () => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText('Configuration name'), 'x');
    await userEvent.clear(body.getByLabelText('Configuration name'));
    for (const message of ALL_MESSAGES) await expect(body.queryByText(message)).toBeNull();
    await expect(body.getByLabelText('API Key')).toHaveAttribute('type', 'password');
  },
};

/** A submit attempt shows the spec's three messages; they follow the input afterwards. */
export const SubmitWithErrors: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    for (const message of ALL_MESSAGES) await expect(await body.findByText(message)).toBeVisible();
    await userEvent.type(body.getByLabelText('Configuration name'), 'Support OpenAI');
    await waitFor(() => expect(body.queryByText(IntegrationMessages.nameEmpty)).toBeNull());
    await expect(body.getByText(IntegrationMessages.apiKeyEmpty)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The key field is masked with a show/hide toggle; Create closes the modal with the new configuration id. */
export const CreatesAndClosesWithId: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText('Configuration name'), 'Support OpenAI');
    await userEvent.selectOptions(body.getByLabelText('LLM Type'), 'OpenAI');
    const key = body.getByLabelText('API Key');
    await userEvent.type(key, 'sk-live-abcdefghijkl9876');
    await userEvent.click(body.getByRole('button', { name: 'Show API key' }));
    await expect(key).toHaveAttribute('type', 'text');
    await expect(body.getByRole('button', { name: 'Hide API key' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('Integration created successfully')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    const [configId] = (args.onClose as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(configId).toMatch(/^authcfg\d+$/);
  },
};

/** A refused create (here a duplicate name) shows the server's message and keeps the modal open. */
export const ServerRefuses: Story = {
  beforeEach: () => void seedAuthConfig(fake.store, { name: 'Support OpenAI' }),
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText('Configuration name'), 'support openai');
    await userEvent.selectOptions(body.getByLabelText('LLM Type'), 'GPT');
    await userEvent.type(body.getByLabelText('API Key'), 'sk-live-abcdefghijkl9876');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(IntegrationMessages.duplicate);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes without a result. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledWith();
  },
};
