import {
  AgentImportLimitMessages,
  EXPORT_WARNINGS_HEADER,
  MAX_AGENT_IMPORT_BYTES,
  checkEntity,
  checkIntent,
  normaliseAgentName,
  type AgentConfig,
  type Endpoints,
  type ExportFormat,
  type IntentParameter,
} from '@parley/api-client/contract';
import { systemEntities } from '@parley/nlu';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { BinaryFile } from '../../../http/binary.ts';
import { withMessage } from '../../../http/message.ts';
import { AGENT_COLUMNS, insertAgent, toAgent, type AgentRow } from '../services/agents.ts';
import {
  ENTITY_COLUMNS,
  INTENT_COLUMNS,
  agentOf,
  insertIntent,
  type EntityRow,
  type IntentRow,
  type StoryRow,
} from '../services/botBuilder.ts';
import {
  ExchangeFormatError,
  ImportLimitError,
  exportDialogflow,
  exportRasa,
  importDialogflow,
  importRasa,
  isSystem,
  type ExchangeAgent,
  type ImportedAgent,
} from '../services/agentExchange/index.ts';

const SYSTEM_ENTITIES = systemEntities.map((e) => e.name);
const LANGUAGES: readonly AgentConfig['language'][] = ['en', 'hi'];
/** Intents of an imported agent go into one story: neither format has the story tree. */
export const IMPORTED_STORY = 'Imported';

export const exportAgent: Handler<Endpoints['exportAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const agent = await agentOf(ctx.db, enterpriseId, ctx.params.id);
  const format: ExportFormat = ctx.query.format;
  const stories = await ctx.db.query<StoryRow>(
    'SELECT id, agent_id, name, parent_id FROM stories WHERE agent_id = $1',
    [agent.id],
  );
  const intents = await ctx.db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} FROM intents WHERE agent_id = $1 AND story_id IS NOT NULL ORDER BY lower(name), id`,
    [agent.id],
  );
  const entities = await ctx.db.query<EntityRow>(
    `SELECT ${ENTITY_COLUMNS} FROM entities WHERE agent_id = $1 ORDER BY lower(name), id`,
    [agent.id],
  );
  const names = new Map(entities.map((e) => [e.id, e.name]));
  const nameOf = (id: string) => (isSystem(id) ? id : names.get(id));
  const exchange: ExchangeAgent = {
    description: agent.description,
    language: agent.config.language,
    outOfScopeMessage: agent.config.outOfScopeMessage,
    confidenceThreshold: agent.config.confidenceThreshold,
    intents: intents.map((i) => ({
      name: i.name,
      utterances: i.utterances.map((u) => ({
        text: u.utterance,
        refs: (u.entityRefs ?? []).flatMap((r) => {
          const entity = nameOf(r.entityId);
          return entity ? [{ entity, start: r.entityStartPos, end: r.entityEndPos }] : [];
        }),
      })),
      responses: i.responses.map((r) => r.response ?? '').filter(Boolean),
      parameters: i.parameters.flatMap((p) => {
        const entity = nameOf(p.id);
        return entity ? [{ name: p.name, entity, required: p.required, value: p.value, prompts: p.prompts }] : [];
      }),
    })),
    entities: entities.map((e) => ({ name: e.name, values: e.entity_values })),
  };
  const file = format === 'rasa' ? exportRasa(exchange, agent.name) : exportDialogflow(exchange, agent.name);
  const warnings = [...file.warnings];
  if (stories.length > 1) {
    warnings.unshift(
      `The ${stories.length} stories are not part of the format: their intents are exported side by side`,
    );
  }
  warnings.push(
    `Not part of the format: model type (${agent.config.modelType}) and entity extract retries (${agent.config.entityExtractRetries})`,
  );
  ctx.reply.header(EXPORT_WARNINGS_HEADER, encodeURIComponent(JSON.stringify(warnings)));
  ctx.reply.header('access-control-expose-headers', `${EXPORT_WARNINGS_HEADER}, content-disposition`);
  // Header-safe download name: ASCII only.
  const fileName = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  return new BinaryFile(Buffer.from(file.bytes), file.contentType, fileName);
};

async function readImport(ctx: Parameters<Handler<Endpoints['importAgent']>>[0]) {
  const request = ctx.request;
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || bytes) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_AGENT_IMPORT_BYTES) {
        part.file.resume();
        throw new ApiError(413, 413, AgentImportLimitMessages.fileBytes());
      }
      chunks.push(chunk);
    }
    bytes = Buffer.concat(chunks);
  }
  return { fields, bytes };
}

export const importAgent: Handler<Endpoints['importAgent']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { fields, bytes } = await readImport(ctx);
  const format = fields.format;
  if (format !== 'dialogflow' && format !== 'rasa') {
    throw badRequest('format must be dialogflow or rasa', [
      { field: 'format', message: 'Choose Dialogflow ZIP or Rasa YAML' },
    ]);
  }
  const requested = normaliseAgentName(fields.name ?? '').slice(0, 100);
  if (!requested) throw badRequest('Name is required', [{ field: 'name', message: 'Name is required' }]);
  if (!bytes || bytes.length === 0)
    throw badRequest('Choose a file to import', [{ field: 'file', message: 'Choose a file to import' }]);

  let parsed: ImportedAgent;
  try {
    const input = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parsed =
      format === 'rasa'
        ? importRasa(input, { systemEntities: SYSTEM_ENTITIES })
        : await importDialogflow(input, { systemEntities: SYSTEM_ENTITIES });
  } catch (error) {
    if (error instanceof ExchangeFormatError)
      throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    // Past one of AGENT_IMPORT_LIMITS: too large to import, like a file over the size limit.
    if (error instanceof ImportLimitError)
      throw new ApiError(413, 413, error.message, { errors: [{ field: 'file', message: error.message }] });
    throw error;
  }
  const { agent: data } = parsed;
  const warnings = [...parsed.warnings];

  return ctx.db.transaction(async (tx) => {
    // A new agent, always: the name gets " (2)", " (3)"… when taken.
    const taken = new Set(
      (
        await tx.query<{ name: string }>(
          'SELECT name FROM agents WHERE enterprise_id = $1 AND lower(name) LIKE lower($2)',
          [enterpriseId, `${requested.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
        )
      ).map((r) => r.name.toLowerCase()),
    );
    let name = requested;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${requested} (${n})`;
    if (name !== requested) warnings.unshift(`An agent named "${requested}" exists: the import is "${name}"`);

    const description = (data.description.trim() || `Imported from ${format === 'rasa' ? 'Rasa' : 'Dialogflow'}`).slice(
      0,
      1000,
    );
    const agentId = newId();
    await insertAgent(tx, enterpriseId, { id: agentId, name, description, type: 'nlp' });
    const language = LANGUAGES.find((l) => l === data.language);
    if (!language) warnings.push(`Language "${data.language}" is not supported: the agent is set to English`);
    const [configRow] = await tx.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1`, [agentId]);
    const config: AgentConfig = {
      ...toAgent(configRow!).config,
      language: language ?? 'en',
      ...(data.outOfScopeMessage ? { outOfScopeMessage: data.outOfScopeMessage.slice(0, 2000) } : {}),
      ...(data.confidenceThreshold !== undefined && data.confidenceThreshold >= 0 && data.confidenceThreshold <= 1
        ? { confidenceThreshold: data.confidenceThreshold }
        : {}),
    };
    await tx.query('UPDATE agents SET config = $2::jsonb WHERE id = $1', [agentId, JSON.stringify(config)]);

    const entityIds = new Map<string, string>();
    for (const e of data.entities) {
      const checked = checkEntity({ name: e.name.slice(0, 100), values: e.values });
      if (!checked.ok) {
        warnings.push(`Entity "${e.name}" was not imported: ${checked.message}`);
        continue;
      }
      if (entityIds.has(checked.value.name.toLowerCase())) {
        warnings.push(`Entity "${e.name}" appears twice; the second was not imported`);
        continue;
      }
      const id = newId();
      await tx.query(
        'INSERT INTO entities (id, enterprise_id, agent_id, name, entity_values) VALUES ($1, $2, $3, $4, $5::jsonb)',
        [id, enterpriseId, agentId, checked.value.name, JSON.stringify(checked.value.values)],
      );
      entityIds.set(e.name, id);
      entityIds.set(checked.value.name.toLowerCase(), id);
    }
    const idOf = (entity: string) => (isSystem(entity) ? entity : entityIds.get(entity));

    const storyId = newId();
    await tx.query('INSERT INTO stories (id, enterprise_id, agent_id, name, parent_id) VALUES ($1, $2, $3, $4, NULL)', [
      storyId,
      enterpriseId,
      agentId,
      IMPORTED_STORY,
    ]);
    const intentNames = new Set<string>();
    let intentCount = 0;
    for (const intent of data.intents) {
      if (intent.responses.length > 1) {
        warnings.push(
          `Intent "${intent.name}": the bot builder keeps one response; ${intent.responses.length - 1} more were not imported`,
        );
      }
      const parameters: IntentParameter[] = intent.parameters.flatMap((p) => {
        const id = idOf(p.entity);
        if (!id) return [];
        const prompts = p.prompts.length ? p.prompts : [`Which ${p.name}?`];
        if (!p.prompts.length)
          warnings.push(`Intent "${intent.name}": parameter "${p.name}" had no prompt; "${prompts[0]}" was added`);
        return [{ id, name: p.name, required: p.required, value: p.value, prompts }];
      });
      const checked = checkIntent({
        name: intent.name.slice(0, 200),
        utterances: intent.utterances.map((u) => {
          const entityRefs = u.refs.flatMap((r) => {
            const id = idOf(r.entity);
            return id ? [{ entityId: id, entityStartPos: r.start, entityEndPos: r.end }] : [];
          });
          return { utterance: u.text.slice(0, 1000), entityRefs };
        }),
        responses: intent.responses.slice(0, 1).map((response) => ({ response })),
        entities: parameters,
      });
      if (!checked.ok) {
        warnings.push(`Intent "${intent.name}" was not imported: ${checked.message}`);
        continue;
      }
      const value = checked.value;
      if (intentNames.has(value.name.toLowerCase())) {
        warnings.push(`Intent "${intent.name}" appears twice; the second was not imported`);
        continue;
      }
      intentNames.add(value.name.toLowerCase());
      await insertIntent(tx, enterpriseId, agentId, storyId, value);
      intentCount += 1;
    }
    const [row] = await tx.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1`, [agentId]);
    return withMessage(
      {
        agent: toAgent(row!),
        stories: 1,
        intents: intentCount,
        entities: new Set(entityIds.values()).size,
        warnings: [...new Set(warnings)],
      },
      'Agent imported successfully',
    );
  });
};

export const agentExchangeHandlers = { exportAgent, importAgent };
