/** What a broadcast would cost: the send's own checks and recipients, priced at the enterprise's rate card. */
import { rateEstimator, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { loadRateCard } from '../../billing/services/rateCards.ts';
import { prepareBroadcast, renderBroadcast } from '../services/broadcastPlan.ts';

/**
 * The recipients a send would accept, counted per country code and priced at the rate for the template's category.
 * Rendering each one (not just counting numbers) is what tells accepted from rejected; nothing is queued or kept.
 */
export const estimateBroadcast: Handler<Endpoints['estimateBroadcast']> = async (ctx) => {
  const user = currentUser(ctx);
  const plan = await prepareBroadcast(ctx.db, user, ctx.body);
  const estimator = rateEstimator(await loadRateCard(ctx.db, user.enterpriseId), plan.template.category);
  await renderBroadcast(ctx.db, user.enterpriseId, plan, async (recipients) => {
    for (const r of recipients) if (!('reason' in r)) estimator.add(r.to);
  });
  return estimator.result();
};
