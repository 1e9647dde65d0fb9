import { AGENT_IMPORT_LIMITS, AgentImportLimitMessages, type AgentImportLimit } from '@parley/api-client/contract';
import { ImportLimitError } from './types.ts';

export type ImportLimits = Record<AgentImportLimit, number>;

/** The refusal of one limit; `file` names the archive entry it concerns, where there is one. */
export const limitCrossed = (limit: AgentImportLimit, file = 'The file') =>
  new ImportLimitError(AgentImportLimitMessages[limit](file));

/** What is counted over a whole import rather than per file. */
type CountedLimit = 'jsonValues' | 'intents' | 'phrases' | 'entities' | 'entityValues' | 'patternTests';

/**
 * Counts what an import has read so far against its limits and throws as soon as one is crossed, so a file
 * that holds too much stops the import at the item that is one too many.
 */
export class ImportBudget {
  private readonly used: Record<CountedLimit, number> = {
    jsonValues: 0,
    intents: 0,
    phrases: 0,
    entities: 0,
    entityValues: 0,
    patternTests: 0,
  };

  constructor(readonly limits: ImportLimits = AGENT_IMPORT_LIMITS) {}

  take(limit: CountedLimit, count = 1): void {
    this.used[limit] += count;
    if (this.used[limit] > this.limits[limit]) throw limitCrossed(limit);
  }
}
