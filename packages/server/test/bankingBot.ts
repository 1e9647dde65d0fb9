import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

const N = '/api/nlp';

/** A small banking bot: two intents with annotated phrases, a custom entity and a required parameter. */
export async function buildBankingBot(t: TestServer, token: string, name: string) {
  const agent = (await t.call('POST', `${N}/agent`, { token, body: { name, description: 'Banking', type: 'nlp' } }))
    .body.data;
  await t.call('POST', `${N}/agent/${agent.id}/config`, {
    token,
    body: {
      entityExtractRetries: 2,
      outOfScopeMessage: 'Sorry, that is outside what I can do.',
      modelType: 'SVM',
      confidenceThreshold: 0.5,
      language: 'en',
    },
  });
  const story = (await t.call('POST', `${N}/story`, { token, body: { name: 'Cards', agentId: agent.id } })).body.data;
  const cardType = (
    await t.call('POST', `${N}/entity`, {
      token,
      json: {
        agentId: agent.id,
        name: 'card_type',
        values: [
          { value: 'debit', type: 'synonyms', synonyms: ['debit', 'debit card', 'atm card'] },
          { value: 'credit', type: 'synonyms', synonyms: ['credit', 'credit card'] },
        ],
      },
    })
  ).body.data;
  const ref = (text: string, word: string) => {
    const start = text.indexOf(word);
    return { entityId: cardType.id, entityStartPos: start, entityEndPos: start + word.length - 1 };
  };
  const block = [
    'block my credit card',
    'I lost my debit card',
    'please block the card',
    'my card was stolen',
    'freeze my card now',
    'someone stole my card, block it',
  ];
  const balance = [
    'what is my account balance',
    'how much money do I have',
    'show my balance',
    'check my savings balance',
    'balance enquiry',
    'how much is left in my account',
  ];
  const save = (json: unknown) => t.call('POST', `${N}/intent`, { token, json });
  const blockIntent = await save({
    agentId: agent.id,
    storyId: story.id,
    name: 'block card',
    utterances: block.map((u) => ({
      utterance: u,
      entityRefs: u.includes('credit') ? [ref(u, 'credit')] : u.includes('debit') ? [ref(u, 'debit')] : [],
    })),
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
  expect(blockIntent.status).toBe(200);
  await save({
    agentId: agent.id,
    storyId: story.id,
    name: 'balance',
    utterances: balance.map((u) => ({ utterance: u })),
    responses: [{ response: 'Your balance is *₹1,000*.' }],
  });
  return { agent, story, cardType, blockIntentId: blockIntent.body.data.id as string };
}
