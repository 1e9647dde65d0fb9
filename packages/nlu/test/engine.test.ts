import { describe, expect, it } from 'vitest';
import { createSessionStore, detectEmotion, EMOTION_LABELS, loadModel, NluEngine, predict, qualityReport, serializeModel, train, fillResponse } from '../src/index.ts';
import { hindiAgent, pizzaAgent } from './fixtures.ts';

const now = new Date('2026-03-10T10:00:00Z');

describe('classification and thresholds', () => {
  it('recognises intents with calibrated confidence, candidates and closest phrase', async () => {
    const model = await train(pizzaAgent());
    const p = await predict(model, 'what time do you open on saturday', { now });
    expect(p.intent).toEqual({ id: 'i-hours', name: 'opening_hours' });
    expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    expect(p.confidence).toBeLessThanOrEqual(1);
    expect(p.outOfScope).toBe(false);
    expect(p.reply).toBe('We are open from 11 am to 11 pm every day.');
    expect(p.utterance.length).toBeGreaterThan(0);
    expect(p.otherIntents.length).toBeGreaterThan(0);
    for (const o of p.otherIntents) {
      expect(o.intent.id).not.toBe('i-hours');
      expect(o.utterance.length).toBeGreaterThan(0);
      expect(o.confidence).toBeLessThan(p.confidence);
    }
    expect(EMOTION_LABELS).toContain(p.emotion.label);
  });
  it('off-topic and nonsense messages fall below the threshold and get the out-of-scope message', async () => {
    const model = await train(pizzaAgent());
    for (const t of ['asdkjh qwoeiu zmxncb', 'Who painted the Mona Lisa?', 'how do volcanoes form', '!!!', '']) {
      const p = await predict(model, t, { now });
      expect(p.confidence, t).toBeLessThan(0.5);
      expect(p.outOfScope, t).toBe(true);
      expect(p.intent).toBeNull();
      expect(p.reply).toBe('Sorry, I can help with pizza orders and deliveries only.');
    }
  });
  it('honours the agent threshold', async () => {
    const lax = await train({ ...pizzaAgent(), confidenceThreshold: 0 });
    const ok = await predict(lax, 'do you open on saturday', { now });
    expect(ok.outOfScope).toBe(false);
    const strict = await train({ ...pizzaAgent(), confidenceThreshold: ok.confidence + 0.0001 });
    const p = await predict(strict, 'do you open on saturday', { now });
    expect(p.outOfScope).toBe(true);
    expect(p.otherIntents[0]!.intent.name).toBe('opening_hours');
  });
});

describe('slot filling', () => {
  it('asks for a missing required parameter and fills it on the next turn', async () => {
    const model = await train(pizzaAgent());
    const sessions = createSessionStore();
    const a = await predict(model, 'I would like to order a pizza', { sessionId: 's1', sessions, now });
    expect(a.intent?.name).toBe('order_pizza');
    expect(a.missingParameter).toEqual({ name: 'size', prompt: 'What size would you like?' });
    expect(a.reply).toBe('What size would you like?');
    const b = await predict(model, 'big please', { sessionId: 's1', sessions, now });
    expect(b.intent?.name).toBe('order_pizza');
    expect(b.missingParameter).toBeUndefined();
    expect(b.parameters).toMatchObject({ size: 'large' });
    expect(b.reply).toBe('Great, a large pizza for {count} on its way! (large)');
    // The session is finished: the next message is classified afresh.
    expect((await predict(model, 'hello', { sessionId: 's1', sessions, now })).intent?.name).toBe('greeting');
  });
  it('fills every parameter found in the first message', async () => {
    const model = await train(pizzaAgent());
    const p = await predict(model, 'order 3 large pizzas please', { sessionId: 's2', sessions: createSessionStore(), now });
    expect(p.parameters).toEqual({ size: 'large', count: '3' });
    expect(p.reply).toBe('Great, a large pizza for 3 on its way! (large)');
  });
  it('re-asks with the next prompt, then moves on after the retries', async () => {
    const model = await train(pizzaAgent()); // entityExtractRetries 2
    const sessions = createSessionStore();
    await predict(model, 'order a pizza please', { sessionId: 's3', sessions, now });
    const r1 = await predict(model, 'hmm not sure', { sessionId: 's3', sessions, now });
    expect(r1.missingParameter?.prompt).toBe('Small, medium or large?');
    const r2 = await predict(model, 'whatever', { sessionId: 's3', sessions, now });
    expect(r2.missingParameter).toBeUndefined();
    expect(r2.reply).toMatch(/let's move on/);
    expect(await sessions.get('s3')).toBeUndefined();
  });
  it('a confident different intent abandons the pending question', async () => {
    const model = await train(pizzaAgent());
    const sessions = createSessionStore();
    await predict(model, 'order a pizza please', { sessionId: 's4', sessions, now });
    const p = await predict(model, 'what are your opening hours', { sessionId: 's4', sessions, now });
    expect(p.intent?.name).toBe('opening_hours');
    expect(await sessions.get('s4')).toBeUndefined();
  });
  it('sessions expire after their ttl', async () => {
    let t = 0;
    const sessions = createSessionStore({ ttlMs: 1000, clock: () => t });
    sessions.set('x', { updatedAt: 0 });
    t = 500;
    expect(sessions.get('x')).toBeDefined();
    t = 2000;
    expect(sessions.get('x')).toBeUndefined();
  });
  it('substitutes {name}, {{name}} and $name placeholders', () => {
    expect(fillResponse('Hi {name}, {{ city }} $city $unknown {other}', { name: 'Asha', city: 'Pune' })).toBe('Hi Asha, Pune Pune $unknown {other}');
  });
});

describe('Hindi', () => {
  it('classifies Devanagari phrases and fills a Hindi slot', async () => {
    const model = await train(hindiAgent());
    expect((await predict(model, 'मेरा कार्ड चोरी हो गया है', { now })).intent?.name).toBe('block_card');
    expect((await predict(model, 'मेरे खाते में कितना बैलेंस है', { now })).intent?.name).toBe('balance');
    const sessions = createSessionStore();
    const a = await predict(model, 'नजदीकी शाखा कहाँ है', { sessionId: 'h', sessions, now });
    expect(a.intent?.name).toBe('find_branch');
    expect(a.reply).toBe('किस शहर में?');
    const b = await predict(model, 'बंबई', { sessionId: 'h', sessions, now });
    expect(b.reply).toBe('मुंबई में हमारी शाखा खुली है।');
    const oos = await predict(model, 'qwerty asdf', { now });
    expect(oos.outOfScope).toBe(true);
    expect(oos.reply).toBe('माफ़ कीजिए, मैं समझ नहीं पाया।');
  });
});

describe('models', () => {
  it('serialisation round trip gives identical predictions', async () => {
    const model = await train(pizzaAgent());
    const loaded = loadModel(JSON.parse(JSON.stringify(JSON.parse(serializeModel(model)))));
    for (const t of ['order a big pizza', 'where is ORD-12345', 'hello', 'mona lisa', 'are you open tomorrow at 5 pm']) {
      expect(await predict(loaded, t, { now })).toEqual(await predict(model, t, { now }));
    }
  });
  it('is deterministic: same data, same model', async () => {
    const a = serializeModel(await train(pizzaAgent()));
    const b = serializeModel(await train(pizzaAgent()));
    expect(a).toBe(b);
  });
  it('refuses a model of another version', async () => {
    const json = JSON.parse(serializeModel(await train(pizzaAgent())));
    json.version = 99;
    expect(() => loadModel(json)).toThrow(/version/);
  });
  it('NluEngine swaps the model atomically on retrain', async () => {
    const engine = new NluEngine();
    await engine.train('agent', pizzaAgent());
    const first = engine.get('agent');
    const data = pizzaAgent();
    data.intents[3]!.response = 'Namaste!';
    const retrain = engine.train('agent', data);
    // While training, predictions use the old model, complete.
    expect((await engine.predict('agent', 'hello', { now })).reply).toBe('Hello! How can I help?');
    expect(engine.get('agent')).toBe(first);
    await retrain;
    expect((await engine.predict('agent', 'hello', { now })).reply).toBe('Namaste!');
  });
  it('of two overlapping trainings the one started last wins', async () => {
    const engine = new NluEngine();
    const d1 = pizzaAgent();
    d1.intents[3]!.response = 'one';
    const d2 = pizzaAgent();
    d2.intents[3]!.response = 'two';
    await Promise.all([engine.train('a', d1), engine.train('a', d2)]);
    expect((await engine.predict('a', 'hello', { now })).reply).toBe('two');
  });
  it('trains with the trainer it is given, and prepares a model that arrives without its prediction structures', async () => {
    const trained: string[] = [];
    // As a worker thread does: the model comes back as JSON, without what prediction builds from it.
    const engine = new NluEngine({
      trainer: async (data) => {
        trained.push(data.intents[3]!.name);
        return loadModel(serializeModel(await train(data)));
      },
    });
    await engine.train('a', pizzaAgent());
    expect(trained).toEqual(['greeting']);
    const reference = await train(pizzaAgent());
    for (const t of ['order a big pizza', 'hello', 'where is ORD-12345'])
      expect(await engine.predict('a', t, { now })).toEqual(await predict(reference, t, { now }));
  });
  it('installs a stored model a slice at a time; a training started later wins over it', async () => {
    const engine = new NluEngine();
    const stored = loadModel(serializeModel(await train(pizzaAgent())));
    await engine.install('a', stored);
    expect(engine.get('a')).toBe(stored);
    const fresh = pizzaAgent();
    fresh.intents[3]!.response = 'fresh';
    const older = engine.install('a', loadModel(serializeModel(stored)));
    await engine.train('a', fresh);
    await older;
    expect((await engine.predict('a', 'hello', { now })).reply).toBe('fresh');
  });
});

describe('quality report', () => {
  it('cross-validates and flags weak data', async () => {
    const data = pizzaAgent();
    data.intents.push({ id: 'i-thin', name: 'thin', response: null, utterances: [{ utterance: 'where is my order' }, { utterance: 'bye' }] });
    const r = await qualityReport(data, { folds: 3 });
    expect(r.folds).toBe(3);
    expect(r.perIntent).toHaveLength(5);
    for (const i of r.perIntent) {
      expect(i.precision).toBeGreaterThanOrEqual(0);
      expect(i.recall).toBeLessThanOrEqual(1);
    }
    expect(r.accuracy).toBeGreaterThan(0.3);
    expect(r.tooFewPhrases.map((t) => t.name)).toContain('thin');
    expect(r.nearDuplicates[0]).toMatchObject({ similarity: 1 });
    expect([r.nearDuplicates[0]!.a.intent, r.nearDuplicates[0]!.b.intent].sort()).toEqual(['thin', 'track_order']);
    expect(Array.isArray(r.confusedPairs)).toBe(true);
  });
});

describe('emotion', () => {
  it('gives one of the 28 labels with scores', () => {
    const e = detectEmotion('Thank you so much, this is wonderful!');
    expect(e.label).toBe('gratitude');
    expect(Object.keys(e.scores)).toHaveLength(28);
    expect(detectEmotion('Stop it, you idiot, this makes me angry').label).toMatch(/anger|annoyance/);
  });
});
