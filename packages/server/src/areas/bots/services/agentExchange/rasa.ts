import { strFromU8, strToU8 } from 'fflate';
import { Document } from 'yaml';
import { userPatternOrUndefined, type UserPattern } from '@parley/api-client/contract';
import {
  ExchangeFormatError,
  ImportLimitError,
  defaultPrompt,
  isSystem,
  safeFileName,
  type ExchangeAgent,
  type ExchangeIntent,
  type ExchangeRef,
  type ExportedFile,
  type ImportedAgent,
  type ImportOptions,
} from './types.ts';
import { parseYamlWithinLimits } from './boundedParse.ts';
import { ImportBudget } from './importBudget.ts';
import { EntityValueIndex, SpellingIndex, firstByText, lookUp } from './valueIndex.ts';

// Rasa 3 NLU training data (`nlu:` with intent examples annotated `[text](entity)`, `synonym:`, `regex:` and
// `lookup:` blocks) plus the domain's `responses:` (utter_<intent>, utter_default for the out-of-scope message),
// in one YAML file.

const RESPONSE_PREFIX = 'utter_';
const DEFAULT_RESPONSE = 'utter_default';
const block = (lines: string[]) => lines.map((l) => `- ${l.replace(/\r?\n/g, ' ')}\n`).join('');

/** `[`, `]`, `(`, `)` inside plain text would read as annotations: Rasa has no escape, so they are kept as is. */
function annotate(text: string, refs: ExchangeRef[], warn: (m: string) => void): string {
  let out = '';
  let at = 0;
  for (const ref of [...refs].sort((a, b) => a.start - b.start)) {
    if (ref.start < at) continue;
    if (isSystem(ref.entity)) {
      warn(`System entity ${ref.entity} has no Rasa NLU equivalent; its annotations and parameters were left out`);
      continue;
    }
    out += text.slice(at, ref.start) + `[${text.slice(ref.start, ref.end + 1)}](${ref.entity})`;
    at = ref.end + 1;
  }
  return out + text.slice(at);
}

export function exportRasa(agent: ExchangeAgent, agentName: string): ExportedFile {
  const warnings = new Set<string>();
  const warn = (m: string) => warnings.add(m);
  const nlu: Record<string, unknown>[] = [];
  const responses: Record<string, { text: string }[]> = {};
  for (const intent of agent.intents) {
    nlu.push({ intent: intent.name, examples: block(intent.utterances.map((u) => annotate(u.text, u.refs, warn))) });
    if (intent.responses.length)
      responses[`${RESPONSE_PREFIX}${intent.name}`] = intent.responses.map((text) => ({ text }));
    for (const p of intent.parameters) {
      if (isSystem(p.entity)) continue; // warned with the annotations
      const plain = p.prompts.length === 0 || (p.prompts.length === 1 && p.prompts[0] === defaultPrompt(p.entity));
      if (p.required || !plain) {
        warn(
          `Intent "${intent.name}": required parameter "${p.name}" and its prompts need Rasa forms; left out (the entity annotations are kept)`,
        );
      }
      if (p.name !== p.entity)
        warn(`Intent "${intent.name}": parameter "${p.name}" is named after its entity "${p.entity}" in Rasa`);
      if (p.value && p.value !== `$${p.name}`)
        warn(`Intent "${intent.name}": value "${p.value}" of parameter "${p.name}" left out`);
    }
    if (intent.parameters.some((p) => isSystem(p.entity))) {
      for (const p of intent.parameters.filter((x) => isSystem(x.entity))) {
        warn(`System entity ${p.entity} has no Rasa NLU equivalent; its annotations and parameters were left out`);
      }
    }
  }
  for (const entity of agent.entities) {
    const maps = entity.values.filter((v) => v.type !== 'pattern');
    if (maps.length) nlu.push({ lookup: entity.name, examples: block(maps.map((v) => v.value)) });
    for (const v of maps) {
      const synonyms = (v.synonyms ?? []).filter((x) => x.toLowerCase() !== v.value.toLowerCase());
      if (synonyms.length) nlu.push({ synonym: v.value, examples: block(synonyms) });
    }
    for (const v of entity.values.filter((x) => x.type === 'pattern')) {
      if (v.pattern?.length) nlu.push({ regex: entity.name, examples: block(v.pattern) });
    }
  }
  if (agent.outOfScopeMessage) responses[DEFAULT_RESPONSE] = [{ text: agent.outOfScopeMessage }];
  const doc = new Document({ version: '3.1', nlu, responses });
  const text = `# Parley agent "${agentName.replace(/\r?\n/g, ' ')}" (Rasa NLU training data and responses)\n${doc.toString({ blockQuote: 'literal', lineWidth: 0 })}`;
  return {
    bytes: strToU8(text),
    fileName: `${safeFileName(agentName)}.yml`,
    contentType: 'application/yaml; charset=utf-8',
    warnings: [...warnings],
  };
}

// ---- Import ----

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** An item's examples, counted against `kind` (one per line, an upper bound) before the block is split up. */
function examplesOf(v: unknown, budget: ImportBudget, kind: 'phrases' | 'entityValues'): string[] {
  if (Array.isArray(v)) {
    budget.take(kind, v.length);
    return v.map((x) => (typeof x === 'string' ? x : str(obj(x).text))).filter(Boolean);
  }
  const text = str(v);
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  budget.take(kind, lines);
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2).trim())
    .filter(Boolean);
}

const ANNOTATION = /\[([^\]]+)\](?:\(([^)]+)\)|(\{[^}]*\}))/g;

interface Annotated {
  text: string;
  refs: { entity: string; start: number; end: number; value?: string }[];
}

function parseAnnotated(line: string, warn: (m: string) => void, intent: string): Annotated {
  let text = '';
  const refs: Annotated['refs'] = [];
  let at = 0;
  for (const m of line.matchAll(ANNOTATION)) {
    text += line.slice(at, m.index);
    const shown = m[1]!;
    let entity = '';
    let value: string | undefined;
    if (m[2] !== undefined) {
      // [text](entity) or the Rasa 1 shorthand [text](entity:value)
      const [e, v] = m[2].split(':');
      entity = e!.trim();
      if (v !== undefined) value = v.trim();
    } else {
      try {
        const j = obj(JSON.parse(m[3]!));
        entity = str(j.entity);
        if (j.value !== undefined) value = str(j.value);
        if (j.role !== undefined || j.group !== undefined)
          warn(`Intent "${intent}": entity roles and groups are not supported; ignored`);
      } catch {
        warn(`Intent "${intent}": unreadable annotation ${m[0]}; kept as text`);
      }
    }
    if (entity)
      refs.push({
        entity,
        start: text.length,
        end: text.length + shown.length - 1,
        ...(value !== undefined ? { value } : {}),
      });
    text += entity ? shown : m[0];
    at = m.index + m[0].length;
  }
  return { text: text + line.slice(at), refs };
}

export function importRasa(bytes: Uint8Array, options: ImportOptions): ImportedAgent {
  const budget = new ImportBudget();
  let data: Json;
  try {
    data = obj(parseYamlWithinLimits(strFromU8(bytes).replace(/^\uFEFF/, ''), budget));
  } catch (error) {
    if (error instanceof ImportLimitError) throw error;
    throw new ExchangeFormatError(`The file is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!Array.isArray(data.nlu)) throw new ExchangeFormatError('Not Rasa NLU training data: the `nlu:` list is missing');
  // Each distinct warning once, in the order first met (an unreadable annotation names itself, so there can be many).
  const warnings = new Set<string>();
  const warn = (m: string) => {
    warnings.add(m);
  };
  for (const key of ['stories', 'rules', 'forms', 'slots', 'actions', 'session_config', 'e2e_actions']) {
    const v = data[key];
    if (v !== undefined && v !== null) {
      const n = Array.isArray(v) ? v.length : Object.keys(obj(v)).length;
      warn(`${n} ${key} were not imported (Rasa ${key} have no bot builder equivalent)`);
    }
  }
  const known = new Set(options.systemEntities);

  const intents: ExchangeIntent[] = [];
  // Every value is added through its entity's index: the checks below look values up instead of scanning them.
  const entities = new Map<string, EntityValueIndex>();
  const entity = (name: string) => {
    let e = entities.get(name);
    if (!e) {
      budget.take('entities');
      entities.set(name, (e = new EntityValueIndex({ name, values: [] })));
    }
    return e;
  };
  const synonymBlocks: { value: string; synonyms: string[] }[] = [];
  const annotatedValues: { entity: string; shown: string; value?: string }[] = [];

  for (const item of data.nlu.map(obj)) {
    if (item.intent !== undefined) {
      const name = str(item.intent);
      if (item.metadata !== undefined) warn(`Intent "${name}": metadata was not imported`);
      budget.take('intents');
      const utterances = examplesOf(item.examples, budget, 'phrases').map((line) => {
        const a = parseAnnotated(line, warn, name);
        const refs: ExchangeRef[] = [];
        for (const r of a.refs) {
          if (isSystem(r.entity) && !known.has(r.entity)) {
            warn(`Intent "${name}": entity ${r.entity} is not supported; kept as text`);
            continue;
          }
          refs.push({ entity: r.entity, start: r.start, end: r.end });
          if (!isSystem(r.entity))
            annotatedValues.push({
              entity: r.entity,
              shown: a.text.slice(r.start, r.end + 1),
              ...(r.value !== undefined ? { value: r.value } : {}),
            });
        }
        return { text: a.text, refs };
      });
      const names = [...new Set(utterances.flatMap((u) => u.refs.map((r) => r.entity)))];
      intents.push({
        name,
        utterances,
        responses: [],
        parameters: names.map((e) => ({
          name: e,
          entity: e,
          required: false,
          value: `$${e}`,
          prompts: [defaultPrompt(e)],
        })),
      });
    } else if (item.lookup !== undefined) {
      const e = entity(str(item.lookup));
      for (const v of examplesOf(item.examples, budget, 'entityValues'))
        if (!e.hasExactly(v)) e.add({ value: v, type: 'synonyms', synonyms: [v] });
    } else if (item.synonym !== undefined) {
      synonymBlocks.push({ value: str(item.synonym), synonyms: examplesOf(item.examples, budget, 'entityValues') });
    } else if (item.regex !== undefined) {
      const e = entity(str(item.regex));
      const pattern = examplesOf(item.examples, budget, 'entityValues');
      if (pattern.length) e.add({ value: e.entity.name, type: 'pattern', pattern });
    } else {
      warn(`An nlu item with keys ${Object.keys(item).join(', ')} was not imported`);
    }
  }

  // An annotation's value is the one it names, else the synonym block that lists its text, else the text itself.
  const synonymBlockOf = firstByText(synonymBlocks, (s) => s.synonyms);
  const valueOf = (a: (typeof annotatedValues)[number]) => a.value ?? lookUp(synonymBlockOf, a.shown)?.value ?? a.shown;
  // A phrase matched by one of the entity's regexes needs no value of its own. Each distinct text of an entity is
  // tried once, and the tries are counted: a file of many patterns and many annotated texts is refused, not run.
  // Each entity's patterns are compiled once here: the contract's cache of compiled patterns is small, and an
  // entity of thousands would be compiled again for every text.
  const patternMatch = new Map<string, boolean>();
  const compiledPatterns = new Map<EntityValueIndex, UserPattern[]>();
  const patternsOf = (e: EntityValueIndex) => {
    let compiled = compiledPatterns.get(e);
    if (!compiled) {
      // A pattern the engine cannot run matches nothing here; the entity's check refuses it with its message.
      compiled = e.patterns().flatMap((x) => (x.pattern ?? []).flatMap((p) => userPatternOrUndefined(p) ?? []));
      compiledPatterns.set(e, compiled);
    }
    return compiled;
  };
  const byPattern = (e: EntityValueIndex, text: string) => {
    const key = `${e.entity.name}\u0000${text}`;
    let matched = patternMatch.get(key);
    if (matched === undefined) {
      const patterns = patternsOf(e);
      budget.take('patternTests', patterns.length);
      matched = patterns.some((pattern) => pattern.testWhole(text));
      patternMatch.set(key, matched);
    }
    return matched;
  };
  const annotatedKept = annotatedValues.filter((a) => a.value !== undefined || !byPattern(entity(a.entity), a.shown));
  for (const a of annotatedKept) {
    const e = entity(a.entity);
    const value = valueOf(a);
    if (!e.mapValue(value)) e.add({ value, type: 'synonyms', synonyms: [value] });
  }
  // Synonyms belong to the entity whose lookup holds their value, else to the entity annotated with that value: the
  // first such value over the entities in the order they were met.
  const mapValueOf = firstByText(
    [...entities.values()].flatMap((e) => e.entity.values.filter((x) => x.type !== 'pattern')),
    (v) => [v.value],
  );
  const spellings = new SpellingIndex();
  for (const s of synonymBlocks) {
    const v = lookUp(mapValueOf, s.value);
    if (!v) {
      warn(`Synonym "${s.value}" belongs to no lookup table or annotated entity; not imported`);
      continue;
    }
    for (const synonym of s.synonyms) spellings.addSynonym(v, synonym);
  }
  for (const a of annotatedKept) spellings.addSynonym(entity(a.entity).mapValue(valueOf(a))!, a.shown);

  const responses = obj(data.responses);
  // utter_<name> answers the first intent of that name.
  const intentNamed = new Map<string, ExchangeIntent>();
  for (const i of intents) if (!intentNamed.has(i.name)) intentNamed.set(i.name, i);
  let outOfScopeMessage: string | undefined;
  for (const [key, list] of Object.entries(responses)) {
    const texts: string[] = [];
    for (const r of Array.isArray(list) ? list.map(obj) : []) {
      if (typeof r.text === 'string' && r.text) texts.push(r.text);
      const rich = Object.keys(r).filter((k) => k !== 'text' && k !== 'condition');
      if (rich.length) warn(`Response ${key}: ${rich.join(', ')} were not imported`);
      if (r.condition !== undefined) warn(`Response ${key}: conditions were not imported`);
    }
    if (key === DEFAULT_RESPONSE) {
      outOfScopeMessage = texts[0];
      continue;
    }
    const intent = key.startsWith(RESPONSE_PREFIX) ? intentNamed.get(key.slice(RESPONSE_PREFIX.length)) : undefined;
    if (!intent) {
      warn(`Response ${key} answers no intent (utter_<intent>); not imported`);
      continue;
    }
    if (texts.length > 10)
      warn(`Intent "${intent.name}": only the first 10 of ${texts.length} responses were imported`);
    intent.responses = texts.slice(0, 10);
  }
  if (intents.length && intents.every((i) => i.responses.length === 0)) {
    warn('No responses (utter_<intent>) in the file: the intents were imported without answers');
  }
  return {
    agent: {
      description: '',
      language: options.language ?? 'en',
      ...(outOfScopeMessage !== undefined ? { outOfScopeMessage } : {}),
      intents,
      entities: [...entities.values()].map((e) => e.entity),
    },
    warnings: [...warnings],
  };
}
