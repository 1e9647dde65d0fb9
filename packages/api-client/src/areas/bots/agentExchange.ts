import { Type } from '@sinclair/typebox';
import { ExportAgentQuery, ImportAgentRequest, ImportAgentResult } from './agentExchangeSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';

// (ours) Agent import and export as a Dialogflow ES agent ZIP or Rasa NLU YAML. The spec shows no paths.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'nlp', auth: 'session', tag: 'Import and export' } as const;

export const exportAgent = endpoint({
  ...base,
  id: 'exportAgent',
  summary:
    '(ours) Download the agent as a Dialogflow ES agent ZIP or Rasa NLU YAML; what the format cannot express is listed in x-parley-export-warnings',
  method: 'GET',
  path: 'agent/:id/export',
  permissions: ['NLP.VIEW', 'NLP.NLP', 'COGNITIVE.VIEW'],
  params: IdParams,
  query: ExportAgentQuery,
  responseKind: 'binary',
  data: Type.Any(),
});

export const importAgent = endpoint({
  ...base,
  id: 'importAgent',
  summary:
    '(ours) Create a new agent from a Dialogflow ES ZIP or a Rasa NLU YAML; answers it with what was not imported',
  method: 'POST',
  path: 'agent/import',
  encoding: 'multipart',
  permissions: ['NLP.NLP'],
  body: ImportAgentRequest,
  data: ImportAgentResult,
});
