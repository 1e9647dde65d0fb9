import { canonicalTrainingData } from './canonical.ts';
import { compileEntities, extractCustomEntities, learnContexts, learnFromAnnotations, precedingWord, type CompiledEntities } from './entities.ts';
import { detectEmotion } from './emotion.ts';
import { chatCompletion, embed, intentPrompt, parseIntentAnswer, textCompletion } from './llm.ts';
import { createSessionStore, type SessionState, type SessionStore } from './sessions.ts';
import { Softmax, type SoftmaxState } from './softmax.ts';
import { extractSystemEntities } from './system-entities.ts';
import { coverageFactor, knownWords, wordCoverage } from './coverage.ts';
import type {
  AgentTrainingData, EntityData, ExtractedEntity, IntegrationConfig, IntentParameter, IntentRef, Language, ModelType, OtherIntent, Prediction,
} from './types.ts';
import { base64ToF32, f32ToBase64, round } from './util.ts';
import { dot, Vectorizer, type SparseVec, type VectorizerOptions, type VectorizerState } from './vectorizer.ts';

export const MODEL_FORMAT = 'parley-nlu';
export const MODEL_VERSION = 1;

export interface ModelIntent {
  id: string;
  name: string;
  response: string | null;
  parameters: IntentParameter[];
}

/** A trained model: a plain JSON-serialisable object. */
export interface NluModel {
  format: typeof MODEL_FORMAT;
  version: typeof MODEL_VERSION;
  language: Language;
  modelType: ModelType;
  confidenceThreshold: number;
  entityExtractRetries: number;
  outOfScopeMessage: string;
  intents: ModelIntent[];
  /** Custom entities, with synonyms learned from annotated phrases. */
  entities: EntityData[];
  /** For each entity, words seen just before it in annotated phrases. */
  contexts: Record<string, string[]>;
  /** Training phrases and the index of their intent. */
  phrases: { text: string; intent: number }[];
  vectorizer: VectorizerState;
  classifier: SoftmaxState;
  /** Sentence vectors from the integration's embedding endpoint (Semantic model with an integration). */
  embeddings?: { model: string; dims: number; vectors: string };
  /** The integration without its key (the key is given again at prediction time, or kept in memory). */
  integration?: Omit<IntegrationConfig, 'apiKey'> & { apiKey?: string };
  /** What happened during training that the console should show (e.g. embedding endpoint unreachable). */
  notes: string[];
}

export interface TrainOptions {
  /** SGD epochs; default scales with the data (6 for BANKING77-sized agents, up to 80 for tiny ones). */
  epochs?: number;
  seed?: number;
}

export interface PredictOptions {
  sessionId?: string;
  sessions?: SessionStore;
  /** The message time, for relative dates ("tomorrow"); default now. */
  now?: Date;
  /** Overrides or supplies the integration (its apiKey is not serialised with the model). */
  integration?: IntegrationConfig;
  /** Skip emotion detection (saves ~0.1 ms). */
  emotion?: boolean;
}

export const DEFAULT_OUT_OF_SCOPE = "Sorry, I didn't understand that. Could you rephrase?";
const VECTORIZER: VectorizerOptions = { words: true, bigrams: true, chars: [3, 5], minDf: 2, stem: true };

function vectorizerOptions(phraseCount: number): VectorizerOptions {
  return { ...VECTORIZER, minDf: phraseCount >= 1000 ? 2 : 1 };
}

/**
 * Train a model from an agent's data. Deterministic: the same content and options give the same JSON, whatever
 * the ids and whatever order the intents, phrases, entities and values come in (canonical.ts); the ids are only
 * copied into the model, so that predictions name the caller's intents and entities.
 */
export async function train(input: AgentTrainingData, options: TrainOptions = {}): Promise<NluModel> {
  const data = canonicalTrainingData(input);
  const language = data.language === 'hi' ? 'hi' : 'en';
  const intents: ModelIntent[] = data.intents.map((i) => ({ id: i.id, name: i.name, response: i.response ?? null, parameters: i.parameters ?? [] }));
  const phrases: NluModel['phrases'] = [];
  data.intents.forEach((intent, k) => {
    const seen = new Set<string>();
    for (const u of intent.utterances) {
      const t = u.utterance.trim();
      if (t && !seen.has(t)) {
        seen.add(t);
        phrases.push({ text: t, intent: k });
      }
    }
  });
  await new Promise<void>((r) => setImmediate(r));
  const vz = Vectorizer.fromCorpus(language, phrases.map((p) => p.text), vectorizerOptions(phrases.length));
  const xs = phrases.map((p) => vz.transform(p.text));
  const n = Math.max(1, phrases.length);
  const epochs = options.epochs ?? Math.min(80, Math.max(5, Math.round(50_000 / n)));
  const sm = await Softmax.train(xs, phrases.map((p) => p.intent), vz.state.vocab.length, Math.max(1, intents.length), {
    epochs, learningRate: 2, l2: 1e-5, seed: options.seed ?? 42,
  });
  const entities = learnFromAnnotations(data.entities ?? [], data.intents);
  const notes: string[] = [];
  const model: NluModel = {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    language,
    modelType: data.modelType ?? 'SVM',
    confidenceThreshold: data.confidenceThreshold ?? 0.5,
    entityExtractRetries: Math.max(1, Math.floor(data.entityExtractRetries ?? 1)),
    outOfScopeMessage: data.outOfScopeMessage?.trim() || DEFAULT_OUT_OF_SCOPE,
    intents,
    entities,
    contexts: learnContexts(data.intents),
    phrases,
    vectorizer: vz.state,
    classifier: sm.state,
    notes,
  };
  if (data.integration) {
    const { apiKey, ...rest } = data.integration;
    model.integration = rest;
    Object.defineProperty(model.integration, 'apiKey', { value: apiKey, enumerable: false, writable: true });
  }
  if (model.modelType === 'Semantic' && data.integration && phrases.length) {
    try {
      const vecs = await embed(data.integration, phrases.map((p) => p.text));
      const dims = vecs[0]?.length ?? 0;
      const flat = new Float32Array(vecs.length * dims);
      vecs.forEach((v, i) => flat.set(normalizeDense(v), i * dims));
      model.embeddings = { model: data.integration.embeddingModel ?? 'text-embedding-3-small', dims, vectors: f32ToBase64(flat) };
    } catch (e) {
      notes.push(`embedding endpoint unavailable (${(e as Error).message}); Semantic uses vectors learned from the agent's phrases`);
    }
  }
  // The phrase vectors are already computed: keep them for prediction instead of recomputing on first use.
  runtimes.set(model, buildRuntime(model, vz, sm, xs));
  return model;
}

function normalizeDense(v: number[] | Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  return Float32Array.from(v, (x) => x / n);
}

/** JSON text of a model (the integration's apiKey is left out). */
export function serializeModel(model: NluModel): string {
  return JSON.stringify(model);
}

export function loadModel(json: string | NluModel, options: { integration?: IntegrationConfig } = {}): NluModel {
  const m = (typeof json === 'string' ? JSON.parse(json) : structuredClone(json)) as NluModel;
  if (m.format !== MODEL_FORMAT) throw new Error('not a Parley NLU model');
  if (m.version !== MODEL_VERSION) throw new Error(`NLU model version ${m.version} is not supported (expected ${MODEL_VERSION}); retrain the agent`);
  if (options.integration) m.integration = { ...options.integration };
  return m;
}

/** Everything derived from a model for prediction, built once per model object. */
interface Runtime {
  vz: Vectorizer;
  sm: Softmax;
  phraseVecs: SparseVec[];
  byIntent: number[][];
  entities: CompiledEntities;
  embeddings?: Float32Array;
  /** Scratch buffer for similarity (predictions are synchronous between awaits, so one per model is safe). */
  dense?: Float32Array;
  /** The stems of the agent's words (coverage.ts), built at the first prediction. */
  known?: Set<string>;
}
const runtimes = new WeakMap<NluModel, Runtime>();

/** Build (or fetch) the prediction structures of a model. Called by NluEngine before a swap, so the first prediction is fast. */
export function prepare(model: NluModel): Runtime {
  let rt = runtimes.get(model);
  if (!rt) {
    const vz = new Vectorizer(model.vectorizer);
    rt = buildRuntime(model, vz, new Softmax(model.classifier), model.phrases.map((p) => vz.transform(p.text)));
    runtimes.set(model, rt);
  }
  if (model.embeddings && !rt.embeddings) rt.embeddings = base64ToF32(model.embeddings.vectors);
  return rt;
}

/** How long prepareInSlices computes before it lets the event loop run. */
const PREPARE_SLICE_MS = 10;
const preparing = new WeakMap<NluModel, Promise<Runtime>>();

/**
 * As prepare, for a model that arrives without its prediction structures (trained in another thread, or loaded
 * from storage): the phrase vectors, the costly part (~0.5 s for 10,000 phrases), are computed a slice at a time
 * between turns of the event loop, so a server keeps answering meanwhile.
 */
export function prepareInSlices(model: NluModel): Promise<Runtime> {
  const ready = runtimes.get(model);
  if (ready) return Promise.resolve(prepare(model));
  let pending = preparing.get(model);
  if (!pending) {
    pending = (async () => {
      const vz = new Vectorizer(model.vectorizer);
      const sm = new Softmax(model.classifier);
      const phraseVecs: SparseVec[] = [];
      let sliceStart = performance.now();
      for (const phrase of model.phrases) {
        phraseVecs.push(vz.transform(phrase.text));
        if (performance.now() - sliceStart > PREPARE_SLICE_MS) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
      if (!runtimes.has(model)) runtimes.set(model, buildRuntime(model, vz, sm, phraseVecs));
      preparing.delete(model);
      return prepare(model);
    })();
    preparing.set(model, pending);
  }
  return pending;
}

function buildRuntime(model: NluModel, vz: Vectorizer, sm: Softmax, phraseVecs: SparseVec[]): Runtime {
  const byIntent: number[][] = model.intents.map(() => []);
  model.phrases.forEach((p, i) => byIntent[p.intent]?.push(i));
  return { vz, sm, phraseVecs, byIntent, entities: compileEntities(model.entities) };
}

/** Similarity floor/ceiling mapping nearest-phrase cosine to a 0..1 factor (tuned on BANKING77 vs off-topic sentences). */
const SIM_LO = 0.12;
const SIM_HI = 0.42;
const simFactor = (s: number) => Math.min(1, Math.max(0, (s - SIM_LO) / (SIM_HI - SIM_LO)));

interface Scored {
  intent: number;
  confidence: number;
  utterance: string;
}

function nearest(rt: Runtime, model: NluModel, x: SparseVec, intent: number): { sim: number; utterance: string } {
  // Scatter the query into a dense buffer once, then each phrase is a gather over its own features.
  const q = (rt.dense ??= new Float32Array(rt.vz.state.vocab.length));
  for (let k = 0; k < x.idx.length; k++) q[x.idx[k]!] = x.val[k]!;
  let best = -1;
  let sim = 0;
  for (const i of rt.byIntent[intent] ?? []) {
    const v = rt.phraseVecs[i]!;
    let s = 0;
    for (let k = 0; k < v.idx.length; k++) s += q[v.idx[k]!]! * v.val[k]!;
    if (s > sim || best < 0) {
      sim = s;
      best = i;
    }
  }
  for (let k = 0; k < x.idx.length; k++) q[x.idx[k]!] = 0;
  return { sim, utterance: best >= 0 ? model.phrases[best]!.text : '' };
}

/** Local linear classifier: softmax probability scaled by how close the message is to the intent's phrases. */
function classifyLocal(model: NluModel, rt: Runtime, text: string, top = 4): Scored[] {
  if (!model.intents.length || !model.phrases.length) return [];
  const x = rt.vz.transform(text);
  const p = rt.sm.probabilities(x);
  const order = [...p.keys()].sort((a, b) => p[b]! - p[a]! || a - b).slice(0, top);
  return order.map((c) => {
    const nn = nearest(rt, model, x, c);
    return { intent: c, confidence: round(p[c]! * simFactor(nn.sim)), utterance: nn.utterance };
  });
}

/** Semantic: nearest neighbours over sentence vectors (tf-idf learned from the agent's phrases, or endpoint embeddings). */
function classifySemantic(model: NluModel, rt: Runtime, sims: Float64Array | number[], lo: number, hi: number, top = 4): Scored[] {
  const bestPer = model.intents.map(() => ({ sim: -1, phrase: -1 }));
  model.phrases.forEach((p, i) => {
    const b = bestPer[p.intent]!;
    if (sims[i]! > b.sim) {
      b.sim = sims[i]!;
      b.phrase = i;
    }
  });
  const temp = 0.05;
  const valid = bestPer.map((b, i) => ({ ...b, i })).filter((b) => b.phrase >= 0);
  if (!valid.length) return [];
  const max = Math.max(...valid.map((b) => b.sim));
  const z = valid.reduce((s, b) => s + Math.exp((b.sim - max) / temp), 0);
  return valid
    .sort((a, b) => b.sim - a.sim || a.i - b.i)
    .slice(0, top)
    .map((b) => ({
      intent: b.i,
      confidence: round((Math.exp((b.sim - max) / temp) / z) * Math.min(1, Math.max(0, (b.sim - lo) / (hi - lo)))),
      utterance: model.phrases[b.phrase]!.text,
    }));
}

const defaultSessions = createSessionStore();

const PLACEHOLDER = /\{\{?\s*([\p{L}\p{N}_.-]+)\s*\}?\}|\$([\p{L}_][\p{L}\p{N}_-]*)/gu;

/** Replace `{name}`, `{{name}}` and `$name` by parameter values; unknown names are left as written. */
export function fillResponse(response: string, values: Record<string, string>): string {
  return response.replace(PLACEHOLDER, (whole, a: string | undefined, b: string | undefined) => {
    const key = (a ?? b)!;
    return Object.prototype.hasOwnProperty.call(values, key) ? values[key]! : whole;
  });
}

function entitiesFor(model: NluModel, rt: Runtime, text: string, now: Date): ExtractedEntity[] {
  const custom = extractCustomEntities(text, rt.entities);
  const sys = extractSystemEntities(text, now);
  return [...custom, ...sys].sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Pick a value for a parameter among the message's entities; prefer the one in a learned context. */
function pickFor(model: NluModel, text: string, param: IntentParameter, entities: ExtractedEntity[], used: Set<ExtractedEntity>): ExtractedEntity | undefined {
  const cands = entities.filter((e) => e.entityId === param.entityId && !used.has(e));
  if (cands.length <= 1) return cands[0];
  const ctx = model.contexts[param.entityId] ?? [];
  return cands.find((c) => ctx.includes(precedingWord(text, c.start) ?? '')) ?? cands[0];
}

function fillParameters(model: NluModel, text: string, intent: ModelIntent, entities: ExtractedEntity[], values: Record<string, string>, only?: string): void {
  const used = new Set<ExtractedEntity>();
  const params = only ? intent.parameters.filter((p) => p.name === only) : intent.parameters;
  for (const p of params) {
    if (values[p.name] !== undefined) continue;
    const e = pickFor(model, text, p, entities, used);
    if (e) {
      used.add(e);
      values[p.name] = e.value;
    }
  }
}

const missingOf = (intent: ModelIntent, values: Record<string, string>) => intent.parameters.find((p) => p.required && values[p.name] === undefined);
const promptOf = (p: IntentParameter, attempt: number) => (p.prompts.length ? p.prompts[attempt % p.prompts.length]! : `What is the ${p.name}?`);
const ref = (i: ModelIntent): IntentRef => ({ id: i.id, name: i.name });
/** Whether one of the agent's intents takes this entity as a parameter (a colour is no word of a store-hours bot). */
const usesEntity = (model: NluModel, entityId: string) => model.intents.some((i) => i.parameters.some((p) => p.entityId === entityId));

/** The slot-filling give-up reply after the retries are spent. */
export const moveOnReply = (param: string, outOfScope: string) => `I couldn't get the ${param}, so let's move on. ${outOfScope}`.trim();

/** Classify with the model's type; LLM and endpoint paths fall back to the local model on failure. */
async function classify(model: NluModel, rt: Runtime, text: string, integration: IntegrationConfig | undefined): Promise<{ scored: Scored[]; source: Prediction['source']; fallback?: { reason: string } }> {
  const local = () => classifyLocal(model, rt, text);
  if (model.modelType === 'Semantic') {
    if (rt.embeddings && model.embeddings) {
      if (!integration) return { scored: semanticLocal(), source: 'semantic', fallback: { reason: 'no integration key for the embedding endpoint; used local vectors' } };
      try {
        const [q] = await embed(integration, [text]);
        const qv = normalizeDense(q!);
        const d = model.embeddings.dims;
        const sims = new Float64Array(model.phrases.length);
        for (let i = 0; i < sims.length; i++) {
          let s = 0;
          for (let k = 0; k < d; k++) s += qv[k]! * rt.embeddings[i * d + k]!;
          sims[i] = s;
        }
        return { scored: classifySemantic(model, rt, sims, 0.3, 0.6), source: 'semantic' };
      } catch (e) {
        return { scored: semanticLocal(), source: 'semantic', fallback: { reason: `embedding endpoint unavailable: ${(e as Error).message}; used local vectors` } };
      }
    }
    return { scored: semanticLocal(), source: 'semantic' };
  }
  if (model.modelType === 'OpenAi' || model.modelType === 'GPT2') {
    const scoredLocal = local();
    if (!integration) return { scored: scoredLocal, source: 'local', fallback: { reason: `no integration configured for ${model.modelType}; used the local model` } };
    try {
      const examples = model.intents.map((it, k) => ({
        name: it.name,
        examples: (rt.byIntent[k] ?? []).slice(0, 5).map((i) => model.phrases[i]!.text),
      }));
      const prompt = intentPrompt(examples, text);
      const answer = model.modelType === 'OpenAi' ? await chatCompletion(integration, prompt.system, prompt.user) : await textCompletion(integration, prompt.completion);
      const name = parseIntentAnswer(answer, model.intents.map((i) => i.name));
      if (!name) return { scored: scoredLocal.map((s) => ({ ...s, confidence: round(Math.min(s.confidence, 0.3)) })), source: 'llm' };
      const k = model.intents.findIndex((i) => i.name === name);
      const x = rt.vz.transform(text);
      const chosen: Scored = { intent: k, confidence: 0.9, utterance: nearest(rt, model, x, k).utterance };
      return { scored: [chosen, ...scoredLocal.filter((s) => s.intent !== k).map((s) => ({ ...s, confidence: round(Math.min(s.confidence, 0.1 + s.confidence * 0.1)) }))], source: 'llm' };
    } catch (e) {
      return { scored: scoredLocal, source: 'local', fallback: { reason: `${model.modelType} API unavailable: ${(e as Error).message}; used the local model` } };
    }
  }
  return { scored: local(), source: 'local' };

  function semanticLocal(): Scored[] {
    const x = rt.vz.transform(text);
    return classifySemantic(model, rt, rt.phraseVecs.map((v) => dot(x, v)), SIM_LO, SIM_HI);
  }
}

/** Understand one user message within its session. */
export async function predict(model: NluModel, text: string, options: PredictOptions = {}): Promise<Prediction> {
  const rt = prepare(model);
  const now = options.now ?? new Date();
  const sessions = options.sessions ?? defaultSessions;
  const sessionId = options.sessionId;
  const integration = options.integration ?? (model.integration?.apiKey !== undefined ? (model.integration as IntegrationConfig) : undefined);
  const emotion = options.emotion === false ? { label: 'neutral' as const, score: 0 } : (({ label, score }) => ({ label, score }))(detectEmotion(text));
  const entities = entitiesFor(model, rt, text, now);
  const session: SessionState | undefined = sessionId ? await sessions.get(sessionId) : undefined;
  const classified = await classify(model, rt, text, integration);
  const { source, fallback } = classified;
  // Scores from the agent's own vectors keep only as much confidence as the message's words are known to the
  // agent (coverage.ts); an LLM or an embedding endpoint reads meaning, not words, and is left as it answered.
  const lexical = source === 'local' || (source === 'semantic' && (fallback !== undefined || !rt.embeddings));
  const factor = lexical
    ? coverageFactor(wordCoverage(model.language, text, (rt.known ??= knownWords(model.language, model.phrases.map((p) => p.text), model.entities)), entities.filter((e) => !e.system || usesEntity(model, e.entityId))))
    : 1;
  const scored = factor === 1 ? classified.scored : classified.scored.map((s) => ({ ...s, confidence: round(s.confidence * factor) }));
  const top = scored[0];
  const threshold = model.confidenceThreshold;
  const base = { entities, emotion, ...(fallback ? { fallback } : {}) };
  const others = (skip: number | null): OtherIntent[] =>
    scored.filter((s) => s.intent !== skip).slice(0, 3).map((s) => ({ intent: ref(model.intents[s.intent]!), confidence: s.confidence, utterance: s.utterance }));

  // A pending slot: this message first tries to fill it.
  const pending = session?.pending;
  const pendingIntent = pending ? model.intents.find((i) => i.id === pending.intentId) : undefined;
  if (pending && pendingIntent && sessionId) {
    const values = { ...pending.parameters };
    fillParameters(model, text, pendingIntent, entities, values, pending.parameter);
    const filled = values[pending.parameter] !== undefined;
    const switched = !filled && top && top.confidence >= threshold && top.intent !== model.intents.indexOf(pendingIntent);
    if (!switched) {
      const k = model.intents.indexOf(pendingIntent);
      const intentScore = { intent: ref(pendingIntent), confidence: 1, otherIntents: others(k), utterance: '' };
      if (filled) {
        fillParameters(model, text, pendingIntent, entities, values);
        return finishOrAsk(pendingIntent, values, intentScore, 'slot');
      }
      const attempts = pending.attempts + 1;
      if (attempts >= model.entityExtractRetries) {
        await sessions.delete(sessionId);
        return { ...base, ...intentScore, parameters: values, outOfScope: false, reply: moveOnReply(pending.parameter, model.outOfScopeMessage), source: 'slot' };
      }
      const param = pendingIntent.parameters.find((p) => p.name === pending.parameter)!;
      await sessions.set(sessionId, { pending: { ...pending, parameters: values, attempts }, updatedAt: now.getTime() });
      return { ...base, ...intentScore, parameters: values, missingParameter: { name: param.name, prompt: promptOf(param, attempts) }, outOfScope: false, reply: promptOf(param, attempts), source: 'slot' };
    }
    await sessions.delete(sessionId);
  }

  if (!top || top.confidence < threshold) {
    return { ...base, intent: null, confidence: top?.confidence ?? 0, otherIntents: others(null), utterance: top?.utterance ?? '', parameters: {}, outOfScope: true, reply: model.outOfScopeMessage, source };
  }
  const intent = model.intents[top.intent]!;
  const values: Record<string, string> = {};
  fillParameters(model, text, intent, entities, values);
  return finishOrAsk(intent, values, { intent: ref(intent), confidence: top.confidence, otherIntents: others(top.intent), utterance: top.utterance }, source);

  async function finishOrAsk(intent: ModelIntent, values: Record<string, string>, head: Pick<Prediction, 'intent' | 'confidence' | 'otherIntents' | 'utterance'>, src: Prediction['source']): Promise<Prediction> {
    const missing = missingOf(intent, values);
    if (missing && sessionId) {
      await sessions.set(sessionId, { pending: { intentId: intent.id, parameters: values, parameter: missing.name, attempts: 0 }, updatedAt: now.getTime() });
      return { ...base, ...head, parameters: values, missingParameter: { name: missing.name, prompt: promptOf(missing, 0) }, outOfScope: false, reply: promptOf(missing, 0), source: src };
    }
    if (missing) {
      // Without a session there is no next turn: ask, and let the caller decide.
      return { ...base, ...head, parameters: values, missingParameter: { name: missing.name, prompt: promptOf(missing, 0) }, outOfScope: false, reply: promptOf(missing, 0), source: src };
    }
    if (sessionId && session?.pending) await sessions.delete(sessionId);
    return { ...base, ...head, parameters: values, outOfScope: false, reply: fillResponse(intent.response ?? '', values), source: src };
  }
}
