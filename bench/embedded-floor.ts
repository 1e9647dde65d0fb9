/**
 * What the embedded server's resident memory is made of before it does any work: Node.js alone, PGlite loaded,
 * PGlite opened on a data directory with the server's settings (`PGLITE_START_PARAMS`), the same after some
 * work, and the built server itself, idle. Each stage runs in a fresh process and is read from
 * `/proc/<pid>/smaps` after it has settled, so the figures are the kernel's, not V8's.
 *   npm run bench:embedded-floor -- [--settle 10] [--node-flags "--liftoff-only"]
 * --node-flags are added to every measured process's Node.js flags (for comparing V8 settings).
 * The server stage needs the built server (`npm run build -w @parley/server`; `npm start` builds it).
 * Prints one table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_START_PARAMS } from '../packages/server/src/db/pglite.ts';
import { arg, measuredNodeFlags } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const SETTLE_SECONDS = Number(arg('settle') ?? 10);
const NODE_FLAGS = measuredNodeFlags(arg('node-flags'));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_SERVER = join(ROOT, 'packages/server/dist/parley.mjs');
const MB = 1024;

interface Breakdown {
  rss: number;
  wasm: number;
  v8: number;
  malloc: number;
  binary: number;
  other: number;
}

/**
 * Sorts a process's resident pages by what holds them. V8 keeps its heap in 256 KiB mappings; a WebAssembly
 * memory is one read-write mapping of its whole size (PGlite's is 128 MB); glibc's arenas and large buffers are
 * the other anonymous mappings.
 */
function breakdown(pid: number): Breakdown {
  const out: Breakdown = { rss: 0, wasm: 0, v8: 0, malloc: 0, binary: 0, other: 0 };
  let mapping: { kb: number; perms: string; name: string } | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      mapping = { kb: (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1024, perms: head[3]!, name: head[4]! };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss || !mapping) continue;
    const kb = Number(rss[1]);
    out.rss += kb;
    if (mapping.name === process.execPath) out.binary += kb;
    else if (mapping.name === '' && mapping.kb === 256) out.v8 += kb;
    else if (mapping.name === '' && mapping.kb >= 128 * MB && mapping.perms.startsWith('rw')) out.wasm += kb;
    else if (mapping.name === '' || mapping.name === '[heap]') out.malloc += kb;
    else out.other += kb;
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `code` (an ES module) in a fresh Node.js; once it prints "ready", waits, reads its memory and ends it. */
async function stage(code: string, args: string[] = []): Promise<Breakdown> {
  const proc = spawn(process.execPath, [...NODE_FLAGS, '--input-type=module', '-e', code, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForLine(proc.stdout, 'ready');
    await sleep(SETTLE_SECONDS * 1000);
    return breakdown(proc.pid!);
  } finally {
    await stop(proc);
  }
}

/** Ends a stage's process; one that has already ended (it failed) is not waited for again. */
async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill();
  await exited;
}

async function waitForLine(stream: NodeJS.ReadableStream, text: string): Promise<void> {
  let seen = '';
  for await (const chunk of stream) {
    seen += String(chunk);
    if (seen.includes(text)) return;
  }
  throw new Error(`the process ended before printing "${text}"`);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The built server, embedded, on a fresh data directory, once it answers /healthz. */
async function idleServer(dataDir: string): Promise<Breakdown> {
  const port = await freePort();
  const proc = spawn(process.execPath, [...NODE_FLAGS, BUILT_SERVER, 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PARLEY_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let tries = 0; ; tries++) {
      if (proc.exitCode !== null || proc.signalCode !== null)
        throw new Error(`the server ended (exit ${proc.exitCode ?? proc.signalCode}) before it answered /healthz`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 600) throw new Error('the server did not answer /healthz within 60 s');
      await sleep(100);
    }
    await sleep(SETTLE_SECONDS * 1000);
    return breakdown(proc.pid!);
  } finally {
    await stop(proc);
  }
}

const OPEN = `
  import { PGlite } from '@electric-sql/pglite';
  const [dataDir, params] = process.argv.slice(1);
  const pg = new PGlite({ dataDir, startParams: JSON.parse(params) });
  await pg.waitReady;
  await pg.query('SELECT 1');
  globalThis.database = pg; // else the collector may take the idle instance, and its memory, before it is read`;
/** Keeps a stage's process alive until it is read: an idle PGlite holds nothing open. */
const STAY = `setInterval(() => {}, 1000);`;

const dir = mkdtempSync(join(tmpdir(), 'parley-floor-'));
try {
  const dataDir = join(dir, 'pglite');
  const params = JSON.stringify(PGLITE_START_PARAMS);
  // initdb in a process of its own, as the server does: its memory goes away with it.
  const init = spawn(
    process.execPath,
    [...NODE_FLAGS, '--input-type=module', '-e', `${OPEN}\n await pg.close();`, dataDir, params],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const [code] = (await once(init, 'exit')) as [number];
  if (code !== 0) throw new Error(`initdb failed (exit ${code})`);

  const rows: [string, Breakdown][] = [];
  rows.push(['Node.js alone', await stage(`console.log('ready'); ${STAY}`)]);
  rows.push([
    'PGlite loaded, no database',
    await stage(`await import('@electric-sql/pglite'); console.log('ready'); ${STAY}`),
  ]);
  rows.push(['PGlite open, after SELECT 1', await stage(`${OPEN}\n console.log('ready'); ${STAY}`, [dataDir, params])]);
  rows.push([
    'PGlite open, after 100,000 rows written and deleted',
    await stage(
      `${OPEN}
      await pg.exec("CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY, v text); INSERT INTO t SELECT g, repeat('x', 200) FROM generate_series(1, 100000) g; DELETE FROM t;");
      console.log('ready'); ${STAY}`,
      [dataDir, params],
    ),
  ]);
  if (existsSync(BUILT_SERVER)) rows.push(['the Parley server, embedded, idle', await idleServer(join(dir, 'server'))]);
  else console.error(`(no built server at ${BUILT_SERVER}: run "npm run build -w @parley/server" for its row)`);

  const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
  console.log(
    markdownTable(
      [
        'process',
        'RSS',
        'WebAssembly memory',
        'V8 heap pages',
        'malloc and other anonymous',
        'node binary',
        'libraries, files',
      ],
      rows.map(([label, b]) => [label, mb(b.rss), mb(b.wasm), mb(b.v8), mb(b.malloc), mb(b.binary), mb(b.other)]),
    ),
  );
  console.log(
    `Each row is a fresh process (Node.js flags: ${NODE_FLAGS.join(' ')}), read from /proc/<pid>/smaps ${SETTLE_SECONDS} s after it was ready.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
