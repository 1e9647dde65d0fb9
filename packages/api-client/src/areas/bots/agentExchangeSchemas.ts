import { Type, type Static } from '@sinclair/typebox';
import { ExportFormat } from './botBuilderSchemas.ts';
import { Agent } from '../../contract/schemas.ts';

export const ExportAgentQuery = Type.Object({ format: ExportFormat });
export type ExportAgentQuery = Static<typeof ExportAgentQuery>;

/** Multipart: the file (a Dialogflow ES ZIP or a Rasa YAML), the new agent's name and the file's format. */
export const ImportAgentRequest = Type.Object({
  file: Type.Any(),
  name: Type.String({ maxLength: 200 }),
  format: ExportFormat,
});
export type ImportAgentRequest = Static<typeof ImportAgentRequest>;

export const ImportAgentResult = Type.Object({
  agent: Agent,
  stories: Type.Integer(),
  intents: Type.Integer(),
  entities: Type.Integer(),
  /** What the file holds that the bot builder cannot express: listed, not imported. */
  warnings: Type.Array(Type.String()),
});
export type ImportAgentResult = Static<typeof ImportAgentResult>;

export { EXPORT_WARNINGS_HEADER, MAX_AGENT_IMPORT_BYTES } from './agentExchangeWire.ts';
