import { stem, tokenize } from './text.ts';
import type { Language } from './types.ts';
import { base64ToF32, f32ToBase64 } from './util.ts';

/** A sparse vector: sorted feature indexes and their values. */
export interface SparseVec {
  idx: Int32Array;
  val: Float32Array;
}

export interface VectorizerOptions {
  words: boolean;
  bigrams: boolean;
  /** Character n-gram sizes inside word boundaries, e.g. [3, 5]; null for none. */
  chars: [number, number] | null;
  /** Features seen in fewer documents are dropped. */
  minDf: number;
  stem: boolean;
}

export interface VectorizerState {
  language: Language;
  options: VectorizerOptions;
  vocab: string[];
  /** base64 Float32 idf per vocab entry */
  idf: string;
}

/** The raw feature strings of a text with counts (unweighted). */
export function rawFeatures(language: Language, text: string, o: VectorizerOptions): Map<string, number> {
  const out = new Map<string, number>();
  const add = (f: string) => out.set(f, (out.get(f) ?? 0) + 1);
  const toks = tokenize(text);
  const stems = toks.map((t) => (o.stem ? stem(language, t.text) : t.text));
  if (o.words) for (const s of stems) add('w ' + s);
  if (o.bigrams) {
    for (let i = 0; i + 1 < stems.length; i++) add('b ' + stems[i] + ' ' + stems[i + 1]);
  }
  if (o.chars) {
    const [lo, hi] = o.chars;
    for (const t of toks) {
      const w = '<' + t.text + '>';
      for (let n = lo; n <= hi; n++) {
        if (w.length < n) {
          if (n === lo) add('c ' + w);
          break;
        }
        for (let i = 0; i + n <= w.length; i++) add('c ' + w.slice(i, i + n));
      }
    }
  }
  return out;
}

export class Vectorizer {
  readonly index: Map<string, number>;
  readonly idf: Float32Array;
  constructor(readonly state: VectorizerState) {
    this.index = new Map(state.vocab.map((f, i) => [f, i]));
    this.idf = base64ToF32(state.idf);
  }

  static fromCorpus(language: Language, docs: string[], options: VectorizerOptions): Vectorizer {
    const df = new Map<string, number>();
    for (const d of docs) for (const f of rawFeatures(language, d, options).keys()) df.set(f, (df.get(f) ?? 0) + 1);
    // Sorted vocabulary: the same data always gives the same indexes.
    const vocab = [...df.entries()]
      .filter(([f, n]) => n >= options.minDf || f.startsWith('w '))
      .map(([f]) => f)
      .sort();
    const n = docs.length;
    const idf = new Float32Array(vocab.length);
    vocab.forEach((f, i) => {
      idf[i] = Math.log((1 + n) / (1 + (df.get(f) ?? 0))) + 1;
    });
    return new Vectorizer({ language, options, vocab, idf: f32ToBase64(idf) });
  }

  /** Sublinear tf-idf, L2-normalised. Unknown features are ignored; `coverage` tells how many were known. */
  transform(text: string): SparseVec & { known: number; total: number } {
    const raw = rawFeatures(this.state.language, text, this.state.options);
    const pairs: [number, number][] = [];
    let total = 0;
    for (const [f, c] of raw) {
      total += 1;
      const i = this.index.get(f);
      if (i === undefined) continue;
      pairs.push([i, (1 + Math.log(c)) * this.idf[i]!]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    let norm = 0;
    for (const p of pairs) norm += p[1] * p[1];
    norm = Math.sqrt(norm) || 1;
    const idx = new Int32Array(pairs.length);
    const val = new Float32Array(pairs.length);
    pairs.forEach((p, k) => {
      idx[k] = p[0];
      val[k] = p[1] / norm;
    });
    return { idx, val, known: pairs.length, total };
  }
}

export function dot(a: SparseVec, b: SparseVec): number {
  let i = 0;
  let j = 0;
  let s = 0;
  while (i < a.idx.length && j < b.idx.length) {
    const x = a.idx[i]!;
    const y = b.idx[j]!;
    if (x === y) {
      s += a.val[i]! * b.val[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return s;
}
