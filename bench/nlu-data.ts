import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** /work/main/../shared — the read-only data sets, resolved relative to the repo root. */
export const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (q) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') q = false;
      else cur += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export function loadBanking77(split: 'train' | 'test'): { text: string; label: string }[] {
  const lines = readFileSync(resolve(SHARED, 'data/banking77', split + '.csv'), 'utf8').split(/\r?\n/).slice(1);
  return lines.filter((l) => l.trim()).map((l) => {
    const cols = parseCsvLine(l);
    return { text: cols[0]!, label: cols[1]! };
  });
}

export function loadGoEmotions(split: 'train' | 'dev' | 'test'): { text: string; labels: number[] }[] {
  const lines = readFileSync(resolve(SHARED, 'data/goemotions', split + '.tsv'), 'utf8').split(/\r?\n/);
  return lines.filter((l) => l.trim()).map((l) => {
    const [text, labels] = l.split('\t');
    return { text: text!, labels: labels!.split(',').map(Number) };
  });
}
