import { strToU8 } from 'fflate';

/**
 * Rasa NLU files of n annotated phrases, each shaped to drive one of the import's lookups with n different texts: a
 * lookup that scans what the import has met so far costs n² in one of them. Shared by the import's scaling test
 * and bench/agent-import.ts.
 */

const file = (items: string[]) => strToU8(`version: "3.1"\nnlu:\n${items.join('')}`);
const examples = (lines: string[]) => `  examples: |\n${lines.map((l) => `    - ${l}\n`).join('')}`;
const intent = (name: string, lines: string[]) => `- intent: ${name}\n${examples(lines)}`;
const times = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));

export const rasaShapes = {
  /** n phrases, each annotating a value of its own: `[v7](code)`. */
  'distinct values': (n: number) =>
    file([
      intent(
        'ask',
        times(n, (i) => `show [v${i}](code) please`),
      ),
    ]),
  /** n phrases naming one value in n spellings, `[w7](card:credit)`: the value collects n synonyms. */
  'spellings of one value': (n: number) =>
    file([
      intent(
        'ask',
        times(n, (i) => `my [w${i}](card:credit) card`),
      ),
    ]),
  /** A lookup table of one value and n synonym blocks adding one synonym each to it. */
  'synonym blocks of one value': (n: number) =>
    file([`- lookup: card\n${examples(['credit'])}`, ...times(n, (i) => `- synonym: credit\n${examples([`w${i}`])}`)]),
  /** n phrases whose annotated text a synonym block of its own maps to a value. */
  'annotations named by synonym blocks': (n: number) =>
    file([
      intent(
        'ask',
        times(n, (i) => `show [w${i}](code)`),
      ),
      ...times(n, (i) => `- synonym: v${i}\n${examples([`w${i}`])}`),
    ]),
  /** n phrases with an annotation that is not JSON, `[x]{bad 7}`: n different warnings. */
  'unreadable annotations': (n: number) =>
    file([
      intent(
        'ask',
        times(n, (i) => `[x]{bad ${i}}`),
      ),
    ]),
} satisfies Record<string, (n: number) => Uint8Array>;

export type RasaShape = keyof typeof rasaShapes;
