import * as yup from 'yup';
import { Messages, type Agent } from '@parley/api-client';

/** Agent form rules (bot-builder §5): name, description and type required; the name trimmed. */
export const agentFormSchema = yup.object({
  name: yup.string().trim().required(Messages.fieldMandatory).max(100, 'Name must be at most 100 characters'),
  description: yup
    .string()
    .trim()
    .required(Messages.fieldMandatory)
    .max(1000, 'Description must be at most 1000 characters'),
  type: yup
    .string()
    .oneOf(['nlp', 'prompt'] as const, Messages.fieldMandatory)
    .required(Messages.fieldMandatory),
});

export type AgentFormValues = yup.InferType<typeof agentFormSchema>;

export interface AgentFormFields {
  name: string;
  description: string;
  type: '' | 'nlp' | 'prompt';
}

export function agentFormDefaults(agent?: Agent): AgentFormFields {
  return agent
    ? { name: agent.name, description: agent.description, type: agent.type || 'nlp' }
    : { name: '', description: '', type: '' };
}
