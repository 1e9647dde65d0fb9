import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMOTION_LABELS, type EmotionLabel } from './types.ts';
import { Vectorizer, type SparseVec, type VectorizerOptions, type VectorizerState } from './vectorizer.ts';
import { dequantize, quantize, rng, round, shuffleInPlace } from './util.ts';

export interface EmotionModelFile {
  version: 1;
  labels: EmotionLabel[];
  vectorizer: VectorizerState;
  weights: { scale: number; data: string };
  bias: number[];
  thresholds: number[];
  trainedOn: string;
}

export interface EmotionResult {
  label: EmotionLabel;
  score: number;
  /** Labels whose score passes their tuned threshold (multi-label view). */
  labels: EmotionLabel[];
  scores: Record<EmotionLabel, number>;
}

export class EmotionModel {
  private readonly vz: Vectorizer;
  private readonly w: Float32Array;
  constructor(readonly file: EmotionModelFile) {
    this.vz = new Vectorizer(file.vectorizer);
    this.w = dequantize(file.weights);
  }

  probabilities(text: string): Float64Array {
    const x = this.vz.transform(text);
    const C = this.file.labels.length;
    const s = new Float64Array(C);
    for (let c = 0; c < C; c++) s[c] = this.file.bias[c]!;
    for (let k = 0; k < x.idx.length; k++) {
      const off = x.idx[k]! * C;
      for (let c = 0; c < C; c++) s[c]! += x.val[k]! * this.w[off + c]!;
    }
    for (let c = 0; c < C; c++) s[c] = 1 / (1 + Math.exp(-s[c]!));
    return s;
  }

  detect(text: string): EmotionResult {
    const p = this.probabilities(text);
    const labels = this.file.labels;
    const passing: EmotionLabel[] = [];
    let best = labels.indexOf('neutral');
    let bestRatio = -Infinity;
    for (let c = 0; c < labels.length; c++) {
      const ratio = p[c]! / this.file.thresholds[c]!;
      if (ratio >= 1) passing.push(labels[c]!);
      if (ratio > bestRatio) {
        bestRatio = ratio;
        best = c;
      }
    }
    const scores = Object.fromEntries(labels.map((l, c) => [l, round(p[c]!)])) as Record<EmotionLabel, number>;
    return { label: labels[best]!, score: round(p[best]!), labels: passing, scores };
  }
}

export const EMOTION_MODEL_PATH = fileURLToPath(new URL('../models/emotion.json', import.meta.url));
let shipped: EmotionModel | null | undefined;

/** The shipped GoEmotions model (loaded once, lazily). Null when the file is missing. */
export function emotionModel(): EmotionModel | null {
  if (shipped === undefined) {
    shipped = existsSync(EMOTION_MODEL_PATH) ? new EmotionModel(JSON.parse(readFileSync(EMOTION_MODEL_PATH, 'utf8')) as EmotionModelFile) : null;
  }
  return shipped;
}

/** One of the 28 GoEmotions labels for a message, with its score and all scores. */
export function detectEmotion(text: string): EmotionResult {
  const m = emotionModel();
  if (!m) {
    const scores = Object.fromEntries(EMOTION_LABELS.map((l) => [l, l === 'neutral' ? 1 : 0])) as Record<EmotionLabel, number>;
    return { label: 'neutral', score: 1, labels: ['neutral'], scores };
  }
  return m.detect(text);
}

export interface EmotionTrainOptions {
  vectorizer: VectorizerOptions;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

/** One-vs-rest logistic regression over tf-idf (all labels share one SGD pass), thresholds tuned per label on dev for F1. */
export function trainEmotionModel(
  train: { text: string; labels: number[] }[],
  dev: { text: string; labels: number[] }[],
  o: EmotionTrainOptions,
): EmotionModelFile {
  const C = EMOTION_LABELS.length;
  const vz = Vectorizer.fromCorpus('en', train.map((r) => r.text), o.vectorizer);
  const F = vz.state.vocab.length;
  const xs: SparseVec[] = train.map((r) => vz.transform(r.text));
  const w = new Float32Array(F * C);
  const b = new Float64Array(C);
  const rand = rng(o.seed);
  const order = xs.map((_, i) => i);
  const g = new Float64Array(C);
  const y = new Uint8Array(C);
  let scale = 1;
  let t = 0;
  const total = o.epochs * xs.length;
  for (let e = 0; e < o.epochs; e++) {
    shuffleInPlace(order, rand);
    for (const n of order) {
      const x = xs[n]!;
      y.fill(0);
      for (const l of train[n]!.labels) y[l] = 1;
      const lr = o.learningRate * (1 - t / (total + 1)) + 0.01 * o.learningRate;
      t++;
      for (let c = 0; c < C; c++) g[c] = b[c]!;
      for (let k = 0; k < x.idx.length; k++) {
        const off = x.idx[k]! * C;
        const v = x.val[k]! * scale;
        for (let c = 0; c < C; c++) g[c]! += v * w[off + c]!;
      }
      for (let c = 0; c < C; c++) {
        g[c] = 1 / (1 + Math.exp(-g[c]!)) - y[c]!;
        b[c]! -= lr * g[c]!;
      }
      scale *= 1 - lr * o.l2;
      const step = lr / scale;
      for (let k = 0; k < x.idx.length; k++) {
        const off = x.idx[k]! * C;
        const v = x.val[k]! * step;
        for (let c = 0; c < C; c++) w[off + c]! -= v * g[c]!;
      }
      if (scale < 1e-4) {
        for (let i = 0; i < w.length; i++) w[i]! *= scale;
        scale = 1;
      }
    }
  }
  for (let i = 0; i < w.length; i++) w[i]! *= scale;
  const file: EmotionModelFile = {
    version: 1,
    labels: [...EMOTION_LABELS],
    vectorizer: vz.state,
    weights: quantize(w),
    bias: [...b].map((v) => round(v, 6)),
    thresholds: new Array<number>(C).fill(0.5),
    trainedOn: 'GoEmotions train split (43,410); thresholds tuned on dev (5,426)',
  };
  // Tune each label's threshold on dev for its F1, using the quantised model actually shipped.
  const model = new EmotionModel(file);
  const probs = dev.map((r) => model.probabilities(r.text));
  for (let c = 0; c < C; c++) {
    let best = 0.5;
    let bestF1 = -1;
    for (let th = 0.02; th < 0.9; th += 0.01) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      probs.forEach((p, i) => {
        const pred = p[c]! >= th;
        const gold = dev[i]!.labels.includes(c);
        if (pred && gold) tp++;
        else if (pred) fp++;
        else if (gold) fn++;
      });
      const f1 = tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
      if (f1 > bestF1) {
        bestF1 = f1;
        best = round(th, 2);
      }
    }
    file.thresholds[c] = best;
  }
  return file;
}

/** Macro-F1 over the 28 labels, multi-label (a label is predicted when its score passes its threshold). */
export function emotionMacroF1(model: EmotionModel, rows: { text: string; labels: number[] }[]): { macroF1: number; perLabel: number[] } {
  const C = model.file.labels.length;
  const tp = new Array<number>(C).fill(0);
  const fp = new Array<number>(C).fill(0);
  const fn = new Array<number>(C).fill(0);
  for (const r of rows) {
    const p = model.probabilities(r.text);
    for (let c = 0; c < C; c++) {
      const pred = p[c]! >= model.file.thresholds[c]!;
      const gold = r.labels.includes(c);
      if (pred && gold) tp[c]!++;
      else if (pred) fp[c]!++;
      else if (gold) fn[c]!++;
    }
  }
  const perLabel = tp.map((t, c) => (t ? (2 * t) / (2 * t + fp[c]! + fn[c]!) : 0));
  return { macroF1: perLabel.reduce((a, b) => a + b, 0) / C, perLabel };
}
