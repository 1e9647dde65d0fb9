import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** /work/main/../shared — the read-only data sets, resolved relative to the repo root. */
export const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (q) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') q = false;
      else cur += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') {
      row.push(cur);
      cur = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cur);
      cur = '';
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
    } else cur += ch;
  }
  row.push(cur);
  if (row.some((c) => c !== '')) rows.push(row);
  return rows;
}

export function loadBanking77(split: 'train' | 'test'): { text: string; label: string }[] {
  const rows = parseCsv(readFileSync(resolve(SHARED, 'data/banking77', split + '.csv'), 'utf8')).slice(1);
  return rows.map((cols) => ({ text: cols[0]!, label: cols[1]! }));
}

export function loadGoEmotions(split: 'train' | 'dev' | 'test'): { text: string; labels: number[] }[] {
  const lines = readFileSync(resolve(SHARED, 'data/goemotions', split + '.tsv'), 'utf8').split(/\r?\n/);
  return lines.filter((l) => l.trim()).map((l) => {
    const [text, labels] = l.split('\t');
    return { text: text!, labels: labels!.split(',').map(Number) };
  });
}
