import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ImportAgentModal } from './ImportAgentModal.tsx';

// The fake API does not read the file (see fake/impl/agentExchange.ts): it creates an empty agent and says so.
const meta = {
  title: 'Features/Bots/ImportAgentModal',
  component: ImportAgentModal,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/bots', signedIn: true } },
  args: { open: true, onClose: fn(), onImported: fn() },
} satisfies Meta<typeof ImportAgentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImportsAndListsWarnings: Story = {
  beforeEach: () => {
    fake.seed.agent({ name: 'Bank bot' });
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Import Agent' }));
    const importButton = dialog.getByRole('button', { name: 'Import' });
    await expect(importButton).toBeDisabled();
    const yaml = new File(['version: "3.1"\nnlu: []\n'], 'Bank bot.yml', { type: 'application/yaml' });
    await userEvent.upload(dialog.getByLabelText('File'), yaml);
    // The file's extension picks the format and its name the agent's.
    await expect(dialog.getByLabelText('Format')).toHaveValue('rasa');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Bank bot');
    await userEvent.click(importButton);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Imported Bank bot (2): 0 intents, 0 entities.');
    const warnings = dialog.getByRole('list', { name: 'Not imported' });
    await expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'An agent named "Bank bot" exists: the import is "Bank bot (2)"',
      'The fake API does not read files: the agent was created empty',
    ]);
    await expect(args.onImported).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bank bot (2)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const RefusesOtherFileTypes: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Import Agent' }));
    const picker = dialog.getByLabelText('File');
    await expect(picker).toHaveAttribute('accept', '.zip,.yml,.yaml,application/zip,application/yaml');
    await userEvent.upload(picker, new File(['{}'], 'Bank bot.json', { type: 'application/json' }), {
      applyAccept: false,
    });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid File Format !');
    await expect(dialog.getByLabelText('Name')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    // A ZIP picked next is taken, and its extension picks the format.
    await userEvent.upload(picker, new File(['PK'], 'Card bot.zip', { type: 'application/zip' }));
    await expect(dialog.getByLabelText('Name')).toHaveValue('Card bot');
    await expect(dialog.getByLabelText('Format')).toHaveValue('dialogflow');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};
