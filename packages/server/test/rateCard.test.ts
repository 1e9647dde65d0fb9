import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillingMessages, RATE_CARD_LIMITS, type RateCard } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { TEMPLATES, createSandboxChannel, createTemplate } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const RATE_CARD = '/api/e/billing/rate-card';
const ESTIMATE = '/api/e/broadcasts/estimate';

const card = (over: Partial<RateCard> = {}): RateCard => ({
  currency: 'INR',
  entries: [
    { countryCode: '+91', category: 'UTILITY', rate: 0.1 },
    { countryCode: '+91', category: 'MARKETING', rate: 0.8 },
    { countryCode: '+1', category: 'UTILITY', rate: 0.05 },
  ],
  defaultRate: null,
  ...over,
});

describe.each(backends)('rate card on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let request: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestServer(backend, { broadcasts: { idleMs: 20 } });
    token = await t.login();
    const channel = await createSandboxChannel(t, token, 'Estimate sandbox');
    const template = await createTemplate(t, token, {
      channelId: channel.id,
      name: 'order_shipped',
      language: 'en_US',
      category: 'UTILITY',
      type: 'DEFAULT',
      components: [{ type: 'BODY', text: 'Your order has shipped.' }],
    });
    // Sandbox reviews end at once; a read settles them.
    await t.call('GET', `${TEMPLATES}?channelId=${channel.id}`, { token });
    request = {
      channelId: channel.id,
      // Three Indian numbers (one typed twice), two US ones, a UK one and one that is no number at all.
      phoneNumber: [
        '9812345670',
        '+919812345671',
        '+919812345672',
        '+919812345670',
        '+14155550123',
        '+14155550124',
        '+447700900123',
        '0000000000',
      ],
      message: { template: { templateId: template.name, templateUId: template.id } },
      columnMapping: [],
    };
  });
  afterAll(async () => t?.close());

  const save = (body: unknown, as = token) => t.call('PUT', RATE_CARD, { token: as, json: body });
  const read = async (as = token) => {
    const res = await t.call('GET', RATE_CARD, { token: as });
    expect(res.status, res.text).toBe(200);
    return res.body.data as RateCard;
  };

  it('starts empty: INR, no entries, no default rate', async () => {
    expect(await read()).toEqual({ currency: 'INR', entries: [], defaultRate: null });
  });

  it('saves a card and reads it back, country codes trimmed', async () => {
    const res = await save(card({ entries: [{ countryCode: ' +44 ', category: 'UTILITY', rate: 0.0375 }] }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(BillingMessages.saved);
    expect(await read()).toEqual({
      currency: 'INR',
      entries: [{ countryCode: '+44', category: 'UTILITY', rate: 0.0375 }],
      defaultRate: null,
    });
    expect((await save(card({ currency: 'USD', defaultRate: 1.5 }))).status).toBe(200);
    expect(await read()).toEqual(card({ currency: 'USD', defaultRate: 1.5 }));
  });

  it('refuses a card with problems, each by field, and keeps the one saved', async () => {
    const before = await read();
    const refused = async (body: unknown) => {
      const res = await save(body);
      expect(res.status, res.text).toBe(400);
      return res.body.errors;
    };
    const twice = card({
      entries: [...card().entries, { countryCode: '+91', category: 'UTILITY', rate: 0.2 }],
    });
    expect(await refused(twice)).toEqual([
      { field: 'entries.3.countryCode', message: BillingMessages.duplicate('+91', 'UTILITY') },
    ]);
    expect(
      await refused(card({ defaultRate: -1, entries: [{ countryCode: '+91', category: 'UTILITY', rate: -0.5 }] })),
    ).toEqual([
      { field: 'defaultRate', message: BillingMessages.rateRange },
      { field: 'entries.0.rate', message: BillingMessages.rateRange },
    ]);
    expect(await refused(card({ entries: [{ countryCode: '+91', category: 'UTILITY', rate: 0.12345 }] }))).toEqual([
      { field: 'entries.0.rate', message: BillingMessages.rateDecimals },
    ]);
    for (const countryCode of ['91', '+12345', '+9a', ''])
      expect(await refused(card({ entries: [{ countryCode, category: 'UTILITY', rate: 1 }] }))).toEqual([
        { field: 'entries.0.countryCode', message: BillingMessages.countryCode },
      ]);
    const many = Array.from({ length: RATE_CARD_LIMITS.entries + 1 }, (_, i) => ({
      countryCode: `+${1 + (i % 3000)}`,
      category: (['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const)[Math.floor(i / 3000)]!,
      rate: 0.01,
    }));
    expect(await refused(card({ entries: many }))).toEqual([
      { field: 'entries', message: BillingMessages.tooManyEntries },
    ]);
    expect(await read()).toEqual(before);
  });

  it('estimates a broadcast: accepted numbers per country at the category rate, the rest unpriced', async () => {
    expect((await save(card())).status).toBe(200);
    const res = await t.call('POST', ESTIMATE, { token, json: request });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      currencySymbol: 'Rs.',
      estimatedRate: 0.4,
      currency: 'INR',
      messages: 6,
      unpriced: 1,
      byCountry: [
        { countryCode: '+1', messages: 2, rate: 0.05, cost: 0.1 },
        { countryCode: '+91', messages: 3, rate: 0.1, cost: 0.3 },
      ],
    });
    // A default rate prices the UK number; nothing was sent or kept by either estimate.
    expect((await save(card({ currency: 'USD', defaultRate: 0.25 }))).status).toBe(200);
    const priced = await t.call('POST', ESTIMATE, { token, json: request });
    expect(priced.body.data).toMatchObject({ currencySymbol: '$', estimatedRate: 0.65, unpriced: 0 });
    expect(priced.body.data.byCountry.at(-1)).toEqual({ countryCode: null, messages: 1, rate: 0.25, cost: 0.25 });
    const list = await t.call('GET', '/api/e/broadcasts', { token });
    expect(list.body.data.broadcastList.filter((b: { name: string }) => b.name === 'order_shipped')).toEqual([]);
  });

  it("keeps each enterprise's card to itself", async () => {
    const ours = await read();
    const foreign = await t.login(await t.addForeignAdmin());
    expect(await read(foreign)).toEqual({ currency: 'INR', entries: [], defaultRate: null });
    expect((await save(card({ currency: 'USD', entries: [], defaultRate: 9 }), foreign)).status).toBe(200);
    expect(await read()).toEqual(ours);
    // Another enterprise's channel is not found by the estimate.
    expect((await t.call('POST', ESTIMATE, { token: foreign, json: request })).status).toBe(404);
  });

  it('lets a campaign maker read the card and estimate, not save', async () => {
    const maker = await t.login(await t.addUser([4]));
    const ours = await read();
    expect(await read(maker)).toEqual(ours);
    expect((await t.call('POST', ESTIMATE, { token: maker, json: request })).status).toBe(200);
    expect((await save(card(), maker)).status).toBe(403);
    const viewer = await t.login(await t.addUser([6]));
    expect((await t.call('GET', RATE_CARD, { token: viewer })).status).toBe(403);
    expect(await read()).toEqual(ours);
  });
});
