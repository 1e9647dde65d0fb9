/** Canned replies: the enterprise's ready answers under shortcuts (decision 016). */
import {
  CANNED_REPLIES_MAX,
  CannedReplyMessages,
  checkCannedReply,
  type CannedReply,
  type Endpoints,
} from '@parley/api-client/contract';
import { orderedId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { uniquely } from '../../../http/uniquely.ts';

const checked = (body: { shortcut: string; text: string }) => {
  const check = checkCannedReply(body);
  if (!check.ok) throw fieldError(check.field, check.message);
  return check.value;
};

export const listCannedReplies: Handler<Endpoints['listCannedReplies']> = async (ctx) => ({
  replies: await ctx.db.query<CannedReply>(
    `SELECT id, shortcut, text FROM chat_canned_replies WHERE enterprise_id = $1 ORDER BY shortcut LIMIT ${CANNED_REPLIES_MAX}`,
    [currentUser(ctx).enterpriseId],
  ),
});

export const createCannedReply: Handler<Endpoints['createCannedReply']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { shortcut, text } = checked(ctx.body);
  // The enterprise's row is locked while counting, so concurrent saves cannot pass the bound together.
  const [row] = await uniquely(CannedReplyMessages.exists, () =>
    ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR UPDATE', [enterpriseId]);
      return tx.query<CannedReply>(
        `INSERT INTO chat_canned_replies (id, enterprise_id, shortcut, text)
         SELECT $1, $2, $3, $4
          WHERE (SELECT count(*) FROM chat_canned_replies WHERE enterprise_id = $2) < ${CANNED_REPLIES_MAX}
         RETURNING id, shortcut, text`,
        [orderedId(), enterpriseId, shortcut, text],
      );
    }),
  );
  if (!row) throw fieldError('shortcut', CannedReplyMessages.full);
  return withMessage(row, CannedReplyMessages.saved);
};

export const updateCannedReply: Handler<Endpoints['updateCannedReply']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { shortcut, text } = checked(ctx.body);
  const [row] = await uniquely(CannedReplyMessages.exists, () =>
    ctx.db.query<CannedReply>(
      `UPDATE chat_canned_replies SET shortcut = $3, text = $4, updated_at = now()
        WHERE id = $1 AND enterprise_id = $2 RETURNING id, shortcut, text`,
      [ctx.params.id, enterpriseId, shortcut, text],
    ),
  );
  if (!row) throw notFound(CannedReplyMessages.notFound);
  return withMessage(row, CannedReplyMessages.saved);
};

export const deleteCannedReply: Handler<Endpoints['deleteCannedReply']> = async (ctx) => {
  const [row] = await ctx.db.query<{ id: string }>(
    'DELETE FROM chat_canned_replies WHERE id = $1 AND enterprise_id = $2 RETURNING id',
    [ctx.params.id, currentUser(ctx).enterpriseId],
  );
  if (!row) throw notFound(CannedReplyMessages.notFound);
  return withMessage({ id: row.id }, CannedReplyMessages.deleted);
};
