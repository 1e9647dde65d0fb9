/** Bot builder messages quoted from bot-builder-and-reports.md §5 and §8 (odd spellings and spaces kept). */
export const BotMessages = {
  storyInvalidName: 'Please give valid name',
  storyDuplicate: 'Duplication of story name',
  createStoryFirst: 'Please create story before an Intent',
  saveOrDiscard: 'Please Save or Discard the changes',
  saveIntent: 'please save the intent',
  intentNameEmpty: 'Intent name should not be empty',
  intentNameRequired: 'Intent name  required',
  twoPhrases: 'Please give atleast two training phrases save the intent',
  promptEmpty: 'prompt cannot be empty',
  duplicateUtterance: 'Duplication of utterance name',
  phrasesEmpty: 'training phrases should not be empty',
  responseEmpty: 'Responce should not be empty',
  selectPhrase: 'Select at least one training phrase',
  deleteCannot: 'Delete action cannot be done',
  retriesMin: 'Entity extract retries value cannot be less than 1',
  /** The configuration form's integration (generative configuration) for the OpenAi model, left unchosen. */
  configurationMandatory: 'Configuration is mandatory',
  /** Ours: the spec only says the threshold should be between zero and 1. */
  thresholdRange: 'Threshold should be between 0 and 1',
  emptySynonym: 'Empty synonyms cannot be added',
  valueAndTypeFirst: 'Please give the value and type first',
  trainWait: 'Please wait while we are building the knowledge base!!',
  deletedUtterance: 'Deleted  utterance  succesfully',
  deletedUtterances: 'Deleted  utterances  succesfully',
  deletedEntity: 'Deleted  Entity  succesfully',
  deletedResponse: 'Deleted the response succesfully',
  // Ours, where the spec shows no text.
  intentDuplicate: 'Duplication of intent name',
  entityNameRequired: 'Entity name is required',
  entityDuplicate: 'Duplication of entity name',
  entityValuesRequired: 'Add at least one value',
  entityValueRequired: 'Each value needs a value and a type',
  entitySynonymsRequired: 'Synonyms are required for a value of type synonyms',
  entityPatternRequired: 'A pattern is required for a value of type pattern',
  parameterNameRequired: 'Parameter name is required',
  notTrained: 'The agent is not trained yet. Train the agent first.',
  /** Ours: a prompt agent answers through its prompt configuration, which is not built yet. */
  promptTryItUnavailable:
    'Try it answers for prompt agents once their prompt configuration is available; this version trains and tries NLP agents.',
  nothingToTrain: 'Add at least one intent with training phrases before training',
} as const;
