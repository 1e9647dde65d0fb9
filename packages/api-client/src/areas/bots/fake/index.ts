import { agentExchangeImpl } from './agentExchange.ts';
import { agentsImpl } from './agents.ts';
import { authConfigsImpl } from './authConfigs.ts';
import { botBuilderImpl } from './botBuilder.ts';

/** The bots area in the fake: agents, the bot builder, import and export, GenAI integrations. */
export const botsFake = { ...agentsImpl, ...botBuilderImpl, ...agentExchangeImpl, ...authConfigsImpl };
