import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { BillingMessages, type RateCard } from '../src/areas/billing/contract.ts';
import type { BroadcastRequest } from '../src/areas/broadcasts/contract.ts';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '../src/areas/channels/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { accessDenied, failure } from './failure.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CARD: RateCard = {
  currency: 'INR',
  entries: [
    { countryCode: '+91', category: 'MARKETING', rate: 0.8 },
    { countryCode: '+91', category: 'UTILITY', rate: 0.125 },
    { countryCode: '+1', category: 'MARKETING', rate: 0.025 },
  ],
  defaultRate: null,
};

/** The rate card and the broadcast estimate it prices, the same on both backends. */
export function defineBillingSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('billing', () => {
    let api: BoundApi;
    let request: BroadcastRequest;
    const run = unique();

    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
      const channelId = (
        await api.createChannel({
          body: {
            name: `Billing ${run}`,
            type: WHATSAPP_CHANNEL_TYPE,
            vendor: VENDOR_IDS.sandbox,
            data: { failureRate: '0', rejectWord: 'forbidden', reviewSeconds: '0' },
          },
        })
      ).data.id;
      const { data: created } = await api.createTemplate({
        body: {
          channelId,
          name: `offer_${run}`,
          language: 'en_US',
          category: 'MARKETING',
          type: 'DEFAULT',
          components: [{ type: 'BODY', text: 'Our sale starts today.' }],
        },
      });
      // A sandbox channel with reviewSeconds 0 settles its review when the template is next read.
      for (let i = 0; i < 40; i += 1) {
        if ((await api.getTemplate({ params: { id: created.id } })).data.status !== 'PENDING') break;
        await pause(250);
      }
      request = {
        channelId,
        phoneNumber: ['+919812340001', '9812340002', '+14155550101', '+447700900101', '0000000000'],
        message: { template: { templateId: created.name, templateUId: created.id } },
        columnMapping: [],
      };
    });

    it("a new enterprise's card is empty; a saved card reads back", async () => {
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect((await foreign.getRateCard()).data).toEqual({ currency: 'INR', entries: [], defaultRate: null });
      const { data, message } = await api.saveRateCard({ body: CARD });
      expect(message).toBe(BillingMessages.saved);
      expect(data).toEqual(CARD);
      expect((await api.getRateCard()).data).toEqual(CARD);
      expect((await foreign.getRateCard()).data.entries).toEqual([]);
    });

    it('refuses a duplicate entry and a bad rate, by field', async () => {
      const refused = await failure(
        api.saveRateCard({
          body: {
            ...CARD,
            entries: [...CARD.entries, { countryCode: '+91', category: 'MARKETING', rate: 1001 }],
          },
        }),
      );
      expect(refused.code).toBe(400);
      expect(refused.message).toBe(BillingMessages.rateRange);
      expect(refused.errors).toEqual([
        { field: 'entries.3.rate', message: BillingMessages.rateRange },
        { field: 'entries.3.countryCode', message: BillingMessages.duplicate('+91', 'MARKETING') },
      ]);
    });

    it('estimates a broadcast at the rate for its template category, per country', async () => {
      await api.saveRateCard({ body: CARD });
      const { data } = await api.estimateBroadcast({ body: request });
      expect(data).toEqual({
        currencySymbol: 'Rs.',
        estimatedRate: 1.63,
        currency: 'INR',
        messages: 4,
        unpriced: 1,
        byCountry: [
          { countryCode: '+1', messages: 1, rate: 0.025, cost: 0.03 },
          { countryCode: '+91', messages: 2, rate: 0.8, cost: 1.6 },
        ],
      });
    });

    it('a campaign maker reads the card and estimates; only billing saves', async () => {
      const maker = await ctx.signIn(await ctx.harness().createUser([4]));
      expect((await maker.getRateCard()).data).toEqual(CARD);
      expect((await maker.estimateBroadcast({ body: request })).data.messages).toBe(4);
      expect(await failure(maker.saveRateCard({ body: CARD }))).toMatchObject(accessDenied);
    });
  });
}
