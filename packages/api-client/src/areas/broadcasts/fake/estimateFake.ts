/** The estimate in the fake: the check a send starts with, its accepted numbers priced at the enterprise's card. */
import type * as estimateEndpoints from '../broadcastEstimate.ts';
import { rateEstimator } from '../../billing/rateCardRules.ts';
import { rateCardOf } from '../../billing/fake/rateCardsState.ts';
import { me } from '../../accounts/fake/accountsShared.ts';
import type { Impl } from '../../../fake/context.ts';
import { checkBroadcast } from './broadcastsFake.ts';

export const estimateFake: Pick<Impl, keyof typeof estimateEndpoints> = {
  estimateBroadcast(ctx) {
    const { template, outcomes } = checkBroadcast(ctx);
    const estimator = rateEstimator(rateCardOf(ctx.store, me(ctx).eId), template.category);
    for (const outcome of outcomes) if (outcome.ok) estimator.add(outcome.to);
    return estimator.result();
  },
};
