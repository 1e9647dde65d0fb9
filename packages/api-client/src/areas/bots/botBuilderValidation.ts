import { BotMessages } from './botBuilderMessages.ts';
import type {
  AgentConfigSaveRequest,
  EntitySaveRequest,
  EntityValue,
  IntentParameter,
  IntentResponse,
  IntentSaveRequest,
  Utterance,
} from './botBuilderSchemas.ts';
import { compileUserPattern } from '../accounts/userPattern.ts';

/**
 * The bot builder's validation rules (bot-builder-and-reports.md §5), shared by the server, the fake and the
 * console so the three cannot drift. Each returns the normalised input or the spec's message.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** Names are trimmed and inner whitespace collapsed. */
export const collapseName = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ');

const fail = (message: string, field?: string): { ok: false; message: string; field?: string } => ({
  ok: false,
  message,
  ...(field ? { field } : {}),
});

export function checkStoryName(name: unknown): Checked<string> {
  const value = collapseName(name);
  return value ? { ok: true, value } : fail(BotMessages.storyInvalidName, 'name');
}

export interface NormalisedIntent {
  name: string;
  utterances: Required<Utterance>[];
  responses: IntentResponse[];
  entities: IntentParameter[];
}

export function checkIntent(
  body: Pick<IntentSaveRequest, 'name' | 'utterances' | 'responses' | 'entities'>,
): Checked<NormalisedIntent> {
  const name = collapseName(body.name);
  if (!name) return fail(BotMessages.intentNameEmpty, 'name');
  const seen = new Set<string>();
  const utterances: Required<Utterance>[] = [];
  for (const item of body.utterances ?? []) {
    const text = String(item.utterance ?? '');
    if (!text.trim()) continue;
    const key = collapseName(text).toLowerCase();
    if (seen.has(key)) return fail(BotMessages.duplicateUtterance, 'utterances');
    seen.add(key);
    const entityRefs = (item.entityRefs ?? []).filter(
      (ref) => ref.entityStartPos <= ref.entityEndPos && ref.entityEndPos < text.length,
    );
    utterances.push({ utterance: text, entityDefined: entityRefs.length > 0, entityRefs });
  }
  if (utterances.length < 2) return fail(BotMessages.twoPhrases, 'utterances');
  const responses = (body.responses ?? [])
    .filter((r) => r.response !== null && r.response.trim() !== '')
    .slice(0, 1)
    .map((r) => ({ response: r.response!.trim() }));
  const entities: IntentParameter[] = [];
  const names = new Set<string>();
  for (const param of body.entities ?? []) {
    const paramName = collapseName(param.name);
    if (!paramName) return fail(BotMessages.parameterNameRequired, 'entities');
    const prompts = param.prompts.map((p) => p.trim()).filter(Boolean);
    if (prompts.length === 0) return fail(BotMessages.promptEmpty, 'entities');
    if (names.has(paramName.toLowerCase())) continue;
    names.add(paramName.toLowerCase());
    entities.push({
      id: param.id,
      name: paramName,
      required: param.required,
      value: param.value.trim() || `$${paramName}`,
      prompts,
    });
  }
  return { ok: true, value: { name, utterances, responses, entities } };
}

/** Splits the form's comma text into synonyms; empty entries are dropped. */
export const splitSynonyms = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function checkEntity(
  body: Pick<EntitySaveRequest, 'name' | 'values'>,
): Checked<{ name: string; values: EntityValue[] }> {
  const name = collapseName(body.name);
  if (!name) return fail(BotMessages.entityNameRequired, 'name');
  if (!body.values?.length) return fail(BotMessages.entityValuesRequired, 'values');
  const values: EntityValue[] = [];
  for (const row of body.values) {
    const value = collapseName(row.value);
    if (!value || !row.type) return fail(BotMessages.entityValueRequired, 'values');
    if (row.type === 'synonyms') {
      const synonyms = [...new Set((row.synonyms ?? []).map((s) => s.trim()).filter(Boolean))];
      if (synonyms.length === 0) return fail(BotMessages.entitySynonymsRequired, 'values');
      values.push({ value, type: 'synonyms', synonyms });
    } else {
      const pattern = (row.pattern ?? []).map((s) => s.trim()).filter(Boolean);
      if (pattern.length === 0) return fail(BotMessages.entityPatternRequired, 'values');
      for (const p of pattern) {
        const compiled = compileUserPattern(p);
        if (!compiled.ok) return fail(compiled.message, 'values');
      }
      values.push({ value, type: 'pattern', pattern });
    }
  }
  return { ok: true, value: { name, values } };
}

export function checkAgentConfig(body: AgentConfigSaveRequest): Checked<AgentConfigSaveRequest> {
  if (!(body.entityExtractRetries >= 1)) return fail(BotMessages.retriesMin, 'entityExtractRetries');
  if (!(body.confidenceThreshold >= 0 && body.confidenceThreshold <= 1)) {
    return fail(BotMessages.thresholdRange, 'confidenceThreshold');
  }
  // The OpenAi model answers through a stored GenAI integration; which one must be chosen.
  if (body.modelType === 'OpenAi' && !body.openaiKey?.trim())
    return fail(BotMessages.configurationMandatory, 'openaiKey');
  return {
    ok: true,
    value: {
      entityExtractRetries: Math.floor(body.entityExtractRetries),
      outOfScopeMessage: body.outOfScopeMessage.trim(),
      modelType: body.modelType,
      confidenceThreshold: body.confidenceThreshold,
      language: body.language,
      ...(body.openaiKey ? { openaiKey: body.openaiKey } : {}),
    },
  };
}

// Auto generate without a GenAI integration: its own module, re-exported for the server and the fake.
export { localParaphrases } from './localParaphrases.ts';
