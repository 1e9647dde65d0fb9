/**
 * Customer master benchmark: import a generated CSV (five custom fields, two of them searchable, ~5 % invalid
 * rows) through the real HTTP API and background worker, then time the customer list, search and segment counts
 * at that size.
 *   npm run bench:customers -- [--rows 1000000] [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded] [--keep]
 *     [--cpu-prof DIR]
 * Embedded PGlite runs (in a temporary data directory) unless --skip-embedded; PostgreSQL when --postgres is given
 * (in a throwaway schema, dropped afterwards unless --keep). Each backend runs in a child process of its own, so
 * its peak RSS is its own. Prints one table.
 * BENCH_NODE_FLAGS (space-separated) are added to the measured process's Node.js flags, to compare V8 settings
 * such as `--max-old-space-size=160` in interleaved runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CITIES, CUSTOM_FIELDS, FIRST, LAST, writeCsv } from './customerData.ts';
import { arg, measuredNodeFlags } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const ROWS = Number(arg('rows') ?? 50_000);
const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
const KEEP = process.argv.includes('--keep');
/** Writes a V8 CPU profile of each backend's process (server and import) into this directory. */
const CPU_PROFILE_DIR = arg('cpu-prof');
const CHILD = arg('child');
const QUERIES = 200;

/** CPU seconds (user + system) of PostgreSQL backends serving this benchmark (by application_name), by pid. */
async function backendCpu(db: { query<T>(sql: string): Promise<T[]> }): Promise<Map<number, number>> {
  const rows = await db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = 'parley_bench'");
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // not on this machine
    }
  }
  return out;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

interface Result {
  label: string;
  total: number;
  accepted: number;
  errors: number;
  uploadSecs: number;
  importSecs: number;
  /** From the start of the import until its customers' search words are all written (large files catch up after). */
  searchableSecs: number;
  peakMb: number;
  baseMb: number;
  listP95: number;
  searchP95: number;
  searchMax: number;
  segP95: number;
  segCount: number;
  load: string;
}

/**
 * The kernel's record of this process's peak resident memory (VmHWM), from when `resetPeakRss` last cleared it: a
 * timer samples nothing while PGlite holds the thread, and what grew then stays (WebAssembly memory never
 * shrinks). Null where /proc cannot tell (not Linux); the benchmark then relies on its sampling.
 */
function kernelPeakRss(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
const resetPeakRss = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: sampling only.
  }
};

/**
 * Uploads the file from a process of its own, as a browser would: the sending side's buffers then do not count
 * in the server's peak memory.
 */
async function uploadFromOtherProcess(url: string, authorization: string, csvPath: string, segmentId: string) {
  const script = `
    import { openAsBlob } from 'node:fs';
    const [url, authorization, csvPath, segmentId] = process.argv.slice(1);
    const form = new FormData();
    form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'bench.csv');
    form.append('segmentId', segmentId);
    const res = await fetch(url, { method: 'POST', headers: { authorization }, body: form });
    process.stdout.write(await res.text());`;
  const { code, out } = await runNode(['--input-type=module', '-e', script, url, authorization, csvPath, segmentId]);
  if (code !== 0) throw new Error(`upload failed (exit ${code})`);
  return JSON.parse(out) as { data: { uploadId: string; parsedHeaders: { userHeaders: string[] } } };
}

/** Runs Node with these arguments; its standard output is collected, its errors go to ours. */
async function runNode(args: string[]): Promise<{ code: number; out: string }> {
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(proc, 'exit')) as [number];
  return { code, out };
}

/** One backend, in this (child) process: server, definitions, upload, import, then the timed queries. */
async function runBackend(label: string, csvPath: string, options: { dataDir?: string; databaseUrl?: string; schema?: string }): Promise<Result> {
  const { createServer } = await import('../packages/server/src/server.ts');
  const { createApiKey } = await import('../packages/server/src/areas/accounts/services/apiKeys.ts');
  const server = await createServer({ ...options, staticDir: '/nonexistent', adminPassword: 'bench-password-123' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/api/chat`;
  try {
    const [owner] = await server.db.query<{ id: string; enterprise_id: string }>('SELECT id, enterprise_id FROM users LIMIT 1');
    const { key } = await createApiKey(server.db, { userId: owner!.id, enterpriseId: owner!.enterprise_id }, 'bench');
    const headers = { authorization: `Bearer ${key}` };
    const call = async (method: string, path: string, json?: unknown) => {
      const request = () =>
        fetch(`${base}/${path}`, {
          method,
          headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(json ? { body: JSON.stringify(json) } : {}),
        });
      // A kept-alive connection can be closed by the server during a long import while this thread, busy with the
      // embedded database, cannot notice: a read is sent again once.
      const res = await request().catch((error: unknown) => (method === 'GET' ? request() : Promise.reject(error)));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads a few known fields
      const body = (await res.json()) as { status: boolean; message: string; data: any };
      if (!res.ok) throw new Error(`${method} ${path}: ${body.message}`);
      return body.data;
    };
    const field = (fieldName: string, over: Record<string, unknown>) =>
      call('POST', 'inputfield_definitions', { fieldName, fieldLabel: fieldName, fieldHelptext: fieldName, mandatory: false, ...over });
    for (const [fieldName, over] of Object.entries(CUSTOM_FIELDS)) await field(fieldName, over);
    const segment = (await call('POST', 'tags', { name: 'Bench' })).tag.id as string;

    const baseRss = process.memoryUsage().rss;
    resetPeakRss();
    let peak = baseRss;
    let atPeak = process.memoryUsage();
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.rss > peak) [peak, atPeak] = [now.rss, now];
    }, 50);
    /** The peak so far: the kernel's where it keeps one (it sees what the sampler missed). */
    const peakSoFar = () => Math.max(peak, kernelPeakRss() ?? 0);

    const t0 = performance.now();
    const parsed = (await uploadFromOtherProcess(`${base}/customers/upload`, headers.authorization, csvPath, segment)).data;
    const uploadSecs = (performance.now() - t0) / 1000;
    const mapping = parsed.parsedHeaders.userHeaders.map((h) => ({ src: h, des: h }));
    const uploadPeak = peakSoFar();
    const load = loadavg()[0]!.toFixed(1);
    const pgBefore = options.databaseUrl ? await backendCpu(server.db) : new Map<number, number>();
    const cpuBefore = process.cpuUsage();
    const t1 = performance.now();
    await call('POST', 'customers/import', { uploadId: parsed.uploadId, headerMapping: mapping });
    const worker = server.services.customerImports;
    // The peak until the upload is COMPLETED, apart from the search catch-up's after it.
    let importPeak = 0;
    const importDone = setInterval(() => {
      if (worker.lastRun && importPeak === 0) importPeak = peakSoFar();
    }, 50);
    await worker.idle();
    clearInterval(importDone);
    if (importPeak === 0) importPeak = peakSoFar();
    const searchableSecs = (performance.now() - t1) / 1000;
    // Until the upload completed: its customers are listed from then on.
    const importSecs = (worker.lastRun?.ms ?? 0) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    let pgCpu = 0;
    if (options.databaseUrl) for (const [pid, secs] of await backendCpu(server.db)) pgCpu += secs - (pgBefore.get(pid) ?? 0);
    clearInterval(sampler);
    peak = peakSoFar();
    const upload = (await call('GET', `uploads/${parsed.uploadId}`)).upload;
    if (upload.state !== 'COMPLETED') throw new Error(`import ended ${upload.state}: ${upload.message}`);
    const run = worker.lastRun;
    console.error(
      `${label}: imported ${upload.totalLines} rows in ${importSecs.toFixed(1)} s, all searchable after ${searchableSecs.toFixed(1)} s (${Math.round(upload.totalLines / importSecs)} rows/s` +
        `${run?.threaded ? ', validated in a worker thread' : ''}; statistics after it ${((run?.statisticsMs ?? 0) / 1000).toFixed(1)} s; waited ${((run?.waitMs ?? 0) / 1000).toFixed(1)} s for validated batches, ` +
        `${((run?.writeMs ?? 0) / 1000).toFixed(1)} s for writes), ` +
        `CPU: node ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, PostgreSQL backends ${pgCpu.toFixed(1)} s; ` +
        `peak RSS ${Math.round(peak / 2 ** 20)} MB (before upload ${Math.round(baseRss / 2 ** 20)}, upload ${Math.round(uploadPeak / 2 ** 20)}, import ${Math.round(importPeak / 2 ** 20)}, now ${Math.round(process.memoryUsage().rss / 2 ** 20)}; ` +
        `at the peak: JS heap ${Math.round(atPeak.heapTotal / 2 ** 20)} MB, outside it ${Math.round(atPeak.external / 2 ** 20)} MB), load ${load}; timing queries…`,
    );

    const timeCalls = async (paths: string[]) => {
      const ms: number[] = [];
      for (const path of paths) {
        const s = performance.now();
        await call('GET', path);
        ms.push(performance.now() - s);
      }
      return ms;
    };
    const lists = Array.from({ length: QUERIES }, (_, i) =>
      i % 2 ? `customers?perPage=10&from=${(i * 10) % 1000}` : `customers?perPage=10&tags=${segment}&from=${(i * 10) % 1000}`,
    );
    // Names, searchable custom values (city, e-mail), whole and partial phone numbers, two words, and a miss.
    const searches = Array.from({ length: QUERIES }, (_, i) => {
      const n = (i * 7919) % ROWS;
      const kinds = [
        FIRST[i % FIRST.length]!.toLowerCase().slice(0, 3 + (i % 2)),
        CITIES[i % CITIES.length]!.toLowerCase(),
        `user${n}`,
        `${9100000000 + n}`,
        `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
        `${91000 + (i % 90)}`,
        `zq${i}x`,
        `${FIRST[i % FIRST.length]!.slice(0, 2)} ${CITIES[i % CITIES.length]}`,
      ];
      return `customers?perPage=10&search=${encodeURIComponent(kinds[i % kinds.length]!)}`;
    });
    const listMs = await timeCalls(lists);
    const searchMs = await timeCalls(searches);
    const segMs = await timeCalls(Array.from({ length: 20 }, () => 'tags'));
    const tags = (await call('GET', 'tags')).tags as { id: string; count: number }[];
    return {
      label,
      total: upload.totalLines,
      accepted: upload.acceptedLines,
      errors: upload.errorLines,
      uploadSecs,
      importSecs,
      searchableSecs,
      peakMb: Math.round(peak / 2 ** 20),
      baseMb: Math.round(baseRss / 2 ** 20),
      listP95: p95(listMs),
      searchP95: p95(searchMs),
      searchMax: Math.max(...searchMs),
      segP95: p95(segMs),
      segCount: tags.find((t) => t.id === segment)?.count ?? -1,
      load,
    };
  } finally {
    await server.close();
  }
}

/** Where the child's build goes: inside the checkout, so its npm packages resolve from node_modules. */
const CHILD_BUILD_DIR = fileURLToPath(new URL('./.build/', import.meta.url));

/**
 * This script built as the server is (packages/server/tsup.config.ts): the child runs plain JavaScript, so its
 * memory is what `npm start` would show, with no TypeScript compiler loaded.
 */
async function buildChild(): Promise<string> {
  const { build } = await import('tsup');
  const { serverBundle } = await import('../packages/server/bundle.ts');
  await build({ ...serverBundle(CHILD_BUILD_DIR, { 'customer-import': fileURLToPath(import.meta.url) }), config: false, silent: true });
  return join(CHILD_BUILD_DIR, 'customer-import.mjs');
}

/** Runs one backend in a child process (its own heap and RSS) and reads its result line. */
async function child(script: string, backend: string, csvPath: string, dir: string): Promise<Result> {
  const args = [...measuredNodeFlags(process.env.BENCH_NODE_FLAGS), script, '--child', backend, '--csv', csvPath, '--dir', dir, '--rows', String(ROWS)];
  if (POSTGRES) args.push('--postgres', POSTGRES);
  if (KEEP) args.push('--keep');
  if (CPU_PROFILE_DIR) args.unshift('--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`);
  const { code, out } = await runNode(args);
  const line = out.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{')) throw new Error(`${backend} run failed (exit ${code})`);
  return JSON.parse(line) as Result;
}

if (CHILD) {
  const csvPath = arg('csv')!;
  let result: Result;
  if (CHILD === 'pglite') result = await runBackend('PGlite (embedded)', csvPath, { dataDir: join(arg('dir')!, 'pglite') });
  else {
    const schema = `bench_${Date.now().toString(36)}`;
    try {
      const url = new URL(POSTGRES!);
      url.searchParams.set('application_name', 'parley_bench');
      result = await runBackend('PostgreSQL', csvPath, { databaseUrl: url.toString(), schema });
    } finally {
      if (KEEP) console.error(`kept schema ${schema}`);
      else {
        const client = new pg.Client({ connectionString: POSTGRES });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    }
  }
  console.log(JSON.stringify(result));
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
const csvPath = join(dir, `customers-${ROWS}.csv`);
const results: Result[] = [];
try {
  await writeCsv(csvPath, ROWS);
  console.log(`CSV: ${ROWS.toLocaleString('en')} rows, ${(statSync(csvPath).size / 2 ** 20).toFixed(1)} MB, 5 custom fields (city and email searchable)`);
  const script = await buildChild();
  if (!SKIP_EMBEDDED) results.push(await child(script, 'pglite', csvPath, dir));
  if (POSTGRES) results.push(await child(script, 'postgres', csvPath, dir));
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(CHILD_BUILD_DIR, { recursive: true, force: true });
}

const head = ['backend', 'rows', 'accepted', 'errors', 'upload', 'import', 'rows/s', 'all searchable after', 'peak RSS', 'list p95', 'search p95', 'search max', 'segments p95', 'load'];
const rows = results.map((r) => [
  r.label,
  r.total.toLocaleString('en'),
  r.accepted.toLocaleString('en'),
  r.errors.toLocaleString('en'),
  `${r.uploadSecs.toFixed(1)} s`,
  `${r.importSecs.toFixed(1)} s`,
  Math.round(r.total / r.importSecs).toLocaleString('en'),
  `${r.searchableSecs.toFixed(1)} s`,
  `${r.peakMb} MB (+${r.peakMb - r.baseMb})`,
  `${r.listP95.toFixed(1)} ms`,
  `${r.searchP95.toFixed(1)} ms`,
  `${r.searchMax.toFixed(1)} ms`,
  `${r.segP95.toFixed(1)} ms`,
  r.load,
]);
console.log(markdownTable(head, rows));
for (const r of results) if (r.segCount !== r.accepted) console.log(`WARNING: ${r.label} segment count ${r.segCount} ≠ accepted ${r.accepted}`);
console.log('Goals: import >= 100,000 rows/s on PostgreSQL, >= 50,000 embedded; RSS under 300 MB; list and search p95 < 100 ms.');
console.log('import: until the upload is COMPLETED (its customers listed); all searchable after: until the search words of');
console.log('a large import are caught up too (files up to 2 MB write them with the customers).');
console.log('load: 1-minute load average when the import started (2 cores).');
