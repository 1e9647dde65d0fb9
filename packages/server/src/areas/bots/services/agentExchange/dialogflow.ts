import { strFromU8, strToU8, zipSync } from 'fflate';
import type { EntityValue } from '@parley/api-client/contract';
import {
  ExchangeFormatError,
  isSystem,
  safeFileName,
  type ExchangeAgent,
  type ExchangeEntity,
  type ExchangeIntent,
  type ExchangeParameter,
  type ExchangeRef,
  type ExportedFile,
  type ImportedAgent,
  type ImportOptions,
} from './types.ts';
import { parseJsonWithinLimits } from './boundedParse.ts';
import { ImportBudget } from './importBudget.ts';
import { readZipEntries } from './zipEntries.ts';

// Dialogflow ES agent ZIP: agent.json, package.json, intents/<name>.json + <name>_usersays_<lang>.json,
// entities/<name>.json + <name>_entries_<lang>.json.

const FALLBACK_INTENT = 'Default Fallback Intent';

/** Deterministic ids keep exports reproducible (Dialogflow only needs them unique). */
function idFor(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ seed.charCodeAt(i), 2246822519) >>> 0;
  }
  const hex = (h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0')).repeat(2);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/**
 * File names unique ignoring case: `name`, else `name_2`, `name_3`… Each base remembers the last suffix it gave, so
 * n names that share a base (names alike in their first 120 characters, or in the characters a file name replaces)
 * cost O(n) rather than trying every suffix from 2 again: a name taken stays taken, so no skipped one is free.
 */
function uniqueFileNames(): (name: string) => string {
  const used = new Set<string>();
  const lastSuffix = new Map<string, number>();
  return (name) => {
    const base = safeFileName(name);
    let n = lastSuffix.get(base.toLowerCase()) ?? 1;
    let unique = n === 1 ? base : `${base}_${n}`;
    while (used.has(unique.toLowerCase())) unique = `${base}_${++n}`;
    lastSuffix.set(base.toLowerCase(), n);
    used.add(unique.toLowerCase());
    return unique;
  };
}

interface DfPart {
  text: string;
  alias?: string;
  meta?: string;
  userDefined?: boolean;
}

export function exportDialogflow(agent: ExchangeAgent, agentName: string): ExportedFile {
  const warnings: string[] = [];
  const lang = agent.language || 'en';
  const files: Record<string, Uint8Array> = {};
  files['package.json'] = json({ version: '1.0.0' });
  files['agent.json'] = json({
    description: agent.description,
    language: lang,
    shortDescription: '',
    examples: '',
    linkToDocs: '',
    displayName: agentName,
    disableInteractionLogs: false,
    disableStackdriverLogs: true,
    defaultTimezone: 'Asia/Kolkata',
    isPrivate: true,
    mlMinConfidence: agent.confidenceThreshold ?? 0.3,
    supportedLanguages: [],
    enableOnePlatformResponses: true,
    onePlatformApiVersion: 'v2',
    analyzeQueryTextSentiment: false,
    enabledKnowledgeBaseNames: [],
    knowledgeServiceConfidenceAdjustment: 0,
    dialogBuilderMode: false,
    baseActionPackagesUrl: '',
    enableSpellCorrection: false,
    webhook: {
      url: '',
      username: '',
      headers: {},
      available: false,
      useForDomains: false,
      cloudFunctionsEnabled: false,
      cloudFunctionsInitialized: false,
    },
  });

  const fileBase = uniqueFileNames();

  for (const intent of agent.intents) {
    const base = fileBase(intent.name);
    const aliases = aliasesOf(intent.parameters);
    files[`intents/${base}.json`] = json(intentJson(intent, lang));
    files[`intents/${base}_usersays_${lang}.json`] = json(
      intent.utterances.map((u, i) => ({
        id: idFor(`${intent.name}/u${i}`),
        data: utteranceParts(u.text, u.refs, aliases),
        isTemplate: false,
        count: 0,
        lang,
        updated: 0,
      })),
    );
  }
  if (agent.outOfScopeMessage) {
    const base = fileBase(FALLBACK_INTENT);
    files[`intents/${base}.json`] = json({
      ...intentJson(
        { name: FALLBACK_INTENT, utterances: [], responses: [agent.outOfScopeMessage], parameters: [] },
        lang,
      ),
      fallbackIntent: true,
      responses: [
        {
          resetContexts: false,
          action: 'input.unknown',
          affectedContexts: [],
          parameters: [],
          messages: [
            { type: '0', title: '', textToSpeech: '', lang, speech: [agent.outOfScopeMessage], condition: '' },
          ],
          speech: [],
        },
      ],
    });
  }

  const entityFileBase = uniqueFileNames();
  for (const entity of agent.entities) {
    const patterns = entity.values.filter((v) => v.type === 'pattern');
    const maps = entity.values.filter((v) => v.type !== 'pattern');
    const isRegexp = maps.length === 0 && patterns.length > 0;
    if (!isRegexp && patterns.length > 0) {
      warnings.push(
        `Entity "${entity.name}": a Dialogflow entity is either a map or a regexp one; its ${patterns.length} pattern value(s) were left out`,
      );
    }
    const base = entityFileBase(entity.name);
    files[`entities/${base}.json`] = json({
      id: idFor(`entity/${entity.name}`),
      name: entity.name,
      isOverridable: true,
      isEnum: false,
      isRegexp,
      automatedExpansion: false,
      allowFuzzyExtraction: false,
    });
    const entries = isRegexp
      ? patterns.flatMap((v) => (v.pattern ?? []).map((p) => ({ value: p, synonyms: [p] })))
      : maps.map((v) => ({ value: v.value, synonyms: v.synonyms?.length ? uniq(v.synonyms) : [v.value] }));
    files[`entities/${base}_entries_${lang}.json`] = json(entries);
  }
  return {
    bytes: zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') }),
    fileName: `${safeFileName(agentName)}.zip`,
    contentType: 'application/zip',
    warnings,
  };
}

function intentJson(intent: ExchangeIntent, lang: string) {
  return {
    id: idFor(`intent/${intent.name}`),
    name: intent.name,
    auto: true,
    contexts: [],
    responses: [
      {
        resetContexts: false,
        action: '',
        affectedContexts: [],
        parameters: intent.parameters.map((p) => ({
          id: idFor(`${intent.name}/p/${p.name}`),
          name: p.name,
          required: p.required,
          dataType: `@${p.entity}`,
          value: p.value || `$${p.name}`,
          defaultValue: '',
          isList: false,
          prompts: p.prompts.map((value) => ({ lang, value })),
          promptMessages: [],
          noMatchPromptMessages: [],
          noInputPromptMessages: [],
          outputDialogContexts: [],
        })),
        messages: intent.responses.length
          ? [{ type: '0', title: '', textToSpeech: '', lang, speech: intent.responses, condition: '' }]
          : [],
        speech: [],
      },
    ],
    priority: 500000,
    webhookUsed: false,
    webhookForSlotFilling: false,
    fallbackIntent: false,
    events: [],
    conditionalResponses: [],
    condition: '',
    conditionalFollowupEvents: [],
  };
}

/** An entity's annotations are aliased to the intent's first parameter of that entity. */
function aliasesOf(parameters: ExchangeParameter[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const p of parameters) if (!aliases.has(p.entity)) aliases.set(p.entity, p.name);
  return aliases;
}

function utteranceParts(text: string, refs: ExchangeRef[], aliases: Map<string, string>): DfPart[] {
  const parts: DfPart[] = [];
  let at = 0;
  for (const ref of [...refs].sort((a, b) => a.start - b.start)) {
    if (ref.start < at) continue;
    if (ref.start > at) parts.push({ text: text.slice(at, ref.start), userDefined: false });
    const alias = aliases.get(ref.entity) ?? ref.entity;
    parts.push({ text: text.slice(ref.start, ref.end + 1), alias, meta: `@${ref.entity}`, userDefined: true });
    at = ref.end + 1;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), userDefined: false });
  return parts;
}

const uniq = (list: string[]) => {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = s.toLowerCase();
    if (!s || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

// ---- Import ----

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export async function importDialogflow(zip: Uint8Array, options: ImportOptions): Promise<ImportedAgent> {
  const budget = new ImportBudget();
  // Only JSON is read: other entries (a README, images) are skipped without being expanded.
  const raw = await readZipEntries(zip, budget.limits, (name) => name.endsWith('.json'));
  // Some exports wrap everything in one folder: read paths relative to agent.json.
  const agentPath = [...raw.keys()].find((p) => p === 'agent.json' || p.endsWith('/agent.json'));
  if (!agentPath) throw new ExchangeFormatError('Not a Dialogflow ES export: agent.json is missing');
  const prefix = agentPath.slice(0, -'agent.json'.length);
  const files = new Map<string, Uint8Array>();
  for (const [p, bytes] of raw) if (p.startsWith(prefix)) files.set(p.slice(prefix.length), bytes);
  const read = (p: string): unknown => {
    const bytes = files.get(p);
    return bytes ? parseJsonWithinLimits(strFromU8(bytes).replace(/^\uFEFF/, ''), p, budget) : undefined;
  };

  const warnings: string[] = [];
  const agentJson = obj(read('agent.json'));
  const lang = options.language ?? (str(agentJson.language) || 'en');
  const supported = arr(agentJson.supportedLanguages).map(str).filter(Boolean);
  if (supported.length) warnings.push(`Languages ${supported.join(', ')}: only "${lang}" was imported`);
  const webhook = obj(agentJson.webhook);
  if (str(webhook.url) || webhook.available === true)
    warnings.push('The agent webhook was not imported (fulfillment is not supported)');
  if (arr(agentJson.enabledKnowledgeBaseNames).length) warnings.push('Knowledge bases were not imported');
  const known = new Set(options.systemEntities);

  // Entities first: parameters and annotations refer to them by name.
  const entities: ExchangeEntity[] = [];
  const entityNames = new Set<string>();
  for (const [p] of files) {
    const m = /^entities\/([^/]+)\.json$/.exec(p);
    if (!m || /_entries_[^_/]+\.json$/.test(p)) continue;
    const e = obj(read(p));
    const name = str(e.name) || m[1]!;
    if (e.isEnum === true) {
      warnings.push(`Entity "${name}": composite (list) entities are not supported; not imported`);
      continue;
    }
    if (e.allowFuzzyExtraction === true)
      warnings.push(`Entity "${name}": fuzzy matching is not supported; imported as exact synonyms`);
    if (e.automatedExpansion === true) warnings.push(`Entity "${name}": automated expansion is not supported`);
    const entries = arr(read(`entities/${m[1]}_entries_${lang}.json`)).map(obj);
    const values: EntityValue[] =
      e.isRegexp === true
        ? entries.map((x) => ({
            value: str(x.value),
            type: 'pattern' as const,
            pattern: uniq([str(x.value), ...arr(x.synonyms).map(str)]),
          }))
        : entries.map((x) => {
            const value = str(x.value);
            const synonyms = uniq(arr(x.synonyms).map(str));
            return { value, type: 'synonyms' as const, synonyms };
          });
    budget.take('entities');
    budget.take('entityValues', values.length);
    entities.push({ name, values: values.filter((v) => v.value) });
    entityNames.add(name);
  }
  const entityOf = (dataType: string): string | null => {
    const name = dataType.replace(/^@/, '');
    if (isSystem(name)) return known.has(name) ? name : null;
    return entityNames.has(name) ? name : null;
  };

  const intents: ExchangeIntent[] = [];
  let outOfScopeMessage: string | undefined;
  for (const [p] of files) {
    const m = /^intents\/([^/]+)\.json$/.exec(p);
    if (!m || /_usersays_[^_/]+\.json$/.test(p)) continue;
    const i = obj(read(p));
    const name = str(i.name) || m[1]!;
    const response = obj(arr(i.responses)[0]);
    const speech: string[] = [];
    for (const msg of arr(response.messages).map(obj)) {
      if (msg.lang !== undefined && str(msg.lang) !== lang) continue;
      if (String(msg.type) !== '0') {
        warnings.push(
          `Intent "${name}": a rich response (type ${String(msg.type)}${msg.platform ? `, ${str(msg.platform)}` : ''}) was not imported`,
        );
        continue;
      }
      const s = msg.speech;
      speech.push(...(Array.isArray(s) ? s.map(str) : [str(s)]).filter(Boolean));
    }
    if (i.fallbackIntent === true) {
      if (outOfScopeMessage === undefined && speech[0]) outOfScopeMessage = speech[0];
      else warnings.push(`Fallback intent "${name}" was not imported`);
      continue;
    }
    if (arr(i.contexts).length || arr(response.affectedContexts).length)
      warnings.push(`Intent "${name}": contexts were not imported`);
    if (arr(i.events).length) warnings.push(`Intent "${name}": events were not imported`);
    if (i.webhookUsed === true || i.webhookForSlotFilling === true)
      warnings.push(`Intent "${name}": webhook fulfillment was not imported`);
    if (str(i.parentId) || str(i.rootParentId))
      warnings.push(`Intent "${name}": follow-up structure was not imported (imported as a plain intent)`);
    if (str(response.action)) warnings.push(`Intent "${name}": action "${str(response.action)}" was not imported`);
    if (speech.length > 10)
      warnings.push(`Intent "${name}": only the first 10 of ${speech.length} responses were imported`);

    const parameters: ExchangeParameter[] = [];
    for (const param of arr(response.parameters).map(obj)) {
      const pname = str(param.name);
      const entity = entityOf(str(param.dataType));
      if (!entity) {
        warnings.push(
          `Intent "${name}": parameter "${pname}" of type ${str(param.dataType) || '(none)'} is not supported; not imported`,
        );
        continue;
      }
      if (param.isList === true)
        warnings.push(`Intent "${name}": parameter "${pname}" is a list in Dialogflow; imported as a single value`);
      const prompts = arr(param.prompts)
        .map(obj)
        .filter((x) => x.lang === undefined || str(x.lang) === lang)
        .map((x) => str(x.value))
        .filter(Boolean);
      if (str(param.defaultValue))
        warnings.push(`Intent "${name}": default value of parameter "${pname}" was not imported`);
      parameters.push({
        name: pname,
        entity,
        required: param.required === true,
        value: str(param.value) || `$${pname}`,
        prompts,
      });
    }

    const utterances = arr(read(`intents/${m[1]}_usersays_${lang}.json`))
      .map(obj)
      .flatMap((u) => {
        if (u.isTemplate === true) {
          warnings.push(`Intent "${name}": template-mode phrase not imported`);
          return [];
        }
        let text = '';
        const refs: ExchangeRef[] = [];
        for (const part of arr(u.data).map(obj)) {
          const t = str(part.text);
          const meta = str(part.meta);
          const entity = meta && meta !== '@sys.ignore' ? entityOf(meta) : null;
          if (meta && meta !== '@sys.ignore' && !entity)
            warnings.push(`Intent "${name}": annotation ${meta} on "${t}" is not supported; kept as text`);
          if (entity && t.length > 0) refs.push({ entity, start: text.length, end: text.length + t.length - 1 });
          text += t;
        }
        return text.trim() ? [{ text, refs }] : [];
      });
    budget.take('intents');
    budget.take('phrases', utterances.length);
    intents.push({ name, utterances, responses: speech.slice(0, 10), parameters });
  }
  const threshold = typeof agentJson.mlMinConfidence === 'number' ? agentJson.mlMinConfidence : undefined;
  return {
    agent: {
      description: str(agentJson.description),
      language: lang,
      ...(outOfScopeMessage !== undefined ? { outOfScopeMessage } : {}),
      ...(threshold !== undefined ? { confidenceThreshold: threshold } : {}),
      intents,
      entities,
    },
    warnings: uniq(warnings),
  };
}
