/** Live chat over HTTP: the agent's counters, the chats waiting by kind, the chats held, close/suspend/resume. */
import { ChatMessages, ErrorCodes, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler, type HandlerContext } from '../../../http/context.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { tellWithdrawn } from '../live/tellAgents.ts';
import { chatSummaryRow, heldChats, notificationChats } from '../services/chatQueries.ts';
import { agentMove, chatCounters } from '../services/chatStore.ts';

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
    return chatSummaryRow(ctx.db, enterpriseId, ctx.params.id);
  };
}

export const closeChat: Handler<Endpoints['closeChat']> = agentMoveHandler('close');
export const suspendChat: Handler<Endpoints['suspendChat']> = agentMoveHandler('suspend');
export const resumeChat: Handler<Endpoints['resumeChat']> = agentMoveHandler('resume');
