/**
 * The agents' rules and messages, written once: the server's handlers and the in-memory fake both call these, so
 * a screen shows the same words against either (the contract suite asserts them on both).
 */
import { Messages } from '../../contract/messages.ts';

export const AgentMessages = {
  notFound: 'Agent not found',
  created: 'Agent created successfully',
  updated: 'Agent updated successfully',
  deleted: 'Agent deleted successfully',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  duplicateName: Messages.agentDuplicateName,
  hasChildren: Messages.agentHasChildren,
} as const;

/** Names are compared and stored trimmed, with inner runs of white space collapsed to one space. */
export const normaliseAgentName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Why an agent's name and description cannot be saved: the message, and the field it belongs to. */
export interface AgentSaveRefusal {
  message: string;
  errors: { field: 'name' | 'description'; message: string }[];
}

/** The name and description as they are stored, or why they cannot be. */
export function checkAgentSave(body: {
  name: string;
  description: string;
}): { name: string; description: string; refusal?: undefined } | { refusal: AgentSaveRefusal } {
  const name = normaliseAgentName(body.name);
  const description = body.description.trim();
  if (!name)
    return {
      refusal: { message: AgentMessages.nameRequired, errors: [{ field: 'name', message: Messages.fieldMandatory }] },
    };
  if (!description) {
    return {
      refusal: {
        message: AgentMessages.descriptionRequired,
        errors: [{ field: 'description', message: Messages.fieldMandatory }],
      },
    };
  }
  return { name, description };
}

/** A name search matches anywhere in the name, ignoring case; a blank search matches every agent. */
export const agentNameSearch = (search: string | undefined): string | null => search?.trim().toLowerCase() || null;

/** The agents list's order: the most recently changed first, then by id (ascending), on the server and in the fake. */
export function compareAgentsForList(
  a: { updatedAt: string; id: string },
  b: { updatedAt: string; id: string },
): number {
  return b.updatedAt.localeCompare(a.updatedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
