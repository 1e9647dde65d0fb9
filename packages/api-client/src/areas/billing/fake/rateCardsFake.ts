/** The rate card in the fake: the shared rules decide, as on the server. */
import type * as billingEndpoints from '../billing.ts';
import { BillingMessages, normaliseRateCard, rateCardProblems } from '../rateCardRules.ts';
import type { RateCard } from '../rateCardSchemas.ts';
import { me } from '../../accounts/fake/accountsShared.ts';
import { ErrorCodes } from '../../../contract/envelopeCodes.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { Impl } from '../../../fake/context.ts';
import { rateCardOf, storeRateCard } from './rateCardsState.ts';

export const rateCardsFake: Pick<Impl, keyof typeof billingEndpoints> = {
  getRateCard(ctx) {
    return structuredClone(rateCardOf(ctx.store, me(ctx).eId));
  },

  /** Every problem is answered at once, each with its field, so the form marks them all. */
  saveRateCard(ctx) {
    const card = ctx.body as unknown as RateCard;
    const problems = rateCardProblems(card);
    if (problems.length)
      throw new FakeHttpError(400, ErrorCodes.validation, problems[0]!.message, { errors: problems });
    const saved = normaliseRateCard(card);
    storeRateCard(ctx.store, me(ctx).eId, saved);
    ctx.setMessage(BillingMessages.saved);
    return structuredClone(saved);
  },
};
