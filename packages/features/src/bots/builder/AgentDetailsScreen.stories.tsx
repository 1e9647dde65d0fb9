import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BotMessages, type Intent } from '@parley/api-client';
import { botData, fake, seedAuthConfig, seedBotBuilder } from '@parley/api-client/fake';
import { ENTITY_PICKER_HINT } from '@parley/ui';
import { withFeatureProviders } from '../../testing/index.ts';
import { AgentDetailsScreen } from './AgentDetailsScreen.tsx';

const AGENT = 'bot1';
const at = (path: string) => ({ path: '/bots/:id/*', initialEntries: [`/bots/${AGENT}/${path}`], signedIn: true });

function seedBankBot(options: { trained?: boolean } = {}) {
  fake.seed.agent({
    id: AGENT,
    name: 'Banking Bot',
    type: 'nlp',
    trainingStatus: options.trained ? 'Trained' : 'Not Trained',
  });
  const seeded = seedBotBuilder(fake.store, AGENT, {
    stories: ['Cards', 'Accounts'],
    entities: [
      {
        name: 'card_type',
        values: [
          { value: 'debit', type: 'synonyms', synonyms: ['debit', 'atm card'] },
          { value: 'credit', type: 'synonyms', synonyms: ['credit'] },
        ],
      },
    ],
  });
  const cardType = seeded.entities[0]!;
  fake.store.agents.find((a) => a.id === AGENT)!.config.outOfScopeMessage = 'Sorry, I cannot help with that.';
  const story = seeded.stories[0]!;
  seedIntent(story.id, {
    name: 'block card',
    utterances: [
      {
        utterance: 'block my credit card',
        entityDefined: true,
        entityRefs: [{ entityId: cardType.id, entityStartPos: 9, entityEndPos: 14 }],
      },
      { utterance: 'block my card', entityDefined: false, entityRefs: [] },
    ],
    responses: [{ response: 'Your **{card_type}** card is blocked.' }],
    entities: [
      {
        id: cardType.id,
        name: 'card_type',
        required: true,
        value: '$card_type',
        prompts: ['Which card, debit or credit?'],
      },
    ],
  });
  seedIntent(story.id, {
    name: 'lost card',
    utterances: [
      { utterance: 'I lost my card', entityDefined: false, entityRefs: [] },
      { utterance: 'my card is missing', entityDefined: false, entityRefs: [] },
    ],
    responses: [{ response: 'We can help with a lost card.' }],
  });
  return { story, cardType };
}

function seedIntent(storyId: string, intent: Partial<Intent>) {
  seedBotBuilder(fake.store, AGENT, { storyId, intents: [intent] });
}

const meta = {
  title: 'Features/Bots/AgentDetailsScreen',
  component: AgentDetailsScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: at('intents') },
} satisfies Meta<typeof AgentDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's messages keep their double spaces; match the raw text. */
const findExact = (text: string) => screen.findByText(text, { normalizer: (t) => t });
const openStory = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

export const IntentsEmpty: Story = {
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Fresh Bot', type: 'nlp' }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Fresh Bot' })).toBeVisible();
    for (const tab of [
      'Intents',
      'Entities',
      'Configuration',
      'Designer',
      'GenAI',
      'Call Classification',
      'Sentiment',
    ]) {
      await expect(screen.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(await screen.findByText('No stories yet. Type a name and press Enter.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Intent' }));
    await expect(await screen.findByText(BotMessages.createStoryFirst)).toBeVisible();
  },
};

export const CreateStoryAndIntent: Story = {
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Fresh Bot', type: 'nlp' }),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('New story'), '  Order   status {Enter}');
    await expect(await screen.findByRole('button', { name: 'Order status' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('New story'), 'order STATUS{Enter}');
    await expect(await screen.findByText(BotMessages.storyDuplicate)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Intent' }));
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.type(editor.getByLabelText('Intent name'), 'track order');
    const phrase = editor.getByLabelText('Add training phrase');
    await userEvent.type(phrase, 'where is my order{Control>}{Enter}{/Control}');
    await userEvent.click(editor.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText(BotMessages.twoPhrases)).toBeVisible();
    await userEvent.type(phrase, 'Where is my order{Control>}{Enter}{/Control}');
    await expect(await screen.findByText(BotMessages.duplicateUtterance)).toBeVisible();
    await userEvent.clear(phrase);
    await userEvent.type(phrase, 'track my parcel{Control>}{Enter}{/Control}');
    await expect(editor.getByRole('button', { name: 'Discard' })).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('Intent created successfully')).toBeVisible();
    await expect(
      await within(screen.getByRole('region', { name: 'Intents' })).findByRole('button', { name: 'track order' }),
    ).toBeVisible();
  },
};

export const IntentLoaded: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await expect(await editor.findByDisplayValue('block card')).toBeVisible();
    // The tagging hint shows once for the list, and still describes every phrase.
    expect(editor.getAllByRole('textbox', { name: /^Training phrase / }).length).toBeGreaterThan(1);
    await expect(editor.getAllByText(ENTITY_PICKER_HINT)).toHaveLength(1);
    await expect(editor.getByRole('textbox', { name: 'Training phrase block my card' })).toHaveAccessibleDescription(
      ENTITY_PICKER_HINT,
    );
    await expect(editor.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(editor.queryByRole('button', { name: 'Discard' })).toBeNull();
    await expect(editor.getByLabelText('Parameter card_type')).toBeVisible();
    await expect(editor.getByText('Which card, debit or credit?')).toBeVisible();
    await userEvent.click(editor.getByRole('tab', { name: 'Response' }));
    await expect(await editor.findByText('{card_type}', { selector: 'strong' })).toBeVisible();
  },
};

export const UnsavedChangesGuard: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.type(
      await editor.findByLabelText('Add training phrase'),
      'cancel my card{Control>}{Enter}{/Control}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'lost card' }));
    await expect(await screen.findByText(BotMessages.saveOrDiscard)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to agents' }));
    await expect(await screen.findByText(BotMessages.saveIntent)).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Discard' }));
    await expect(editor.queryByText('cancel my card')).toBeNull();
  },
};

export const DeletePhraseAndAutoGenerate: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.click(await editor.findByRole('button', { name: 'Auto generate' }));
    await expect(await screen.findByText(BotMessages.selectPhrase)).toBeVisible();
    await userEvent.click(editor.getByRole('checkbox', { name: 'Select block my card' }));
    await userEvent.click(editor.getByRole('button', { name: 'Auto generate' }));
    const auto = within(await screen.findByRole('dialog', { name: 'Auto generate' }));
    await userEvent.click(auto.getByRole('radio', { name: '5' }));
    await userEvent.click(auto.getByRole('button', { name: 'Generate' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose training phrases' }));
    await waitFor(() => expect(picker.getAllByRole('checkbox')).toHaveLength(5));
    await expect(picker.getByRole('note')).toHaveTextContent('Generated by the local paraphraser');
    await userEvent.click(picker.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(editor.getByText('7 training phrases')).toBeVisible());
    await userEvent.click(editor.getByRole('button', { name: 'Delete phrase block my card' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expect(await findExact(BotMessages.deletedUtterance)).toBeVisible();
  },
};

/** Bulk delete: the selected phrases go after the confirmation, with the spec's toast; the others stay. */
export const DeleteSelectedPhrases: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.type(
      await editor.findByLabelText('Add training phrase'),
      'cancel my card{Control>}{Enter}{/Control}',
    );
    await expect(editor.getByText('3 training phrases')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Delete selected' }));
    await expect(await screen.findByText(BotMessages.selectPhrase)).toBeVisible();
    await userEvent.click(editor.getByRole('checkbox', { name: 'Select block my card' }));
    await userEvent.click(editor.getByRole('checkbox', { name: 'Select cancel my card' }));
    await userEvent.click(editor.getByRole('button', { name: 'Delete selected' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Delete the 2 selected training phrases?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await findExact(BotMessages.deletedUtterances)).toBeVisible();
    await expect(editor.getByText('1 training phrases')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Training phrase block my credit card' })).toBeVisible();
    await expect(editor.queryByRole('textbox', { name: 'Training phrase block my card' })).toBeNull();
    await expect(editor.queryByRole('textbox', { name: 'Training phrase cancel my card' })).toBeNull();
    await expect(editor.getByRole('checkbox', { name: 'Select block my credit card' })).not.toBeChecked();
  },
};

/** No after the confirmation keeps the selected phrases. */
export const DeleteSelectedPhrasesCancelled: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.click(await editor.findByRole('checkbox', { name: 'Select block my card' }));
    await userEvent.click(editor.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(editor.getByText('2 training phrases')).toBeVisible();
    await expect(editor.getByRole('checkbox', { name: 'Select block my card' })).toBeChecked();
    await expect(screen.queryByText(BotMessages.deletedUtterances, { normalizer: (t) => t })).toBeNull();
  },
};

/** Ctrl+Enter on an empty phrase or an empty response is refused with the spec's messages. */
export const EmptyPhraseAndResponse: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.type(await editor.findByLabelText('Add training phrase'), '   {Control>}{Enter}{/Control}');
    await expect(await screen.findByText(BotMessages.phrasesEmpty)).toBeVisible();
    await expect(editor.getByText('2 training phrases')).toBeVisible();
    await userEvent.click(editor.getByRole('tab', { name: 'Response' }));
    await userEvent.click(await editor.findByRole('textbox', { name: 'Response' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await screen.findByText(BotMessages.responseEmpty)).toBeVisible();
    await expect(editor.getByLabelText('Saved response')).toHaveTextContent('card is blocked.');
  },
};

/** A blank intent name is flagged under the field and refused on Save. */
export const IntentNameEmpty: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    const name = await editor.findByDisplayValue('block card');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await expect(await editor.findByText(BotMessages.intentNameEmpty)).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(BotMessages.intentNameEmpty)).toHaveLength(2));
    await expect(botData(fake.store).intents.find((i) => i.name === 'block card')).toBeDefined();
  },
};

/** A parameter without prompts says 'prompt cannot be empty' on its row, and Save refuses it. */
export const ParameterWithoutPrompt: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    const parameter = within(await editor.findByLabelText('Parameter card_type'));
    await expect(parameter.queryByText(BotMessages.promptEmpty)).toBeNull();
    await userEvent.click(parameter.getByRole('button', { name: 'Remove prompt Which card, debit or credit?' }));
    await expect(await parameter.findByText(BotMessages.promptEmpty)).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(BotMessages.promptEmpty)).toHaveLength(2));
    const stored = botData(fake.store).intents.find((i) => i.name === 'block card')!;
    await expect(stored.entities[0]!.prompts).toEqual(['Which card, debit or credit?']);
  },
};

/** Deleting the response asks first, then says so; Save stores the intent without it. */
export const DeleteResponse: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.click(await editor.findByRole('tab', { name: 'Response' }));
    await userEvent.click(await editor.findByRole('button', { name: 'Delete response' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Delete the response?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(BotMessages.deletedResponse)).toBeVisible();
    await expect(editor.queryByLabelText('Saved response')).toBeNull();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Intent updated successfully')).toBeVisible();
    await expect(botData(fake.store).intents.find((i) => i.name === 'block card')!.responses).toEqual([]);
  },
};

/** A save call that fails without a message says 'Intent name  required'; a refusal with a message shows it. */
export const SaveIntentFails: Story = {
  beforeEach: () => {
    seedBankBot();
    fake.fail('saveIntent', { status: 500, code: 500, message: '' });
  },
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    const name = await editor.findByDisplayValue('block card');
    await userEvent.type(name, 's');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await findExact(BotMessages.intentNameRequired)).toBeVisible();
    fake.fail('saveIntent', { status: 409, code: 409, message: BotMessages.intentDuplicate });
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(BotMessages.intentDuplicate)).toBeVisible();
    // Nothing was stored, and the edit is still there to save or discard.
    await expect(botData(fake.store).intents.find((i) => i.name === 'block cards')).toBeUndefined();
    await expect(editor.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

/** A delete call that fails without a message says 'Delete action cannot be done' and keeps the intent. */
export const DeleteIntentFails: Story = {
  beforeEach: () => {
    seedBankBot();
    fake.fail('deleteIntent', { status: 500, code: 500, message: '' });
  },
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.click(await editor.findByRole('button', { name: 'Delete intent' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText(BotMessages.deleteCannot)).toBeVisible();
    await expect(editor.getByDisplayValue('block card')).toBeVisible();
    await expect(botData(fake.store).intents.find((i) => i.name === 'block card')).toBeDefined();
  },
};

/** A blank story name gives 'Please give valid name' and creates nothing. */
export const StoryNameInvalid: Story = {
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Fresh Bot', type: 'nlp' }),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('New story'), '    {Enter}');
    await expect(await screen.findByText(BotMessages.storyInvalidName)).toBeVisible();
    await expect(botData(fake.store).stories).toHaveLength(0);
    await expect(screen.getByText('No stories yet. Type a name and press Enter.')).toBeVisible();
  },
};

/** With a GenAI integration chosen, Auto generate says the integration answered. */
export const AutoGenerateThroughIntegration: Story = {
  beforeEach: () => {
    seedBankBot();
    const integration = seedAuthConfig(fake.store, { name: 'Support OpenAI' });
    const agent = fake.store.agents.find((a) => a.id === AGENT)!;
    agent.config = { ...agent.config, modelType: 'OpenAi', openaiKey: integration.id };
  },
  play: async () => {
    await openStory('Cards');
    const editor = within(await screen.findByRole('region', { name: 'Intent editor' }));
    await userEvent.click(await editor.findByRole('checkbox', { name: 'Select block my card' }));
    await userEvent.click(editor.getByRole('button', { name: 'Auto generate' }));
    const auto = within(await screen.findByRole('dialog', { name: 'Auto generate' }));
    await userEvent.click(auto.getByRole('button', { name: 'Generate' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose training phrases' }));
    await expect(picker.getByRole('note')).toHaveTextContent("Generated by the agent's GenAI integration.");
    await waitFor(() => expect(picker.getAllByRole('checkbox')).toHaveLength(10));
  },
};

export const EntityList: Story = {
  parameters: { feature: at('entity-list') },
  beforeEach: () => {
    fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' });
    seedBotBuilder(fake.store, AGENT, {
      stories: [],
      entities: Array.from({ length: 17 }, (_, i) => ({
        name: `city${i + 1}`,
        values: [{ value: `Town ${i + 1}`, type: 'synonyms' as const, synonyms: [`burg${i + 1}`] }],
      })),
    });
  },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Custom entities' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(screen.getByText('No more entity to show')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete city1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expect(await findExact(BotMessages.deletedEntity)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'System Entities' }));
    await expect(await screen.findByText('sys.number')).toBeVisible();
  },
};

export const EntityListEmpty: Story = {
  parameters: { feature: at('entity-list') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' }),
  play: async () => {
    await expect(await screen.findByText('No data to show')).toBeVisible();
  },
};

export const EntityCreate: Story = {
  parameters: { feature: at('entity-list/create') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Create Custom Entity' })).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Entity name/ }), 'city');
    await userEvent.click(screen.getByLabelText('Synonyms 1'));
    await expect(await screen.findByText(BotMessages.valueAndTypeFirst)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Value 1'), 'Paris');
    await userEvent.click(screen.getByLabelText('Synonyms 1'));
    const popup = within(await screen.findByRole('dialog', { name: 'Synonyms of Paris' }));
    await userEvent.click(popup.getByRole('button', { name: 'Add synonym' }));
    await expect(await screen.findByText(BotMessages.emptySynonym)).toBeVisible();
    await userEvent.type(popup.getByLabelText('New synonym'), 'paris, paree{Enter}');
    await userEvent.click(popup.getByRole('button', { name: 'Add' }));
    await expect(screen.getByLabelText('Synonyms 1')).toHaveValue('paris, paree');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await expect(await screen.findByText('Entity created successfully')).toBeVisible();
  },
};

export const EntityEdit: Story = {
  parameters: { feature: at('entity-list/entity2') },
  beforeEach: () => {
    fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' });
    seedBotBuilder(fake.store, AGENT, {
      stories: [],
      entities: [{ id: 'entity2', name: 'colour', values: [{ value: 'red', type: 'pattern', pattern: ['re+d'] }] }],
    });
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Update Custom Entity' })).toBeVisible();
    await expect(await screen.findByDisplayValue('colour')).toBeVisible();
    await expect(screen.getByLabelText('Pattern 1')).toHaveValue('re+d');
    await expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

export const Configuration: Story = {
  parameters: { feature: at('configuration') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' }),
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Entities Configuration' }));
    await expect(form.queryByLabelText('Threshold')).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('Model type'), 'SVM');
    await userEvent.selectOptions(form.getByLabelText('Model type'), 'Semantic');
    await expect(await form.findByLabelText('Threshold')).toBeVisible();
    await expect(form.queryByLabelText('Integration configuration')).toBeNull();
    await userEvent.clear(form.getByLabelText('Entity extract retries'));
    await userEvent.type(form.getByLabelText('Entity extract retries'), '0');
    await expect(await form.findByText(BotMessages.retriesMin)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(form.getByLabelText('Entity extract retries'));
    await userEvent.type(form.getByLabelText('Entity extract retries'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Configuration saved successfully')).toBeVisible();
  },
};

/** The threshold must lie between 0 and 1: outside, the form says so and Save is disabled. */
export const ConfigurationThresholdRange: Story = {
  parameters: { feature: at('configuration') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' }),
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Entities Configuration' }));
    await userEvent.selectOptions(form.getByLabelText('Model type'), 'Semantic');
    const threshold = await form.findByLabelText('Threshold');
    await expect(threshold).toHaveAttribute('min', '0');
    await expect(threshold).toHaveAttribute('max', '1');
    const save = form.getByRole('button', { name: 'Save' });
    for (const outside of ['1.5', '-0.1']) {
      await userEvent.clear(threshold);
      await userEvent.type(threshold, outside);
      await expect(await form.findByText(BotMessages.thresholdRange)).toBeVisible();
      await waitFor(() => expect(save).toBeDisabled());
    }
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '1');
    await waitFor(() => expect(form.queryByText(BotMessages.thresholdRange)).toBeNull());
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await screen.findByText('Configuration saved successfully')).toBeVisible();
    await expect(fake.store.agents.find((a) => a.id === AGENT)!.config.confidenceThreshold).toBe(1);
  },
};

/** OpenAi needs a stored GenAI integration: chosen from the list, or created on the spot. */
export const ConfigurationIntegration: Story = {
  parameters: { feature: at('configuration') },
  beforeEach: () => {
    fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' });
    seedAuthConfig(fake.store, { name: 'Support OpenAI', apikey: 'sk-live-000000001234' });
  },
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Entities Configuration' }));
    await userEvent.selectOptions(form.getByLabelText('Model type'), 'OpenAi');
    const select = await form.findByLabelText('Integration configuration');
    await expect(
      await form.findByText(BotMessages.configurationMandatory, { selector: '[role="alert"]' }),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(
      within(select).getByRole('option', { name: 'Support OpenAI (OpenAI, ••••••••1234)' }),
    ).toBeInTheDocument();
    // The Create Integration entry opens the modal; the new integration is chosen when it closes.
    await userEvent.selectOptions(select, '+ Create Integration');
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Integration' }));
    await userEvent.type(dialog.getByLabelText('Configuration name'), 'Sales GPT');
    await userEvent.selectOptions(dialog.getByLabelText('LLM Type'), 'GPT');
    await userEvent.type(dialog.getByLabelText('API Key'), 'sk-sales-0000000005678');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Integration' })).toBeNull());
    await waitFor(() => expect(select).toHaveDisplayValue('Sales GPT (GPT, ••••••••5678)'));
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Configuration saved successfully')).toBeVisible();
    const saved = fake.store.agents.find((a) => a.id === AGENT)!.config;
    await expect(saved.modelType).toBe('OpenAi');
    await expect(saved.openaiKey).toMatch(/^authcfg\d+$/);
  },
};

/** An OpenAi agent stored without an integration: 'Configuration is mandatory' at once, and Save waits for a choice. */
export const ConfigurationMandatory: Story = {
  parameters: { feature: at('configuration') },
  beforeEach: () => {
    const agent = fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' });
    seedAuthConfig(fake.store, { name: 'Support OpenAI', apikey: 'sk-live-000000001234' });
    agent.config = { ...agent.config, modelType: 'OpenAi' };
  },
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Entities Configuration' }));
    const select = await form.findByLabelText('Integration configuration');
    await expect(
      await form.findByText(BotMessages.configurationMandatory, { selector: '[role="alert"]' }),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    const option = await within(select).findByRole('option', { name: 'Support OpenAI (OpenAI, ••••••••1234)' });
    await userEvent.selectOptions(select, option);
    await waitFor(() => expect(form.queryByText(BotMessages.configurationMandatory)).toBeNull());
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Configuration saved successfully')).toBeVisible();
    await expect(fake.store.agents.find((a) => a.id === AGENT)!.config.openaiKey).toMatch(/^authcfg\d+$/);
  },
};

export const TrainAndTryIt: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Train Agent' }));
    await expect(await screen.findByText(BotMessages.trainWait)).toBeVisible();
    const report = within(await screen.findByRole('dialog', { name: 'Training report' }));
    await expect(report.getByRole('heading', { name: 'Weak intents' })).toBeVisible();
    await userEvent.click(report.getByRole('button', { name: /close/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Try it' }));
    const input = await screen.findByPlaceholderText('Start Typing.....');
    await userEvent.type(input, 'block my card{Enter}');
    await expect(await screen.findByText('Which card, debit or credit?')).toBeVisible();
    await userEvent.type(input, 'credit{Enter}');
    await expect(await screen.findByText('card is blocked.', { exact: false })).toBeVisible();
    await userEvent.type(input, 'what is the weather{Enter}');
    await expect(await screen.findByText('Sorry, I cannot help with that.')).toBeVisible();
    // Each answer says how it was reached: here, no intent, and the runner-up beside it.
    await expect(await screen.findByText(/^Out of scope \(best 0 %\) · next: /)).toBeVisible();
  },
};

/** Try it before training says why nothing answers, with Train Agent in the conversation. */
export const TryItUntrainedOffersTrain: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Try it' }));
    await userEvent.type(await screen.findByPlaceholderText('Start Typing.....'), 'block my card{Enter}');
    const failure = await within(screen.getByRole('log', { name: 'Conversation' })).findByRole('alert');
    await expect(failure).toHaveTextContent(BotMessages.notTrained);
    await userEvent.click(within(failure).getByRole('button', { name: 'Train Agent' }));
    await expect(await screen.findByText(BotMessages.trainWait)).toBeVisible();
  },
};

/** A prompt agent's Try it says why it cannot answer yet, and offers no Train it does not have. */
export const TryItPromptAgentSaysWhy: Story = {
  parameters: { feature: at('prompt') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Prompt Bot', type: 'prompt' }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Try it' }));
    await userEvent.type(await screen.findByPlaceholderText('Start Typing.....'), 'hello{Enter}');
    const failure = await within(screen.getByRole('log', { name: 'Conversation' })).findByRole('alert');
    await expect(failure).toHaveTextContent(BotMessages.promptTryItUnavailable);
    await expect(within(failure).queryByRole('button')).toBeNull();
  },
};

/** A failed Train Agent shows the server's message, and no training report opens. */
export const TrainFails: Story = {
  beforeEach: () => {
    seedBankBot({ trained: true });
    fake.fail('trainAgent', {
      status: 422,
      code: 422,
      message: 'Training failed: out of memory. The previously trained model keeps answering.',
    });
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Train Agent' }));
    await expect(
      await screen.findByText('Training failed: out of memory. The previously trained model keeps answering.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Train Agent' })).toBeEnabled());
    await expect(screen.queryByRole('dialog', { name: 'Training report' })).toBeNull();
  },
};

/** Stories form a tree: a sub-story from a story's row, shown indented, collapsible; a rename keeps the parent. */
export const NestedStories: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    const column = within(await screen.findByRole('region', { name: 'Stories' }));
    await userEvent.click(await column.findByRole('button', { name: 'Add sub-story to Cards' }));
    await userEvent.type(column.getByLabelText('New sub-story of Cards'), 'Lost   cards{Enter}');
    const child = await column.findByRole('button', { name: 'Lost cards' });
    await expect(child.closest('li')).toHaveStyle({ paddingLeft: '16px' });
    const parent = botData(fake.store).stories.find((st) => st.name === 'Cards')!;
    await expect(botData(fake.store).stories.find((st) => st.name === 'Lost cards')?.parentId).toBe(parent.id);
    const collapse = column.getByRole('button', { name: 'Collapse Cards' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await waitFor(() => expect(column.queryByRole('button', { name: 'Lost cards' })).toBeNull());
    await userEvent.click(column.getByRole('button', { name: 'Expand Cards' }));
    await userEvent.click(await column.findByRole('button', { name: 'Edit story Lost cards' }));
    const rename = column.getByLabelText('Rename Lost cards');
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Stolen cards{Enter}');
    await expect(await column.findByRole('button', { name: 'Stolen cards' })).toBeVisible();
    await expect(botData(fake.store).stories.find((st) => st.name === 'Stolen cards')?.parentId).toBe(parent.id);
  },
};

/** Export lists what the format could not carry (sent in a response header). */
export const ExportWarnings: Story = {
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rasa YAML' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export warnings' }));
    const list = dialog.getByRole('list', { name: 'Banking Bot.yml was downloaded. The format could not carry:' });
    await expect(
      within(list).getByText('Not part of the format: model type (SVM) and entity extract retries (1)'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export warnings' })).toBeNull());
  },
};

const ANALYTICS = 'https://analytics.parley.test/embed';

/** Designer, Call Classification and Sentiment embed the analytics frames built from the settings. */
export const AnalyticsFrames: Story = {
  parameters: { feature: at('conversation') },
  beforeEach: () => {
    fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' });
    fake.store.settings.analyticsBaseUrl = ANALYTICS;
  },
  play: async () => {
    const designer = await screen.findByTitle('Designer analytics');
    await expect(designer).toHaveAttribute('src', `${ANALYTICS}/conversation?enterpriseId=ent1&agentId=${AGENT}`);
    await expect(designer).toHaveStyle({ height: `${window.innerHeight - 56}px` });
    await userEvent.click(screen.getByRole('tab', { name: 'Call Classification' }));
    await expect(await screen.findByTitle('Call Classification analytics')).toHaveAttribute(
      'src',
      `${ANALYTICS}/call-classification?enterpriseId=ent1&department_id=default`,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sentiment' }));
    await expect(await screen.findByTitle('Sentiment analytics')).toHaveAttribute(
      'src',
      `${ANALYTICS}/sentiment?enterpriseId=ent1&agent_id=${AGENT}`,
    );
  },
};

/** Without an analytics address the tabs say how to set one up. */
export const AnalyticsNotConfigured: Story = {
  parameters: { feature: at('sentiment') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Banking Bot', type: 'nlp' }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Sentiment is not set up' })).toBeVisible();
    await expect(screen.getByText(/Set analyticsBaseUrl in the environment settings/)).toBeVisible();
    await expect(screen.queryByTitle('Sentiment analytics')).toBeNull();
  },
};

export const PromptAgentTabs: Story = {
  parameters: { feature: at('prompt') },
  beforeEach: () => void fake.seed.agent({ id: AGENT, name: 'Prompt Bot', type: 'prompt' }),
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Prompt Configuration' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Knowledge Base' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Train Agent' })).toBeNull();
    await expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  },
};

/** A mistyped section (`entities` for `entity-list`) is not found: no tab claims it, and a link leads back. */
export const UnknownSectionIsNotFound: Story = {
  parameters: { feature: at('entities') },
  beforeEach: () => void seedBankBot(),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'No such section' })).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Coming soon' })).toBeNull();
    for (const tab of screen.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(screen.getByRole('tab', { name: 'Intents' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('link', { name: 'Go to intents' }));
    await expect(await screen.findByRole('tab', { name: 'Intents' })).toHaveAttribute('aria-selected', 'true');
  },
};
