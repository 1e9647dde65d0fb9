/**
 * Supervisors' and readers' views: the chats that ended (platform-shell §7.3 "Chat: … history"), and the monitor
 * of chats not ended and the agents (§2.2 chat/monitor), and the dashboard's figures (§7.3 "chat/dashboard_info").
 */
import {
  CHAT_PAGE_SIZES,
  ChatMessages,
  dashboardBuckets,
  monitorCounts,
  type Endpoints,
} from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { fieldError } from '../../../http/errors.ts';
import { agentsPage, enterpriseAgents } from '../services/chatAgents.ts';
import { dashboardRows } from '../services/chatDashboard.ts';
import { chatHistory, monitorChats } from '../services/chatQueries.ts';

export const listChatHistory: Handler<Endpoints['listChatHistory']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { fromDate, toDate } = ctx.query;
  if (fromDate && toDate && fromDate > toDate) throw fieldError('fromDate', ChatMessages.historyDates);
  return chatHistory(ctx.db, enterpriseId, { ...ctx.query, perPage: ctx.query.perPage ?? CHAT_PAGE_SIZES.history });
};

export const getChatMonitor: Handler<Endpoints['getChatMonitor']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [open, agents] = await Promise.all([
    monitorChats(ctx.db, enterpriseId, CHAT_PAGE_SIZES.monitor),
    enterpriseAgents(ctx.db, enterpriseId, ctx.settings.featureFlags),
  ]);
  return {
    chats: open.chats,
    counts: monitorCounts(open.inState),
    agents: agentsPage(agents, { perPage: CHAT_PAGE_SIZES.agents }).users,
  };
};

export const getChatDashboard: Handler<Endpoints['getChatDashboard']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { fromDate, toDate, timeType, clientOffset = 0 } = ctx.query;
  const buckets = dashboardBuckets(fromDate, toDate, timeType);
  if (!buckets) throw fieldError('toDate', ChatMessages.dashboardRange);
  return { rows: await dashboardRows(ctx.db, { enterpriseId, buckets, offsetMinutes: clientOffset, timeType }) };
};
