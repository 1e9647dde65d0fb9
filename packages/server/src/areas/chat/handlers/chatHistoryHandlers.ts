/** The chats that ended (platform-shell §7.3 "Chat: … history"): closed or missed, newest first. */
import { CHAT_PAGE_SIZES, ChatMessages, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { fieldError } from '../../../http/errors.ts';
import { chatHistory } from '../services/chatQueries.ts';

export const listChatHistory: Handler<Endpoints['listChatHistory']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { fromDate, toDate } = ctx.query;
  if (fromDate && toDate && fromDate > toDate) throw fieldError('fromDate', ChatMessages.historyDates);
  return chatHistory(ctx.db, enterpriseId, { ...ctx.query, perPage: ctx.query.perPage ?? CHAT_PAGE_SIZES.history });
};
