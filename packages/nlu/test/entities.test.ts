import { describe, expect, it } from 'vitest';
import { extractSystemEntities, systemEntities, train, predict } from '../src/index.ts';
import { pizzaAgent } from './fixtures.ts';

const now = new Date('2026-03-10T10:00:00Z'); // a Tuesday
const sys = (t: string) => extractSystemEntities(t, now).map((e) => [e.name, e.value, e.text]);

describe('system entities', () => {
  it('lists the system entities with descriptions', () => {
    expect(systemEntities.length).toBeGreaterThanOrEqual(10);
    for (const e of systemEntities) expect(e.description.length).toBeGreaterThan(10);
    expect(systemEntities.map((e) => e.name)).toEqual(expect.arrayContaining(['sys.number', 'sys.date', 'sys.email', 'sys.phone-number', 'sys.currency', 'sys.url', 'sys.duration', 'sys.percentage', 'sys.ordinal', 'sys.time']));
  });
  it('numbers in digits, words and Devanagari digits', () => {
    expect(sys('twenty five apples and 1,250.5 kg')).toEqual([['sys.number', '25', 'twenty five'], ['sys.number', '1250.5', '1,250.5']]);
    expect(sys('मुझे १२ चाहिए')).toEqual([['sys.number', '12', '१२']]);
  });
  it('currency, percentage, ordinal, duration, age, colour', () => {
    expect(sys('pay ₹1,200 or 30 dollars')).toEqual([['sys.currency', '1200 INR', '₹1,200'], ['sys.currency', '30 USD', '30 dollars']]);
    expect(sys('Rs. 500 with 15% off')).toEqual([['sys.currency', '500 INR', 'Rs. 500'], ['sys.percentage', '15%', '15%']]);
    expect(sys('the third seat for two hours')).toEqual([['sys.ordinal', '3', 'third'], ['sys.duration', '2 hours', 'two hours']]);
    expect(sys('I am 25 years old, I like navy blue')).toEqual([['sys.age', '25', '25 years old'], ['sys.color', 'navy blue', 'navy blue']]);
  });
  it('dates and times resolved against the given now', () => {
    expect(sys('tomorrow at 5 pm')).toEqual([['sys.date', '2026-03-11', 'tomorrow'], ['sys.time', '17:00', '5 pm']]);
    expect(sys('next monday or 12/04/2026 or 5th March')).toEqual([['sys.date', '2026-03-16', 'next monday'], ['sys.date', '2026-04-12', '12/04/2026'], ['sys.date', '2026-03-05', '5th March']]);
    expect(sys('in 3 days at 17:30')).toEqual([['sys.date', '2026-03-13', 'in 3 days'], ['sys.time', '17:30', '17:30']]);
  });
  it('email, phone numbers and URLs', () => {
    expect(sys('mail asha@example.com or see https://parley.dev/docs.')).toEqual([['sys.email', 'asha@example.com', 'asha@example.com'], ['sys.url', 'https://parley.dev/docs', 'https://parley.dev/docs']]);
    expect(sys('call 98765 43210 or +44 20 7946 0958')).toEqual([['sys.phone-number', '+919876543210', '98765 43210'], ['sys.phone-number', '+442079460958', '+44 20 7946 0958']]);
  });
});

describe('custom entities', () => {
  it('synonyms map to their value, longest match, case and diacritics insensitive; regex patterns', async () => {
    const model = await train(pizzaAgent());
    const p = await predict(model, 'I want a FAMILY SIZE pizza with Jalapeño and shrooms', { now });
    const custom = p.entities.filter((e) => !e.system).map((e) => [e.name, e.value, e.text]);
    expect(custom).toEqual([['size', 'large', 'FAMILY SIZE'], ['topping', 'jalapeño', 'Jalapeño'], ['topping', 'mushroom', 'shrooms']]);
    const t = await predict(model, 'where is ORD-54321?', { now });
    expect(t.entities.find((e) => e.name === 'orderNumber')).toMatchObject({ value: 'ORD-54321', start: 9, end: 18 });
  });
  it('an invalid pattern is ignored rather than breaking training', async () => {
    const data = pizzaAgent();
    data.entities![1]!.values.push({ value: 'bad', type: 'pattern', pattern: ['(unclosed'] });
    const model = await train(data);
    expect((await predict(model, 'status of ORD-11111', { now })).entities.some((e) => e.value === 'ORD-11111')).toBe(true);
  });
  it('runs patterns on RE2: (a+)+$ answers a hostile message at once, in training and in prediction', async () => {
    const data = pizzaAgent();
    const hostile = `${'a'.repeat(32)}!`;
    data.entities!.push({ id: 'ent-letters', name: 'letters', values: [{ value: 'letters', type: 'pattern', pattern: ['(a+)+$'] }] });
    // Training runs the patterns on annotated text too.
    data.intents[0]!.utterances.push({ utterance: hostile, entityRefs: [{ entityId: 'ent-letters', entityStartPos: 0, entityEndPos: 32 }] });
    const started = performance.now();
    const model = await train(data);
    await predict(model, `shout ${hostile}`, { now });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await predict(model, 'shout aaaa', { now })).entities.find((e) => e.name === 'letters')).toMatchObject({ value: 'aaaa', start: 6, end: 10 });
  });
  it('keeps the JavaScript spellings patterns had, counts positions in UTF-16, skips what RE2 cannot run', async () => {
    const data = pizzaAgent();
    data.entities!.push({ id: 'ent-cafe', name: 'cafe', values: [{ value: 'cafe', type: 'pattern', pattern: ['caf\\u00e9', '(?<n>tea)', 'x(?=y)', '(b)\\1'] }] });
    const model = await train(data);
    const p = await predict(model, '😀 CAFÉ or tea? xy bb', { now });
    expect(p.entities.filter((e) => e.name === 'cafe').map((e) => [e.text, e.start, e.end])).toEqual([['CAFÉ', 3, 7], ['tea', 11, 14]]);
  });
  it('learns synonyms from annotated phrases', async () => {
    const data = pizzaAgent();
    data.intents[0]!.utterances.push({ utterance: 'a jumbo pizza please', entityRefs: [{ entityId: 'ent-size', entityStartPos: 2, entityEndPos: 6 }] });
    const model = await train(data);
    const p = await predict(model, 'one jumbo pizza', { now });
    expect(p.entities.find((e) => e.name === 'size')).toMatchObject({ value: 'jumbo', text: 'jumbo' });
  });
});
