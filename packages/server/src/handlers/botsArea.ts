import { defineServerArea } from '../http/serverArea.ts';
import { agentExchangeHandlers } from './agentExchange.ts';
import * as agents from './agents.ts';
import { authConfigHandlers } from './authConfigs.ts';
import { botBuilderHandlers } from './botBuilder.ts';

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
