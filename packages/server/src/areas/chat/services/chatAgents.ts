import { ANY_AGENT_STATUS, CHAT_STATES, type AgentStatus, type ChatAgent } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { permissionsFor, roleOverrides } from '../../../auth/roles.ts';

/** An agent as routing and the agents list see them: who, how available, how loaded, which departments. */
export interface AgentRow {
  id: string;
  name: string;
  roles: number[];
  agent_status: AgentStatus;
  chat_config: { maxChats?: number; departments?: string[] };
  active_chats: number;
  department_ids: string[];
  department_names: string[];
}

/**
 * The enterprise's agents: active users holding CHAT.HANDLE under the enterprise's roles and the deployment's
 * flags, with their status, the chats they hold and their departments (mapped, or named in their chat settings).
 */
export async function enterpriseAgents(
  db: Queryable,
  enterpriseId: string,
  featureFlags: Record<string, boolean>,
): Promise<AgentRow[]> {
  const rows = await db.query<AgentRow>(
    `SELECT u.id, u.name, u.roles, u.agent_status, u.chat_config,
            (SELECT count(*)::int FROM chats c
              WHERE c.enterprise_id = u.enterprise_id AND u.id = ANY(c.agent_ids) AND c.state = ${CHAT_STATES.ONGOING})
              AS active_chats,
            coalesce(array_agg(d.id ORDER BY d.name) FILTER (WHERE d.id IS NOT NULL), '{}') AS department_ids,
            coalesce(array_agg(d.name ORDER BY d.name) FILTER (WHERE d.id IS NOT NULL), '{}') AS department_names
       FROM users u
       LEFT JOIN departments d ON d.enterprise_id = u.enterprise_id AND (
            EXISTS (SELECT 1 FROM department_users m WHERE m.user_id = u.id AND m.department_id = d.id)
            OR coalesce(u.chat_config->'departments', '[]'::jsonb) ? d.id)
      WHERE u.enterprise_id = $1 AND u.active
      GROUP BY u.id
      ORDER BY u.name, u.id`,
    [enterpriseId],
  );
  const overrides = await roleOverrides(db, enterpriseId);
  return rows.filter((row) => permissionsFor(row.roles, featureFlags, overrides).includes('CHAT.HANDLE'));
}

/** The agents list's page: filtered by status (-1 any) and name. */
export function agentsPage(
  agents: readonly AgentRow[],
  query: { agentStatus?: number; name?: string; from?: number; perPage: number },
): { users: ChatAgent[]; total: number } {
  const status = query.agentStatus ?? ANY_AGENT_STATUS;
  const name = (query.name ?? '').trim().toLowerCase();
  const matching = agents.filter(
    (a) => (status === ANY_AGENT_STATUS || a.agent_status === status) && a.name.toLowerCase().includes(name),
  );
  const from = query.from ?? 0;
  return {
    users: matching.slice(from, from + query.perPage).map((a) => ({
      uId: a.id,
      name: a.name,
      agentStatus: a.agent_status,
      activeChats: a.active_chats,
      departments: a.department_names,
    })),
    total: matching.length,
  };
}
