/** Checking and sending a broadcast, and the expression lookup of URL variables. */
import { BroadcastMessages, expressionColumns, parseExpression, type Endpoints } from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { fieldError } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { customerColumns } from '../services/customerColumns.ts';
import { prepareBroadcast, renderBroadcast } from '../services/broadcastPlan.ts';
import { insertBroadcast, insertBroadcastMessages, setBroadcastTotal } from '../services/broadcastRows.ts';
import { stageRecipients } from '../services/stagedRecipients.ts';

export const validateBroadcast: Handler<Endpoints['validateBroadcast']> = async (ctx) => {
  const user = currentUser(ctx);
  const plan = await prepareBroadcast(ctx.db, user, ctx.body);
  return renderBroadcast(ctx.db, user.enterpriseId, plan, async () => undefined);
};

/**
 * Renders every recipient's message and queues them in one transaction (past the first chunk, as staged chunks):
 * the dispatcher sees the whole broadcast or none of it, and a broadcast nobody can receive is refused with nothing
 * recorded.
 */
export const sendBroadcast: Handler<Endpoints['sendBroadcast']> = async (ctx) => {
  const user = currentUser(ctx);
  const id = newId();
  const check = await ctx.db.transaction(async (tx) => {
    const plan = await prepareBroadcast(tx, user, ctx.body);
    const [me] = await tx.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [user.id]);
    await insertBroadcast(tx, {
      id,
      enterpriseId: user.enterpriseId,
      channel: plan.channel,
      template: plan.template,
      user: { id: user.id, name: me?.name ?? '' },
      request: ctx.body,
    });
    let seq = 0;
    const target = { id, enterpriseId: user.enterpriseId, channelId: plan.channel.id };
    // The first chunk is queued at once (sending starts on it); the rest is staged, to be queued in the background.
    const result = await renderBroadcast(tx, user.enterpriseId, plan, async (recipients) => {
      seq =
        seq === 0
          ? await insertBroadcastMessages(tx, target, seq, recipients)
          : await stageRecipients(tx, target, seq, recipients);
    });
    if (!result.accepted) throw fieldError('phoneNumber', BroadcastMessages.noneAccepted);
    await setBroadcastTotal(tx, id, seq);
    return result;
  });
  ctx.broadcasts.poke();
  return withMessage({ ...check, id }, BroadcastMessages.accepted(check.accepted));
};

export const lookupExpressionVariables: Handler<Endpoints['lookupExpressionVariables']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const parsed = parseExpression(ctx.body.expression);
  if (!parsed.ok) return { variables: [], error: parsed.error };
  const { columns } = await customerColumns(ctx.db, enterpriseId);
  const variables = expressionColumns(parsed.parts).map((name) => ({ name, known: columns.has(name) }));
  return { variables, error: variables.length ? null : BroadcastMessages.urlVariableNotFound };
};

export const broadcastSendHandlers: Pick<
  Handlers,
  'validateBroadcast' | 'sendBroadcast' | 'lookupExpressionVariables'
> = { validateBroadcast, sendBroadcast, lookupExpressionVariables };
