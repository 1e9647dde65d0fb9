import { describe, expect, it } from 'vitest';
import { predict, train } from '../src/index.ts';
import type { AgentTrainingData } from '../src/types.ts';

// The bot a new user builds first: two intents of five phrases. Before word coverage it answered "what is the
// capital of France" with its store hours (0.59) and "how tall is mount everest" with its greeting (0.98).
const phrases = (...texts: string[]) => texts.map((utterance) => ({ utterance, entityRefs: [] }));
const storeBot: AgentTrainingData = {
  language: 'en',
  intents: [
    {
      id: 'hours',
      name: 'store_hours',
      response: 'We are open 9 to 5.',
      utterances: phrases(
        'when are you open',
        'what are your opening hours',
        'are you open on sunday',
        'what time do you close',
        'opening times',
      ),
    },
    {
      id: 'greeting',
      name: 'greeting',
      response: 'Hello!',
      utterances: phrases('hi', 'hello', 'good morning', 'hey there', 'hello how are you'),
    },
  ],
};

const OFF_TOPIC = [
  'what is the capital of France',
  'who won the world cup',
  'how tall is mount everest',
  'what is the weather like',
  'tell me a joke about penguins',
  'how do I bake a chocolate cake',
  'can dogs eat grapes',
  'translate thank you into Japanese',
  'why is the sky blue',
  'play some relaxing jazz',
];

const IN_SCOPE: [string, string][] = [
  ['when do you open', 'store_hours'],
  ['are you open tomorrow', 'store_hours'],
  ['hi, what time do you close today?', 'store_hours'],
  ['what are your openning hours', 'store_hours'],
  ['hello there', 'greeting'],
  ['good evening', 'greeting'],
];

describe('a small bot says it does not know', () => {
  it('refuses questions about anything else', async () => {
    const model = await train(storeBot);
    for (const text of OFF_TOPIC) {
      const p = await predict(model, text);
      expect({ text, intent: p.intent?.name ?? null, outOfScope: p.outOfScope }).toEqual({
        text,
        intent: null,
        outOfScope: true,
      });
    }
  });

  it('still answers its own questions, misspelt ones included, with the runner-up beside the answer', async () => {
    const model = await train(storeBot);
    for (const [text, intent] of IN_SCOPE) {
      const p = await predict(model, text);
      expect({ text, intent: p.intent?.name }).toEqual({ text, intent });
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
      expect(p.otherIntents[0]?.intent.name).not.toBe(intent);
    }
  });
});
