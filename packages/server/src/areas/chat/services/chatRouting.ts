import { CHAT_STATES } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { permissionsFor, roleOverrides } from '../../../auth/roles.ts';

/**
 * The agents a new chat is offered to: active users holding CHAT.HANDLE (under the enterprise's roles and the
 * deployment's flags), of the channel's department when it has one (mapped to it, or naming it in their chat
 * settings) and any agent when that department has none; an agent already holding their `maxChats` is passed over.
 */
export async function agentsForChat(
  db: Queryable,
  c: { enterpriseId: string; departmentId: string | null; featureFlags: Record<string, boolean> },
): Promise<string[]> {
  const rows = await db.query<{ id: string; roles: number[]; in_department: boolean; at_capacity: boolean }>(
    `SELECT u.id, u.roles,
            ($2::text IS NOT NULL AND (
               EXISTS (SELECT 1 FROM department_users d WHERE d.user_id = u.id AND d.department_id = $2)
               OR coalesce(u.chat_config->'departments', '[]'::jsonb) ? $2)) AS in_department,
            (coalesce((u.chat_config->>'maxChats')::int, 0) > 0 AND (
               SELECT count(*) FROM chats c
                WHERE c.enterprise_id = u.enterprise_id AND u.id = ANY(c.agent_ids) AND c.state = ${CHAT_STATES.ONGOING}
             ) >= (u.chat_config->>'maxChats')::int) AS at_capacity
       FROM users u WHERE u.enterprise_id = $1 AND u.active`,
    [c.enterpriseId, c.departmentId],
  );
  const overrides = await roleOverrides(db, c.enterpriseId);
  const agents = rows.filter(
    (row) => !row.at_capacity && permissionsFor(row.roles, c.featureFlags, overrides).includes('CHAT.HANDLE'),
  );
  const ofDepartment = agents.filter((row) => row.in_department);
  return (ofDepartment.length > 0 ? ofDepartment : agents).map((row) => row.id);
}
