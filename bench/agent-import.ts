/**
 * How long a Rasa agent import holds the event loop as its file grows: files of N annotated phrases shaped to drive
 * each of the import's lookups (packages/server/test/rasaAnnotations.ts), N from 1,000 to the most phrases the
 * import limits allow, each parsed in a fresh process (shapes that cross another limit first show "refused"). With
 * `--before REV` the same files also go through rasa.ts as it was at that git revision, side by side.
 *   npx tsx --conditions=@parley/source bench/agent-import.ts [--before REV] [--timeout SECONDS] [--sizes 1000,5000]
 *   (npm run bench -- agent-import)
 * A run over the timeout (default 60 s) is stopped and shown as such. Prints one table.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportedAgent, ImportOptions } from '../packages/server/src/areas/bots/services/agentExchange/types.ts';
import { rasaShapes, type RasaShape } from '../packages/server/test/rasaAnnotations.ts';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RASA = 'packages/server/src/services/agentExchange/rasa.ts';
// 99,999: the phrase limit (100,000) counts a block's lines, and an `examples: |` block ends with a line end.
const SIZES = (arg('sizes') ?? '1000,5000,20000,99999').split(',').map(Number);
const TIMEOUT_SECONDS = Number(arg('timeout') ?? 60);
const BEFORE = arg('before');
const CHILD = arg('child');

interface Measured {
  ms?: number;
  refused?: string;
}

/** The child: imports one generated file with the given rasa.ts and prints how long that took. */
async function measure(modulePath: string, shape: RasaShape, n: number): Promise<void> {
  const { importRasa } = (await import(modulePath)) as {
    importRasa: (bytes: Uint8Array, options: ImportOptions) => ImportedAgent;
  };
  const bytes = rasaShapes[shape](n);
  const started = performance.now();
  let result: Measured;
  try {
    importRasa(bytes, { systemEntities: [] });
    result = { ms: performance.now() - started };
  } catch (error) {
    // Past one of the import's limits (older revisions have none): refused, not measured.
    result = { refused: (error as Error).message };
  }
  process.stdout.write(JSON.stringify(result));
}

/**
 * rasa.ts as it was at `rev`, its relative imports pointed at today's sibling files, written under
 * node_modules/.cache so that its package imports resolve as from the repository (a rerun overwrites it).
 */
function rasaAt(rev: string): string {
  const show = spawnSync('git', ['show', `${rev}:${RASA}`], { cwd: ROOT, encoding: 'utf8' });
  if (show.status !== 0) throw new Error(`git show ${rev}:${RASA} failed: ${show.stderr}`);
  const siblings = join(ROOT, dirname(RASA));
  const source = show.stdout.replace(/from '\.\/([^']+)'/g, (_, file: string) => `from '${join(siblings, file)}'`);
  const dir = join(ROOT, 'node_modules/.cache/agent-import-bench');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `rasa-${rev.replace(/[^\w.-]/g, '_')}.ts`);
  writeFileSync(path, source);
  return path;
}

function run(modulePath: string, shape: RasaShape, n: number): string {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@parley/source', fileURLToPath(import.meta.url), '--child', modulePath, shape, String(n)],
    { cwd: ROOT, encoding: 'utf8', timeout: TIMEOUT_SECONDS * 1000, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.error || child.signal) return `> ${TIMEOUT_SECONDS} s`;
  if (child.status !== 0) return `failed (exit ${child.status})`;
  const result = JSON.parse(child.stdout) as Measured;
  return result.ms !== undefined ? `${Math.round(result.ms).toLocaleString('en')} ms` : 'refused (import limit)';
}

if (CHILD) {
  const [shape, n] = process.argv.slice(process.argv.indexOf('--child') + 2);
  await measure(CHILD, shape as RasaShape, Number(n));
} else {
  const current = join(ROOT, RASA);
  const before = BEFORE ? rasaAt(BEFORE) : undefined;
  const rows: string[][] = [];
  for (const shape of Object.keys(rasaShapes) as RasaShape[]) {
    for (const n of SIZES) {
      const kb = `${Math.round(rasaShapes[shape](n).length / 1024).toLocaleString('en')} KB`;
      const cells = [shape, n.toLocaleString('en'), kb];
      if (before) cells.push(run(before, shape, n));
      cells.push(run(current, shape, n));
      rows.push(cells);
      console.error(cells.join(' | '));
    }
  }
  const head = ['file shape', 'phrases N', 'size', ...(before ? [`rasa.ts at ${BEFORE}`] : []), 'rasa.ts now'];
  console.log(`\nRasa import: time the event loop is held (one fresh process per cell)\n`);
  console.log(markdownTable(head, rows));
}
