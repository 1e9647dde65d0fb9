/** Reading and saving the enterprise's rate card. */
import { BillingMessages, normaliseRateCard, rateCardProblems, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { badRequest } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { loadRateCard, storeRateCard } from '../services/rateCards.ts';

export const getRateCard: Handler<Endpoints['getRateCard']> = async (ctx) =>
  loadRateCard(ctx.db, currentUser(ctx).enterpriseId);

/** Every problem is answered at once, each with its field, so the form marks them all; nothing is kept then. */
export const saveRateCard: Handler<Endpoints['saveRateCard']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const problems = rateCardProblems(ctx.body);
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  const card = normaliseRateCard(ctx.body);
  await storeRateCard(ctx.db, enterpriseId, card);
  return withMessage(card, BillingMessages.saved);
};

export const rateCardHandlers: Pick<Handlers, 'getRateCard' | 'saveRateCard'> = { getRateCard, saveRateCard };
