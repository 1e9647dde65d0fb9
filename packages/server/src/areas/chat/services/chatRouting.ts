import { AGENT_STATUSES, chatRecipients } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { enterpriseAgents } from './chatAgents.ts';

/**
 * The agents a new chat is offered to: the enterprise's agents (chatAgents.ts) of the channel's department when it
 * has some, any agent otherwise; an agent already holding their `maxChats` is passed over. Of those, the online
 * ones; when none is online (all away or offline), all of them, so the chat waits in their lists until someone is
 * back or it is missed.
 */
export async function agentsForChat(
  db: Queryable,
  c: { enterpriseId: string; departmentId: string | null; featureFlags: Record<string, boolean> },
): Promise<string[]> {
  const agents = (await enterpriseAgents(db, c.enterpriseId, c.featureFlags)).filter((agent) => {
    const max = Number(agent.chat_config.maxChats ?? 0);
    return !(max > 0 && agent.active_chats >= max);
  });
  return chatRecipients(
    agents.map((a) => ({
      id: a.id,
      online: a.agent_status === AGENT_STATUSES.online,
      inDepartment: c.departmentId !== null && a.department_ids.includes(c.departmentId),
    })),
  );
}
