import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { botData, fake, seedBotBuilder } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { AgentsListScreen } from './AgentsListScreen.tsx';

const meta = {
  title: 'Features/Bots/AgentsListScreen',
  component: AgentsListScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/bots', signedIn: true } },
} satisfies Meta<typeof AgentsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => screen.queryAllByRole('article');
const findCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

async function openActions(name: string, action: 'Edit' | 'Delete') {
  const card = await findCard(name);
  await userEvent.click(within(card).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Agent' }));
  return screen.findByRole('dialog', { name: 'Create New Agent' });
}

async function fillAgent(dialog: HTMLElement, values: { name: string; description: string; type?: string }) {
  const body = within(dialog);
  await userEvent.type(body.getByLabelText('Name'), values.name);
  await userEvent.type(body.getByLabelText('Description'), values.description);
  await userEvent.selectOptions(body.getByLabelText('Type'), values.type ?? 'nlp');
}

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'No agents yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first agent' }));
    await expect(await screen.findByRole('dialog', { name: 'Create New Agent' })).toBeVisible();
  },
};

export const Loaded: Story = {
  beforeEach: () => {
    fake.seed.agents(4);
    fake.seed.agent({ name: 'Untyped Agent', type: '' });
    fake.seed.agent({ name: 'Prompt Agent', type: 'prompt', trainingStatus: 'Trained' });
  },
  play: async () => {
    const card = await findCard('Banking Assistant');
    await expect(cards()).toHaveLength(6);
    await expect(within(card).getByText('NLP')).toBeVisible();
    await expect(within(card).getByText('Trained')).toBeVisible();
    await expect(within(card).getByText('Created')).toBeVisible();
    await expect(within(card).getByText('Updated')).toBeVisible();
    await expect(within(await findCard('Untyped Agent')).getByText('NLP')).toBeVisible();
    await expect(within(await findCard('Prompt Agent')).getByText('PROMPT')).toBeVisible();
    await expect(within(await findCard('Order Tracker')).getByText('Not Trained')).toBeVisible();
    await expect(within(await findCard('Insurance Claims')).getByText('Training Inprogress')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const More: Story = {
  beforeEach: () => fake.seed.agents(20),
  play: async () => {
    await waitFor(() => expect(cards()).toHaveLength(15));
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    await expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const Search: Story = {
  beforeEach: () => fake.seed.agents(10),
  play: async () => {
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'loan');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(screen.getByRole('heading', { level: 3, name: 'Loan Advisor' })).toBeVisible();
  },
};

export const NoResults: Story = {
  beforeEach: () => fake.seed.agents(3),
  play: async () => {
    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'zebra');
    await expect(await screen.findByRole('heading', { name: 'No agents match "zebra"' })).toBeVisible();
  },
};

export const CreateValidationErrors: Story = {
  play: async () => {
    const dialog = await openCreate();
    const body = within(dialog);
    const save = body.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // A name of spaces only is trimmed to nothing and flagged.
    await userEvent.type(body.getByLabelText('Name'), '   ');
    await userEvent.click(body.getByLabelText('Description'));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(body.getAllByText(Messages.fieldMandatory).length).toBeGreaterThanOrEqual(2));
    await expect(body.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    // Prompt agents cannot be created from the picker.
    await expect(body.getByRole('option', { name: 'Prompt' })).toBeDisabled();
  },
};

export const CreateSuccess: Story = {
  play: async () => {
    const dialog = await openCreate();
    await fillAgent(dialog, { name: '  Billing   Bot ', description: 'Answers billing questions' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(await screen.findByText('Agent created successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Agent' })).toBeNull());
    await expect(await screen.findByRole('heading', { level: 3, name: 'Billing Bot' })).toBeVisible();
  },
};

export const DuplicateName: Story = {
  beforeEach: () => void fake.seed.agent({ name: 'Banking Assistant' }),
  play: async () => {
    await findCard('Banking Assistant');
    const dialog = await openCreate();
    await fillAgent(dialog, { name: 'banking assistant', description: 'Again' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(Messages.agentDuplicateName.trim());
    await expect(screen.getByRole('dialog', { name: 'Create New Agent' })).toBeVisible();
  },
};

export const Edit: Story = {
  beforeEach: () => void fake.seed.agent({ name: 'Banking Assistant' }),
  play: async () => {
    await openActions('Banking Assistant', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agent' });
    const name = within(dialog).getByLabelText('Name');
    await expect(name).toHaveValue('Banking Assistant');
    await userEvent.clear(name);
    await userEvent.type(name, 'Retail Banking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Agent updated successfully')).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 3, name: 'Retail Banking' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  beforeEach: () => fake.seed.agents(2),
  play: async () => {
    await openActions('Banking Assistant', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await expect(within(dialog).getByText('Are you sure you want to delete?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Agent deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Banking Assistant' })).toBeNull());
    await expect(cards()).toHaveLength(1);
  },
};

/** Code 101: the message, and the remaining-intents view listing the stories and intents that hold the agent. */
export const DeleteHasChildren: Story = {
  beforeEach: () => {
    const agent = fake.seed.agent({ name: 'Banking Assistant' });
    const { stories } = seedBotBuilder(fake.store, agent.id, {
      stories: ['Cards'],
      intents: [{ name: 'block card' }, { name: 'lost card' }],
    });
    botData(fake.store).stories.push({
      id: 'story-child',
      agentId: agent.id,
      name: 'Stolen cards',
      parentId: stories[0]!.id,
    });
  },
  play: async () => {
    await openActions('Banking Assistant', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(Messages.agentHasChildren)).toBeVisible();
    const view = within(await screen.findByRole('dialog', { name: 'Remaining intents' }));
    await expect(
      await view.findByText('Delete these 2 stories and 2 intents of Banking Assistant first.'),
    ).toBeVisible();
    const intents = view.getByRole('list', { name: 'Intents of Cards' });
    await expect(
      within(intents)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['block card', 'lost card']);
    await expect(view.getByText('Stolen cards')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Open intents' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent(/^\/bots\/agent\d+\/intents$/);
  },
};

export const OpenAgent: Story = {
  beforeEach: () => {
    fake.seed.agent({ name: 'Banking Assistant' });
    fake.seed.agent({ name: 'Prompt Agent', type: 'prompt' });
  },
  play: async () => {
    const link = within(await findCard('Prompt Agent')).getByRole('link', { name: 'Prompt Agent' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(
      /^\/bots\/agent\d+\/prompt$/,
    );
  },
};

export const OpenAgentByClick: Story = {
  beforeEach: () => void fake.seed.agent({ name: 'Banking Assistant' }),
  play: async () => {
    const card = await findCard('Banking Assistant');
    await userEvent.click(within(card).getByText('Created'));
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/bots\/agent\d+$/);
  },
};

export const Loading: Story = {
  beforeEach: () => {
    fake.seed.agents(3);
    fake.store.latencyMs = 20_000;
  },
  play: async () => {
    await expect(await screen.findByText('Loading agents')).toBeInTheDocument();
    await expect(screen.getByRole('region', { name: 'Agents' })).toHaveAttribute('aria-busy', 'true');
  },
};
