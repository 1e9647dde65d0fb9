import { createRequire } from 'node:module';
import type { Language } from './types.ts';

// NLP.js language packages are CommonJS; loaded through require so both tsx and vitest resolve them alike.
const require = createRequire(import.meta.url);
const { StemmerEn } = require('@nlpjs/lang-en-min') as typeof import('@nlpjs/lang-en-min');
const { StemmerHi } = require('@nlpjs/lang-hi') as typeof import('@nlpjs/lang-hi');

const stemmers = { en: new StemmerEn(), hi: new StemmerHi() };

export interface Token {
  /** Lowercased, Latin diacritics removed. */
  text: string;
  /** Start offset in the original string. */
  start: number;
  /** Exclusive end offset in the original string. */
  end: number;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Lowercase, strip Latin diacritics (keeps Devanagari vowel signs), map Devanagari digits to ASCII. Length-preserving per character. */
export function normalizeChar(ch: string): string {
  const d = DEVANAGARI_DIGITS.indexOf(ch);
  if (d >= 0) return String(d);
  const code = ch.charCodeAt(0);
  if (code < 0x80) return ch.toLowerCase();
  if (code < 0x250) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length === 1 ? base.toLowerCase() : ch.toLowerCase();
  }
  const l = ch.toLowerCase();
  return l.length === 1 ? l : ch;
}

/** Normalise a whole string keeping offsets aligned with the original (one char in, one char out). */
export function normalize(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += normalizeChar(text[i]!);
  return out;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function tokenize(text: string): Token[] {
  const norm = normalize(text);
  const tokens: Token[] = [];
  for (const m of norm.matchAll(WORD)) {
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

const stemCache = new Map<string, string>();

export function stem(language: Language, token: string): string {
  const key = language + ':' + token;
  let s = stemCache.get(key);
  if (s === undefined) {
    if (/^\d+$/.test(token)) s = '<num>';
    else s = stemmers[language].stem([token])[0] ?? token;
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(key, s);
  }
  return s;
}
