import { defineServerArea } from '../../http/serverArea.ts';
import { agentExchangeHandlers } from './handlers/agentExchange.ts';
import * as agents from './handlers/agents.ts';
import { authConfigHandlers } from './handlers/authConfigs.ts';
import { botBuilderHandlers } from './handlers/botBuilder.ts';

/** The bot builder: agents, stories, intents, entities, training and Try it, import and export, GenAI integrations. */
export const botsArea = defineServerArea({
  id: 'bots',
  handlers: {
    listAgents: agents.listAgents,
    getAgent: agents.getAgent,
    saveAgent: agents.saveAgent,
    deleteAgent: agents.deleteAgent,
    ...botBuilderHandlers,
    ...agentExchangeHandlers,
    ...authConfigHandlers,
  },
});
