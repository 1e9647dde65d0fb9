import type { SparseVec } from './vectorizer.ts';
import { base64ToF32, f32ToBase64, rng, shuffleInPlace } from './util.ts';

export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const DEFAULT_SOFTMAX: SoftmaxOptions = { epochs: 20, learningRate: 1, l2: 1e-5, seed: 42 };

export interface SoftmaxState {
  features: number;
  classes: number;
  /** base64 Float32, feature-major: w[f * classes + c] */
  weights: string;
  bias: string;
}

/** Multinomial logistic regression over sparse vectors, trained with seeded SGD and L2 (scaled-weights trick). */
export class Softmax {
  readonly w: Float32Array;
  readonly b: Float32Array;
  constructor(readonly state: SoftmaxState) {
    this.w = base64ToF32(state.weights);
    this.b = base64ToF32(state.bias);
  }

  /** Trains; yields to the event loop between epochs so a server stays responsive while an agent trains. */
  static async train(xs: SparseVec[], ys: number[], features: number, classes: number, o: SoftmaxOptions = DEFAULT_SOFTMAX): Promise<Softmax> {
    const w = new Float32Array(features * classes);
    const b = new Float32Array(classes);
    const rand = rng(o.seed);
    const order = xs.map((_, i) => i);
    const scores = new Float64Array(classes);
    let scale = 1;
    let t = 0;
    const total = o.epochs * xs.length;
    for (let e = 0; e < o.epochs; e++) {
      await new Promise<void>((r) => setImmediate(r));
      shuffleInPlace(order, rand);
      for (const n of order) {
        const x = xs[n]!;
        const y = ys[n]!;
        const lr = o.learningRate * (1 - t / (total + 1)) + 0.01 * o.learningRate;
        t++;
        for (let c = 0; c < classes; c++) scores[c] = b[c]!;
        for (let k = 0; k < x.idx.length; k++) {
          const off = x.idx[k]! * classes;
          const v = x.val[k]! * scale;
          for (let c = 0; c < classes; c++) scores[c]! += v * w[off + c]!;
        }
        let max = -Infinity;
        for (let c = 0; c < classes; c++) max = Math.max(max, scores[c]!);
        let sum = 0;
        for (let c = 0; c < classes; c++) {
          scores[c] = Math.exp(scores[c]! - max);
          sum += scores[c]!;
        }
        for (let c = 0; c < classes; c++) {
          const g = scores[c]! / sum - (c === y ? 1 : 0);
          scores[c] = g;
          b[c]! -= lr * g;
        }
        scale *= 1 - lr * o.l2;
        const step = lr / scale;
        for (let k = 0; k < x.idx.length; k++) {
          const off = x.idx[k]! * classes;
          const v = x.val[k]! * step;
          for (let c = 0; c < classes; c++) w[off + c]! -= v * scores[c]!;
        }
        if (scale < 1e-4) {
          for (let i = 0; i < w.length; i++) w[i]! *= scale;
          scale = 1;
        }
      }
    }
    for (let i = 0; i < w.length; i++) w[i]! *= scale;
    return new Softmax({ features, classes, weights: f32ToBase64(w), bias: f32ToBase64(b) });
  }

  /** Raw scores (logits). */
  logits(x: SparseVec): Float64Array {
    const C = this.state.classes;
    const s = new Float64Array(C);
    for (let c = 0; c < C; c++) s[c] = this.b[c]!;
    for (let k = 0; k < x.idx.length; k++) {
      const off = x.idx[k]! * C;
      const v = x.val[k]!;
      for (let c = 0; c < C; c++) s[c]! += v * this.w[off + c]!;
    }
    return s;
  }

  probabilities(x: SparseVec): Float64Array {
    const s = this.logits(x);
    let max = -Infinity;
    for (const v of s) max = Math.max(max, v);
    let sum = 0;
    for (let c = 0; c < s.length; c++) {
      s[c] = Math.exp(s[c]! - max);
      sum += s[c]!;
    }
    for (let c = 0; c < s.length; c++) s[c]! /= sum;
    return s;
  }
}
