/**
 * How long other requests wait while a customer import runs: the server in a child process imports a generated
 * CSV (the customer benchmark's file) while this process calls `/healthz` and the customer list at a fixed rate,
 * from the import's start until its customers are all searchable. Each call is timed from when it was due, not
 * from when it could be sent, so a stalled server is not hidden by fewer calls during the stall.
 *   npm run bench:import-latency -- [--rows 200000] [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded]
 * Prints one table: p50, p95, p99 and max per backend and endpoint.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CUSTOM_FIELDS, writeCsv } from './customerData.ts';
import { arg } from './args.ts';
import { childDatabase, startBenchServer, withPostgresSchema } from './serverChild.ts';
import { markdownTable } from './markdownTable.ts';

const ROWS = Number(arg('rows') ?? 200_000);
const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
/** Calls per second to each endpoint while the import runs. */
const CALLS_PER_SECOND = 20;

/** The child: a server on a random port, an API key for its owner; prints both and runs until stdin closes. */
async function serveChild() {
  const { server, port, key } = await startBenchServer(childDatabase());
  console.log(JSON.stringify({ port, key }));
  process.stdin.resume();
  await once(process.stdin, 'end');
  await server.close();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Row {
  backend: string;
  endpoint: string;
  calls: number;
  /** Calls that got no answer (the connection timed out). */
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  importSecs: number;
  load: string;
}

/** Starts the child server for one backend, imports the file while polling, returns a row per endpoint. */
async function measure(label: string, backendArgs: string[], csvPath: string): Promise<Row[]> {
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const proc = spawn(tsx, ['--conditions=@parley/source', fileURLToPath(import.meta.url), ...backendArgs], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: proc.stdout! }), 'line')) as [string];
    const { port, key } = JSON.parse(line) as { port: number; key: string };
    const base = `http://127.0.0.1:${port}`;
    const authorization = `Bearer ${key}`;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}/api/chat/${path}`, {
        method,
        headers: body instanceof FormData ? { authorization } : { authorization, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      });
      const json = (await res.json()) as { message: string; data: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${path}: ${json.message}`);
      return json.data as { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a few known fields
    };
    for (const [fieldName, over] of Object.entries(CUSTOM_FIELDS)) {
      await call('POST', 'inputfield_definitions', {
        fieldName,
        fieldLabel: fieldName,
        fieldHelptext: fieldName,
        mandatory: false,
        ...over,
      });
    }
    const segment = (await call('POST', 'tags', { name: 'Latency' })).tag.id as string;
    const form = new FormData();
    form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'latency.csv');
    form.append('segmentId', segment);
    const parsed = await call('POST', 'customers/upload', form);
    const mapping = (parsed.parsedHeaders.userHeaders as string[]).map((h) => ({ src: h, des: h }));

    const timings: Record<string, number[]> = { '/healthz': [], 'GET customers': [] };
    const failures: Record<string, number> = {};
    const targets: [string, string][] = [
      ['/healthz', `${base}/healthz`],
      ['GET customers', `${base}/api/chat/customers?perPage=10`],
    ];
    const inFlight: Promise<void>[] = [];
    const load = loadavg()[0]!.toFixed(1);
    const started = performance.now();
    await call('POST', 'customers/import', { uploadId: parsed.uploadId, headerMapping: mapping });
    const timer = setInterval(() => {
      for (const [name, url] of targets) {
        const due = performance.now();
        inFlight.push(
          fetch(url, { headers: { authorization } })
            .then((res) => res.arrayBuffer())
            .catch(() => {
              // A connection the stalled server did not accept within undici's 10 s: counted, at the time it failed.
              failures[name] = (failures[name] ?? 0) + 1;
            })
            .then(() => {
              timings[name]!.push(performance.now() - due);
            }),
        );
      }
    }, 1000 / CALLS_PER_SECOND);
    // Until the upload is COMPLETED and its customers' search words are caught up.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { upload } = await call('GET', `uploads/${parsed.uploadId}`);
      if (upload.state === 'ERROR') throw new Error(`import failed: ${upload.message}`);
      if (upload.state !== 'COMPLETED') continue;
      const list = await call('GET', 'customers?perPage=1');
      if (!list.searchCatchingUp) break;
    }
    const importSecs = (performance.now() - started) / 1000;
    clearInterval(timer);
    await Promise.all(inFlight);
    return Object.entries(timings).map(([endpoint, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        backend: label,
        endpoint,
        calls: sorted.length,
        failed: failures[endpoint] ?? 0,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1]!,
        importSecs,
        load,
      };
    });
  } finally {
    proc.stdin!.end();
    await once(proc, 'exit');
  }
}

const CHILD = arg('child');
if (CHILD) {
  await serveChild();
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'parley-latency-'));
const csvPath = join(dir, `customers-${ROWS}.csv`);
const rows: Row[] = [];
try {
  await writeCsv(csvPath, ROWS);
  console.log(
    `CSV: ${ROWS.toLocaleString('en')} rows, ${(statSync(csvPath).size / 2 ** 20).toFixed(1)} MB; ${CALLS_PER_SECOND} calls/s to each endpoint`,
  );
  if (!SKIP_EMBEDDED)
    rows.push(...(await measure('PGlite (embedded)', ['--child', 'pglite', '--dir', join(dir, 'pglite')], csvPath)));
  if (POSTGRES)
    rows.push(
      ...(await withPostgresSchema(POSTGRES, 'latency', (schema) =>
        measure('PostgreSQL', ['--child', 'postgres', '--url', POSTGRES, '--schema', schema], csvPath),
      )),
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(
  markdownTable(
    ['backend', 'endpoint', 'calls', 'failed', 'p50', 'p95', 'p99', 'max', 'import until searchable', 'load'],
    rows.map((r) => [
      r.backend,
      r.endpoint,
      String(r.calls),
      String(r.failed),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      `${r.importSecs.toFixed(1)} s`,
      r.load,
    ]),
  ),
);
console.log('Goal: p99 under 500 ms for other requests while an import runs.');
