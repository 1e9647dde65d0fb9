import type { Agent } from '@parley/api-client';

/** Where opening an agent goes (bot-builder §2): the prompt screen for prompt agents, details otherwise. */
export function agentPath(agent: Pick<Agent, 'id' | 'type'>): string {
  const base = `/bots/${encodeURIComponent(agent.id)}`;
  return agent.type === 'prompt' ? `${base}/prompt` : base;
}

/** The type label of a card: upper case, NLP when the agent has no type. */
export function agentTypeLabel(agent: Pick<Agent, 'type'>): string {
  return (agent.type || 'nlp').toUpperCase();
}
