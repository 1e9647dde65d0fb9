import { train, predict, type NluModel } from './model.ts';
import { canonicalTrainingData } from './canonical.ts';
import type { AgentTrainingData } from './types.ts';
import { tokenize } from './text.ts';

export interface QualityReport {
  folds: number;
  accuracy: number;
  perIntent: { intentId: string; name: string; phrases: number; precision: number; recall: number; f1: number }[];
  /** Most confused pairs: how often `actual` phrases were predicted as `predicted`. */
  confusedPairs: { actual: string; predicted: string; count: number }[];
  /** Intents with fewer phrases than recommended. */
  tooFewPhrases: { intentId: string; name: string; phrases: number; recommended: number }[];
  /** Phrases nearly identical across two intents (word-set Jaccard ≥ 0.8). */
  nearDuplicates: { a: { intent: string; utterance: string }; b: { intent: string; utterance: string }; similarity: number }[];
}

const RECOMMENDED = 5;

/** Stratified k-fold cross-validation of the agent's local classifier, plus data hygiene checks. */
export async function qualityReport(input: AgentTrainingData, options: { folds?: number; maxDuplicates?: number } = {}): Promise<QualityReport> {
  // The folds are cut from the phrases in canonical order, so the report, like the model, depends on content only.
  const data = canonicalTrainingData(input);
  const k = Math.max(2, options.folds ?? 5);
  const names = data.intents.map((i) => i.name);
  const C = data.intents.length;
  const tp = new Array<number>(C).fill(0);
  const fp = new Array<number>(C).fill(0);
  const fn = new Array<number>(C).fill(0);
  const confusion = new Map<string, number>();
  let correct = 0;
  let total = 0;
  for (let f = 0; f < k; f++) {
    const trainData: AgentTrainingData = {
      ...data,
      modelType: 'SVM',
      confidenceThreshold: 0,
      integration: undefined,
      intents: data.intents.map((i) => ({ ...i, parameters: [], utterances: i.utterances.filter((_, j) => j % k !== f) })),
    };
    const model: NluModel = await train(trainData);
    for (let c = 0; c < C; c++) {
      const held = data.intents[c]!.utterances.filter((_, j) => j % k === f);
      for (const u of held) {
        const p = await predict(model, u.utterance, { emotion: false });
        const got = p.intent ? data.intents.findIndex((i) => i.id === p.intent!.id) : -1;
        total++;
        if (got === c) {
          correct++;
          tp[c]!++;
        } else {
          fn[c]!++;
          if (got >= 0) {
            fp[got]!++;
            const key = `${c}\u0000${got}`;
            confusion.set(key, (confusion.get(key) ?? 0) + 1);
          }
        }
      }
    }
  }
  const perIntent = data.intents.map((i, c) => {
    const precision = tp[c]! + fp[c]! ? tp[c]! / (tp[c]! + fp[c]!) : 0;
    const recall = tp[c]! + fn[c]! ? tp[c]! / (tp[c]! + fn[c]!) : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { intentId: i.id, name: i.name, phrases: i.utterances.length, precision: r3(precision), recall: r3(recall), f1: r3(f1) };
  });
  const confusedPairs = [...confusion.entries()]
    .map(([key, count]) => {
      const [a, b] = key.split('\u0000').map(Number);
      return { actual: names[a!]!, predicted: names[b!]!, count };
    })
    .sort((x, y) => y.count - x.count || x.actual.localeCompare(y.actual))
    .slice(0, 10);
  const tooFewPhrases = data.intents
    .filter((i) => i.utterances.length < RECOMMENDED)
    .map((i) => ({ intentId: i.id, name: i.name, phrases: i.utterances.length, recommended: RECOMMENDED }));
  return { folds: k, accuracy: total ? r3(correct / total) : 0, perIntent, confusedPairs, tooFewPhrases, nearDuplicates: nearDuplicates(data, options.maxDuplicates ?? 50) };
}

function nearDuplicates(data: AgentTrainingData, max: number): QualityReport['nearDuplicates'] {
  const items = data.intents.flatMap((i, c) => i.utterances.map((u) => ({ c, text: u.utterance, set: new Set(tokenize(u.utterance).map((t) => t.text)) })));
  // Index by word so only phrases sharing words are compared.
  const byWord = new Map<string, number[]>();
  items.forEach((it, n) => it.set.forEach((w) => (byWord.get(w) ?? byWord.set(w, []).get(w)!).push(n)));
  const out: QualityReport['nearDuplicates'] = [];
  const seen = new Set<string>();
  for (let n = 0; n < items.length && out.length < max; n++) {
    const a = items[n]!;
    const shared = new Map<number, number>();
    for (const w of a.set) for (const m of byWord.get(w) ?? []) if (m > n && items[m]!.c !== a.c) shared.set(m, (shared.get(m) ?? 0) + 1);
    for (const [m, inter] of shared) {
      const b = items[m]!;
      const jac = inter / (a.set.size + b.set.size - inter);
      if (jac >= 0.8 && !seen.has(`${n}:${m}`)) {
        seen.add(`${n}:${m}`);
        out.push({ a: { intent: data.intents[a.c]!.name, utterance: a.text }, b: { intent: data.intents[b.c]!.name, utterance: b.text }, similarity: r3(jac) });
      }
    }
  }
  return out.sort((x, y) => y.similarity - x.similarity).slice(0, max);
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
