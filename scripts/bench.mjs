// Runs the benchmarks in bench/ one after another, each with its defaults, and reports which failed.
//   npm run bench                 every bench
//   npm run bench -- ui nlu       only those, in that order
//   npm run bench -- --list       what there is, and how to run one with its own options
import { spawnSync } from 'node:child_process';

const benches = {
  nlu: {
    what: 'NLU accuracy and speed: BANKING77 intents, off-topic refusal, GoEmotions',
    run: 'npm run bench:nlu',
  },
  customers: {
    what: 'customer import through the HTTP API (50,000 rows on PGlite), then list, search and segment timings',
    run: 'npm run bench:customers -- --rows 50000',
    options: 'npm run bench:customers -- --rows N [--postgres URL] [--skip-embedded] [--keep] [--cpu-prof DIR]',
  },
  'customer-copy': {
    what: "the database's own cost per imported row: validated batches COPY'd into PGlite (and PostgreSQL), with and without search words",
    run: 'npm run bench:customer-copy -- --rows 200000',
    options: 'npm run bench:customer-copy -- --rows N [--postgres URL]',
  },
  'embedded-floor': {
    what: "what the embedded server's resident memory is made of before any work: Node.js, PGlite, the idle server",
    // The server's row measures the built server, as `npm start` runs it.
    run: 'npm run build --silent -w @parley/server && npm run bench:embedded-floor',
    options: 'npm run bench:embedded-floor -- [--settle SECONDS] [--node-flags "FLAGS"]',
  },
  load: {
    what: 'the server under load (autocannon, 20 and 100 connections, and a 300-connection overload): req/s, p50/p99/max, 503s, RSS, embedded (and PostgreSQL)',
    run: 'npm run bench:load',
    options: 'npm run bench:load -- [--seconds N] [--postgres URL] [--skip-embedded]',
  },
  webhooks: {
    what: 'signed WhatsApp Cloud API status webhooks into one server: events/s, p50/p99/max beside a /healthz baseline, each checked in the database; embedded (and PostgreSQL)',
    run: 'npm run bench:webhooks',
    options: 'npm run bench:webhooks -- [--seconds N] [--postgres URL] [--skip-embedded]',
  },
  broadcasts: {
    what: 'the broadcast sender end to end against a Cloud API fake: accepting 100,000 recipients (seconds, memory), dispatch sends/s (one and two processes), the 80/s default limit, status webhooks while dispatching; embedded (and PostgreSQL)',
    run: 'npm run bench:broadcasts',
    options:
      'npm run bench:broadcasts -- [--postgres URL] [--skip-embedded] [--recipients N] [--messages N] [--limited N] [--parts 1,2,3,4] [--cpu-prof DIR]',
  },
  upload: {
    what: 'a 100 MB attachment upload and download through one server: MB/s and the server child\'s memory growth, beside a 1 MB baseline',
    run: 'npm run bench:upload',
    options: 'npm run bench:upload -- [--runs N] [--mb N]',
  },
  'import-latency': {
    what: 'other requests while a customer import runs: /healthz and customer-list p50/p99/max, embedded (and PostgreSQL)',
    run: 'npm run bench:import-latency -- --rows 100000',
    options: 'npm run bench:import-latency -- --rows N [--postgres URL]',
  },
  'regex-engines': {
    what: 'RE2 engines for user patterns (re2js, re2-wasm if installed) against RegExp: compile, match, (a+)+$, memory, browser size',
    run: 'node --expose-gc --import tsx bench/regex-engines.ts',
    options: 'node --expose-gc --import tsx bench/regex-engines.ts [--rounds N]',
  },
  'agent-import': {
    what: 'Rasa agent import: event-loop time for files of 1,000 to 99,999 annotated phrases, five shapes, optionally against an older rasa.ts',
    run: 'npx tsx --conditions=@parley/source bench/agent-import.ts',
    options: 'npx tsx --conditions=@parley/source bench/agent-import.ts [--before REV] [--timeout SECONDS] [--sizes 1000,5000]',
  },
  'agent-training': {
    what: "agent training and the server's event loop: BANKING77 trained in the server's thread and in the training pool",
    run: 'npm run bench:agent-training',
  },
  console: {
    what: 'the built console in Chromium: JavaScript (gzip) and cold-load time per route; goal: login route at most 150 KB',
    run: 'npm run build:app && npm run bench:console',
    options: 'npm run bench:console -- [--runs N] [--detail]',
  },
  ui: {
    what: 'ui bundle size (gzip) per entry point, Table render and scroll of 10,000 rows in Chromium',
    // The bench measures the built dist, so it must be fresh.
    run: 'npm run build -w @parley/ui && npx tsx bench/ui.ts',
  },
};

const args = process.argv.slice(2);
if (args.includes('--list') || args.includes('--help')) {
  const width = Math.max(...Object.keys(benches).map((name) => name.length)) + 1;
  for (const [name, bench] of Object.entries(benches)) {
    console.log(`${name.padEnd(width)} ${bench.what}\n${' '.repeat(width + 1)}${bench.options ?? bench.run}`);
  }
  process.exit(0);
}

const unknown = args.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}.`);
  process.exit(2);
}

const failed = [];
for (const name of args.length > 0 ? args : Object.keys(benches)) {
  const { run } = benches[name];
  console.log(`\n=== bench ${name}: ${run}\n`);
  const started = Date.now();
  const result = spawnSync(run, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // One failing bench should not hide the others' figures.
  if (result.status !== 0) failed.push(name);
  console.log(
    `\n=== bench ${name}: ${result.status === 0 ? 'done' : `failed (exit ${result.status})`} in ${seconds} s`,
  );
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
