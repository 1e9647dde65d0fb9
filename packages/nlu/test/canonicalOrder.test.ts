import { describe, expect, it } from 'vitest';
import {
  predict,
  qualityReport,
  serializeModel,
  train,
  type AgentTrainingData,
  type EntityRef,
  type NluModel,
  type Prediction,
} from '../src/index.ts';
import { rng, shuffleInPlace } from '../src/util.ts';

/*
 * The same agent built twice (duplicated, exported and imported, restored from a backup) has the same content and
 * other ids. The server reads its intents and entities ORDER BY id, so the two copies also arrive in different
 * orders. Both must train to the same model — byte for byte once the ids are mapped — and answer alike.
 */

const now = new Date('2026-03-10T10:00:00Z');

// ---- The agent's content, with names where ids will go ----

/** `'fly to [Paris](city)'` → the utterance and its annotation (end inclusive, as the console stores it). */
function annotated(markup: string): { utterance: string; entityRefs: EntityRef[] } {
  let utterance = '';
  const entityRefs: EntityRef[] = [];
  let rest = markup;
  for (let m = /\[([^\]]+)\]\(([^)]+)\)/.exec(rest); m; m = /\[([^\]]+)\]\(([^)]+)\)/.exec(rest)) {
    utterance += rest.slice(0, m.index);
    entityRefs.push({
      entityId: m[2]!,
      entityStartPos: utterance.length,
      entityEndPos: utterance.length + m[1]!.length - 1,
    });
    utterance += m[1]!;
    rest = rest.slice(m.index + m[0].length);
  }
  return { utterance: utterance + rest, entityRefs };
}

/** Intents and entities refer to each other by key here; `withIds` gives them ids. */
function travelAgent(): AgentTrainingData {
  const intent = (
    key: string,
    response: string | null,
    phrases: string[],
    parameters: AgentTrainingData['intents'][number]['parameters'] = [],
  ) => ({
    id: key,
    name: key,
    response,
    parameters,
    utterances: phrases.map(annotated),
  });
  const param = (name: string, entityId: string, required: boolean, prompts: string[] = []) => ({
    id: name,
    name,
    entityId,
    required,
    prompts,
  });
  return {
    language: 'en',
    modelType: 'SVM',
    confidenceThreshold: 0.45,
    entityExtractRetries: 2,
    outOfScopeMessage: 'Sorry, I can only help with flights and bookings.',
    entities: [
      {
        id: 'city',
        name: 'city',
        values: [
          { value: 'Paris', type: 'synonyms', synonyms: ['paris', 'city of light'] },
          { value: 'London', type: 'synonyms', synonyms: ['london', 'the big smoke'] },
          { value: 'New York', type: 'synonyms', synonyms: ['nyc', 'new york city', 'big apple'] },
          { value: 'Mumbai', type: 'synonyms', synonyms: ['bombay'] },
          { value: 'Delhi', type: 'synonyms', synonyms: [] },
        ],
      },
      {
        id: 'cabin',
        name: 'cabin',
        values: [
          { value: 'economy', type: 'synonyms', synonyms: ['coach', 'economy class', 'standard'] },
          { value: 'business', type: 'synonyms', synonyms: ['business class', 'biz'] },
          { value: 'first', type: 'synonyms', synonyms: ['first class'] },
        ],
      },
      {
        id: 'bookingRef',
        name: 'bookingRef',
        values: [{ value: 'booking', type: 'pattern', pattern: ['TRV-\\d{6}', 'PNR\\d{5}'] }],
      },
      {
        id: 'meal',
        name: 'meal',
        values: [
          { value: 'vegetarian', type: 'synonyms', synonyms: ['veg', 'veggie'] },
          { value: 'vegan', type: 'synonyms', synonyms: ['plant based'] },
          { value: 'kosher', type: 'synonyms' },
        ],
      },
      // Two entities share a synonym ("standard"): which one wins must not depend on their ids.
      {
        id: 'airline',
        name: 'airline',
        values: [
          { value: 'Standard Air', type: 'synonyms', synonyms: ['standard'] },
          { value: 'Sky Blue', type: 'synonyms', synonyms: ['skyblue'] },
        ],
      },
    ],
    intents: [
      intent(
        'book_flight',
        'Booking {cabin} from {from} to {to} on {date}.',
        [
          'book a flight from [London](city) to [Paris](city)',
          'I need to fly to [Mumbai](city) [tomorrow](sys.date)',
          'get me a [business](cabin) seat to [New York](city)',
          'fly from [Berlin](city) to [Rome](city)',
          'I want a ticket to [Bombay](city)',
          'flights to [big apple](city) next week',
          'reserve a [premium economy](cabin) flight',
          'book me on a plane',
          'I would like to book a flight',
          'buy a plane ticket',
        ],
        [
          param('from', 'city', false),
          param('to', 'city', true, ['Where would you like to fly to?', 'Which city is your destination?']),
          param('date', 'sys.date', true, ['When do you want to travel?']),
          param('cabin', 'cabin', false),
        ],
      ),
      intent(
        'cancel_booking',
        'Booking {ref} is cancelled.',
        [
          'cancel booking [TRV-123456](bookingRef)',
          'please cancel my trip',
          'I want to cancel my flight',
          'cancel my reservation [PNR12345](bookingRef)',
          'call off my booking',
          'I no longer want to travel, cancel it',
        ],
        [param('ref', 'bookingRef', true, ['What is your booking reference?'])],
      ),
      intent('change_booking', 'Your booking is changed.', [
        'change my flight to [friday](sys.date)',
        'move my booking to another day',
        'can I reschedule my trip',
        'I need to change the date of my flight',
        'switch my flight to a later one',
        'modify my reservation',
      ]),
      intent('baggage_allowance', 'You may check in one bag of 23 kg.', [
        'how many bags can I take',
        'what is the baggage allowance',
        'where is my bag',
        ' where is my bag ',
        'can I bring a second suitcase',
        'how heavy can my luggage be',
        'is hand luggage included',
      ]),
      intent('check_in', 'Online check-in opens 24 hours before departure.', [
        'how do I check in online',
        'when does check in open',
        'I want to check in for my flight',
        'can I get my boarding pass',
        'web check in please',
      ]),
      intent('flight_status', 'Your flight is on time.', [
        'is my flight on time',
        'is flight to [Delhi](city) delayed',
        'what is the status of my flight',
        'has my plane landed',
        'when does my flight depart',
        'flight status please',
      ]),
      intent(
        'special_meal',
        'I have noted a {meal} meal.',
        [
          'I would like a [vegetarian](meal) meal',
          'can I get a [plant based](meal) meal on board',
          'order a [halal](meal) meal',
          'I need a [veggie](meal) dinner on my flight',
          'do you serve special meals',
        ],
        [param('meal', 'meal', true, ['Which meal would you like?'])],
      ),
      intent('refund', 'Refunds take 7 to 10 days.', [
        'I want my money back',
        'how do I get a refund',
        'refund my ticket',
        'when will I get my refund',
        'my refund has not arrived',
      ]),
      intent('greeting', 'Hello! Where are we flying today?', [
        'hi',
        'hello',
        'good morning',
        'hey there',
        'hello how are you',
      ]),
      intent('goodbye', 'Have a good trip!', [
        'bye',
        'goodbye',
        'see you later',
        'thanks, that is all',
        'that will be all',
      ]),
      intent('human_agent', 'Connecting you to an agent.', [
        'talk to a human',
        'I want to speak to a person',
        'connect me with customer service',
        'is there a real agent',
        'let me talk to someone',
      ]),
    ],
  };
}

/** Messages the agent was not trained on: in scope, slot values, misspellings, and off topic. */
const HELD_OUT = [
  'book a flight to Paris tomorrow',
  'I want to fly from nyc to london in business class',
  'get me a seat on the next plane to bombay',
  'reserve a standard seat to Delhi',
  'fly to the city of light next monday',
  'I want to book a fligt',
  'cancel TRV-654321',
  'please cancel my booking PNR54321',
  'I am not travelling anymore',
  'can I move my flight to next friday',
  'reschedule my booking please',
  'how much luggage can I bring',
  'where is my suitcase',
  'is a backpack allowed as hand luggage',
  'check in for flight',
  'I need my boarding pass',
  'is the flight from Mumbai on time',
  'has the plane to Berlin landed yet',
  'what is the status',
  'a vegan meal please',
  'veg food on board',
  'give me my money back',
  'refund please',
  'hello there',
  'good evening',
  'bye bye',
  'let me speak to an agent',
  'what is the capital of France',
  'how tall is mount everest',
  'standard',
];

// ---- Ids, orders and their normalisation ----

interface Ids {
  intent: Map<string, string>;
  entity: Map<string, string>;
}

/** Server-like ids: 32 random hex characters (seeded, so the test is repeatable). */
function randomIds(data: AgentTrainingData, seed: number): Ids {
  const rand = rng(seed);
  const hex = () => Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return {
    intent: new Map(data.intents.map((i) => [i.id, hex()])),
    entity: new Map((data.entities ?? []).map((e) => [e.id, hex()])),
  };
}

/** The content with ids; `sys.*` entity names are no ids and stay. */
function withIds(data: AgentTrainingData, ids: Ids): AgentTrainingData {
  const entityId = (key: string) => ids.entity.get(key) ?? key;
  return {
    ...data,
    entities: (data.entities ?? []).map((e) => ({ ...e, id: entityId(e.id) })),
    intents: data.intents.map((i) => ({
      ...i,
      id: ids.intent.get(i.id)!,
      parameters: (i.parameters ?? []).map((p) => ({ ...p, entityId: entityId(p.entityId) })),
      utterances: i.utterances.map((u) => ({
        ...u,
        entityRefs: (u.entityRefs ?? []).map((r) => ({ ...r, entityId: entityId(r.entityId) })),
      })),
    })),
  };
}

/** What the server's `ORDER BY id` does to the rows; the arrays inside a row keep their stored order. */
function orderById(data: AgentTrainingData): AgentTrainingData {
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return { ...data, intents: [...data.intents].sort(byId), entities: [...(data.entities ?? [])].sort(byId) };
}

/** Every order in the data shuffled: intents, phrases, annotations, entities, values, synonyms, patterns. */
function shuffled(data: AgentTrainingData, seed: number): AgentTrainingData {
  const rand = rng(seed);
  const mix = <T>(xs: T[]) => shuffleInPlace([...xs], rand);
  return {
    ...data,
    entities: mix(data.entities ?? []).map((e) => ({
      ...e,
      values: mix(e.values).map((v) => ({
        ...v,
        ...(v.synonyms ? { synonyms: mix(v.synonyms) } : {}),
        ...(v.pattern ? { pattern: mix(v.pattern) } : {}),
      })),
    })),
    // Parameters keep their order: it is the order their prompts are asked in, part of the agent's content.
    intents: mix(data.intents).map((i) => ({
      ...i,
      utterances: mix(i.utterances).map((u) => ({ ...u, entityRefs: mix(u.entityRefs ?? []) })),
    })),
  };
}

/** Replace every id of `from` by the id `to` gives the same intent or entity, in keys and values alike. */
function idMap(from: Ids, to: Ids): Map<string, string> {
  const map = new Map<string, string>();
  for (const kind of ['intent', 'entity'] as const) for (const [key, id] of from[kind]) map.set(id, to[kind].get(key)!);
  return map;
}

function mapIds(value: unknown, map: Map<string, string>): unknown {
  if (typeof value === 'string') return map.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => mapIds(v, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [map.get(k) ?? k, mapIds(v, map)]));
  return value;
}

/** The serialised model with its ids replaced: compared as text, so byte for byte. */
const normalisedModel = (model: NluModel, map: Map<string, string>) =>
  JSON.stringify(mapIds(JSON.parse(serializeModel(model)), map));

async function answers(model: NluModel, map: Map<string, string>): Promise<Prediction[]> {
  const phrases = model.phrases.map((p) => p.text).sort();
  const out: Prediction[] = [];
  for (const text of [...HELD_OUT, ...phrases])
    out.push(mapIds(await predict(model, text, { now }), map) as Prediction);
  return out;
}

const identity = new Map<string, string>();

describe('canonical training order', () => {
  const content = travelAgent();
  const idsA = randomIds(content, 1);
  const idsB = randomIds(content, 2);
  const agentA = withIds(content, idsA);
  const agentB = withIds(content, idsB);

  it('the same content with other ids, read ORDER BY id as the server does, trains to the same model', async () => {
    const a = orderById(agentA);
    const b = orderById(agentB);
    // The bug needs the two copies to arrive in different orders: make sure they do.
    expect(b.intents.map((i) => i.name)).not.toEqual(a.intents.map((i) => i.name));
    const modelA = await train(a);
    const modelB = await train(b);
    const toA = idMap(idsB, idsA);
    expect(normalisedModel(modelB, toA)).toBe(serializeModel(modelA));
    expect(await answers(modelB, toA)).toEqual(await answers(modelA, identity));
  });

  it('the same content with other ids and every list shuffled trains to the same model and answers alike', async () => {
    const modelA = await train(agentA);
    const toA = idMap(idsB, idsA);
    for (const seed of [3, 4, 5]) {
      const modelB = await train(shuffled(agentB, seed));
      expect(normalisedModel(modelB, toA)).toBe(serializeModel(modelA));
      const expected = await answers(modelA, identity);
      const got = await answers(modelB, toA);
      expect(got.length).toBe(HELD_OUT.length + modelA.phrases.length);
      // Intent, confidence and the other intents first, for a readable failure; then everything else.
      const head = (p: Prediction) => ({
        intent: p.intent?.name ?? null,
        confidence: p.confidence,
        otherIntents: p.otherIntents,
      });
      expect(got.map(head)).toEqual(expected.map(head));
      expect(got).toEqual(expected);
    }
  });

  it('ids are only written into the model: predictions name the caller’s own intents and entities', async () => {
    const modelA = await train(shuffled(agentA, 6));
    const modelB = await train(agentB);
    expect(modelA.intents.map((i) => i.id).sort()).toEqual([...idsA.intent.values()].sort());
    expect(modelB.intents.map((i) => i.id).sort()).toEqual([...idsB.intent.values()].sort());
    const p = await predict(modelB, 'I want to fly from nyc to london in business class', { now });
    expect(p.intent).toEqual({ id: idsB.intent.get('book_flight'), name: 'book_flight' });
    expect(p.parameters).toEqual({ from: 'New York', to: 'London', cabin: 'business' });
    expect(p.entities.filter((e) => !e.system).map((e) => e.entityId)).toEqual(
      ['city', 'city', 'cabin'].map((k) => idsB.entity.get(k)),
    );
    // "standard" is a synonym of two entities; the same one wins in both copies.
    const wins = (model: NluModel, ids: Ids) =>
      predict(model, 'standard', { now }).then((q) =>
        q.entities.map((e) => [...ids.entity].find(([, id]) => id === e.entityId)?.[0]),
      );
    expect(await wins(modelB, idsB)).toEqual(await wins(modelA, idsA));
  });

  it('intents and entities of the same name are ordered by their content, not their ids', async () => {
    const twins = (ids: [string, string], order: [number, number]): AgentTrainingData => {
      const intents = [
        {
          id: ids[0],
          name: 'faq',
          response: 'one',
          utterances: [{ utterance: 'what are your opening hours' }, { utterance: 'when do you open' }],
        },
        {
          id: ids[1],
          name: 'faq',
          response: 'two',
          utterances: [{ utterance: 'where is the shop' }, { utterance: 'what is your address' }],
        },
      ];
      const entities = [
        {
          id: `e${ids[0]}`,
          name: 'place',
          values: [{ value: 'shop', type: 'synonyms' as const, synonyms: ['store'] }],
        },
        {
          id: `e${ids[1]}`,
          name: 'place',
          values: [{ value: 'office', type: 'synonyms' as const, synonyms: ['store'] }],
        },
      ];
      return { language: 'en', intents: order.map((k) => intents[k]!), entities: order.map((k) => entities[k]!) };
    };
    const modelA = await train(twins(['a1', 'a2'], [0, 1]));
    const modelB = await train(twins(['b1', 'b2'], [1, 0]));
    const toA = new Map([
      ['b1', 'a1'],
      ['b2', 'a2'],
      ['eb1', 'ea1'],
      ['eb2', 'ea2'],
    ]);
    expect(normalisedModel(modelB, toA)).toBe(serializeModel(modelA));
    for (const text of ['where is the store', 'when are you open', 'store address'])
      expect(mapIds(await predict(modelB, text, { now }), toA)).toEqual(await predict(modelA, text, { now }));
  });

  it('the quality report does not depend on ids or order either', async () => {
    const toA = idMap(idsB, idsA);
    const a = await qualityReport(orderById(agentA), { folds: 3 });
    const b = await qualityReport(shuffled(agentB, 7), { folds: 3 });
    expect(mapIds(b, toA)).toEqual(a);
  });
});
