import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
} from '../src/areas/bots/services/agentExchange/index.ts';
import { buildBankingBot } from './bankingBot.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

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
      parameters: [
        { name: 'card_type', entity: 'card_type', required: false, value: '$card_type', prompts: ['Which card_type?'] },
      ],
    },
    {
      name: 'track',
      utterances: [u('where is order 12345', ['12345', 'order_id']), u('track my parcel')],
      responses: ['Order {order_id} is on its way.\n\n- packed\n- shipped'],
      parameters: [
        { name: 'order_id', entity: 'order_id', required: false, value: '$order_id', prompts: ['Which order_id?'] },
      ],
    },
  ],
  entities: [
    {
      name: 'card_type',
      values: [
        { value: 'debit', type: 'synonyms', synonyms: ['debit', 'debit card', 'atm card'] },
        { value: 'credit', type: 'synonyms', synonyms: ['credit', 'credit card'] },
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
        {
          name: 'amount',
          entity: 'sys.number',
          required: true,
          value: '$amount',
          prompts: ['How much?', 'What amount?'],
        },
        { name: 'target', entity: 'account', required: true, value: '$target', prompts: ['To which account?'] },
      ],
    },
  ],
  entities: [
    ...common.entities,
    { name: 'account', values: [{ value: 'savings', type: 'synonyms', synonyms: ['savings', 'saving account'] }] },
  ],
};

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

describe('Dialogflow ES ZIP', () => {
  it('round-trips intents, annotated phrases, responses, required parameters with prompts, map and regexp entities', async () => {
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
    const back = await importDialogflow(file.bytes, { systemEntities: SYS });
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
    const again = await importDialogflow(exportDialogflow(back.agent, 'Bank bot').bytes, { systemEntities: SYS });
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

  it('lists what it cannot express instead of dropping it silently', async () => {
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
    const { agent, warnings } = await importDialogflow(zip, { systemEntities: SYS });
    expect(agent.intents).toEqual([
      {
        name: 'order',
        utterances: [{ text: 'order 3 for Ann', refs: [{ entity: 'sys.number', start: 6, end: 6 }] }],
        responses: ['Ordered.'],
        parameters: [{ name: 'qty', entity: 'sys.number', required: true, value: '$qty', prompts: ['How many?'] }],
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

  it('refuses what is not a Dialogflow export', async () => {
    await expect(importDialogflow(strToU8('hello'), { systemEntities: SYS })).rejects.toThrow(ExchangeFormatError);
    await expect(importDialogflow(zipSync({ 'a.txt': strToU8('x') }), { systemEntities: SYS })).rejects.toThrow(
      /agent.json/,
    );
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
      { name: 'account', entity: 'account', required: false, value: '$account', prompts: ['Which account?'] },
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
          { value: 'am', type: 'synonyms', synonyms: ['am', 'morning'] },
          { value: 'pm', type: 'synonyms', synonyms: ['pm', 'evening'] },
        ],
      },
      { name: 'name', values: [{ value: 'bob', type: 'synonyms', synonyms: ['bob'] }] },
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

// ---- Through the API: export, import as a new agent, same answers ----

const N = '/api/nlp';

describe.each(backends)('agent import and export on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const download = async (agentId: string, format: string) => {
    const response = await fetch(`${t.url}${N}/agent/${agentId}/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      warnings: JSON.parse(
        decodeURIComponent(response.headers.get('x-parley-export-warnings') ?? '%5B%5D'),
      ) as string[],
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const upload = async (bytes: Uint8Array, fileName: string, name: string, format: string, auth = token) => {
    const form = new FormData();
    form.set('name', name);
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${t.url}${N}/agent/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const say = async (agentId: string, text: string, sessionId: string) =>
    (
      await t.call('POST', `${N}/predictIntent`, {
        token,
        json: { agentId, sessionId, message: { type: 'text', text, lnCode: 'en' } },
      })
    ).body.data.output.text as string;
  const conversation = [
    'how much money is in my account?',
    'please block my credit card',
    'my card got stolen, block it',
    'the debit one',
    'recipe for pancakes',
  ];
  const answers = async (agentId: string) => {
    const out: string[] = [];
    for (const text of conversation) out.push(await say(agentId, text, `s-${agentId}`));
    return out;
  };

  it.each(['dialogflow', 'rasa'])(
    'exports as %s, imports as a new agent that trains and gives the same answers',
    async (format) => {
      const { agent } = await buildBankingBot(t, token, `Bank ${format}`);
      expect((await t.call('GET', `${N}/agent/${agent.id}/train`, { token })).status).toBe(200);
      const before = await answers(agent.id);
      expect(before).toEqual([
        'Your balance is *₹1,000*.',
        'Your **credit** card is blocked.',
        'Which card, debit or credit?',
        'Your **debit** card is blocked.',
        'Sorry, that is outside what I can do.',
      ]);

      const file = await download(agent.id, format);
      expect(file.status).toBe(200);
      expect(file.type).toContain(format === 'rasa' ? 'yaml' : 'zip');
      expect(file.disposition).toBe(`attachment; filename="Bank ${format}.${format === 'rasa' ? 'yml' : 'zip'}"`);
      expect(file.warnings.join('\n')).toContain('model type');
      if (format === 'rasa') expect(file.warnings.join('\n')).toContain('required parameter "card_type"');

      const imported = await upload(file.bytes, `x.${format === 'rasa' ? 'yml' : 'zip'}`, agent.name, format);
      expect(imported.status).toBe(200);
      const result = imported.body.data;
      expect(result).toMatchObject({
        stories: 1,
        intents: 2,
        entities: 1,
        agent: { name: `${agent.name} (2)`, trainingStatus: 'Not Trained' },
      });
      expect(result.agent.config).toMatchObject({
        outOfScopeMessage: 'Sorry, that is outside what I can do.',
        language: 'en',
      });
      expect(result.warnings[0]).toContain(`the import is "${agent.name} (2)"`);
      expect((await t.call('GET', `${N}/agent/${result.agent.id}/train`, { token })).body.data).toMatchObject({
        intents: 2,
        phrases: 12,
      });
      const after = await answers(result.agent.id);
      if (format === 'dialogflow') expect(after).toEqual(before);
      else {
        // Rasa NLU has no required parameters: the card type is not asked for, everything else answers the same.
        expect(after[0]).toBe(before[0]);
        expect(after[1]).toBe(before[1]);
        expect(after[4]).toBe(before[4]);
      }
    },
  );

  it('refuses a file of the wrong format with a 400, and callers without NLP rights', async () => {
    const bad = await upload(new TextEncoder().encode('hello'), 'a.zip', 'Broken', 'dialogflow');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ZIP');
    const noFormat = await upload(new TextEncoder().encode('nlu: []'), 'a.yml', 'Broken', 'lex');
    expect(noFormat.status).toBe(400);
    const agents = (await t.call('GET', `${N}/v2/agent?from=0&perPage=100`, { token })).body.data;
    expect(JSON.stringify(agents)).not.toContain('Broken');
    expect((await fetch(`${t.url}${N}/agent/import`, { method: 'POST' })).status).toBe(401);
  });
});
