/** Agents' availability (platform-shell §7.3 "PUT update_agent_status (agentStatus)") and the agents list (§7.5). */
import { AGENT_STATUS_LABELS, CHAT_PAGE_SIZES, ChatMessages, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { withMessage } from '../../../http/message.ts';
import { agentsPage, enterpriseAgents } from '../services/chatAgents.ts';

export const getAgentStatus: Handler<Endpoints['getAgentStatus']> = async (ctx) => {
  const user = currentUser(ctx);
  const [row] = await ctx.db.query<{ agent_status: 0 | 1 | 2 }>(
    'SELECT agent_status FROM users WHERE id = $1 AND enterprise_id = $2',
    [user.id, user.enterpriseId],
  );
  return { agentStatus: row!.agent_status };
};

export const updateAgentStatus: Handler<Endpoints['updateAgentStatus']> = async (ctx) => {
  const user = currentUser(ctx);
  const { agentStatus } = ctx.body;
  await ctx.db.query('UPDATE users SET agent_status = $3 WHERE id = $1 AND enterprise_id = $2', [
    user.id,
    user.enterpriseId,
    agentStatus,
  ]);
  return withMessage({ agentStatus }, ChatMessages.statusSaved(AGENT_STATUS_LABELS[agentStatus]));
};

export const listChatAgents: Handler<Endpoints['listChatAgents']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const agents = await enterpriseAgents(ctx.db, enterpriseId, ctx.settings.featureFlags);
  return agentsPage(agents, { ...ctx.query, perPage: ctx.query.perPage ?? CHAT_PAGE_SIZES.agents });
};
