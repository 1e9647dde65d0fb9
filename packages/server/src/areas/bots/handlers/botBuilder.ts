import {
  BotMessages,
  ErrorCodes,
  IntegrationMessages,
  checkAgentConfig,
  checkEntity,
  checkIntent,
  checkStoryName,
  localParaphrases,
  type Checked,
  type Endpoints,
} from '@parley/api-client/contract';
import { systemEntities, type IntegrationConfig } from '@parley/nlu';
import { newId } from '../../../db/ids.ts';
import { recordConversationTurn } from '../services/conversationTurns.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { uniquely } from '../../../http/uniquely.ts';
import { withMessage } from '../../../http/message.ts';
import { AGENT_COLUMNS, toAgent, type AgentRow } from '../services/agents.ts';
import { llmParaphrases, loadIntegration } from '../services/genai.ts';
import {
  ENTITY_COLUMNS,
  INTENT_COLUMNS,
  agentOf,
  insertIntent,
  markEdited,
  servingModel,
  storeModel,
  storyTree,
  toEntity,
  toIntent,
  trainingData,
  type EntityRow,
  type IntentRow,
  type StoryRow,
} from '../services/botBuilder.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

const ok = <T>(checked: Checked<T>): T => {
  if (!checked.ok)
    throw badRequest(checked.message, checked.field ? [{ field: checked.field, message: checked.message }] : undefined);
  return checked.value;
};

// ---- Stories ----

export const listStories: Handler<Endpoints['listStories']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await agentOf(ctx.db, enterpriseId, ctx.params.agentId);
  const rows = await ctx.db.query<StoryRow>(
    'SELECT id, agent_id, name, parent_id FROM stories WHERE agent_id = $1 ORDER BY created_at, id',
    [ctx.params.agentId],
  );
  return storyTree(rows);
};

export const saveStory: Handler<Endpoints['saveStory']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const name = ok(checkStoryName(ctx.body.name));
  const { agentId } = ctx.body;
  const id = ctx.body.id || null;
  const parentId = ctx.body.parentId || null;
  return uniquely(BotMessages.storyDuplicate, () =>
    ctx.db.transaction(async (tx) => {
      await agentOf(tx, enterpriseId, agentId, true);
      const [clash] = await tx.query(
        'SELECT id FROM stories WHERE agent_id = $1 AND lower(name) = lower($2) AND id <> $3',
        [agentId, name, id ?? ''],
      );
      if (clash) throw conflict(BotMessages.storyDuplicate);
      if (parentId) {
        const [parent] = await tx.query('SELECT id FROM stories WHERE id = $1 AND agent_id = $2', [parentId, agentId]);
        if (!parent) throw notFound(NotFoundMessages.parentStory);
      }
      let row: StoryRow | undefined;
      if (id) {
        if (parentId) {
          const [cycle] = await tx.query<{ found: boolean }>(
            `WITH RECURSIVE sub AS (SELECT id FROM stories WHERE id = $1
               UNION ALL SELECT s.id FROM stories s JOIN sub ON s.parent_id = sub.id)
             SELECT EXISTS (SELECT 1 FROM sub WHERE id = $2) AS found`,
            [id, parentId],
          );
          if (cycle?.found) throw badRequest('A story cannot be its own parent');
        }
        [row] = await tx.query<StoryRow>(
          `UPDATE stories SET name = $3, parent_id = $4, updated_at = now() WHERE id = $1 AND agent_id = $2
           RETURNING id, agent_id, name, parent_id`,
          [id, agentId, name, parentId],
        );
        if (!row) throw notFound(NotFoundMessages.story);
      } else {
        [row] = await tx.query<StoryRow>(
          `INSERT INTO stories (id, enterprise_id, agent_id, name, parent_id) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, agent_id, name, parent_id`,
          [newId(), enterpriseId, agentId, name, parentId],
        );
      }
      await markEdited(tx, agentId);
      const all = await tx.query<StoryRow>(
        'SELECT id, agent_id, name, parent_id FROM stories WHERE agent_id = $1 ORDER BY created_at, id',
        [agentId],
      );
      const story = {
        id: row!.id,
        name: row!.name,
        agentId,
        parentId: row!.parent_id,
        childStories: storyTree(all, row!.id),
      };
      return withMessage(story, id ? 'Story updated successfully' : 'Story created successfully');
    }),
  );
};

export const deleteStory: Handler<Endpoints['deleteStory']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, storyId } = ctx.params;
  return ctx.db.transaction(async (tx) => {
    await agentOf(tx, enterpriseId, agentId, true);
    // Child stories go with their parent (ON DELETE CASCADE), and so do their intents.
    const deleted = await tx.query('DELETE FROM stories WHERE id = $1 AND agent_id = $2 RETURNING id', [
      storyId,
      agentId,
    ]);
    if (deleted.length === 0) throw notFound(NotFoundMessages.story);
    await markEdited(tx, agentId);
    return withMessage({ id: storyId }, 'Story deleted successfully');
  });
};

// ---- Intents ----

export const listIntents: Handler<Endpoints['listIntents']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, storyId } = ctx.params;
  await agentOf(ctx.db, enterpriseId, agentId);
  const search = ctx.query.name?.trim() || null;
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? 200;
  const limit = perPage + 1;
  const rows = await ctx.db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} FROM intents
      WHERE agent_id = $1 AND story_id = $2 AND ($3::text IS NULL OR strpos(lower(name), lower($3::text)) > 0)
      ORDER BY lower(name), id LIMIT $4 OFFSET $5`,
    [agentId, storyId, search, limit, from],
  );
  const more = rows.length > perPage;
  return { intents: (more ? rows.slice(0, perPage) : rows).map(toIntent), more };
};

export const getIntent: Handler<Endpoints['getIntent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, storyId, intentId } = ctx.params;
  await agentOf(ctx.db, enterpriseId, agentId);
  const [row] = await ctx.db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} FROM intents WHERE id = $1 AND agent_id = $2 AND story_id = $3`,
    [intentId, agentId, storyId],
  );
  if (!row) throw notFound(NotFoundMessages.intent);
  return toIntent(row);
};

export const saveIntent: Handler<Endpoints['saveIntent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, storyId } = ctx.body;
  const id = ctx.body.id || null;
  return uniquely(BotMessages.intentDuplicate, () =>
    ctx.db.transaction(async (tx) => {
      await agentOf(tx, enterpriseId, agentId, true);
      const [story] = await tx.query('SELECT id FROM stories WHERE id = $1 AND agent_id = $2', [storyId, agentId]);
      if (!story) throw badRequest(BotMessages.createStoryFirst);
      const value = ok(checkIntent(ctx.body));
      const [clash] = await tx.query(
        'SELECT id FROM intents WHERE agent_id = $1 AND lower(name) = lower($2) AND id <> $3',
        [agentId, value.name, id ?? ''],
      );
      if (clash) throw conflict(BotMessages.intentDuplicate);
      const customIds = [
        ...new Set([
          ...value.entities.map((p) => p.id),
          ...value.utterances.flatMap((u) => u.entityRefs.map((r) => r.entityId)),
        ]),
      ].filter((e) => !e.startsWith('sys.'));
      if (customIds.length > 0) {
        const known = await tx.query<{ id: string }>(
          'SELECT id FROM entities WHERE agent_id = $1 AND id = ANY($2::text[])',
          [agentId, customIds],
        );
        const unknown = customIds.filter((e) => !known.some((k) => k.id === e));
        if (unknown.length > 0) throw badRequest(`Unknown entity ${unknown.join(', ')}`);
      }
      let row: IntentRow | undefined;
      if (id) {
        [row] = await tx.query<IntentRow>(
          `UPDATE intents SET name = $3, story_id = $4, utterances = $5::jsonb, responses = $6::jsonb, parameters = $7::jsonb,
                  updated_at = now()
            WHERE id = $1 AND agent_id = $2 RETURNING ${INTENT_COLUMNS}`,
          [
            id,
            agentId,
            value.name,
            storyId,
            JSON.stringify(value.utterances),
            JSON.stringify(value.responses),
            JSON.stringify(value.entities),
          ],
        );
        if (!row) throw notFound(NotFoundMessages.intent);
      } else {
        row = await insertIntent(tx, enterpriseId, agentId, storyId, value);
      }
      await markEdited(tx, agentId);
      return withMessage(toIntent(row!), id ? 'Intent updated successfully' : 'Intent created successfully');
    }),
  );
};

export const deleteIntent: Handler<Endpoints['deleteIntent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, storyId, intentId } = ctx.params;
  return ctx.db.transaction(async (tx) => {
    await agentOf(tx, enterpriseId, agentId, true);
    const deleted = await tx.query(
      'DELETE FROM intents WHERE id = $1 AND agent_id = $2 AND story_id = $3 RETURNING id',
      [intentId, agentId, storyId],
    );
    if (deleted.length === 0) throw notFound(NotFoundMessages.intent);
    await markEdited(tx, agentId);
    return withMessage({ id: intentId }, 'Intent deleted successfully');
  });
};

// ---- Entities ----

const systemEntityRows = (agentId: string) =>
  systemEntities.map((e) => ({
    id: e.name,
    agentId,
    name: e.name,
    values: [],
    updatedOn: new Date(0).toISOString(),
    description: e.description,
    system: true,
  }));

export const listEntities: Handler<Endpoints['listEntities']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId } = ctx.params;
  await agentOf(ctx.db, enterpriseId, agentId);
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? 15;
  const term = ctx.query.searchterm?.trim().toLowerCase() || null;
  if (ctx.query.type === 'system') {
    const all = systemEntityRows(agentId).filter(
      (e) => !term || e.name.toLowerCase().includes(term) || e.description.toLowerCase().includes(term),
    );
    return { entities: all.slice(from, from + perPage), more: from + perPage < all.length };
  }
  const limit = perPage + 1;
  const rows = await ctx.db.query<EntityRow>(
    `SELECT ${ENTITY_COLUMNS} FROM entities
      WHERE agent_id = $1 AND ($2::text IS NULL OR strpos(lower(name), $2::text) > 0 OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(entity_values) v
         WHERE strpos(lower(v->>'value'), $2::text) > 0 OR strpos(lower(coalesce(v->'synonyms', '[]'::jsonb)::text), $2::text) > 0))
      ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`,
    [agentId, term, limit, from],
  );
  const more = rows.length > perPage;
  return { entities: (more ? rows.slice(0, perPage) : rows).map(toEntity), more };
};

export const getEntity: Handler<Endpoints['getEntity']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await agentOf(ctx.db, enterpriseId, ctx.params.agentId);
  const [row] = await ctx.db.query<EntityRow>(
    `SELECT ${ENTITY_COLUMNS} FROM entities WHERE id = $1 AND agent_id = $2`,
    [ctx.params.entityId, ctx.params.agentId],
  );
  if (!row) throw notFound(NotFoundMessages.entity);
  return toEntity(row);
};

export const saveEntity: Handler<Endpoints['saveEntity']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId } = ctx.body;
  const id = ctx.body.id || null;
  const value = ok(checkEntity(ctx.body));
  return uniquely(BotMessages.entityDuplicate, () =>
    ctx.db.transaction(async (tx) => {
      await agentOf(tx, enterpriseId, agentId, true);
      const [clash] = await tx.query(
        'SELECT id FROM entities WHERE agent_id = $1 AND lower(name) = lower($2) AND id <> $3',
        [agentId, value.name, id ?? ''],
      );
      if (clash) throw conflict(BotMessages.entityDuplicate);
      let row: EntityRow | undefined;
      if (id) {
        [row] = await tx.query<EntityRow>(
          `UPDATE entities SET name = $3, entity_values = $4::jsonb, updated_at = now() WHERE id = $1 AND agent_id = $2
           RETURNING ${ENTITY_COLUMNS}`,
          [id, agentId, value.name, JSON.stringify(value.values)],
        );
        if (!row) throw notFound(NotFoundMessages.entity);
      } else {
        [row] = await tx.query<EntityRow>(
          `INSERT INTO entities (id, enterprise_id, agent_id, name, entity_values) VALUES ($1, $2, $3, $4, $5::jsonb)
           RETURNING ${ENTITY_COLUMNS}`,
          [newId(), enterpriseId, agentId, value.name, JSON.stringify(value.values)],
        );
      }
      await markEdited(tx, agentId);
      return withMessage(toEntity(row!), id ? 'Entity updated successfully' : 'Entity created successfully');
    }),
  );
};

export const deleteEntity: Handler<Endpoints['deleteEntity']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId, entityId } = ctx.params;
  return ctx.db.transaction(async (tx) => {
    await agentOf(tx, enterpriseId, agentId, true);
    const deleted = await tx.query('DELETE FROM entities WHERE id = $1 AND agent_id = $2 RETURNING id', [
      entityId,
      agentId,
    ]);
    if (deleted.length === 0) throw notFound(NotFoundMessages.entity);
    // Parameters and annotations that pointed at it go too, so the intents stay trainable.
    const intents = await tx.query<IntentRow>(`SELECT ${INTENT_COLUMNS} FROM intents WHERE agent_id = $1`, [agentId]);
    for (const intent of intents) {
      const parameters = intent.parameters.filter((p) => p.id !== entityId);
      const utterances = intent.utterances.map((u) => {
        const entityRefs = (u.entityRefs ?? []).filter((r) => r.entityId !== entityId);
        return { ...u, entityRefs, entityDefined: entityRefs.length > 0 };
      });
      if (
        JSON.stringify(parameters) !== JSON.stringify(intent.parameters) ||
        JSON.stringify(utterances) !== JSON.stringify(intent.utterances)
      ) {
        await tx.query(
          'UPDATE intents SET parameters = $2::jsonb, utterances = $3::jsonb, updated_at = now() WHERE id = $1',
          [intent.id, JSON.stringify(parameters), JSON.stringify(utterances)],
        );
      }
    }
    await markEdited(tx, agentId);
    return withMessage({ id: entityId }, BotMessages.deletedEntity);
  });
};

export const listSystemEntities: Handler<Endpoints['listSystemEntities']> = async () =>
  systemEntities.map((e) => ({ name: e.name, description: e.description, examples: [...e.examples] }));

// ---- Configuration, training, Try it ----

export const saveAgentConfig: Handler<Endpoints['saveAgentConfig']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const config = ok(checkAgentConfig(ctx.body));
  return ctx.db.transaction(async (tx) => {
    await agentOf(tx, enterpriseId, ctx.params.agentId, true);
    if (config.openaiKey) {
      const [integration] = await tx.query('SELECT id FROM auth_configs WHERE id = $1 AND enterprise_id = $2', [
        config.openaiKey,
        enterpriseId,
      ]);
      if (!integration) throw notFound(IntegrationMessages.notFound);
    }
    await tx.query(`UPDATE agents SET config = $2::jsonb WHERE id = $1`, [ctx.params.agentId, JSON.stringify(config)]);
    await markEdited(tx, ctx.params.agentId);
    return withMessage(config, 'Configuration saved successfully');
  });
};

export const trainAgent: Handler<Endpoints['trainAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const agentId = ctx.params.id;
  const agent = await agentOf(ctx.db, enterpriseId, agentId);
  // Text, not Date: PostgreSQL keeps microseconds that a JavaScript Date would drop.
  const [before] = await ctx.db.query<{ stamp: string; status: string }>(
    'SELECT updated_at::text AS stamp, training_status AS status FROM agents WHERE id = $1',
    [agentId],
  );
  const data = await trainingData(ctx.db, agentId);
  const usable = data.intents.filter((i) => i.utterances.length > 0);
  if (usable.length === 0) throw badRequest(BotMessages.nothingToTrain);
  await ctx.db.query(`UPDATE agents SET training_status = 'Training Inprogress' WHERE id = $1`, [agentId]);
  try {
    // The engine yields between epochs, so the server keeps answering while a large agent trains.
    const model = await ctx.nlu.train(agentId, { ...data, intents: usable });
    await storeModel(ctx.db, agentId, model);
  } catch (error) {
    // Nothing was replaced: the previous model (if any) keeps serving, so the status goes back to what it said
    // before this attempt (Trained only if that model still matches the data, i.e. nothing was edited meanwhile).
    const previous = before!.status === 'Trained' ? 'Trained' : 'Not Trained';
    await ctx.db.query(
      `UPDATE agents SET training_status = CASE WHEN updated_at::text = $2 THEN $3 ELSE 'Not Trained' END WHERE id = $1`,
      [agentId, before!.stamp, previous],
    );
    ctx.request.log.error({ err: error, agentId }, 'training failed');
    const serving = await servingModel(ctx.nlu, ctx.db, agentId);
    // A handled outcome, not a crash: 422 with the usual envelope, so the console shows the message as it is.
    throw new ApiError(
      422,
      ErrorCodes.unprocessable,
      `Training failed: ${(error as Error).message}. ${
        serving ? 'The previously trained model keeps answering.' : 'The agent has no trained model yet.'
      }`,
    );
  }
  // Only Trained when nothing was edited meanwhile (an edit resets to Not Trained and moves updated_at).
  const [after] = await ctx.db.query<AgentRow>(
    `UPDATE agents SET training_status = CASE WHEN updated_at::text = $2 THEN 'Trained' ELSE 'Not Trained' END
      WHERE id = $1 RETURNING ${AGENT_COLUMNS}`,
    [agentId, before!.stamp],
  );
  const status = toAgent(after!).trainingStatus;
  return withMessage(
    {
      agentId: agent.id,
      trainingStatus: status,
      intents: usable.length,
      phrases: usable.reduce((n, i) => n + i.utterances.length, 0),
      trainedAt: new Date().toISOString(),
      notes: ctx.nlu.get(agentId)?.notes ?? [],
    },
    'Agent trained successfully',
  );
};

export const getQualityReport: Handler<Endpoints['getQualityReport']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  await agentOf(ctx.db, enterpriseId, ctx.params.id);
  const data = await trainingData(ctx.db, ctx.params.id);
  const intents = data.intents.filter((i) => i.utterances.length > 0);
  if (intents.length < 2) {
    return { folds: 0, accuracy: 0, perIntent: [], confusedPairs: [], tooFewPhrases: [], nearDuplicates: [] };
  }
  return ctx.training.qualityReport(
    { ...data, intents },
    { folds: Math.min(5, Math.max(2, Math.min(...intents.map((i) => i.utterances.length)))) },
  );
};

export const predictIntent: Handler<Endpoints['predictIntent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { agentId } = ctx.body;
  const agent = await agentOf(ctx.db, enterpriseId, agentId);
  if (agent.type === 'prompt') throw badRequest(BotMessages.promptTryItUnavailable);
  const text = ctx.body.message.text.trim();
  if (!text) throw badRequest('Message should not be empty');
  const model = await servingModel(ctx.nlu, ctx.db, agentId);
  if (!model) throw badRequest(BotMessages.notTrained);
  const sessionId = ctx.body.sessionId?.trim() || newId();
  // Sessions are per agent, so one sessionId used with two agents does not mix their slots.
  const integration = await predictionIntegration(ctx, agent, enterpriseId);
  const p = await ctx.nlu.predict(agentId, text, {
    sessionId: `${agentId}:${sessionId}`,
    ...(integration ? { integration } : {}),
  });
  if (p.fallback)
    ctx.request.log.info({ agentId, reason: p.fallback.reason }, 'prediction fell back to the local model');
  await recordConversationTurn(ctx.db, { enterpriseId, agentId, sessionId, text, prediction: p });
  return {
    sessionId,
    output: { text: p.reply, source: [] },
    nlu: {
      intent: p.intent,
      confidence: p.confidence,
      outOfScope: p.outOfScope,
      parameters: p.parameters,
      ...(p.missingParameter ? { missingParameter: p.missingParameter } : {}),
      emotion: p.emotion.label,
      otherIntents: p.otherIntents.slice(0, 2).map((o) => ({ name: o.intent.name, confidence: o.confidence })),
    },
  };
};

/**
 * The OpenAi model classifies through the agent's GenAI integration (the engine falls back to the local model
 * when the call fails); other models, or an unreadable or deleted integration, predict locally.
 */
async function predictionIntegration(
  ctx: Parameters<Handler<Endpoints['predictIntent']>>[0],
  agent: { id: string; config: { modelType: string; openaiKey?: string } },
  enterpriseId: string,
): Promise<IntegrationConfig | undefined> {
  if (agent.config.modelType !== 'OpenAi' || !agent.config.openaiKey) return undefined;
  try {
    const found = await loadIntegration(ctx.db, ctx.secrets, enterpriseId, agent.config.openaiKey);
    return found
      ? { baseUrl: ctx.llm.baseUrl, apiKey: found.apiKey, chatModel: ctx.llm.chatModel, timeoutMs: ctx.llm.timeoutMs }
      : undefined;
  } catch (error) {
    ctx.request.log.warn({ agentId: agent.id, reason: (error as Error).message }, 'integration key unreadable');
    return undefined;
  }
}

export const paraphrase: Handler<Endpoints['paraphrase']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const agent = await agentOf(ctx.db, enterpriseId, ctx.params.agentId);
  const lines = ctx.body.lines.filter((l) => l.trim());
  if (lines.length === 0) throw badRequest(BotMessages.selectPhrase);
  const count = ctx.body.num_return_sequences;
  const local = (fallbackReason?: string) => ({
    paraphrases: localParaphrases(lines, count),
    source: 'local' as const,
    ...(fallbackReason ? { fallbackReason } : {}),
  });
  const integrationId = agent.config.openaiKey;
  if (!integrationId) return local();
  let integration;
  try {
    integration = await loadIntegration(ctx.db, ctx.secrets, enterpriseId, integrationId);
  } catch (error) {
    ctx.request.log.warn(
      { agentId: agent.id, integrationId, reason: (error as Error).message },
      'integration key unreadable',
    );
    return local('The integration key cannot be read with the current secret key; generated locally');
  }
  if (!integration) return local('The chosen integration no longer exists; generated locally');
  try {
    const paraphrases = await llmParaphrases(ctx.llm, integration.apiKey, lines, count);
    return { paraphrases, source: 'integration' as const };
  } catch (error) {
    // The reason carries no key: llmParaphrases reports only statuses and shapes.
    const reason =
      (error as Error).name === 'TimeoutError' ? 'the integration did not answer in time' : (error as Error).message;
    ctx.request.log.warn({ agentId: agent.id, integrationId, reason }, 'paraphrase through the integration failed');
    return local(`Generated locally: ${reason}`);
  }
};

type BotBuilderIds =
  | 'listStories'
  | 'saveStory'
  | 'deleteStory'
  | 'listIntents'
  | 'getIntent'
  | 'saveIntent'
  | 'deleteIntent'
  | 'listEntities'
  | 'getEntity'
  | 'saveEntity'
  | 'deleteEntity'
  | 'listSystemEntities'
  | 'saveAgentConfig'
  | 'trainAgent'
  | 'getQualityReport'
  | 'predictIntent'
  | 'paraphrase';

export const botBuilderHandlers: Pick<Handlers, BotBuilderIds> = {
  listStories,
  saveStory,
  deleteStory,
  listIntents,
  getIntent,
  saveIntent,
  deleteIntent,
  listEntities,
  getEntity,
  saveEntity,
  deleteEntity,
  listSystemEntities,
  saveAgentConfig,
  trainAgent,
  getQualityReport,
  predictIntent,
  paraphrase,
};
