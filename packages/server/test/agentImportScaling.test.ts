import { describe, expect, it } from 'vitest';
import { systemEntities } from '@parley/nlu';
import { exportDialogflow, importRasa, type ExchangeAgent } from '../src/areas/bots/services/agentExchange/index.ts';
import { rasaShapes, type RasaShape } from './rasaAnnotations.ts';

// An import runs on the event loop: work that grows with the square of a file's phrases blocks every other request
// for seconds to minutes (20,000 annotations took 6 to 14 s). These tests measure how the work grows with the file,
// which, unlike how long it takes, is the same on every machine.

const SYS = systemEntities.map((e) => e.name);
const importShape = (shape: RasaShape, n: number) => importRasa(rasaShapes[shape](n), { systemEntities: SYS });

/**
 * Lower-casings while `work` runs. Values, synonyms and file names are compared ignoring case by lower-casing both
 * sides, so this counts those comparisons, exactly and without timing anything.
 */
function lowerCasings(work: () => unknown): number {
  const original = String.prototype.toLowerCase;
  let count = 0;
  // Restored below; only the synchronous call in between is measured.
  String.prototype.toLowerCase = function (this: string) {
    count++;
    return original.call(this);
  };
  try {
    work();
  } finally {
    String.prototype.toLowerCase = original;
  }
  return count;
}

/** The process's CPU time for `work`, the least of three runs (time the process waited for a core is not counted). */
function cpuMicroseconds(work: () => unknown): number {
  let least = Infinity;
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    least = Math.min(least, used.user + used.system);
  }
  return least;
}

describe('agent import work grows linearly with the file', () => {
  // Linear work doubles when the file doubles, a scan of everything met so far quadruples: 2.5 leaves room for the
  // costs that are not per phrase.
  it.each<RasaShape>([
    'distinct values',
    'spellings of one value',
    'synonym blocks of one value',
    'annotations named by synonym blocks',
  ])('Rasa, %s: twice the phrases, not four times the comparisons', (shape) => {
    const single = lowerCasings(() => importShape(shape, 2_000));
    const double = lowerCasings(() => importShape(shape, 4_000));
    expect(single).toBeGreaterThan(0);
    expect(double / single).toBeLessThan(2.5);
  });

  it('Dialogflow export, intents whose file names collide: twice the intents, not four times the comparisons', () => {
    // File names keep 120 characters: these names all become the same file name, then name_2, name_3…
    const agent = (n: number): ExchangeAgent => ({
      description: '',
      language: 'en',
      intents: Array.from({ length: n }, (_, i) => ({
        name: `${'x'.repeat(120)}${i}`,
        utterances: [],
        responses: [],
        parameters: [],
      })),
      entities: [],
    });
    const single = lowerCasings(() => exportDialogflow(agent(1_000), 'Bot'));
    const double = lowerCasings(() => exportDialogflow(agent(2_000), 'Bot'));
    expect(double / single).toBeLessThan(2.5);
  });

  it('Rasa, unreadable annotations: each distinct warning kept once, not compared with all the others', () => {
    // Warnings are compared exactly, not lower-cased, so the CPU time is measured: linear work grows 4 times with a
    // file 4 times larger, comparing each warning with all before it 16 times. 8 is far from both.
    importShape('unreadable annotations', 10_000); // compiled and warmed up before it is measured
    const single = cpuMicroseconds(() => importShape('unreadable annotations', 10_000));
    const quadruple = cpuMicroseconds(() => importShape('unreadable annotations', 40_000));
    expect(quadruple / single).toBeLessThan(8);
    const { warnings } = importShape('unreadable annotations', 3);
    expect(warnings).toEqual([
      'Intent "ask": unreadable annotation [x]{bad 0}; kept as text',
      'Intent "ask": unreadable annotation [x]{bad 1}; kept as text',
      'Intent "ask": unreadable annotation [x]{bad 2}; kept as text',
      'No responses (utter_<intent>) in the file: the intents were imported without answers',
    ]);
  });

  it('imports 20,000 distinct annotations, every value in the order met and with its spelling', () => {
    const n = 20_000;
    const { agent, warnings } = importShape('distinct values', n);
    const [code] = agent.entities;
    expect(agent.entities).toHaveLength(1);
    expect(code!.values).toHaveLength(n);
    expect(code!.values[0]).toEqual({ value: 'v0', type: 'synonyms', synonyms: ['v0'] });
    expect(code!.values[n - 1]).toEqual({ value: `v${n - 1}`, type: 'synonyms', synonyms: [`v${n - 1}`] });
    expect(agent.intents[0]!.utterances).toHaveLength(n);
    expect(warnings).toEqual(['No responses (utter_<intent>) in the file: the intents were imported without answers']);
  });

  it('gives every spelling of one value to that value, once, ignoring case', () => {
    const { agent } = importRasa(
      new TextEncoder().encode(`version: "3.1"
nlu:
- intent: ask
  examples: |
    - my [Visa](card:credit) card
    - my [VISA](card:credit) card
    - my [visa card](card:Credit) card
- synonym: credit
  examples: |
    - plastic
    - PLASTIC
    - visa
`),
      { systemEntities: SYS },
    );
    expect(agent.entities).toEqual([
      {
        name: 'card',
        values: [{ value: 'credit', type: 'synonyms', synonyms: ['credit', 'plastic', 'visa', 'visa card'] }],
      },
    ]);
  });
});
