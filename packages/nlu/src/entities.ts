import { compilePattern, type PatternMatcher } from './patterns.ts';
import { normalize, tokenize } from './text.ts';
import type { EntityData, ExtractedEntity, IntentData } from './types.ts';

const MAX_INPUT = 2000;

export interface SynonymEntry {
  /** normalised tokens of the synonym */
  tokens: string[];
  value: string;
  entityId: string;
}

export interface CompiledEntities {
  synonyms: SynonymEntry[];
  patterns: { entityId: string; value: string; re: PatternMatcher }[];
  names: Map<string, string>;
}

/** How an entity's known texts are looked up while annotations are learnt: built once per entity, kept current. */
interface LearntEntity {
  patterns: PatternMatcher[];
  /** Normalised value and synonym texts of the non-pattern values. */
  known: Set<string>;
  /** Synonyms-type values by their normalised value. */
  byValue: Map<string, EntityData['values'][number]>;
  /** Annotated texts already found to match one of the patterns. */
  matched: Set<string>;
}

const normalised = (text: string) => tokenize(text).map((t) => t.text).join(' ');

/**
 * Annotated training phrases teach extra synonyms (the annotated text maps to the value it matches, or to itself).
 * Each entity's patterns are compiled once and its texts indexed, so the work grows with the annotations plus the
 * values, not with their product (an imported entity may hold thousands of each).
 */
export function learnFromAnnotations(entities: EntityData[], intents: IntentData[]): EntityData[] {
  const out: EntityData[] = entities.map((e) => ({ ...e, values: e.values.map((v) => ({ ...v, synonyms: v.synonyms ? [...v.synonyms] : v.synonyms })) }));
  const byId = new Map(out.map((e) => [e.id, e]));
  const learnt = new Map<EntityData, LearntEntity>();
  const learntOf = (ent: EntityData): LearntEntity => {
    let entry = learnt.get(ent);
    if (!entry) {
      entry = { patterns: [], known: new Set(), byValue: new Map(), matched: new Set() };
      for (const v of ent.values) {
        if (v.type === 'pattern') {
          for (const p of v.pattern ?? []) {
            const re = compilePattern(p);
            if (re) entry.patterns.push(re);
          }
          continue;
        }
        for (const s of [v.value, ...(v.synonyms ?? [])]) entry.known.add(normalised(s));
        if (v.type === 'synonyms' && !entry.byValue.has(normalised(v.value))) entry.byValue.set(normalised(v.value), v);
      }
      learnt.set(ent, entry);
    }
    return entry;
  };
  for (const intent of intents) {
    for (const u of intent.utterances) {
      for (const ref of u.entityRefs ?? []) {
        const ent = byId.get(ref.entityId);
        if (!ent) continue;
        const text = u.utterance.slice(ref.entityStartPos, ref.entityEndPos + 1).trim();
        if (!text) continue;
        const norm = normalised(text);
        const entry = learntOf(ent);
        if (entry.known.has(norm) || entry.matched.has(text)) continue;
        if (entry.patterns.some((re) => re.test(text))) {
          entry.matched.add(text);
          continue;
        }
        let target = entry.byValue.get(norm);
        if (!target) {
          target = { value: text, type: 'synonyms', synonyms: [] };
          ent.values.push(target);
          entry.byValue.set(norm, target);
        } else (target.synonyms ??= []).push(text);
        entry.known.add(norm);
      }
    }
  }
  return out;
}

export function compileEntities(entities: EntityData[]): CompiledEntities {
  const synonyms: SynonymEntry[] = [];
  const patterns: CompiledEntities['patterns'] = [];
  const names = new Map<string, string>();
  for (const e of entities) {
    names.set(e.id, e.name);
    for (const v of e.values) {
      if (v.type === 'pattern') {
        for (const p of v.pattern ?? []) {
          const re = compilePattern(p);
          if (re) patterns.push({ entityId: e.id, value: v.value, re });
        }
      } else {
        for (const s of new Set([v.value, ...(v.synonyms ?? [])])) {
          const tokens = tokenize(s).map((t) => t.text);
          if (tokens.length) synonyms.push({ tokens, value: v.value, entityId: e.id });
        }
      }
    }
  }
  // Longest synonyms first so that the longest match wins.
  synonyms.sort((a, b) => b.tokens.length - a.tokens.length);
  return { synonyms, patterns, names };
}

/** Custom entities: synonyms by longest token match (case and diacritics insensitive), then regex patterns. */
export function extractCustomEntities(text: string, compiled: CompiledEntities): ExtractedEntity[] {
  const src = text.slice(0, MAX_INPUT);
  const toks = tokenize(src);
  const found: ExtractedEntity[] = [];
  const used = new Array<boolean>(toks.length).fill(false);
  for (let i = 0; i < toks.length; i++) {
    if (used[i]) continue;
    for (const syn of compiled.synonyms) {
      const n = syn.tokens.length;
      if (i + n > toks.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k++) if (used[i + k] || toks[i + k]!.text !== syn.tokens[k]) ok = false;
      if (!ok) continue;
      const start = toks[i]!.start;
      const end = toks[i + n - 1]!.end;
      found.push({ entityId: syn.entityId, name: compiled.names.get(syn.entityId) ?? syn.entityId, value: syn.value, start, end, text: src.slice(start, end) });
      for (let k = 0; k < n; k++) used[i + k] = true;
      break;
    }
  }
  for (const p of compiled.patterns) {
    for (const m of p.re.matches(src)) {
      if (!m.text) continue;
      const start = m.index;
      const end = start + m.text.length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ entityId: p.entityId, name: compiled.names.get(p.entityId) ?? p.entityId, value: m.text, start, end, text: m.text });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The normalised word just before each annotated entity: used to pick the right candidate for a slot. */
export function learnContexts(intents: IntentData[]): Record<string, string[]> {
  const ctx: Record<string, Set<string>> = {};
  for (const intent of intents) {
    for (const u of intent.utterances) {
      for (const ref of u.entityRefs ?? []) {
        const before = tokenize(u.utterance.slice(0, ref.entityStartPos));
        const w = before[before.length - 1]?.text;
        if (w) (ctx[ref.entityId] ??= new Set()).add(w);
      }
    }
  }
  return Object.fromEntries(Object.entries(ctx).map(([k, v]) => [k, [...v].sort()]));
}

export function precedingWord(text: string, start: number): string | undefined {
  const before = tokenize(normalize(text.slice(0, start)));
  return before[before.length - 1]?.text;
}
