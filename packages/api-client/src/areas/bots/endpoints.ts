/** Bots: agents, the bot builder (intents, entities, training, Try it), agent import and export, GenAI integrations. Every endpoint of the area (contract/index.ts gathers the areas'). */
export * from './agents.ts';
export * from './botBuilder.ts';
export * from './agentExchange.ts';
export * from './authConfigs.ts';
