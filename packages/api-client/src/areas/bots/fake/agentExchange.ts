import type * as agentExchange from '../agentExchange.ts';
import { AgentMessages } from '../agentRules.ts';
import { EXPORT_WARNINGS_HEADER } from '../agentExchangeWire.ts';
import type { DataOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import type { AgentConfig } from '../../../contract/schemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { FakeContext } from '../../../fake/context.ts';
import { DEFAULT_AGENT_CONFIG, nextId, tick, type FakeAgent } from '../../../fake/store.ts';
import { botData } from './botBuilder.ts';

/**
 * A SIMPLIFIED fake of agent import/export, documented as such: it does not build or read Dialogflow/Rasa files
 * (the fake's multipart reader hands files over as text, which a ZIP does not survive). Export answers a small
 * YAML/ZIP-named text file that lists the agent's intents; import creates a new agent with a unique name and one
 * empty 'Imported' story, and answers a warning saying the file was not read — enough for the console's flows.
 */
type Ids = keyof typeof agentExchange;

export const FAKE_IMPORT_WARNING = 'The fake API does not read files: the agent was created empty';

export const agentExchangeImpl: { [K in Ids]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]> } = {
  exportAgent({ store, user, params, query, setHeader }) {
    const agent = store.agents.find((a) => a.id === params.id && a.eId === user!.eId);
    if (!agent) throw new FakeHttpError(404, 404, AgentMessages.notFound);
    const format = query.format === 'rasa' ? 'rasa' : 'dialogflow';
    const intents = botData(store).intents.filter((i) => i.agentId === agent.id);
    const text = `# fake export of "${agent.name}" (${format})\n${intents.map((i) => `- intent: ${i.name}\n`).join('')}`;
    const warnings = [
      `Not part of the format: model type (${agent.config.modelType}) and entity extract retries (${agent.config.entityExtractRetries})`,
    ];
    setHeader?.(EXPORT_WARNINGS_HEADER, encodeURIComponent(JSON.stringify(warnings)));
    return new File([text], `${agent.name}.${format === 'rasa' ? 'yml' : 'zip'}`, {
      type: format === 'rasa' ? 'application/yaml' : 'application/zip',
    });
  },

  importAgent({ store, user, body, setMessage }) {
    const requested = String(body.name ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 100);
    if (!requested)
      throw new FakeHttpError(400, 400, 'Name is required', {
        errors: [{ field: 'name', message: 'Name is required' }],
      });
    const file = body.file as { name?: string } | undefined;
    if (!file || typeof file !== 'object') {
      throw new FakeHttpError(400, 400, 'Choose a file to import', {
        errors: [{ field: 'file', message: 'Choose a file to import' }],
      });
    }
    const taken = new Set(store.agents.filter((a) => a.eId === user!.eId).map((a) => a.name.toLowerCase()));
    let name = requested;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${requested} (${n})`;
    const warnings = [FAKE_IMPORT_WARNING];
    if (name !== requested) warnings.unshift(`An agent named "${requested}" exists: the import is "${name}"`);
    const now = tick(store);
    const agent: FakeAgent = {
      id: nextId(store, 'agent'),
      eId: user!.eId,
      name,
      description: `Imported from ${body.format === 'rasa' ? 'Rasa' : 'Dialogflow'}`,
      type: 'nlp',
      createdAt: now,
      updatedAt: now,
      trainingStatus: 'Not Trained',
      config: { ...(DEFAULT_AGENT_CONFIG as AgentConfig) },
    };
    store.agents.push(agent);
    botData(store).stories.push({ id: nextId(store, 'story'), agentId: agent.id, name: 'Imported', parentId: null });
    setMessage('Agent imported successfully');
    const { eId: _eId, ...publicAgent } = agent;
    return { agent: structuredClone(publicAgent), stories: 1, intents: 0, entities: 0, warnings };
  },
};
