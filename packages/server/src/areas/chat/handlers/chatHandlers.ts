/**
 * Live chat over HTTP: the agent's counters, the chats waiting by kind, the chats held, close/suspend/resume,
 * transfer, invite and leave.
 */
import {
  ChatMessages,
  ErrorCodes,
  handOnProblem,
  normaliseChatTags,
  type Endpoints,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { currentUser, type Handler, type HandlerContext } from '../../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { tellAgents, tellWithdrawn } from '../live/tellAgents.ts';
import { tellVisitor } from '../webchat/tellVisitor.ts';
import { enterpriseAgents } from '../services/chatAgents.ts';
import { chatSummaryRow, heldChats, notificationChats } from '../services/chatQueries.ts';
import { agentMove, chatCounters, leave, offerOnward } from '../services/chatStore.ts';

export const getChatCount: Handler<Endpoints['getChatCount']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  return chatCounters(ctx.db, enterpriseId, id);
};

export const listNotificationChats: Handler<Endpoints['listNotificationChats']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  return { data: await notificationChats(ctx.db, { enterpriseId, agentId: id, type: ctx.query.type }) };
};

export const getChatSummary: Handler<Endpoints['getChatSummary']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  const [chats, counts] = await Promise.all([
    heldChats(ctx.db, enterpriseId, id),
    chatCounters(ctx.db, enterpriseId, id),
  ]);
  return { chats, counts };
};

/** A move by the agent holding the chat; another enterprise's chat is not found, another agent's is refused. */
function agentMoveHandler(moveName: 'close' | 'suspend' | 'resume') {
  return async (ctx: HandlerContext<Endpoints['closeChat']>) => {
    const { enterpriseId, id } = currentUser(ctx);
    const result = await agentMove(ctx.db, { enterpriseId, chatId: ctx.params.id, agentId: id, move: moveName });
    if (!result.ok) {
      if (result.message === ChatMessages.notFound) throw notFound(ChatMessages.notFound);
      throw new ApiError(409, ErrorCodes.conflict, result.message);
    }
    tellWithdrawn(ctx, enterpriseId, ctx.params.id, result.withdrawn);
    const row = await chatSummaryRow(ctx.db, enterpriseId, ctx.params.id);
    // A web-chat visitor's window asks them to rate the chat that ended.
    if (moveName === 'close')
      tellVisitor(
        ctx.channels,
        { enterprise_id: enterpriseId, customer_number: row.customerNumber },
        { action: 'ended', chatId: ctx.params.id },
      );
    return row;
  };
}

export const closeChat: Handler<Endpoints['closeChat']> = agentMoveHandler('close');
export const suspendChat: Handler<Endpoints['suspendChat']> = agentMoveHandler('suspend');
export const resumeChat: Handler<Endpoints['resumeChat']> = agentMoveHandler('resume');

/** A transfer or an invitation: offered to agents of the enterprise, who are told at once on every process. */
function handOnHandler(kind: 'Transferred' | 'Invited') {
  return async (ctx: HandlerContext<Endpoints['transferChat']>) => {
    const { enterpriseId, id } = currentUser(ctx);
    const { agentIds } = ctx.body;
    const agents = await enterpriseAgents(ctx.db, enterpriseId, ctx.settings.featureFlags);
    const problem = handOnProblem(agentIds, id, new Set(agents.map((a) => a.id)));
    if (problem?.notFound) throw notFound(problem.message);
    if (problem) throw fieldError('agentIds', problem.message);
    const result = await offerOnward(ctx.db, {
      enterpriseId,
      chatId: ctx.params.id,
      fromAgentId: id,
      toAgentIds: agentIds,
      kind,
    });
    if (!result.ok) {
      if (result.message === ChatMessages.notFound) throw notFound(ChatMessages.notFound);
      throw new ApiError(409, ErrorCodes.conflict, result.message);
    }
    const waiting = kind === 'Transferred' ? 'waitingTransferAccept' : 'waitingInviteAccept';
    tellAgents(ctx, enterpriseId, agentIds, { action: waiting, chatId: ctx.params.id });
    return withMessage(
      await chatSummaryRow(ctx.db, enterpriseId, ctx.params.id),
      kind === 'Transferred' ? ChatMessages.transferred : ChatMessages.invited,
    );
  };
}

export const transferChat: Handler<Endpoints['transferChat']> = handOnHandler('Transferred');
export const inviteToChat: Handler<Endpoints['inviteToChat']> = handOnHandler('Invited');

export const leaveChat: Handler<Endpoints['leaveChat']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  const result = await leave(ctx.db, { enterpriseId, chatId: ctx.params.id, agentId: id });
  if (!result.ok) {
    if (result.message === ChatMessages.notFound) throw notFound(ChatMessages.notFound);
    throw new ApiError(409, ErrorCodes.conflict, result.message);
  }
  return withMessage(await chatSummaryRow(ctx.db, enterpriseId, ctx.params.id), ChatMessages.left);
};

/** A chat this agent holds: another enterprise's is not found, another agent's refused. */
async function heldChat(ctx: { db: Queryable; params: { id: string } }, enterpriseId: string, agentId: string) {
  const [chat] = await ctx.db.query<{ agent_ids: string[] }>(
    'SELECT agent_ids FROM chats WHERE id = $1 AND enterprise_id = $2',
    [ctx.params.id, enterpriseId],
  );
  if (!chat) throw notFound(ChatMessages.notFound);
  if (!chat.agent_ids.includes(agentId)) throw new ApiError(409, ErrorCodes.conflict, ChatMessages.notYours);
}

export const pinChat: Handler<Endpoints['pinChat']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  await heldChat(ctx, enterpriseId, id);
  await ctx.db.query('UPDATE chats SET pinned = $3 WHERE id = $1 AND enterprise_id = $2', [
    ctx.params.id,
    enterpriseId,
    ctx.body.pinned,
  ]);
  const row = await chatSummaryRow(ctx.db, enterpriseId, ctx.params.id);
  return withMessage(row, ctx.body.pinned ? ChatMessages.pinned : ChatMessages.unpinned);
};

export const updateChatTags: Handler<Endpoints['updateChatTags']> = async (ctx) => {
  const { enterpriseId, id } = currentUser(ctx);
  await heldChat(ctx, enterpriseId, id);
  await ctx.db.query('UPDATE chats SET tags = $3 WHERE id = $1 AND enterprise_id = $2', [
    ctx.params.id,
    enterpriseId,
    normaliseChatTags(ctx.body.tags),
  ]);
  return withMessage(await chatSummaryRow(ctx.db, enterpriseId, ctx.params.id), ChatMessages.tagsSaved);
};
