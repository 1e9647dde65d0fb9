/**
 * The two pure RE2 engines we could run user patterns on (regexp entities, imported Dialogflow/Rasa regexes), side
 * by side with JavaScript's own RegExp as the baseline: compile time, match time on typical entity patterns over
 * short messages and over long inputs, the catastrophic `(a+)+$`, memory kept by compiled patterns, how many
 * patterns one process can compile, and the size a browser downloads (the console checks patterns in the entity
 * form). Prints one table; the choice is in docs/decisions/008-user-patterns-re2.md.
 *   node --expose-gc --import tsx bench/regex-engines.ts [--rounds 2000]   (npm run bench -- regex-engines)
 * re2-wasm is read from node_modules when present (it was a candidate; the chosen engine is re2js). The native
 * `re2` binding is not measured: it needs a C++ toolchain and a build of several minutes at install, and cannot
 * run in the browser, where the entity form checks patterns.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { RE2JS } from 're2js';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const ROUNDS = Number(arg('rounds') ?? 2000);
const require = createRequire(import.meta.url);

/** What a Dialogflow or Rasa agent's regexp entities typically hold. */
const ENTITY_PATTERNS = [
  'ORD-\\d{5}',
  '\\d{4}-\\d{2}-\\d{2}',
  '[A-Z]{2}\\d{2}[A-Z0-9]{11,30}',
  '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}',
  '(?:\\+91[ -]?)?[6-9]\\d{9}',
  '[A-Z]{5}[0-9]{4}[A-Z]',
  'flight\\s+[A-Z]{2}\\s?\\d{3,4}',
];
const MESSAGES = [
  'where is my order ORD-12345 please',
  'book it for 2026-03-14 in the evening',
  'my iban is GB82WEST12345698765432',
  'write to asha.k@example.co.in when done',
  'call me on +91 98765 43210',
  'pan card ABCDE1234F is linked',
  'is flight AI 302 on time?',
  'nothing to find here at all, just words',
];
const LONG_INPUT = `${'lorem ipsum dolor sit amet '.repeat(370)}ORD-54321`; // ≈ 10,000 characters
const HOSTILE = `${'a'.repeat(32)}!`;

interface Engine {
  name: string;
  compile(pattern: string): { findAll(text: string): number };
}

const engines: Engine[] = [
  {
    name: 'JavaScript RegExp (baseline)',
    compile(pattern) {
      const re = new RegExp(pattern, 'giu');
      return { findAll: (text) => [...text.matchAll(re)].length };
    },
  },
  {
    name: 're2js',
    compile(pattern) {
      const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
      return { findAll: (text) => [...re.matchAll(text)].length };
    },
  },
];
const wasm = optional('re2-wasm') as { RE2: new (pattern: string, flags: string) => RegExp } | undefined;
if (wasm) {
  engines.push({
    name: 're2-wasm',
    compile(pattern) {
      const re = new wasm.RE2(pattern, 'giu');
      // re2-wasm has no Symbol.matchAll: exec in a loop, as String.prototype.matchAll would.
      return {
        findAll(text) {
          re.lastIndex = 0;
          let n = 0;
          while (re.exec(text)) n += 1;
          return n;
        },
      };
    },
  });
}

const ms = (start: number) => performance.now() - start;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

function perCall(rounds: number, work: () => void): number {
  for (let i = 0; i < Math.min(rounds, 200); i += 1) work(); // warm the JIT
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) work();
  return (ms(start) * 1000) / rounds; // µs
}

/** The catastrophic pattern on the hostile text, once; JavaScript's engine is only given 24 "a" (it doubles per "a"). */
function catastrophic(engine: Engine): string {
  const text = engine.name.startsWith('JavaScript') ? `${'a'.repeat(24)}!` : HOSTILE;
  const re = engine.compile('(a+)+$');
  const start = performance.now();
  re.findAll(text);
  const took = ms(start);
  return engine.name.startsWith('JavaScript')
    ? `${fmt(took, 0)} ms at 24 "a" (×2 per "a": ≈ ${fmt((took * 2 ** 8) / 1000, 0)} s at 32)`
    : `${fmt(took, 2)} ms at 32 "a"`;
}

/** Heap kept by 1,000 compiled entity patterns (re2-wasm's objects live in WebAssembly memory, counted too). */
function retainedMemory(engine: Engine): string {
  global.gc?.();
  const before = process.memoryUsage();
  const kept = Array.from({ length: 1000 }, (_, i) =>
    engine.compile(`${ENTITY_PATTERNS[i % ENTITY_PATTERNS.length]}|x${i}`),
  );
  global.gc?.();
  const after = process.memoryUsage();
  const mb = (after.heapUsed - before.heapUsed + (after.arrayBuffers - before.arrayBuffers)) / 2 ** 20;
  if (kept.length !== 1000) throw new Error('unreachable');
  if (!global.gc) return 'run with --expose-gc';
  // re2-wasm's patterns live in its WebAssembly memory, allocated whole at start: the heap does not show them.
  return engine.name === 're2-wasm' ? `${fmt(mb, 1)} MB + in its fixed 16 MB, never freed` : `${fmt(mb, 1)} MB`;
}

async function browserSize(engine: Engine): Promise<string> {
  if (engine.name.startsWith('JavaScript')) return '0 (built in)';
  if (engine.name === 're2js') {
    const out = await build({
      stdin: {
        contents: "import { RE2JS } from 're2js'; export const compile = RE2JS.compile;",
        resolveDir: process.cwd(),
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
    });
    const code = out.outputFiles[0]!.contents;
    return `${fmt(code.length / 1024, 0)} kB min, ${fmt(gzipSync(code).length / 1024, 0)} kB gzip`;
  }
  // re2-wasm's glue reads the .wasm with Node's fs: a browser build needs it shimmed and the binary fetched.
  const dir = join(dirname(require.resolve('re2-wasm/package.json')), 'build', 'wasm');
  const binary = readFileSync(join(dir, 're2.wasm'));
  const glue = readFileSync(join(dir, 're2.js'));
  return `${fmt((binary.length + glue.length) / 1024, 0)} kB, ${fmt((gzipSync(binary).length + gzipSync(glue).length) / 1024, 0)} kB gzip (+ fs shim; ${fmt(statSync(join(dir, 're2.wasm')).size / 1024, 0)} kB is .wasm)`;
}

/**
 * How many patterns one process can compile. re2-wasm never frees a compiled pattern and its WebAssembly memory is
 * fixed at 16 MB, so it aborts after a few thousand; counted in a fresh process, since the abort leaves the module
 * dead. The others are garbage-collected.
 */
function compileCapacity(engine: Engine): string {
  if (engine.name !== 're2-wasm') return 'unbounded (garbage-collected)';
  const script = `const { RE2 } = require('re2-wasm'); let n = 0;
    try { for (; n < 1e6; n++) new RE2('ORD-\\\\d{5}|x' + n, 'giu'); } catch {}
    console.log(n);`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return `${Number(child.stdout.trim().split('\n').pop()).toLocaleString('en')}, then aborts`;
}

function optional(name: string): unknown {
  try {
    return require(name);
  } catch {
    return undefined;
  }
}

const rows: string[][] = [];
for (const engine of engines) {
  // Few compiles: re2-wasm cannot free them (see compileCapacity).
  const compileUs =
    perCall(100, () => {
      for (const p of ENTITY_PATTERNS) engine.compile(p);
    }) / ENTITY_PATTERNS.length;
  const compiled = ENTITY_PATTERNS.map((p) => engine.compile(p));
  const shortUs =
    perCall(ROUNDS, () => {
      for (const m of MESSAGES) for (const re of compiled) re.findAll(m);
    }) /
    (MESSAGES.length * compiled.length);
  const longUs =
    perCall(Math.max(20, ROUNDS / 20), () => {
      for (const re of compiled) re.findAll(LONG_INPUT);
    }) / compiled.length;
  rows.push([
    engine.name,
    fmt(compileUs),
    fmt(shortUs, 2),
    fmt(longUs / 1000, 3),
    catastrophic(engine),
    retainedMemory(engine),
    compileCapacity(engine),
    await browserSize(engine),
  ]);
}

console.log(
  `${ENTITY_PATTERNS.length} entity patterns, ${MESSAGES.length} messages, long input ${LONG_INPUT.length} characters, ${ROUNDS} rounds; Node ${process.version}\n`,
);
console.log(
  markdownTable(
    [
      'engine',
      'compile (µs/pattern)',
      'find all, message (µs)',
      'find all, 10k chars (ms)',
      '(a+)+$ on "a…a!"',
      'heap for 1,000 patterns',
      'patterns one process can compile',
      'browser download',
    ],
    rows,
  ),
);
