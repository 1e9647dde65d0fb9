/** Mulberry32: a small seeded PRNG so training is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffleInPlace<T>(arr: T[], rand: () => number): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = t;
  }
  return arr;
}

export function f32ToBase64(a: Float32Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
}

export function base64ToF32(s: string): Float32Array {
  const buf = Buffer.from(s, 'base64');
  const out = new Float32Array(buf.byteLength / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** Quantise to int8 per row-block with one scale: small files for shipped models. */
export function quantize(a: Float32Array): { scale: number; data: string } {
  let max = 0;
  for (const v of a) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(a.length);
  for (let i = 0; i < a.length; i++) q[i] = Math.round(a[i]! / scale);
  return { scale, data: Buffer.from(q.buffer).toString('base64') };
}

export function dequantize(q: { scale: number; data: string }): Float32Array {
  const buf = Buffer.from(q.data, 'base64');
  const i8 = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  const out = new Float32Array(i8.length);
  for (let i = 0; i < i8.length; i++) out[i] = i8[i]! * q.scale;
  return out;
}

export function round(x: number, digits = 4): number {
  const p = 10 ** digits;
  return Math.round(x * p) / p;
}
