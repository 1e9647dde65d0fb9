import { AgentMessages, checkAgentSave, ErrorCodes, pageLimit, type Endpoints } from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { AGENT_COLUMNS, insertAgent, toAgent, type AgentRow } from '../services/agents.ts';

export const DEFAULT_PAGE_SIZE = 15;
const UNIQUE_VIOLATION = '23505';

export const listAgents: Handler<Endpoints['listAgents']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const search = ctx.query.name?.trim() || null;
  const from = ctx.query.from ?? 0;
  const perPage = pageLimit(ctx.query.perPage ?? DEFAULT_PAGE_SIZE);
  // One extra row tells whether another page exists without counting the whole table.
  const limit = perPage + 1;
  const rows = await ctx.db.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS} FROM agents
      WHERE enterprise_id = $1 AND ($2::text IS NULL OR strpos(lower(name), lower($2::text)) > 0)
      ORDER BY updated_at DESC, id
      LIMIT $3 OFFSET $4`,
    [enterpriseId, search, limit, from],
  );
  const more = rows.length > perPage;
  return { agents: (more ? rows.slice(0, perPage) : rows).map(toAgent), more };
};

export const getAgent: Handler<Endpoints['getAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(AgentMessages.notFound);
  return toAgent(row);
};

export const saveAgent: Handler<Endpoints['saveAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const checked = checkAgentSave(ctx.body);
  if (checked.refusal) throw badRequest(checked.refusal.message, checked.refusal.errors);
  const { name, description } = checked;
  const { id, type } = ctx.body;

  try {
    return await ctx.db.transaction(async (tx) => {
      const [clash] = await tx.query<{ id: string }>(
        'SELECT id FROM agents WHERE enterprise_id = $1 AND lower(name) = lower($2) AND id <> $3',
        [enterpriseId, name, id ?? ''],
      );
      if (clash) throw conflict(AgentMessages.duplicateName);

      if (!id) {
        const row = await insertAgent(tx, enterpriseId, { id: newId(), name, description, type });
        return withMessage(toAgent(row), AgentMessages.created);
      }
      // Any change may invalidate the trained model, so the agent must be trained again.
      const [row] = await tx.query<AgentRow>(
        `UPDATE agents SET name = $3, description = $4, type = $5, training_status = 'Not Trained', updated_at = now()
          WHERE id = $1 AND enterprise_id = $2 RETURNING ${AGENT_COLUMNS}`,
        [id, enterpriseId, name, description, type],
      );
      if (!row) throw notFound(AgentMessages.notFound);
      return withMessage(toAgent(row), AgentMessages.updated);
    });
  } catch (error) {
    // Two saves racing past the check above still meet the unique index.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw conflict(AgentMessages.duplicateName);
    throw error;
  }
};

export const deleteAgent: Handler<Endpoints['deleteAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { id } = ctx.params;
  return ctx.db.transaction(async (tx) => {
    const [agent] = await tx.query<{ id: string }>(
      'SELECT id FROM agents WHERE id = $1 AND enterprise_id = $2 FOR UPDATE',
      [id, enterpriseId],
    );
    if (!agent) throw notFound(AgentMessages.notFound);
    const [children] = await tx.query<{ has: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM stories WHERE agent_id = $1) OR EXISTS (SELECT 1 FROM intents WHERE agent_id = $1) AS has`,
      [id],
    );
    if (children?.has) throw conflict(AgentMessages.hasChildren, ErrorCodes.hasChildren);
    await tx.query('DELETE FROM agents WHERE id = $1 AND enterprise_id = $2', [id, enterpriseId]);
    return withMessage({ id }, AgentMessages.deleted);
  });
};
