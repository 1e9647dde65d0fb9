import { describe, expect, it } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { systemEntities } from '@parley/nlu';
import {
  ExchangeFormatError,
  exportDialogflow,
  exportRasa,
  importDialogflow,
  importRasa,
  type ExchangeAgent,
  type ExchangeUtterance,
} from '../src/services/agentExchange/index.ts';

const SYS = systemEntities.map((e) => e.name);
const ref = (text: string, word: string, entity: string) => {
  const start = text.indexOf(word);
  return { entity, start, end: start + word.length - 1 };
};
const u = (text: string, ...marks: [string, string][]): ExchangeUtterance => ({
  text,
  refs: marks.map(([w, e]) => ref(text, w, e)),
});

/** What both formats can express: annotated phrases, responses, map entities with synonyms, regexp entities. */
const common: ExchangeAgent = {
  description: 'Banking',
  language: 'en',
  outOfScopeMessage: 'Sorry, that is outside what I can do.',
  intents: [
    {
      name: 'block card',
      utterances: [
        u('block my credit card', ['credit', 'card_type']),
        u('I lost my atm card', ['atm card', 'card_type']),
        u('please block the card'),
      ],
      responses: ['Your **{card_type}** card is blocked.', 'Done: *{card_type}* blocked.'],
      parameters: [{ name: 'card_type', entity: 'card_type', required: false, value: '', prompts: [] }],
    },
    {
      name: 'track',
      utterances: [u('where is order 12345', ['12345', 'order_id']), u('track my parcel')],
      responses: ['Order {order_id} is on its way.\n\n- packed\n- shipped'],
      parameters: [{ name: 'order_id', entity: 'order_id', required: false, value: '', prompts: [] }],
    },
  ],
  entities: [
    {
      name: 'card_type',
      values: [
        { value: 'debit', type: 'synonyms', synonyms: ['debit card', 'atm card'] },
        { value: 'credit', type: 'synonyms', synonyms: ['credit card'] },
      ],
    },
    { name: 'order_id', values: [{ value: 'order_id', type: 'pattern', pattern: ['\\d{5}', 'ORD-\\d+'] }] },
  ],
};

/** Adds what only Dialogflow expresses: required parameters with prompts, system entities, parameter names ≠ entity. */
const rich: ExchangeAgent = {
  ...common,
  confidenceThreshold: 0.4,
  intents: [
    ...common.intents,
    {
      name: 'transfer',
      utterances: [u('send 500 to my savings', ['500', 'sys.number'], ['savings', 'account']), u('transfer money')],
      responses: ['Sending {amount} to {target}.'],
      parameters: [
        { name: 'amount', entity: 'sys.number', required: true, value: '', prompts: ['How much?', 'What amount?'] },
        { name: 'target', entity: 'account', required: true, value: 'savings', prompts: ['To which account?'] },
      ],
    },
  ],
  entities: [
    ...common.entities,
    { name: 'account', values: [{ value: 'savings', type: 'synonyms', synonyms: ['saving account'] }] },
  ],
};

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

describe('Dialogflow ES ZIP', () => {
  it('round-trips intents, annotated phrases, responses, required parameters with prompts, map and regexp entities', () => {
    const file = exportDialogflow(rich, 'Bank bot');
    expect(file.fileName).toBe('Bank bot.zip');
    expect(file.warnings).toEqual([]);
    const names = Object.keys(unzipSync(file.bytes)).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'agent.json',
        'package.json',
        'intents/block card.json',
        'intents/block card_usersays_en.json',
        'intents/Default Fallback Intent.json',
        'entities/card_type.json',
        'entities/card_type_entries_en.json',
        'entities/order_id_entries_en.json',
      ]),
    );
    const back = importDialogflow(file.bytes, { systemEntities: SYS });
    expect(back.warnings).toEqual([]);
    expect(back.agent.outOfScopeMessage).toBe(rich.outOfScopeMessage);
    expect(back.agent.confidenceThreshold).toBe(0.4);
    expect(byName(back.agent.intents)).toEqual(byName(rich.intents));
    // A regexp entry carries its pattern as its value: the pattern value's label is not expressible.
    const entities = byName(back.agent.entities);
    expect(entities.find((e) => e.name === 'order_id')!.values).toEqual([
      { value: '\\d{5}', type: 'pattern', pattern: ['\\d{5}'] },
      { value: 'ORD-\\d+', type: 'pattern', pattern: ['ORD-\\d+'] },
    ]);
    expect(entities.filter((e) => e.name !== 'order_id')).toEqual(
      byName(rich.entities).filter((e) => e.name !== 'order_id'),
    );
    // A second trip is exact.
    const again = importDialogflow(exportDialogflow(back.agent, 'Bank bot').bytes, { systemEntities: SYS });
    expect(byName(again.agent.entities)).toEqual(entities);
  });

  it('writes Dialogflow annotations: alias is the parameter, meta the entity', () => {
    const zip = unzipSync(exportDialogflow(rich, 'x').bytes);
    const says = JSON.parse(strFromU8(zip['intents/transfer_usersays_en.json']!));
    expect(says[0].data).toEqual([
      { text: 'send ', userDefined: false },
      { text: '500', alias: 'amount', meta: '@sys.number', userDefined: true },
      { text: ' to my ', userDefined: false },
      { text: 'savings', alias: 'target', meta: '@account', userDefined: true },
    ]);
    const intent = JSON.parse(strFromU8(zip['intents/transfer.json']!));
    expect(intent.responses[0].parameters[0]).toMatchObject({
      name: 'amount',
      dataType: '@sys.number',
      required: true,
      prompts: [
        { lang: 'en', value: 'How much?' },
        { lang: 'en', value: 'What amount?' },
      ],
    });
  });

  it('lists what it cannot express instead of dropping it silently', () => {
    const mixed: ExchangeAgent = {
      ...common,
      entities: [
        {
          name: 'code',
          values: [
            { value: 'a', type: 'synonyms', synonyms: [] },
            { value: 'p', type: 'pattern', pattern: ['\\d+'] },
          ],
        },
      ],
    };
    expect(exportDialogflow(mixed, 'm').warnings).toEqual([expect.stringContaining('Entity "code"')]);

    const j = (v: unknown) => strToU8(JSON.stringify(v));
    const zip = zipSync({
      'My Agent/agent.json': j({
        language: 'en',
        supportedLanguages: ['de'],
        webhook: { url: 'https://hook', available: true },
      }),
      'My Agent/intents/order.json': j({
        name: 'order',
        contexts: ['ctx'],
        events: [{ name: 'WELCOME' }],
        webhookUsed: true,
        responses: [
          {
            action: 'order.create',
            affectedContexts: [{ name: 'ordered', lifespan: 2 }],
            parameters: [
              { name: 'who', dataType: '@sys.given-name', required: true, prompts: [{ lang: 'en', value: 'Name?' }] },
              {
                name: 'qty',
                dataType: '@sys.number',
                required: true,
                isList: true,
                prompts: [
                  { lang: 'en', value: 'How many?' },
                  { lang: 'de', value: 'Wie viele?' },
                ],
              },
            ],
            messages: [
              { type: 0, lang: 'en', speech: 'Ordered.' },
              { type: 4, lang: 'en', payload: {} },
              { type: 0, lang: 'de', speech: 'Bestellt.' },
            ],
          },
        ],
      }),
      'My Agent/intents/order_usersays_en.json': j([
        {
          data: [
            { text: 'order ' },
            { text: '3', meta: '@sys.number', alias: 'qty', userDefined: true },
            { text: ' for ' },
            { text: 'Ann', meta: '@sys.given-name', alias: 'who' },
          ],
        },
        { isTemplate: true, data: [{ text: 'order @sys.number:qty' }] },
      ]),
      'My Agent/intents/order_usersays_de.json': j([{ data: [{ text: 'bestellen' }] }]),
      'My Agent/entities/combo.json': j({ name: 'combo', isEnum: true }),
    });
    const { agent, warnings } = importDialogflow(zip, { systemEntities: SYS });
    expect(agent.intents).toEqual([
      {
        name: 'order',
        utterances: [{ text: 'order 3 for Ann', refs: [{ entity: 'sys.number', start: 6, end: 6 }] }],
        responses: ['Ordered.'],
        parameters: [{ name: 'qty', entity: 'sys.number', required: true, value: '', prompts: ['How many?'] }],
      },
    ]);
    expect(agent.entities).toEqual([]);
    const text = warnings.join('\n');
    for (const bit of [
      'de',
      'webhook',
      'composite',
      'rich response',
      'contexts',
      'events',
      'action',
      '@sys.given-name',
      'list',
      'template',
    ]) {
      expect(text.toLowerCase()).toContain(bit.toLowerCase());
    }
  });

  it('refuses what is not a Dialogflow export', () => {
    expect(() => importDialogflow(strToU8('hello'), { systemEntities: SYS })).toThrow(ExchangeFormatError);
    expect(() => importDialogflow(zipSync({ 'a.txt': strToU8('x') }), { systemEntities: SYS })).toThrow(/agent.json/);
  });
});

describe('Rasa NLU YAML', () => {
  it('round-trips intents with [text](entity) annotations, responses, synonyms, lookups and regexes', () => {
    const file = exportRasa(common, 'Bank bot');
    expect(file.fileName).toBe('Bank bot.yml');
    const text = strFromU8(file.bytes);
    expect(text).toContain('- block my [credit](card_type) card');
    expect(text).toContain('- synonym: debit');
    expect(text).toContain('- regex: order_id');
    expect(text).toContain('utter_block card:');
    // Parameters without a required flag or prompts are the annotations themselves: nothing is lost.
    expect(file.warnings).toEqual([]);
    const back = importRasa(file.bytes, { systemEntities: SYS });
    expect(back.warnings).toEqual([]);
    expect(back.agent.outOfScopeMessage).toBe(common.outOfScopeMessage);
    expect(byName(back.agent.intents)).toEqual(byName(common.intents));
    expect(byName(back.agent.entities)).toEqual(byName(common.entities));
  });

  it('lists what Rasa NLU cannot express on export: required parameters, prompts, system entities', () => {
    const { bytes, warnings } = exportRasa(rich, 'Bank bot');
    const text = warnings.join('\n');
    expect(text).toContain('sys.number');
    expect(text).toContain('"target"');
    expect(strFromU8(bytes)).toContain('- send 500 to my [savings](account)');
    const back = importRasa(bytes, { systemEntities: SYS });
    expect(back.agent.intents.find((i) => i.name === 'transfer')!.parameters).toEqual([
      { name: 'account', entity: 'account', required: false, value: '', prompts: [] },
    ]);
  });

  it('lists stories, rules, forms and rich responses on import; reads {"entity","value"} annotations', () => {
    const yaml = `version: "3.1"
nlu:
- intent: greet
  examples: |
    - hi
    - good [morning]{"entity": "daytime", "value": "am"}
    - hey [bob]{"entity": "name", "role": "friend"}
- synonym: pm
  examples: |
    - evening
- lookup: daytime
  examples: |
    - am
    - pm
- synonym: nowhere
  examples: |
    - x
stories:
- story: s1
  steps: []
rules:
- rule: r1
  steps: []
forms:
  f: {}
responses:
  utter_greet:
  - text: Hello!
  - image: https://x/y.png
  utter_goodbye:
  - text: Bye
`;
    const { agent, warnings } = importRasa(strToU8(yaml), { systemEntities: SYS });
    expect(agent.intents[0]!.utterances[1]).toEqual({
      text: 'good morning',
      refs: [{ entity: 'daytime', start: 5, end: 11 }],
    });
    expect(agent.intents[0]!.responses).toEqual(['Hello!']);
    expect(byName(agent.entities)).toEqual([
      {
        name: 'daytime',
        values: [
          { value: 'am', type: 'synonyms', synonyms: ['morning'] },
          { value: 'pm', type: 'synonyms', synonyms: ['evening'] },
        ],
      },
      { name: 'name', values: [{ value: 'bob', type: 'synonyms', synonyms: [] }] },
    ]);
    const text = warnings.join('\n');
    for (const bit of ['stories', 'rules', 'forms', 'image', 'utter_goodbye', 'roles', '"nowhere"'])
      expect(text).toContain(bit);
  });

  it('refuses what is not Rasa NLU data', () => {
    expect(() => importRasa(strToU8('a: [1'), { systemEntities: SYS })).toThrow(ExchangeFormatError);
    expect(() => importRasa(strToU8('version: "3.1"\nstories: []\n'), { systemEntities: SYS })).toThrow(/nlu/);
  });
});
